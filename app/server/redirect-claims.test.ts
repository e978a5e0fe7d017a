import { describe, expect, it } from 'vitest'
import { postSchema } from '#app/lib/post-schema.ts'
import { productFormValues, productSchema } from '#app/lib/product-schema.ts'
import { loader as datasheetLoader } from '#app/routes/product-datasheet.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { categoryInput, withTestCategory } from '#tests/catalogue.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { createCategory, updateCategory } from './category-admin.server.ts'
import { forgetContentVersion } from './content-version.server.ts'
import { db } from './db/db.server.ts'
import { createPost, updatePost } from './post-admin.server.ts'
import { createProduct, updateProduct } from './product-admin.server.ts'
import { writeRedirect } from './redirect-admin.server.ts'
import { redirectOrNotFound } from './redirects.server.ts'

/**
 * Where redirects met items (decision 0039): a datasheet under a product's old address follows the
 * product, and an item that takes an address with a rule wins it, the stale rule removed and logged.
 */

function productInput(categoryId: number, slug: string, active = true) {
	return productSchema.parse(
		productFormValues({ name_ar: 'أرز', name_en: 'Rice', slug, description_ar: 'وصف', description_en: 'Description', category_id: String(categoryId), main_image_url: '/media/bbbbbbbbbbbbbbbb', weight: '25', weight_unit: 'kg', display_order: '1', ...(active ? { is_active: 'on' } : {}) }),
	)
}
const postInput = (slug: string) => postSchema.parse({ title_ar: 'موسم', title_en: 'Season', slug, excerpt_ar: 'ملخص', excerpt_en: 'Summary', body_ar: '<p>نص</p>', body_en: '<p>Text</p>', cover_image_url: '', status: 'published', published_at: '', author_name: '' })

async function datasheet(path: string) {
	forgetContentVersion()
	const slug = /\/products\/([^/]+)\/datasheet\.pdf/.exec(path)![1]!
	const response = await datasheetLoader({ request: new Request(`http://site.test${path}`), params: { slug } } as Parameters<typeof datasheetLoader>[0])
	return { status: response.status, location: response.headers.get('Location') }
}

async function answer(path: string): Promise<{ status: number; location: string | null }> {
	forgetContentVersion()
	const thrown = await redirectOrNotFound(new Request(`http://site.test${path}`)).catch((error: unknown) => error)
	if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
	return { status: (thrown as { init?: { status?: number } }).init?.status ?? 0, location: null }
}

const rulesFrom = async (...sources: string[]) => (await db().selectFrom('redirects').select(['source', 'target']).where('source', 'in', sources).orderBy('source').execute()).map((row) => `${row.source}>${row.target}`)
const removalLog = async (source: string) =>
	(await db().selectFrom('admin_activity_logs').select(['action', 'details', 'user_email']).where('entity_type', '=', 'redirect').where('action', '=', 'delete').execute())
		.map((row) => ({ ...row, details: JSON.parse(row.details ?? '{}') as Record<string, unknown> }))
		.filter((row) => row.details.source === source)

describe.each(testDialects)('redirects meeting items on %s', (dialect) => {
	withTestDatabase(dialect)
	const testCategory = withTestCategory('oils', { images: ['/media/bbbbbbbbbbbbbbbb'] })

	it("a datasheet under a renamed product's old address answers 301 to the new address's datasheet, in both languages", async () => {
		const { id } = await createProduct(productInput(testCategory.id, 'olive-old'), actor)
		expect((await datasheet('/products/olive-old/datasheet.pdf')).status).toBe(200)
		await updateProduct(id, productInput(testCategory.id, 'olive-new'), actor)
		expect(await datasheet('/products/olive-old/datasheet.pdf')).toEqual({ status: 301, location: '/products/olive-new/datasheet.pdf' })
		expect(await datasheet('/en/products/olive-old/datasheet.pdf?v=2')).toEqual({ status: 301, location: '/en/products/olive-new/datasheet.pdf?v=2' })
		expect((await datasheet('/products/olive-new/datasheet.pdf')).status).toBe(200)
		// No rule, or a rule that does not lead to a product page: still not found.
		expect(await datasheet('/products/no-such-olive/datasheet.pdf')).toEqual({ status: 404, location: null })
		await writeRedirect(null, { source: '/products/promo-oil', target: '/products/category/oils', status: 301, match: 'exact' }, actor)
		expect(await datasheet('/products/promo-oil/datasheet.pdf')).toEqual({ status: 404, location: null })
		// A prefix rule over the datasheet's own path answers as it would for any path.
		await writeRedirect(null, { source: '/products/old-range', target: '/products/olive-new', status: 302, match: 'prefix' }, actor)
		expect(await datasheet('/products/old-range/datasheet.pdf')).toEqual({ status: 302, location: '/products/olive-new/datasheet.pdf' })
	})

	it('a new product that takes an old address wins it: the stale rule is removed and logged', async () => {
		const { id } = await createProduct(productInput(testCategory.id, 'sesame-a'), actor)
		await updateProduct(id, productInput(testCategory.id, 'sesame-b'), actor)
		expect(await answer('/products/sesame-a')).toEqual({ status: 301, location: '/products/sesame-b' })

		await createProduct(productInput(testCategory.id, 'sesame-a'), actor)
		expect(await rulesFrom('/products/sesame-a', '/en/products/sesame-a')).toEqual([])
		expect(await removalLog('/products/sesame-a')).toEqual([expect.objectContaining({ user_email: actor.email, details: expect.objectContaining({ target: '/products/sesame-b', takenBy: 'product' }) })])
		expect(await datasheet('/products/sesame-a/datasheet.pdf')).toMatchObject({ status: 200 })
		// The renamed product's own rules (none other) are untouched, and its page still answers.
		expect(await answer('/products/sesame-b')).toEqual({ status: 404, location: null })
	})

	it('a hidden item renamed to an address with a rule, a category and a post created on one, take it too', async () => {
		await writeRedirect(null, { source: '/products/tahini', target: '/products/category/oils', status: 301, match: 'exact' }, actor)
		const { id } = await createProduct(productInput(testCategory.id, 'tahini-draft', false), actor)
		await updateProduct(id, productInput(testCategory.id, 'tahini', false), actor)
		expect(await rulesFrom('/products/tahini')).toEqual([])

		const category = await createCategory(categoryInput('nuts-a'), actor)
		await updateCategory(category.id, categoryInput('nuts-b'), actor)
		expect(await rulesFrom('/products/category/nuts-a', '/en/products/category/nuts-a')).toHaveLength(2)
		await createCategory(categoryInput('nuts-a'), actor)
		expect(await rulesFrom('/products/category/nuts-a', '/en/products/category/nuts-a')).toEqual([])

		const post = await createPost(postInput('harvest-a'), actor)
		await updatePost(post.ok ? post.id : 0, postInput('harvest-b'), actor)
		expect(await rulesFrom('/blog/harvest-a')).toEqual(['/blog/harvest-a>/blog/harvest-b'])
		await createPost(postInput('harvest-a'), actor)
		expect(await rulesFrom('/blog/harvest-a', '/en/blog/harvest-a')).toEqual([])
		expect(await removalLog('/en/blog/harvest-a')).toHaveLength(1)
	})
})
