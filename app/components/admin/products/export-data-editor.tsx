import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Plus } from 'lucide-react'
import { useId } from 'react'
import { CountryOptions } from '#app/components/ui/country-options.tsx'
import { Field } from '#app/components/ui/field.tsx'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { CountryOption } from '#app/lib/countries.ts'
import {
	type certificationFields,
	exportLimits,
	type ExportFormValues,
	exportPrefix,
	incoterms,
	moqUnits,
	netUnits,
	type packagingFields,
	type portFields,
} from '#app/lib/export-data.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { TextField } from '../text-field.tsx'
import { RowControls, useEditableRows } from './row-controls.tsx'

type Cell<K extends string> = {
	name: K
	label: AdminKey
	dir?: 'rtl' | 'ltr'
	/** A number typed on a phone's number pad; a date picker; a choice among units. */
	kind?: 'number' | 'date' | { options: readonly string[]; label: (option: string) => AdminKey; blank: string }
	max?: number
}

const portCells: Cell<(typeof portFields)[number]>[] = [
	{ name: 'nameAr', label: 'products.export.nameAr', dir: 'rtl' },
	{ name: 'nameEn', label: 'products.export.nameEn', dir: 'ltr' },
]

const packagingCells: Cell<(typeof packagingFields)[number]>[] = [
	{ name: 'labelAr', label: 'products.export.labelAr', dir: 'rtl' },
	{ name: 'labelEn', label: 'products.export.labelEn', dir: 'ltr' },
	{ name: 'netWeight', label: 'products.export.netWeight', kind: 'number' },
	{ name: 'netUnit', label: 'products.export.netUnit', kind: { options: netUnits, label: (unit) => `products.unit.${unit}` as AdminKey, blank: 'kg' } },
	{ name: 'unitsPerCarton', label: 'products.export.unitsPerCarton', kind: 'number' },
	{ name: 'cartonsPerPallet', label: 'products.export.cartonsPerPallet', kind: 'number' },
	{ name: 'cartonsPer20ft', label: 'products.export.cartonsPer20ft', kind: 'number' },
	{ name: 'cartonsPer40ft', label: 'products.export.cartonsPer40ft', kind: 'number' },
]

const certificationCells: Cell<(typeof certificationFields)[number]>[] = [
	{ name: 'name', label: 'products.export.certName', dir: 'ltr' },
	{ name: 'issuer', label: 'products.export.issuer', dir: 'ltr' },
	{ name: 'number', label: 'products.export.certNumber', dir: 'ltr' },
	{ name: 'validUntil', label: 'products.export.validUntil', kind: 'date' },
	{ name: 'fileUrl', label: 'products.export.fileUrl', dir: 'ltr', max: 2048 },
]

/**
 * The export part of the product form (decision 0034): HS code, origin, shelf life, storage,
 * minimum order, Incoterms, and the ports, packaging options and certifications as rows added,
 * moved and removed in place. Every field is named `export.…`, as the schema's errors are.
 */
export function ExportDataEditor({ values, errors, countries }: { values: ExportFormValues; errors: FieldErrors; countries: CountryOption[] }) {
	const { t } = useAdminI18n()
	const error = (name: string) => errors[exportPrefix + name]
	const input = (name: keyof ExportFormValues & string, label: AdminKey, options: { dir?: 'rtl' | 'ltr'; number?: boolean; hint?: string; multiline?: boolean } = {}) => (
		<TextField
			label={t(label)}
			name={exportPrefix + name}
			error={error(name)}
			hint={options.hint}
			dir={options.dir ?? 'ltr'}
			defaultValue={values[name] as string}
			{...(options.multiline ? { rows: 3, maxLength: exportLimits.storage } : { maxLength: exportLimits.text, inputMode: options.number ? 'decimal' : undefined })}
		/>
	)
	return (
		<div className="space-y-5" data-testid="export-editor">
			<div className="grid gap-4 sm:grid-cols-2">
				{input('hsCode', 'products.export.hsCode', { hint: `(${t('products.export.hsCodeHint')})` })}
				<Field label={t('products.export.origin')} name={`${exportPrefix}originCountry`} error={error('originCountry')}>
					{({ className: _, ...props }) => (
						<select {...props} defaultValue={values.originCountry} className={adminStyles.input}>
							<CountryOptions countries={countries} none={t('products.export.noOrigin')} />
						</select>
					)}
				</Field>
				{input('shelfLifeMonths', 'products.export.shelfLife', { number: true })}
				<div className="grid grid-cols-2 gap-3">
					{input('moq', 'products.export.moq', { number: true })}
					<Field label={t('products.export.moqUnit')} name={`${exportPrefix}moqUnit`} error={error('moqUnit')}>
						{({ className: _, ...props }) => (
							<select {...props} defaultValue={values.moqUnit} className={adminStyles.input}>
								<option value="">{t('products.export.noUnit')}</option>
								{moqUnits.map((unit) => (
									<option key={unit} value={unit}>
										{t(`products.export.unit.${unit}`)}
									</option>
								))}
							</select>
						)}
					</Field>
				</div>
				{input('storageAr', 'products.export.storageAr', { dir: 'rtl', multiline: true })}
				{input('storageEn', 'products.export.storageEn', { dir: 'ltr', multiline: true })}
			</div>

			<fieldset>
				<legend className="text-ink-900 mb-2 text-sm font-bold"><ScriptRuns text={t('products.export.incoterms')} /></legend>
				<div className="flex flex-wrap gap-2" lang="en" dir="ltr">
					{incoterms.map((term) => (
						<label key={term} className="border-sand-200 hover:bg-sand-50 flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold">
							<input type="checkbox" name={`${exportPrefix}incoterms.${term}`} defaultChecked={values.incoterms.includes(term)} className="accent-brand-700 size-4" />
							{term}
						</label>
					))}
				</div>
				{error('incoterms') ? <p className="mt-1.5 text-sm font-medium text-red-700">{error('incoterms')}</p> : null}
			</fieldset>

			<RowsEditor list="ports" title="products.export.ports" item="products.export.port" add="products.export.addPort" cells={portCells} initial={values.ports} errors={errors} max={exportLimits.ports} />
			<RowsEditor
				list="packaging"
				title="products.export.packaging"
				item="products.export.pack"
				add="products.export.addPack"
				cells={packagingCells}
				initial={values.packaging}
				errors={errors}
				max={exportLimits.packaging}
			/>
			<RowsEditor
				list="certifications"
				title="products.export.certifications"
				item="products.export.certification"
				add="products.export.addCertification"
				cells={certificationCells}
				initial={values.certifications}
				errors={errors}
				max={exportLimits.certifications}
			/>
		</div>
	)
}

