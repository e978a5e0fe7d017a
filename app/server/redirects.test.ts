import { describe, expect, it, vi } from 'vitest'
import { postSchema } from '#app/lib/post-schema.ts'
import { productFormValues, productSchema } from '#app/lib/product-schema.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { failNextActivityLog } from '#tests/activity-log.ts'
import { categoryInput, withTestCategory } from '#tests/catalogue.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { createCategory, updateCategory } from './category-admin.server.ts'
import { forgetContentVersion } from './content-version.server.ts'
import { db } from './db/db.server.ts'
import { createPost, updatePost } from './post-admin.server.ts'
import { createProduct, updateProduct } from './product-admin.server.ts'
import { importRedirects, listNotFound, RedirectError, saveRedirectForm, writeRedirect } from './redirect-admin.server.ts'
import { flushRedirectCounts, maxNotFoundRows, pruneNotFound, redirectOrNotFound } from './redirects.server.ts'

vi.mock('./activity.server.ts', { spy: true })

/** What the public site answers for a path where no page is: a redirect (status, Location) or 404. */
async function answer(path: string): Promise<{ status: number; location: string | null }> {
	// A new request after the 100 ms a version read is reused (a staff write's own instance forgets it at once).
	forgetContentVersion()
	const thrown = await redirectOrNotFound(new Request(`http://site.test${path}`)).catch((error: unknown) => error)
	if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('Location') }
	const init = (thrown as { init?: { status?: number } }).init
	return { status: init?.status ?? 0, location: null }
}

function productInput(categoryId: number, slug: string, active = true) {
	return productSchema.parse(
		productFormValues({ name_ar: 'أرز', name_en: 'Rice', slug, description_ar: 'وصف', description_en: 'Description', category_id: String(categoryId), main_image_url: '/media/aaaaaaaaaaaaaaaa', weight: '25', weight_unit: 'kg', display_order: '1', ...(active ? { is_active: 'on' } : {}) }),
	)
}
const postInput = (slug: string) => postSchema.parse({ title_ar: 'موسم', title_en: 'Season', slug, excerpt_ar: 'ملخص', excerpt_en: 'Summary', body_ar: '<p>نص</p>', body_en: '<p>Text</p>', cover_image_url: '', status: 'published', published_at: '', author_name: '' })

const redirectRows = () => db().selectFrom('redirects').select(['source', 'target', 'status', 'match', 'origin']).orderBy('source').execute()
const logCount = async () => Number((await db().selectFrom('admin_activity_logs').select((eb) => eb.fn.countAll<number>().as('n')).where('entity_type', '=', 'redirect').executeTakeFirstOrThrow()).n)

