import { z } from 'zod'
import { countryCodes } from './countries.ts'
import { latinDigits } from './typed-number.ts'
import { code, field } from './validation.ts'
import { documentKey } from './documents.ts'
import { incoterms, type Incoterm, isIncoterm, type MoqUnit, moqUnits } from './trade-terms.ts'
import { type NetUnit, netUnits } from './units.ts'

export { incoterms, type Incoterm, isIncoterm, type MoqUnit, moqUnits }

/**
 * Export-grade product data (decision 0034): what an importer's compliance team asks of a food
 * supplier. Pure: the zod schema here checks the product form in the browser and in its action,
 * and the rules (HS code format, Incoterms 2020, which certifications count as active or about to
 * expire) serve the server, the public pages and the seed alike.
 */

export const exportLimits = {
	text: 200,
	storage: 500,
	packaging: 12,
	ports: 12,
	certifications: 20,
	shelfLifeMonths: 120,
	quantity: 1_000_000_000,
	count: 1_000_000,
} as const

/**
 * An HS code: the six-digit Harmonized System heading and subheading, optionally followed by up to
 * four national digits (6 to 10 digits in all), with optional dots between the groups (1006.30,
 * 1006.30.90, 10063090). Arabic-Indic digits count as the digits they are.
 */
const hsPattern = /^\d{4}\.?\d{2}(?:\.?\d{1,2}){0,2}$/
export function normalizeHsCode(value: string): string | null {
	const text = latinDigits(value.trim()).replace(/\s+/g, '')
	if (!hsPattern.test(text)) return null
	const digits = text.replace(/\./g, '').length
	return digits >= 6 && digits <= 10 ? text : null
}

/** A calendar date, YYYY-MM-DD, that exists. */
export function isCalendarDate(value: string): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
	if (!match) return false
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
	return date.toISOString().slice(0, 10) === value
}

export interface PackagingOption {
	labelAr: string
	labelEn: string
	netWeight: number
	netUnit: NetUnit
	unitsPerCarton: number | null
	cartonsPerPallet: number | null
	cartonsPer20ft: number | null
	cartonsPer40ft: number | null
}

export interface Port {
	nameAr: string
	nameEn: string
}

export interface Certification {
	name: string
	issuer: string
	number: string
	/** YYYY-MM-DD: the last day it is valid. */
	validUntil: string
	/** An uploaded file (`/media/…`) or an http(s) URL; '' when none. */
	fileUrl: string
}

export interface ExportData {
	hsCode: string
	/** ISO 3166-1 alpha-2 country of origin ('' when not stated): the listing's origin filter. */
	originCountry: string
	shelfLifeMonths: number | null
	storageAr: string
	storageEn: string
	moq: number | null
	moqUnit: MoqUnit | null
	incoterms: Incoterm[]
	ports: Port[]
	packaging: PackagingOption[]
	certifications: Certification[]
}

export const emptyExportData: ExportData = {
	hsCode: '',
	originCountry: '',
	shelfLifeMonths: null,
	storageAr: '',
	storageEn: '',
	moq: null,
	moqUnit: null,
	incoterms: [],
	ports: [],
	packaging: [],
	certifications: [],
}

const text = (max: number = exportLimits.text) => field.optionalText({ max })
const required = (max: number = exportLimits.text) => field.text({ max })
/**
 * A number typed in a form (Arabic-Indic digits accepted): positive, at most `max`, whole when
 * `integer`; '' (or nothing) is null unless `required`.
 */
export function quantityField<R extends boolean>(opts: { integer?: boolean; max?: number; required: R }) {
	const max = opts.max ?? exportLimits.quantity
	return z
		.union([z.string(), z.number()])
		.optional()
		.transform((value, ctx): R extends true ? number : number | null => {
			const text = value === undefined ? '' : latinDigits(String(value)).trim()
			const fail = (message: string) => {
				ctx.addIssue({ code: 'custom', message })
				return z.NEVER
			}
			if (text === '') return opts.required ? fail(code('required')) : (null as never)
			const n = Number(text)
			if (!Number.isFinite(n)) return fail(code('number'))
			if (opts.integer && !Number.isInteger(n)) return fail(code('integer'))
			if (n <= 0) return fail(code('positive'))
			if (n > max) return fail(code('max', { max }))
			return n as R extends true ? number : number | null
		})
}
const optionalCount = (max: number = exportLimits.count) => quantityField({ integer: true, max, required: false })
const amount = () => quantityField({ required: true })
const fileUrl = field.storedOrWebLink((value) => documentKey(value) !== null)

