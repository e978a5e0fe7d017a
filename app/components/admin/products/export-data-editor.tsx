import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useId } from 'react'
import { CountryOptions } from '#app/components/ui/country-options.tsx'
import { Field, FieldError } from '#app/components/ui/field.tsx'
import { ValueOptions } from '#app/components/ui/value-options.tsx'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { CountryOption } from '#app/lib/countries.ts'
import {
	type certificationFields,
	exportLimits,
	type ExportFormValues,
	exportPrefix,
	incoterms,
	moqUnits,
	type packagingFields,
	type portFields,
} from '#app/lib/export-data.ts'
import { netUnits } from '#app/lib/units.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { TextField } from '../text-field.tsx'
import { type RowCell, RowCells, RowHeading, RowList } from './row-list.tsx'
import { CertificateFileField } from './certificate-file.tsx'
import type { StoredDocument } from '#app/lib/documents.ts'

const portCells: RowCell<(typeof portFields)[number]>[] = [
	{ name: 'nameAr', label: 'products.export.nameAr', dir: 'rtl' },
	{ name: 'nameEn', label: 'products.export.nameEn' },
]

const packagingCells: RowCell<(typeof packagingFields)[number]>[] = [
	{ name: 'labelAr', label: 'products.export.labelAr', dir: 'rtl' },
	{ name: 'labelEn', label: 'products.export.labelEn' },
	{ name: 'netWeight', label: 'products.export.netWeight', kind: 'number' },
	{ name: 'netUnit', label: 'products.export.netUnit', kind: { options: netUnits, label: (unit) => `products.unit.${unit}` as AdminKey, blank: 'kg' } },
	{ name: 'unitsPerCarton', label: 'products.export.unitsPerCarton', kind: 'number' },
	{ name: 'cartonsPerPallet', label: 'products.export.cartonsPerPallet', kind: 'number' },
	{ name: 'cartonsPer20ft', label: 'products.export.cartonsPer20ft', kind: 'number' },
	{ name: 'cartonsPer40ft', label: 'products.export.cartonsPer40ft', kind: 'number' },
]

const certificationCells: RowCell<(typeof certificationFields)[number]>[] = [
	{ name: 'name', label: 'products.export.certName' },
	{ name: 'issuer', label: 'products.export.issuer' },
	{ name: 'number', label: 'products.export.certNumber' },
	{ name: 'validUntil', label: 'products.export.validUntil', kind: 'date' },
	// fileUrl: its own field below the cells (an upload or a link), see CertificateFileField.
]

/** The export data's repeatable lists, in the form's order: what a row is called and what it holds. */
const exportLists = [
	{ list: 'ports', item: 'products.export.port', add: 'products.export.addPort', cells: portCells },
	{ list: 'packaging', item: 'products.export.pack', add: 'products.export.addPack', cells: packagingCells },
	{ list: 'certifications', item: 'products.export.certification', add: 'products.export.addCertification', cells: certificationCells },
] as const

/**
 * The export part of the product form (decision 0034): HS code, origin, shelf life, storage,
 * minimum order, Incoterms, and the ports, packaging options and certifications as rows added,
 * moved and removed in place. Every field is named `export.…`, as the schema's errors are.
 */
export function ExportDataEditor({
	values,
	errors,
	countries,
	documents,
}: {
	values: ExportFormValues
	errors: FieldErrors
	countries: CountryOption[]
	/** The uploaded certification files the values name, by address. */
	documents: Record<string, StoredDocument>
}) {
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
								<ValueOptions values={moqUnits} label={(unit) => t(`products.export.unit.${unit}`)} none={t('products.export.noUnit')} />
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
				<FieldError error={error('incoterms')} />
			</fieldset>

			{exportLists.map(({ list, item, add, cells }) => (
				<RowsEditor key={list} list={list} item={item} add={add} cells={cells} initial={values[list]} errors={errors} documents={documents} />
			))}
		</div>
	)
}

/**
 * One repeatable list of the export data, titled `products.export.<list>` and limited by
 * `exportLimits`: rows named `export.<list>.<position>.<field>`, in their order.
 */
function RowsEditor({
	list,
	item,
	add,
	cells,
	initial,
	errors,
	documents,
}: {
	list: (typeof exportLists)[number]['list']
	item: AdminKey
	add: AdminKey
	cells: readonly RowCell<string>[]
	initial: Record<string, string>[]
	errors: FieldErrors
	documents: Record<string, StoredDocument>
}) {
	const { t } = useAdminI18n()
	const id = useId()
	const blank = Object.fromEntries(cells.map((cell) => [cell.name, typeof cell.kind === 'object' ? cell.kind.blank : ''])) as Record<string, string>
	return (
		<section aria-labelledby={`${id}-title`} className="border-sand-100 border-t pt-4" data-testid={`export-${list}`}>
			<h3 id={`${id}-title`} className="text-ink-900 mb-3 text-sm font-bold">
				{t(`products.export.${list}`)}
			</h3>
			<RowList
				field={`${exportPrefix}${list}`}
				initial={initial}
				errors={errors}
				blank={blank}
				texts={{ item, empty: 'products.export.none', add }}
				max={exportLimits[list]}
				testId={`export-${list}`}
				row={({ value, errors: own }, index, name, controls) => (
					<>
						<RowHeading item={name}>{controls}</RowHeading>
						<RowCells list={`${exportPrefix}${list}`} index={index} cells={cells} value={value} errors={own} max={exportLimits.text} />
						{list === 'certifications' ? (
							<div className="mt-3">
								<CertificateFileField name={`${exportPrefix}${list}.${index}.fileUrl`} defaultValue={value.fileUrl ?? ''} known={documents} error={own.fileUrl} />
							</div>
						) : null}
					</>
				)}
			/>
		</section>
	)
}