describe.each(testDialects)('redirects on %s', (dialect) => {
	withTestDatabase(dialect)
	const testCategory = withTestCategory('grains', { images: ['/media/aaaaaaaaaaaaaaaa'] })

	it('a published product renamed keeps its old address in both languages, with the query string', async () => {
		const { id } = await createProduct(productInput(testCategory.id, 'rice-old'), actor)
		expect(await answer('/products/rice-old')).toEqual({ status: 404, location: null })
		await updateProduct(id, productInput(testCategory.id, 'rice-new'), actor)
		expect(await answer('/products/rice-old?utm_source=mail')).toEqual({ status: 301, location: '/products/rice-new?utm_source=mail' })
		expect(await answer('/en/products/rice-old')).toEqual({ status: 301, location: '/en/products/rice-new' })
		expect(await answer('/products/rice-old/')).toEqual({ status: 301, location: '/products/rice-new' })
		const log = await db().selectFrom('admin_activity_logs').select(['action', 'details']).where('entity_type', '=', 'redirect').execute()
		expect(log.map((row) => JSON.parse(row.details!))).toContainEqual(expect.objectContaining({ source: '/products/rice-old', target: '/products/rice-new', origin: 'slug' }))
	})

	it('collapses chains and removes the rule a rename back would loop on', async () => {
		const { id } = await createProduct(productInput(testCategory.id, 'dates-a'), actor)
		await updateProduct(id, productInput(testCategory.id, 'dates-b'), actor)
		await updateProduct(id, productInput(testCategory.id, 'dates-c'), actor)
		const chain = (await redirectRows()).filter((row) => row.source.includes('dates-'))
		expect(chain).toEqual([
			expect.objectContaining({ source: '/en/products/dates-a', target: '/en/products/dates-c' }),
			expect.objectContaining({ source: '/en/products/dates-b', target: '/en/products/dates-c' }),
			expect.objectContaining({ source: '/products/dates-a', target: '/products/dates-c' }),
			expect.objectContaining({ source: '/products/dates-b', target: '/products/dates-c' }),
		])
		expect(await answer('/products/dates-a')).toEqual({ status: 301, location: '/products/dates-c' })
		// Back to the first name: /products/dates-a is a page again, and the others lead to it.
		await updateProduct(id, productInput(testCategory.id, 'dates-a'), actor)
		const after = (await redirectRows()).filter((row) => row.source.includes('dates-'))
		expect(after.map((row) => `${row.source}>${row.target}`)).toEqual([
			'/en/products/dates-b>/en/products/dates-a',
			'/en/products/dates-c>/en/products/dates-a',
			'/products/dates-b>/products/dates-a',
			'/products/dates-c>/products/dates-a',
		])
	})

	it('a hidden product renamed leaves no redirect (its address was not public)', async () => {
		const { id } = await createProduct(productInput(testCategory.id, 'hidden-a', false), actor)
		await updateProduct(id, productInput(testCategory.id, 'hidden-b', false), actor)
		expect(await answer('/products/hidden-a')).toEqual({ status: 404, location: null })
	})

	it('categories and posts renamed keep their old addresses too', async () => {
		const category = await createCategory(categoryInput('spices-old'), actor)
		await updateCategory(category.id, categoryInput('spices-new'), actor)
		expect(await answer('/products/category/spices-old')).toEqual({ status: 301, location: '/products/category/spices-new' })
		expect(await answer('/en/products/category/spices-old')).toEqual({ status: 301, location: '/en/products/category/spices-new' })
		const post = await createPost(postInput('harvest-old'), actor)
		if (!post.ok) throw new Error('post not created')
		await updatePost(post.id, postInput('harvest-new'), actor)
		expect(await answer('/blog/harvest-old')).toEqual({ status: 301, location: '/blog/harvest-new' })
		expect(await answer('/en/blog/harvest-old')).toEqual({ status: 301, location: '/en/blog/harvest-new' })
	})

	it('a rename whose log fails writes neither the new slug nor a redirect', async () => {
		const { id } = await createProduct(productInput(testCategory.id, 'oil-a'), actor)
		failNextActivityLog()
		await expect(updateProduct(id, productInput(testCategory.id, 'oil-b'), actor)).rejects.toThrow('log refused')
		expect((await db().selectFrom('products').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug).toBe('oil-a')
		expect((await redirectRows()).filter((row) => row.source.includes('oil-'))).toEqual([])
	})

	it('manual rules: prefix keeps the rest of the path, 302 stays temporary, loops are refused', async () => {
		await writeRedirect(null, { source: '/catalogue', target: '/products', status: 301, match: 'prefix' }, actor)
		expect(await answer('/catalogue/rice/basmati?x=1')).toEqual({ status: 301, location: '/products/rice/basmati?x=1' })
		await writeRedirect(null, { source: '/offer', target: 'https://partner.example/offer', status: 302, match: 'exact' }, actor)
		expect(await answer('/offer')).toEqual({ status: 302, location: 'https://partner.example/offer' })
		const a = await writeRedirect(null, { source: '/loop-a', target: '/loop-b', status: 301, match: 'exact' }, actor)
		const before = await logCount()
		await expect(writeRedirect(null, { source: '/loop-b', target: '/loop-a', status: 301, match: 'exact' }, actor)).rejects.toEqual(new RedirectError('loop'))
		await expect(writeRedirect(null, { source: '/loop-a', target: '/x', status: 301, match: 'exact' }, actor)).rejects.toEqual(new RedirectError('source_taken'))
		const refused = await saveRedirectForm(a, { source: '/loop-a', target: '/loop-a/deeper', status: '301', match: 'prefix' }, actor)
		expect(refused).toMatchObject({ ok: false, status: 400, errors: { target: 'redirects.error.loop' } })
		expect(await logCount()).toBe(before)
		expect(await saveRedirectForm(a, { source: '/loop-a', target: '/loop-c', status: '302', match: 'exact' }, actor)).toMatchObject({ ok: true, message: 'redirects.saved' })
		expect(await answer('/loop-a')).toEqual({ status: 302, location: '/loop-c' })
	})

	it('a CSV import with a refused row writes nothing; a clean one writes every row', async () => {
		const rows = async () => (await redirectRows()).filter((row) => row.source.startsWith('/import-')).length
		const logs = await logCount()
		const bad = await importRedirects('source,target,status,match\n/import-1,/products\n/import-2,//evil.com\n/import-3,/import-4\n/import-4,/import-3\n', actor)
		expect(bad).toEqual({
			ok: false,
			refused: [
				{ line: 3, source: '/import-2', code: 'redirects.error.targetInvalid' },
				{ line: 4, source: '/import-3', code: 'redirects.import.error.loop' },
				{ line: 5, source: '/import-4', code: 'redirects.import.error.loop' },
			],
		})
		expect(await rows()).toBe(0)
		expect(await logCount()).toBe(logs)
		expect(await importRedirects('source,target\n/import-1,/products\n/import-2,/blog\n/offer,/contact\n', actor)).toEqual({ ok: true, created: 2, updated: 1 })
		expect(await rows()).toBe(2)
		expect(await answer('/offer')).toEqual({ status: 301, location: '/contact' })
	})

	it('counts hits and not-found paths in batches, leaving robots probes out', async () => {
		for (let i = 0; i < 3; i++) await answer('/catalogue/x')
		for (let i = 0; i < 4; i++) await answer('/old-brochure')
		await answer('/wp-login.php')
		await answer('/.env')
		expect((await listNotFound()).items.find((row) => row.path === '/old-brochure')).toBeUndefined()
		await flushRedirectCounts()
		const hits = await db().selectFrom('redirects').select(['hits', 'last_hit_at']).where('source', '=', '/catalogue').executeTakeFirstOrThrow()
		expect(Number(hits.hits)).toBe(4)
		expect(hits.last_hit_at).not.toBeNull()
		const seen = (await listNotFound()).items
		expect(seen.find((row) => row.path === '/old-brochure')).toMatchObject({ hits: 4 })
		expect(seen.some((row) => row.path.includes('wp-') || row.path.includes('.env'))).toBe(false)
		await answer('/old-brochure')
		await flushRedirectCounts()
		expect((await listNotFound()).items.find((row) => row.path === '/old-brochure')).toMatchObject({ hits: 5 })
		// A redirect added for it takes it off the list.
		await writeRedirect(null, { source: '/old-brochure', target: '/about', status: 301, match: 'exact' }, actor)
		expect((await listNotFound()).items.find((row) => row.path === '/old-brochure')).toBeUndefined()
	})

	it('prunes not-found paths unseen for 90 days and keeps the table at its cap', async () => {
		const old = new Date(Date.now() - 91 * 86_400_000).toISOString()
		await db().insertInto('not_found_paths').values({ path: '/ancient', hits: 50, first_seen_at: old, last_seen_at: old }).execute()
		const now = new Date().toISOString()
		const many = Array.from({ length: maxNotFoundRows + 5 }, (_, i) => ({ path: `/probe-${i}`, hits: i === 0 ? 1 : 2, first_seen_at: now, last_seen_at: now }))
		for (let i = 0; i < many.length; i += 200) await db().insertInto('not_found_paths').values(many.slice(i, i + 200)).execute()
		await pruneNotFound()
		const { total } = await listNotFound()
		expect(total).toBe(maxNotFoundRows)
		const paths = new Set((await db().selectFrom('not_found_paths').select('path').execute()).map((row) => row.path))
		expect(paths.has('/ancient')).toBe(false)
		// The least seen went first.
		expect(paths.has('/probe-0')).toBe(false)
	})
})
