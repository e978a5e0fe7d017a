import type { ExportFormValues } from './export-data.ts'
import type { ProductFormValues } from './product-schema.ts'
import { revisionFields } from './revision-diff.ts'

/**
 * How a product's or a category's revision reads in its history (decision 0043). A revision keeps
 * the item's form values (a product's specifications, gallery and export data as lists); the history
 * compares them as flat texts, each in one language so it is shown in that language's direction:
 * a list one row a line, the category by its names in each language, a flag as ✓ or ✗.
 */

export type RevisionView = Record<string, string>

const flag = (value: unknown) => (value === true ? '✓' : '✗')
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const lines = (list: string[]) => list.filter((line) => line.trim() !== '').join('\n')
const joined = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' ')

/** The names of a category by id, in each language (the current names: a revision keeps the id). */
export type CategoryNames = ReadonlyMap<string, { ar: string; en: string }>

const categoryIn = (names: CategoryNames, id: unknown, lang: 'ar' | 'en') => {
	const key = text(id)
	if (key === '') return ''
	return names.get(key)?.[lang] ?? `#${key}`
}

export const productRevisionFields = revisionFields([
	'name_ar', 'name_en', 'slug', 'description_ar', 'description_en', 'category_ar', 'category_en',
	'main_image_url', 'images', 'images_alt_ar', 'images_alt_en', 'origin_ar', 'origin_en',
	'packaging_type_ar', 'packaging_type_en', 'weight', 'display_order', 'is_active', 'is_featured', 'specs_ar', 'specs_en',
	'export_hs_code', 'export_origin_country', 'export_shelf_life', 'export_storage_ar', 'export_storage_en', 'export_moq',
	'export_incoterms', 'export_ports_ar', 'export_ports_en', 'export_packaging_ar', 'export_packaging_en', 'export_certifications',
])

/** A product revision (its form values) as the history compares it. */
export function productRevisionView(state: Record<string, unknown>, categories: CategoryNames): RevisionView {
	const values = state as Partial<ProductFormValues>
	const specs = Array.isArray(values.specs) ? values.specs : []
	const images = Array.isArray(values.images) ? values.images : []
	const exported: Partial<ExportFormValues> = values.export ?? {}
	const hidden = (active: boolean) => (active ? '' : ' ✗')
	const packaging = (lang: 'ar' | 'en') =>
		lines(
			(exported.packaging ?? []).map((row) =>
				joined(
					`${lang === 'ar' ? row.labelAr : row.labelEn}:`,
					joined(row.netWeight, row.netUnit),
					row.unitsPerCarton ? `· ${row.unitsPerCarton} /carton` : '',
					row.cartonsPerPallet ? `· ${row.cartonsPerPallet} /pallet` : '',
					row.cartonsPer20ft ? `· ${row.cartonsPer20ft} /20ft` : '',
					row.cartonsPer40ft ? `· ${row.cartonsPer40ft} /40ft` : '',
				),
			),
		)
	return {
		name_ar: text(values.name_ar),
		name_en: text(values.name_en),
		slug: text(values.slug),
		description_ar: text(values.description_ar),
		description_en: text(values.description_en),
		category_ar: categoryIn(categories, values.category_id, 'ar'),
		category_en: categoryIn(categories, values.category_id, 'en'),
		main_image_url: text(values.main_image_url),
		images: lines(images.map((image) => image.url)),
		images_alt_ar: lines(images.map((image) => image.alt_ar)),
		images_alt_en: lines(images.map((image) => image.alt_en)),
		origin_ar: text(values.origin_ar),
		origin_en: text(values.origin_en),
		packaging_type_ar: text(values.packaging_type_ar),
		packaging_type_en: text(values.packaging_type_en),
		weight: joined(text(values.weight), values.weight ? text(values.weight_unit) : ''),
		display_order: text(values.display_order),
		is_active: flag(values.is_active),
		is_featured: flag(values.is_featured),
		specs_ar: lines(specs.map((spec) => `${spec.name_ar}: ${spec.value_ar}${hidden(spec.is_active)}`)),
		specs_en: lines(specs.map((spec) => `${spec.name_en}: ${spec.value_en}${hidden(spec.is_active)}`)),
		export_hs_code: text(exported.hsCode),
		export_origin_country: text(exported.originCountry),
		export_shelf_life: text(exported.shelfLifeMonths),
		export_storage_ar: text(exported.storageAr),
		export_storage_en: text(exported.storageEn),
		export_moq: joined(text(exported.moq), text(exported.moqUnit)),
		export_incoterms: (exported.incoterms ?? []).join(', '),
		export_ports_ar: lines((exported.ports ?? []).map((port) => port.nameAr)),
		export_ports_en: lines((exported.ports ?? []).map((port) => port.nameEn)),
		export_packaging_ar: packaging('ar'),
		export_packaging_en: packaging('en'),
		export_certifications: lines(
			(exported.certifications ?? []).map((c) => [c.name, c.issuer, c.number, c.validUntil, c.fileUrl].filter((part) => part.trim() !== '').join(' · ')),
		),
	}
}

export const categoryRevisionFields = revisionFields([
	'nameAr', 'nameEn', 'slug', 'descriptionAr', 'descriptionEn', 'parentAr', 'parentEn', 'imageUrl', 'isActive',
])

/** A category revision (its form values) as the history compares it. */
export function categoryRevisionView(state: Record<string, unknown>, categories: CategoryNames): RevisionView {
	return {
		nameAr: text(state.nameAr),
		nameEn: text(state.nameEn),
		slug: text(state.slug),
		descriptionAr: text(state.descriptionAr),
		descriptionEn: text(state.descriptionEn),
		parentAr: categoryIn(categories, state.parentId, 'ar'),
		parentEn: categoryIn(categories, state.parentId, 'en'),
		imageUrl: text(state.imageUrl),
		isActive: flag(state.isActive),
	}
}
