import { beforeAll } from 'vitest'
import { categorySchema } from '#app/lib/category-schema.ts'
import { createCategory } from '#app/server/category-admin.server.ts'
import { insertUploadedImages } from './uploaded-images.ts'

/** A published category's form values, named after its slug. */
export const categoryInput = (slug: string) => categorySchema.parse({ nameAr: `فئة ${slug}`, nameEn: `Category ${slug}`, slug, isActive: 'on' })

/**
 * A published category for a test file's products, created before the tests of the `describe` it is
 * called in (so on that database), with `images` put in the media library as uploads first. The
 * returned object's `id` is the category's once it is created.
 */
export function withTestCategory(slug: string, options: { images?: readonly string[] } = {}) {
	const category = { id: 0 }
	beforeAll(async () => {
		category.id = (await createCategory(categoryInput(slug), { id: 'user-1', email: 'editor@example.com', name: 'Layla Editor' })).id
		if (options.images) await insertUploadedImages(options.images)
	})
	return category
}
