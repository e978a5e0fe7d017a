import { z } from 'zod'
import type { ProductsKey } from '#app/i18n/admin/products.ar.ts'
import { emptyExportFormValues, exportDataSchema, type ExportFormValues, exportFormValues } from './export-data.ts'
import { mediaKey } from './images.ts'
import { isRecordId } from './record-id.ts'
import { latinDigits } from './typed-number.ts'
import { type WeightUnit, weightUnits } from './units.ts'
import { code, field } from './validation.ts'

/**
 * The product form (new and edit): the field names, the conversion of a submitted form into values,
 * the schema both the form and the action use, and the translation of its errors. Pure: it runs in
 * the browser and on the server.
 */

export const productLimits = {
	name: 200,
	description: 5000,
	detail: 120,
	specs: 50,
	specName: 120,
	specValue: 300,
	gallery: 20,
	alt: 200,
	weight: 1_000_000_000,
	displayOrder: 1_000_000,
} as const

/** Product-specific messages of the schema: keys of the products dictionary (SPEC section 8). */
export const productMessages = {
	mainImageRequired: 'products.error.mainImageRequired',
	imageUpload: 'products.error.imageUpload',
} as const satisfies Record<string, ProductsKey>


export interface SpecFormValues {
	name_ar: string
	name_en: string
	value_ar: string
	value_en: string
	is_active: boolean
}

export interface ImageFormValues {
	url: string
	alt_ar: string
	alt_en: string
}

/** A category as the product form's select and the list's filter offer it. */
export interface CategoryOption {
	id: number
	nameAr: string
	nameEn: string
	/** 0 for a top-level category, 1 for its children, and so on. */
	depth: number
	isActive: boolean
}

/** What the form shows: every text as typed, so a refused form comes back exactly as it was sent. */
export interface ProductFormValues {
	name_ar: string
	name_en: string
	slug: string
	description_ar: string
	description_en: string
	category_id: string
	main_image_url: string
	origin_ar: string
	origin_en: string
	packaging_type_ar: string
	packaging_type_en: string
	weight: string
	weight_unit: string
	display_order: string
	is_active: boolean
	is_featured: boolean
	specs: SpecFormValues[]
	images: ImageFormValues[]
	/** Export-grade data (decision 0034), named `export.…` in the form. */
	export: ExportFormValues
}

const textFields = [
	'name_ar', 'name_en', 'slug', 'description_ar', 'description_en', 'category_id', 'main_image_url', 'origin_ar', 'origin_en',
	'packaging_type_ar', 'packaging_type_en', 'weight', 'weight_unit', 'display_order',
] as const

export function emptyProductValues(): ProductFormValues {
	return {
		name_ar: '', name_en: '', slug: '', description_ar: '', description_en: '', category_id: '', main_image_url: '',
		origin_ar: '', origin_en: '', packaging_type_ar: '', packaging_type_en: '', weight: '', weight_unit: 'kg',
		display_order: '0', is_active: true, is_featured: false, specs: [], images: [], export: emptyExportFormValues(),
	}
}

/** A checkbox is sent ("on") only when ticked. */
const checked = (value: string | undefined) => value === 'on' || value === 'true' || value === '1'

/** Rows sent as `prefix.<index>.<name>`, in index order; gaps (a removed row) are closed up. */
function rows(fields: Record<string, string>, prefix: string): Map<number, Record<string, string>> {
	const found = new Map<number, Record<string, string>>()
	const pattern = new RegExp(`^${prefix}\\.(\\d{1,3})\\.([a-z_]+)$`)
	for (const [key, value] of Object.entries(fields)) {
		const match = pattern.exec(key)
		if (!match) continue
		const index = Number(match[1])
		const row = found.get(index) ?? {}
		row[match[2]!] = value
		found.set(index, row)
	}
	return new Map([...found.entries()].sort(([a], [b]) => a - b))
}

/**
 * A submitted form (flat fields such as `specs.0.name_ar`) as form values. Rows left entirely blank
 * (added, then never filled) are dropped; nothing else is changed, so errors point at what was typed.
 */
export function productFormValues(fields: Record<string, string>): ProductFormValues {
	const values = emptyProductValues()
	for (const name of textFields) values[name] = fields[name] ?? ''
	values.is_active = checked(fields.is_active)
	values.is_featured = checked(fields.is_featured)
	values.specs = [...rows(fields, 'specs').values()]
		.map((row) => ({
			name_ar: row.name_ar ?? '',
			name_en: row.name_en ?? '',
			value_ar: row.value_ar ?? '',
			value_en: row.value_en ?? '',
			is_active: checked(row.is_active),
		}))
		.filter((spec) => [spec.name_ar, spec.name_en, spec.value_ar, spec.value_en].some((text) => text.trim()))
	values.images = [...rows(fields, 'images').values()]
		.map((row) => ({ url: row.url ?? '', alt_ar: row.alt_ar ?? '', alt_en: row.alt_en ?? '' }))
		.filter((image) => [image.url, image.alt_ar, image.alt_en].some((text) => text.trim()))
	values.export = exportFormValues(fields)
	return values
}

