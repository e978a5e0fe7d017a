import type { SpecFormValues } from '#app/lib/product-schema.ts'
import { productLimits } from '#app/lib/product-schema.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { type RowCell, RowCells, RowHeading, RowList, type RowListData, type RowListSettings } from './row-list.tsx'

const specs: RowListSettings<SpecFormValues> = {
	field: 'specs',
	blank: { name_ar: '', name_en: '', value_ar: '', value_en: '', is_active: true },
	texts: { item: 'products.specs.item', empty: 'products.specs.empty', add: 'products.specs.add' },
	max: productLimits.specs,
	testId: 'spec',
}

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
export function SpecsEditor(data: RowListData<SpecFormValues>) {
	const { t } = useAdminI18n()
	return (
		<RowList
			{...specs}
			{...data}
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
