import { type CategoryInput, categorySchema } from '#app/lib/category-schema.ts'

/**
 * A complete category form as the browser sends it: named after its slug ("فئة <slug>", "Category
 * <slug>"), active, at the top level and last among its siblings, with no description or image.
 * `extra` replaces or adds fields.
 */
export function categoryFormFields(slug: string, extra: Record<string, string> = {}): Record<string, string> {
	return {
		nameAr: `فئة ${slug}`,
		nameEn: `Category ${slug}`,
		slug,
		descriptionAr: '',
		descriptionEn: '',
		parentId: '',
		displayOrder: '',
		imageUrl: '',
		isActive: 'on',
		...extra,
	}
}

/** A category form read and checked by the real schema, as the save action does. */
export function categoryInput(slug: string, extra: Record<string, string> = {}): CategoryInput {
	return categorySchema.parse(categoryFormFields(slug, extra))
}