/** An optional number field: blank is null. */
function optionalNumber(opts: { integer?: boolean; positive?: boolean; min?: number; max: number }) {
	return z.string().transform((value, ctx) => {
		const text = latinDigits(value.trim())
		if (!text) return null
		const n = Number(text)
		const problem = !Number.isFinite(n)
			? code('number')
			: opts.integer && !Number.isInteger(n)
				? code('integer')
				: opts.positive && n <= 0
					? code('positive')
					: opts.min !== undefined && n < opts.min
						? code('min', { min: opts.min })
						: n > opts.max
							? code('max', { max: opts.max })
							: null
		if (problem) {
			ctx.addIssue({ code: 'custom', message: problem })
			return z.NEVER
		}
		return n
	})
}

/** An image stored by the media pipeline (`/media/<key>`, what the upload field keeps). */
function imageUrl(requiredMessage: string) {
	return z.string().transform((value, ctx) => {
		const url = value.trim()
		if (!url) ctx.addIssue({ code: 'custom', message: requiredMessage })
		else if (!mediaKey(url)) ctx.addIssue({ code: 'custom', message: productMessages.imageUpload })
		return url
	})
}

export const specificationSchema = z.object({
	name_ar: field.text({ max: productLimits.specName }),
	name_en: field.text({ max: productLimits.specName }),
	value_ar: field.text({ max: productLimits.specValue }),
	value_en: field.text({ max: productLimits.specValue }),
	is_active: z.boolean(),
})

export const galleryImageSchema = z.object({
	url: imageUrl(code('required')),
	alt_ar: field.optionalText({ max: productLimits.alt }),
	alt_en: field.optionalText({ max: productLimits.alt }),
})

export const productSchema = z
	.object({
		name_ar: field.text({ max: productLimits.name }),
		name_en: field.text({ max: productLimits.name }),
		slug: field.slug(),
		description_ar: field.optionalText({ max: productLimits.description }),
		description_en: field.optionalText({ max: productLimits.description }),
		category_id: z.string().transform((value, ctx) => {
			const id = Number(value.trim())
			if (!value.trim()) ctx.addIssue({ code: 'custom', message: code('required') })
			else if (!isRecordId(value.trim())) ctx.addIssue({ code: 'custom', message: code('oneOf') })
			return id
		}),
		main_image_url: imageUrl(productMessages.mainImageRequired),
		origin_ar: field.optionalText({ max: productLimits.detail }),
		origin_en: field.optionalText({ max: productLimits.detail }),
		packaging_type_ar: field.optionalText({ max: productLimits.detail }),
		packaging_type_en: field.optionalText({ max: productLimits.detail }),
		weight: optionalNumber({ positive: true, max: productLimits.weight }),
		weight_unit: z.union([z.enum(weightUnits, code('oneOf')), z.literal('')], code('oneOf')),
		display_order: optionalNumber({ integer: true, min: 0, max: productLimits.displayOrder }).transform((n) => n ?? 0),
		is_active: z.boolean(),
		is_featured: z.boolean(),
		specs: z.array(specificationSchema).max(productLimits.specs, code('max', { max: productLimits.specs })),
		images: z.array(galleryImageSchema).max(productLimits.gallery, code('max', { max: productLimits.gallery })),
		export: exportDataSchema,
	})
	.superRefine((product, ctx) => {
		if (product.weight !== null && !product.weight_unit) ctx.addIssue({ code: 'custom', path: ['weight_unit'], message: code('required') })
	})
	// A unit means nothing without a weight.
	.transform(({ weight_unit, ...product }) => ({ ...product, weight_unit: product.weight === null ? null : (weight_unit as WeightUnit) }))

export type ProductInput = z.output<typeof productSchema>

/** Which summary a refused form deserves: the main image alone, required fields, or other mistakes. */
export function productRefusalKind(error: z.ZodError): 'mainImageRequired' | 'requiredFields' | 'fixErrors' {
	if (error.issues.every((issue) => issue.message === productMessages.mainImageRequired)) return 'mainImageRequired'
	const missing = (message: string) => message === code('required') || message === productMessages.mainImageRequired
	return error.issues.some((issue) => missing(issue.message)) ? 'requiredFields' : 'fixErrors'
}
