import { beforeAll } from 'vitest'
import { createCategory } from '#app/server/category-admin.server.ts'
import { categoryInput } from './category-form.ts'
import { insertUploadedImages } from './uploaded-images.ts'

export { categoryInput }

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
