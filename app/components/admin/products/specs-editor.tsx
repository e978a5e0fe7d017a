import { Plus } from 'lucide-react'
import type { SpecFormValues } from '#app/lib/product-schema.ts'
import { productLimits } from '#app/lib/product-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { type RowCell, RowCells, RowHeading, RowList } from './row-list.tsx'

const blankSpec: SpecFormValues = { name_ar: '', name_en: '', value_ar: '', value_en: '', is_active: true }

const cells: RowCell<'name_ar' | 'name_en' | 'value_ar' | 'value_en'>[] = [
	{ name: 'name_ar', label: 'products.specs.nameAr', dir: 'rtl', max: productLimits.specName },
	{ name: 'name_en', label: 'products.specs.nameEn', max: productLimits.specName },
	{ name: 'value_ar', label: 'products.specs.valueAr', dir: 'rtl', max: productLimits.specValue },
	{ name: 'value_en', label: 'products.specs.valueEn', max: productLimits.specValue },
]

/**
 * The specifications of a product: rows of name and value in both languages with a shown/hidden
 * flag, added, removed and reordered here; submitted as `specs.<position>.<field>` in their order.
 */
export function SpecsEditor({ initial, errors }: { initial: SpecFormValues[]; errors: FieldErrors }) {
	const { t } = useAdminI18n()
	return (
		<RowList
			field="specs"
			initial={initial}
			errors={errors}
			blank={blankSpec}
			item={(number) => t('products.specs.item', { number })}
			empty={t('products.specs.empty')}
			addButton={{ label: t('products.specs.add'), icon: Plus, testId: 'add-spec' }}
			max={productLimits.specs}
			testId="specs-editor"
			rowTestId="spec-row"
			row={({ value: spec, errors: own }, index, item, controls) => (
				<>
					<RowHeading item={item}>
						<div className="flex items-center gap-3">
							<label className="text-ink-700 flex items-center gap-2 text-sm">
								<input type="checkbox" name={`specs.${index}.is_active`} defaultChecked={spec.is_active} className="accent-brand-700 size-4" />
								{t('products.specs.active')}
							</label>
							{controls}
						</div>
					</RowHeading>
					<RowCells list="specs" index={index} cells={cells} value={spec} errors={own} max={productLimits.specValue} />
				</>
			)}
		/>
	)
}
