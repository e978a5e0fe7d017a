import { describe, expect, it } from 'vitest'
import { categoryMoveSchema, categorySchema } from './category-schema.ts'
import { categoryFormFields } from '#tests/category-form.ts'
import { schemaErrors } from '#tests/schema-errors.ts'

/** The sample category form, named in both languages, with a slug with digits. */
const valid = categoryFormFields('rice-1121', { nameAr: 'أرز', nameEn: 'Rice' })

const errorsOf = schemaErrors(categorySchema)

describe('category form schema', () => {
	it('reads a complete form', () => {
		const parsed = categorySchema.parse({ ...valid, parentId: '12', displayOrder: ' 3 ', imageUrl: '/media/0123abcd0123abcd', descriptionEn: '  Long grain  ' })
		expect(parsed).toEqual({
			nameAr: 'أرز',
			nameEn: 'Rice',
			slug: 'rice-1121',
			descriptionAr: '',
			descriptionEn: 'Long grain',
			parentId: 12,
			displayOrder: 3,
			imageUrl: '/media/0123abcd0123abcd',
			isActive: true,
		})
	})

	it('treats empty optional fields as none, and a missing checkbox as inactive', () => {
		const { isActive: _, ...rest } = valid
		const parsed = categorySchema.parse(rest)
		expect(parsed).toMatchObject({ parentId: null, displayOrder: null, imageUrl: null, isActive: false })
	})

	it.each(['Rice', 'rice_grain', 'rice grain', '-rice', 'rice-', 'rice--grain', 'أرز', 'rizé'])('refuses the slug %j', (slug) => {
		expect(errorsOf({ ...valid, slug })).toEqual({ slug: 'Use lowercase letters, numbers and hyphens only' })
	})

	it.each(['rice', 'basmati-rice-1121', '2024', 'a'])('accepts the slug %j', (slug) => {
		expect(errorsOf({ ...valid, slug })).toEqual({})
	})

	it('names every missing required field in the staff language', () => {
		expect(errorsOf({}, 'ar')).toEqual({ nameAr: 'هذا الحقل مطلوب', nameEn: 'هذا الحقل مطلوب', slug: 'هذا الحقل مطلوب' })
	})

	it('bounds names, descriptions and the display order', () => {
		expect(
			errorsOf({ ...valid, nameEn: 'x'.repeat(121), descriptionAr: 'x'.repeat(2001), displayOrder: '0' }),
		).toEqual({ nameEn: 'Must be at most 120 characters', descriptionAr: 'Must be at most 2,000 characters', displayOrder: 'Must be at least 1' })
		expect(errorsOf({ ...valid, displayOrder: '2.5' })).toEqual({ displayOrder: 'Enter a whole number' })
		expect(errorsOf({ ...valid, displayOrder: 'first' })).toEqual({ displayOrder: 'Enter a number' })
	})

	it('accepts only uploaded images and listed parents', () => {
		expect(errorsOf({ ...valid, imageUrl: 'https://evil.example/x.png', parentId: 'abc' })).toEqual({
			imageUrl: 'The value is not valid',
			parentId: 'Choose a value from the list',
		})
		expect(errorsOf({ ...valid, parentId: '0' })).toEqual({ parentId: 'Choose a value from the list' })
	})
})

describe('category move schema', () => {
	it('reads the moves of the hierarchy manager', () => {
		expect(categoryMoveSchema.parse({ id: '4', kind: 'up' })).toEqual({ id: 4, kind: 'up', targetId: null })
		expect(categoryMoveSchema.parse({ id: '4', kind: 'into', targetId: 'root' })).toEqual({ id: 4, kind: 'into', targetId: null })
		expect(categoryMoveSchema.parse({ id: '4', kind: 'into', targetId: '9' })).toEqual({ id: 4, kind: 'into', targetId: 9 })
		expect(categoryMoveSchema.parse({ id: '4', kind: 'before', targetId: '9' })).toEqual({ id: 4, kind: 'before', targetId: 9 })
	})

	it('refuses unknown kinds, missing ids and a before/after without a target', () => {
		expect(categoryMoveSchema.safeParse({ id: '4', kind: 'sideways' }).success).toBe(false)
		expect(categoryMoveSchema.safeParse({ id: '', kind: 'up' }).success).toBe(false)
		expect(categoryMoveSchema.safeParse({ id: '4', kind: 'after', targetId: '' }).success).toBe(false)
		expect(categoryMoveSchema.safeParse({ id: '4', kind: 'after', targetId: 'root' }).success).toBe(false)
		expect(categoryMoveSchema.safeParse({ id: '4', kind: 'into', targetId: '' }).success).toBe(false)
		expect(categoryMoveSchema.safeParse({ id: '4', kind: 'into', targetId: 'x1' }).success).toBe(false)
	})
})