const packagingSchema = z.object({
	labelAr: required(),
	labelEn: required(),
	netWeight: amount(),
	netUnit: z.enum(netUnits, code('oneOf')),
	unitsPerCarton: optionalCount(),
	cartonsPerPallet: optionalCount(),
	cartonsPer20ft: optionalCount(),
	cartonsPer40ft: optionalCount(),
})

const certificationSchema = z.object({
	name: required(),
	issuer: required(),
	number: required(),
	validUntil: z
		.string(code('required'))
		.trim()
		.transform(latinDigits)
		.refine((value) => value !== '', code('required'))
		.refine((value) => value === '' || isCalendarDate(value), code('date')),
	fileUrl,
})

/** A country picked from the list, by its ISO code (typed in any case), or '' for none. */
export const optionalCountryCode = () =>
	z
		.string()
		.trim()
		.default('')
		.transform((value) => value.toUpperCase())
		.refine((value) => value === '' || countryCodes.includes(value), code('oneOf'))

/** The export part of the product form: one schema for the form and its action. */
export const exportDataSchema = z
	.object({
		hsCode: z
			.string()
			.trim()
			.default('')
			.refine((value) => value === '' || normalizeHsCode(value) !== null, code('hsCode'))
			.transform((value) => (value === '' ? '' : normalizeHsCode(value)!)),
		originCountry: optionalCountryCode(),
		shelfLifeMonths: optionalCount(exportLimits.shelfLifeMonths),
		storageAr: text(exportLimits.storage),
		storageEn: text(exportLimits.storage),
		moq: quantityField({ required: false }),
		moqUnit: z
			.string()
			.default('')
			.transform((value) => (value === '' ? null : value))
			.refine((value) => value === null || (moqUnits as readonly string[]).includes(value), code('oneOf'))
			.transform((value) => value as MoqUnit | null),
		incoterms: z
			.array(z.enum(incoterms, code('oneOf')))
			.default([])
			.transform((list) => incoterms.filter((term) => list.includes(term))),
		ports: z.array(z.object({ nameAr: required(), nameEn: required() })).max(exportLimits.ports, code('maxItems', { max: exportLimits.ports })).default([]),
		packaging: z.array(packagingSchema).max(exportLimits.packaging, code('maxItems', { max: exportLimits.packaging })).default([]),
		certifications: z
			.array(certificationSchema)
			.max(exportLimits.certifications, code('maxItems', { max: exportLimits.certifications }))
			.default([]),
	})
	// A minimum order is a quantity with its unit: both or neither.
	.refine((data) => (data.moq === null) === (data.moqUnit === null), { message: code('required'), path: ['moqUnit'] })


export const portFields = ['nameAr', 'nameEn'] as const
export const packagingFields = ['labelAr', 'labelEn', 'netWeight', 'netUnit', 'unitsPerCarton', 'cartonsPerPallet', 'cartonsPer20ft', 'cartonsPer40ft'] as const
export const certificationFields = ['name', 'issuer', 'number', 'validUntil', 'fileUrl'] as const
type Row<K extends string> = Record<K, string>

/** The export part of the product form as typed (every value a string), so a refused form comes back as it was sent. */
export interface ExportFormValues {
	hsCode: string
	originCountry: string
	shelfLifeMonths: string
	storageAr: string
	storageEn: string
	moq: string
	moqUnit: string
	incoterms: string[]
	ports: Row<(typeof portFields)[number]>[]
	packaging: Row<(typeof packagingFields)[number]>[]
	certifications: Row<(typeof certificationFields)[number]>[]
}

/** The prefix of every export field's name in the product form (`export.hsCode`, `export.packaging.0.labelAr`). */
export const exportPrefix = 'export.'

export const emptyExportFormValues = (): ExportFormValues => exportFormValuesOf(emptyExportData)

const numberText = (n: number | null) => (n === null ? '' : String(n))

