import { type ProductInput, productFormValues, productSchema } from '#app/lib/product-schema.ts'

/** Addresses of uploaded pictures (the form takes only images from the library): the main image, then the gallery's. */
export const productImageUrls = ['/media/aaaaaaaaaaaaaaaa', '/media/bbbbbbbbbbbbbbbb', '/media/cccccccccccccccc'] as const

/**
 * A complete, valid product form as the browser sends it (flat field names): basmati rice in the
 * given category, with its main image, origin, packaging and weight, active, and no rows yet.
 * `extra` adds fields (rows, export data) or replaces them.
 */
export function productFormFields(categoryId: number | string, extra: Record<string, string> = {}): Record<string, string> {
	return {
		name_ar: 'أرز بسمتي',
		name_en: 'Basmati rice',
		slug: 'basmati',
		description_ar: 'أرز طويل الحبة',
		description_en: 'Long grain rice',
		category_id: String(categoryId),
		main_image_url: productImageUrls[0],
		origin_ar: 'الهند',
		origin_en: 'India',
		packaging_type_ar: 'أكياس',
		packaging_type_en: 'Bags',
		weight: '25',
		weight_unit: 'kg',
		display_order: '1',
		is_active: 'on',
		...extra,
	}
}

/** Two shown specifications, as the form sends them: Length 8 mm, then Moisture 12%. */
export const twoSpecifications: Record<string, string> = {
	'specs.0.name_ar': 'الطول',
	'specs.0.name_en': 'Length',
	'specs.0.value_ar': '٨ مم',
	'specs.0.value_en': '8 mm',
	'specs.0.is_active': 'on',
	'specs.1.name_ar': 'الرطوبة',
	'specs.1.name_en': 'Moisture',
	'specs.1.value_ar': '12%',
	'specs.1.value_en': '12%',
	'specs.1.is_active': 'on',
}

/** One gallery picture (the second uploaded image, "A bag"), as the form sends it. */
export const oneGalleryImage: Record<string, string> = {
	'images.0.url': productImageUrls[1],
	'images.0.alt_ar': 'كيس',
	'images.0.alt_en': 'A bag',
}

/** A submitted product form read and checked as the save reads it. */
export function productInput(fields: Record<string, string>): ProductInput {
	return productSchema.parse(productFormValues(fields))
}