/** One repeatable list of the export data: rows named `export.<list>.<position>.<field>`, in their order. */
function RowsEditor<K extends string>({
	list,
	title,
	item: itemLabel,
	add: addLabel,
	cells,
	initial,
	errors,
	max,
}: {
	list: string
	title: AdminKey
	item: AdminKey
	add: AdminKey
	cells: Cell<K>[]
	initial: Record<K, string>[]
	errors: FieldErrors
	max: number
}) {
	const { t } = useAdminI18n()
	const id = useId()
	const blank = Object.fromEntries(cells.map((cell) => [cell.name, typeof cell.kind === 'object' ? cell.kind.blank : ''])) as Record<K, string>
	const { rows, add, move, remove } = useEditableRows(initial, errors, `${exportPrefix}${list}`, blank)
	const listError = errors[`${exportPrefix}${list}`]
	return (
		<section aria-labelledby={`${id}-title`} className="border-sand-100 border-t pt-4" data-testid={`export-${list}`}>
			<h3 id={`${id}-title`} className="text-ink-900 mb-3 text-sm font-bold">
				{t(title)}
			</h3>
			{rows.length === 0 ? <p className="text-ink-500 mb-3 text-sm">{t('products.export.none')}</p> : null}
			<ol className="space-y-3">
				{rows.map(({ key, value, errors: own }, index) => {
					const item = t(itemLabel, { number: index + 1 })
					return (
						<li key={key} className="border-sand-200 bg-sand-50/60 rounded-xl border p-3" data-testid={`export-${list}-row`}>
							<div className="mb-2 flex items-center justify-between gap-2">
								<p className="text-ink-700 text-sm font-semibold">{item}</p>
								<RowControls item={item} index={index} count={rows.length} onMove={move} onRemove={remove} />
							</div>
							<div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
								{cells.map((cell) => {
									const inputId = `${id}-${key}-${cell.name}`
									const name = `${exportPrefix}${list}.${index}.${cell.name}`
									const cellError = own[cell.name]
									const described = cellError ? { 'aria-invalid': true as const, 'aria-describedby': `${inputId}-error` } : {}
									const choice = typeof cell.kind === 'object' ? cell.kind : null
									return (
										<div key={cell.name}>
											<label htmlFor={inputId} className="text-ink-600 mb-1 block text-xs font-semibold">
												{t(cell.label)}
											</label>
											{choice ? (
												<select id={inputId} name={name} defaultValue={value[cell.name]} className={adminStyles.input} {...described}>
													{choice.options.map((option) => (
														<option key={option} value={option}>
															{t(choice.label(option))}
														</option>
													))}
												</select>
											) : (
												<input
													id={inputId}
													name={name}
													type={cell.kind === 'date' ? 'date' : 'text'}
													dir={cell.dir ?? 'ltr'}
													inputMode={cell.kind === 'number' ? 'decimal' : undefined}
													defaultValue={value[cell.name]}
													maxLength={cell.max ?? exportLimits.text}
													className={adminStyles.input}
													{...described}
												/>
											)}
											{cellError ? (
												<p id={`${inputId}-error`} className="mt-1 text-xs font-medium text-red-700">
													{cellError}
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
			{listError ? (
				<p className="mt-2 text-sm font-medium text-red-700" role="alert">
					{listError}
				</p>
			) : null}
			<button type="button" onClick={add} className={`${adminStyles.secondaryButton} mt-3`} disabled={rows.length >= max} data-testid={`add-export-${list}`}>
				<Plus aria-hidden className="size-4" />
				{t(addLabel)}
			</button>
		</section>
	)
}