/** Stored export data as the form shows it. */
export function exportFormValuesOf(data: ExportData): ExportFormValues {
	return {
		hsCode: data.hsCode,
		originCountry: data.originCountry,
		shelfLifeMonths: numberText(data.shelfLifeMonths),
		storageAr: data.storageAr,
		storageEn: data.storageEn,
		moq: numberText(data.moq),
		moqUnit: data.moqUnit ?? '',
		incoterms: [...data.incoterms],
		ports: data.ports.map((p) => ({ ...p })),
		packaging: data.packaging.map((p) => ({
			labelAr: p.labelAr,
			labelEn: p.labelEn,
			netWeight: String(p.netWeight),
			netUnit: p.netUnit,
			unitsPerCarton: numberText(p.unitsPerCarton),
			cartonsPerPallet: numberText(p.cartonsPerPallet),
			cartonsPer20ft: numberText(p.cartonsPer20ft),
			cartonsPer40ft: numberText(p.cartonsPer40ft),
		})),
		certifications: data.certifications.map((c) => ({ ...c })),
	}
}

/**
 * The export fields of a submitted product form (flat names under `export.`): repeated rows are
 * `export.<list>.<index>.<field>`, kept in index order; Incoterms are checkboxes
 * `export.incoterms.<rule>`. Rows left empty (a row added, then never filled) are dropped.
 */
export function exportFormValues(fields: Record<string, string>): ExportFormValues {
	const value = (name: string) => fields[exportPrefix + name] ?? ''
	const rows = <K extends string>(list: string, keys: readonly K[]): Row<K>[] => {
		const pattern = new RegExp(`^${exportPrefix.replace('.', '\\.')}${list}\\.(\\d{1,3})\\.`)
		const indexes = new Set<number>()
		for (const name of Object.keys(fields)) {
			const match = pattern.exec(name)
			if (match) indexes.add(Number(match[1]))
		}
		return [...indexes]
			.sort((a, b) => a - b)
			.map((i) => Object.fromEntries(keys.map((key) => [key, value(`${list}.${i}.${key}`)])) as Row<K>)
			// A unit chosen by default does not make a row someone filled in.
			.filter((row) => Object.entries<string>(row).some(([key, v]) => key !== 'netUnit' && v.trim() !== ''))
	}
	return {
		hsCode: value('hsCode'),
		originCountry: value('originCountry'),
		shelfLifeMonths: value('shelfLifeMonths'),
		storageAr: value('storageAr'),
		storageEn: value('storageEn'),
		moq: value('moq'),
		moqUnit: value('moqUnit'),
		incoterms: incoterms.filter((term) => ['on', 'true', '1'].includes(value(`incoterms.${term}`))),
		ports: rows('ports', portFields),
		packaging: rows('packaging', packagingFields),
		certifications: rows('certifications', certificationFields),
	}
}

/** A certification whose last valid day is near: the dashboard's and the daily mail's line. */
export interface ExpiringCertification {
	productId: number
	productSlug: string
	productNameAr: string
	productNameEn: string
	name: string
	issuer: string
	number: string
	validUntil: string
	/** Days left: 0 on its last valid day. */
	daysLeft: number
}

/** Days between two calendar dates (b − a). */
export function daysBetween(a: string, b: string): number {
	return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/** Visitors see a certification while it is valid: through its last day (the site's local date). */
export const isActiveCertification = (certification: Pick<Certification, 'validUntil'>, today: string) => certification.validUntil >= today

/** Still valid, and its last day within `days` days of today: the dashboard's and the daily mail's list. */
export const isExpiringSoon = (certification: Pick<Certification, 'validUntil'>, today: string, days: number) =>
	isActiveCertification(certification, today) && daysBetween(today, certification.validUntil) <= days

export interface ListingFilters {
	origin?: string
	certification?: string
	incoterm?: Incoterm
}

/** The listing's filters from its query string (`origin`, `certification`, `incoterm`); unknown values are ignored. */
export function parseListingFilters(params: URLSearchParams): ListingFilters {
	const filters: ListingFilters = {}
	const origin = params.get('origin')?.trim().toUpperCase()
	if (origin && /^[A-Z]{2}$/.test(origin)) filters.origin = origin
	const certification = params.get('certification')?.trim()
	if (certification && certification.length <= exportLimits.text) filters.certification = certification
	const incoterm = params.get('incoterm')?.trim().toUpperCase()
	if (incoterm && isIncoterm(incoterm)) filters.incoterm = incoterm
	return filters
}
