import { type PostInput, postSchema } from '#app/lib/post-schema.ts'

/**
 * A valid blog post form as the editor sends it: "Rice season", a draft with a short formatted
 * body in each language, no cover and the author left to default. `overrides` replaces or adds fields.
 */
export function postFormFields(overrides: Record<string, string> = {}): Record<string, string> {
	return {
		title_ar: 'موسم الأرز',
		title_en: 'Rice season',
		slug: 'rice-season',
		excerpt_ar: 'ملخص',
		excerpt_en: 'Summary',
		body_ar: '<p>نص <strong>مهم</strong></p><ul><li>بند</li></ul>',
		body_en: '<p>Text <strong>bold</strong></p><ol><li>item</li></ol>',
		cover_image_url: '',
		status: 'draft',
		published_at: '',
		author_name: '',
		...overrides,
	}
}

/** A post form read and checked by the real schema, as the save action does. */
export function postInput(overrides: Record<string, string> = {}): PostInput {
	return postSchema.parse(postFormFields(overrides))
}

/**
 * A published post named after its slug ("عنوان <slug>", "Title <slug>"), read by the real schema:
 * for tests that write several posts and tell them apart by slug. `overrides` replaces fields.
 */
export function publishedPostNamed(slug: string, overrides: Record<string, string> = {}): PostInput {
	return postInput({ title_ar: `عنوان ${slug}`, title_en: `Title ${slug}`, slug, status: 'published', ...overrides })
}
