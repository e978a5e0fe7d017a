import { Runs } from '#app/components/ui/script-runs.tsx'
import { Plus } from 'lucide-react'
import { useId } from 'react'
import type { SpecFormValues } from '#app/lib/product-schema.ts'
import { productLimits } from '#app/lib/product-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { RowControls, useEditableRows } from './row-controls.tsx'

const blankSpec: SpecFormValues = { name_ar: '', name_en: '', value_ar: '', value_en: '', is_active: true }

const cells = [
	{ name: 'name_ar', label: 'products.specs.nameAr', dir: 'rtl', max: productLimits.specName },
	{ name: 'name_en', label: 'products.specs.nameEn', dir: 'ltr', max: productLimits.specName },
	{ name: 'value_ar', label: 'products.specs.valueAr', dir: 'rtl', max: productLimits.specValue },
	{ name: 'value_en', label: 'products.specs.valueEn', dir: 'ltr', max: productLimits.specValue },
] as const

/**
 * The specifications of a product: rows of name and value in both languages with a shown/hidden
 * flag, added, removed and reordered here; submitted as `specs.<position>.<field>` in their order.
 */
export function SpecsEditor({ initial, errors }: { initial: SpecFormValues[]; errors: FieldErrors }) {
	const { t } = useAdminI18n()
	const id = useId()
	const { rows, add, move, remove } = useEditableRows(initial, errors, 'specs', blankSpec)
	return (
		<div className="space-y-3" data-testid="specs-editor">
			{rows.length === 0 ? <p className="text-ink-500 text-sm">{t('products.specs.empty')}</p> : null}
			<ol className="space-y-3">
				{rows.map(({ key, value: spec, errors: own }, index) => {
					const item = t('products.specs.item', { number: index + 1 })
					return (
						<li key={key} className="border-sand-200 bg-sand-50/60 rounded-xl border p-3" data-testid="spec-row">
							<div className="mb-2 flex flex-wrap items-center justify-between gap-2">
								<p className="text-ink-700 text-sm font-semibold">{item}</p>
								<div className="flex items-center gap-3">
									<label className="text-ink-700 flex items-center gap-2 text-sm">
										<input type="checkbox" name={`specs.${index}.is_active`} defaultChecked={spec.is_active} className="accent-brand-700 size-4" />
										{t('products.specs.active')}
									</label>
									<RowControls
										item={item}
										index={index}
										count={rows.length}
										onMove={move}
										onRemove={remove}
									/>
								</div>
							</div>
							<div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
								{cells.map((cell) => {
									const name = `specs.${index}.${cell.name}`
									const error = own[cell.name]
									const inputId = `${id}-${key}-${cell.name}`
									return (
										<div key={cell.name}>
											<label htmlFor={inputId} className="text-ink-600 mb-1 block text-xs font-semibold">
												{t(cell.label)}
											</label>
											<input
												id={inputId}
												name={name}
												dir={cell.dir}
												defaultValue={spec[cell.name]}
												maxLength={cell.max}
												className={adminStyles.input}
												aria-invalid={error ? true : undefined}
												aria-describedby={error ? `${inputId}-error` : undefined}
											/>
											{error ? (
												<p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-red-700">
													<Runs>{error}</Runs>
												</p>
											) : null}
										</div>
									)
								})}
							</div>
						</li>
					)
				})}
			</ol>
			{errors.specs ? <p className="text-sm font-medium text-red-700" role="alert">{errors.specs}</p> : null}
			<button type="button" onClick={add} className={adminStyles.secondaryButton} disabled={rows.length >= productLimits.specs} data-testid="add-spec">
				<Plus aria-hidden className="size-4" />
				{t('products.specs.add')}
			</button>
		</div>
	)
}
