import { describe, expect, it } from 'vitest'
import { productsAr } from '#app/i18n/admin/products.ar.ts'
import { productsEn } from '#app/i18n/admin/products.en.ts'
import { productFormValues, productRefusalKind, productSchema } from './product-schema.ts'
import { fieldCodeTexts, fieldErrorCodes } from './validation.ts'
import { productFormFields, productImageUrls } from '#tests/product-form.ts'

const image = productImageUrls[1]

/** A complete, valid submission as the browser sends it (flat field names). */
const form = (extra: Record<string, string> = {}) => productFormFields(3, extra)

const parse = (fields: Record<string, string>) => productSchema.safeParse(productFormValues(fields))
const errorsOf = (fields: Record<string, string>, lang: 'ar' | 'en' = 'en') => {
	const result = parse(fields)
	if (result.success) throw new Error('expected a refusal')
	return fieldCodeTexts(fieldErrorCodes(result.error), lang, lang === 'ar' ? productsAr : productsEn)
}

describe('product form values', () => {
	it('reads checkboxes, and rows in index order with gaps closed and blank rows dropped', () => {
		const values = productFormValues(
			form({
				is_featured: 'on',
				'specs.5.name_ar': 'الطول',
				'specs.5.name_en': 'Length',
				'specs.5.value_ar': '8 مم',
				'specs.5.value_en': '8 mm',
				'specs.2.name_ar': 'الرطوبة',
				'specs.2.name_en': 'Moisture',
				'specs.2.value_ar': '12%',
				'specs.2.value_en': '12%',
				'specs.2.is_active': 'on',
				'specs.3.name_ar': ' ',
				'specs.3.is_active': 'on',
				'images.1.url': image,
				'images.0.url': '',
				'images.0.alt_ar': '',
			}),
		)
		expect(values.is_active).toBe(true)
		expect(values.is_featured).toBe(true)
		expect(values.specs.map((s) => [s.name_en, s.is_active])).toEqual([['Moisture', true], ['Length', false]])
		expect(values.images).toEqual([{ url: image, alt_ar: '', alt_en: '' }])
	})

	it('an unticked active box means inactive', () => {
		const { is_active: _, ...rest } = form()
		expect(productFormValues(rest).is_active).toBe(false)
	})
})

describe('product schema', () => {
	it('accepts a complete product and types its numbers', () => {
		const result = parse(form({ 'specs.0.name_ar': 'أ', 'specs.0.name_en': 'A', 'specs.0.value_ar': 'ب', 'specs.0.value_en': 'B' }))
		expect(result.success).toBe(true)
		expect(result.data).toMatchObject({ category_id: 3, weight: 25, weight_unit: 'kg', display_order: 1, is_active: true, is_featured: false })
		expect(result.data?.specs).toHaveLength(1)
	})

	it('refuses a missing main image with the spec text, in both languages', () => {
		expect(errorsOf(form({ main_image_url: '' })).main_image_url).toBe('A main image is required.')
		expect(errorsOf(form({ main_image_url: '' }), 'ar').main_image_url).toBe('الصورة الرئيسية مطلوبة.')
		const result = parse(form({ main_image_url: '' }))
		expect(result.success || productRefusalKind(result.error)).toBe('mainImageRequired')
	})

	it('refuses an image that did not come from the upload', () => {
		expect(errorsOf(form({ main_image_url: 'javascript:alert(1)' })).main_image_url).toBe(productsEn['products.error.imageUpload'])
		expect(errorsOf(form({ 'images.0.url': 'https://elsewhere.example/a.png' }))['images.0.url']).toBe(productsEn['products.error.imageUpload'])
		expect(errorsOf(form({ 'images.0.alt_en': 'no picture' }))['images.0.url']).toBe('This field is required')
	})

	it('requires both names, a slug and a category; a summary says required fields', () => {
		const fields = form({ name_ar: ' ', name_en: '', slug: '', category_id: '' })
		const errors = errorsOf(fields, 'ar')
		expect(errors).toMatchObject({ name_ar: 'هذا الحقل مطلوب', name_en: 'هذا الحقل مطلوب', slug: 'هذا الحقل مطلوب', category_id: 'هذا الحقل مطلوب' })
		const result = parse(fields)
		expect(result.success || productRefusalKind(result.error)).toBe('requiredFields')
		// A category is a record id, read as every id is ("1e3" is not the category 1000).
		expect(errorsOf(form({ category_id: '1e3' })).category_id).toBe('Choose a value from the list')
	})

	it('slugs are lowercase letters, digits and hyphens', () => {
		expect(errorsOf(form({ slug: 'Basmati Rice' })).slug).toBe('Use lowercase letters, numbers and hyphens only')
		expect(errorsOf(form({ slug: 'rice-' })).slug).toBeDefined()
		expect(parse(form({ slug: 'rice-1121' })).success).toBe(true)
		const result = parse(form({ slug: 'A B' }))
		expect(result.success || productRefusalKind(result.error)).toBe('fixErrors')
	})

	it('weight is positive, needs a known unit, and a blank weight drops the unit', () => {
		expect(errorsOf(form({ weight: '0' })).weight).toBe('Must be greater than zero')
		expect(errorsOf(form({ weight: '-3' })).weight).toBe('Must be greater than zero')
		expect(errorsOf(form({ weight: 'heavy' })).weight).toBe('Enter a number')
		expect(errorsOf(form({ weight_unit: 'lb' })).weight_unit).toBe('Choose a value from the list')
		expect(errorsOf(form({ weight_unit: '' })).weight_unit).toBe('This field is required')
		expect(parse(form({ weight: '', weight_unit: '' })).data).toMatchObject({ weight: null, weight_unit: null })
		expect(parse(form({ weight: '', weight_unit: 'ton' })).data).toMatchObject({ weight: null, weight_unit: null })
		expect(parse(form({ weight: '٢٫٥', weight_unit: 'l' })).data).toMatchObject({ weight: 2.5, weight_unit: 'l' })
	})

	it('display order is a whole number from 0, blank meaning 0', () => {
		expect(errorsOf(form({ display_order: '1.5' })).display_order).toBe('Enter a whole number')
		expect(errorsOf(form({ display_order: '-1' })).display_order).toBe('Must be at least 0')
		expect(parse(form({ display_order: '' })).data?.display_order).toBe(0)
	})

	it('a partly filled specification names the missing cell', () => {
		const errors = errorsOf(form({ 'specs.0.name_ar': 'الطول', 'specs.0.name_en': 'Length', 'specs.0.value_ar': '8 مم' }))
		expect(errors).toEqual({ 'specs.0.value_en': 'This field is required' })
	})

	it('limits the number of specifications and images', () => {
		const many: Record<string, string> = {}
		for (let i = 0; i < 51; i++) Object.assign(many, { [`specs.${i}.name_ar`]: 'أ', [`specs.${i}.name_en`]: 'A', [`specs.${i}.value_ar`]: 'ب', [`specs.${i}.value_en`]: 'B' })
		expect(errorsOf(form(many)).specs).toBe('Must be at most 50')
	})

	it('long texts are refused', () => {
		expect(errorsOf(form({ name_en: 'x'.repeat(201) })).name_en).toBe('Must be at most 200 characters')
	})
})

