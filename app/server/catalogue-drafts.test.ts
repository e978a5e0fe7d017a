import { beforeAll, describe, expect, it } from 'vitest'
import { categorySchema } from '#app/lib/category-schema.ts'
import { productFormValues, productSchema } from '#app/lib/product-schema.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { staffPreviewAllowed } from './catalogue-preview.server.ts'
import { createCategory } from './category-admin.server.ts'
import { forgetContentVersion } from './content-version.server.ts'
import { productDatasheet } from './datasheet.server.ts'
import { db } from './db/db.server.ts'
import { createProduct, getProductForEdit, setProductFlag } from './product-admin.server.ts'
import { listProductsForAdmin } from './product-list.server.ts'
import { catalogueListing } from './catalogue.server.ts'
import { descendantIds, getActiveCategoryBySlug, getCategoryPreviewBySlug } from './categories.server.ts'
import { getActiveProductBySlug, getProductForPreview, listActiveProducts, listRelatedProducts } from './products.server.ts'
import { isQuotableProduct, loadBasket } from './quote.server.ts'
import { searchProducts } from './search.server.ts'
import { listSitemapEntries } from './sitemap.server.ts'

/**
 * A product kept as a draft (decision 0045: `is_active` off) is shown nowhere a visitor looks, and
 * everywhere once published; staff list and filter products by that state and preview a draft.
 */

function productInput(categoryId: number, slug: string, published: boolean) {
	return productSchema.parse(
		productFormValues({ name_ar: `سمسم ${slug}`, name_en: `Sesame ${slug}`, slug, description_ar: 'وصف', description_en: 'Description', category_id: String(categoryId), main_image_url: '/media/cccccccccccccccc', weight: '25', weight_unit: 'kg', display_order: '1', ...(published ? { is_active: 'on' } : {}) }),
	)
}
const line = (slug: string) => ({ slug, packaging: '', quantity: '', unit: '', incoterm: '', country: '', port: '', targetDate: '' })

describe.each(testDialects)('draft products on %s', (dialect) => {
	withTestDatabase(dialect)
	let categoryId = 0
	let draftId = 0
	let siblingId = 0

	beforeAll(async () => {
		categoryId = (await createCategory(categorySchema.parse({ nameAr: 'بذور', nameEn: 'Seeds', slug: 'seeds', isActive: 'on' }), actor)).id
		await db()
			.insertInto('media')
			.values({ storage_key: 'cccccccccccccccc', mime_type: 'image/png', width: 10, height: 10, bytes: 100, variants: '[]', original_name: 'x.png', alt_ar: '', alt_en: '', created_by: null })
			.execute()
		siblingId = (await createProduct(productInput(categoryId, 'sesame-public', true), actor)).id
		draftId = (await createProduct(productInput(categoryId, 'sesame-draft', false), actor)).id
	})

	async function publicPlaces(slug: string) {
		forgetContentVersion()
		const sibling = (await getActiveProductBySlug('sesame-public'))!
		return {
			page: (await getActiveProductBySlug(slug)) !== null,
			listing: (await listActiveProducts({ categoryIds: [categoryId] })).items.some((product) => product.slug === slug),
			search: (await searchProducts('sesame')).some((product) => product.slug === slug),
			related: (await listRelatedProducts(sibling, 10)).some((product) => product.slug === slug),
			sitemap: (await listSitemapEntries()).some((entry) => entry.path === `/products/${slug}`),
			datasheet: (await productDatasheet(slug, 'en')) !== null,
			quotable: await isQuotableProduct(slug),
			basket: (await loadBasket([line(slug)], 'ar')).lines.length === 1,
		}
	}
	const nowhere = { page: false, listing: false, search: false, related: false, sitemap: false, datasheet: false, quotable: false, basket: false }

	it('a draft is shown nowhere a visitor looks, and everywhere once published', async () => {
		expect(await publicPlaces('sesame-draft')).toEqual(nowhere)
		await setProductFlag(draftId, 'is_active', true, actor)
		expect(await publicPlaces('sesame-draft')).toEqual({ page: true, listing: true, search: true, related: true, sitemap: true, datasheet: true, quotable: true, basket: true })
		await setProductFlag(draftId, 'is_active', false, actor)
		expect(await publicPlaces('sesame-draft')).toEqual(nowhere)
	})

	it('staff filter the list by state', async () => {
		const slugs = async (state?: 'draft' | 'published') => (await listProductsForAdmin({ state, q: 'sesame' })).items.map((product) => product.slug).sort()
		expect(await slugs()).toEqual(['sesame-draft', 'sesame-public'])
		expect(await slugs('draft')).toEqual(['sesame-draft'])
		expect(await slugs('published')).toEqual(['sesame-public'])
		expect(siblingId).toBeGreaterThan(0)
	})

	it('a draft is read for a staff preview, never for a request without a staff session', async () => {
		expect((await getProductForPreview('sesame-draft'))?.slug).toBe('sesame-draft')
		expect(await getProductForPreview('no-such-product')).toBeNull()
		expect(await staffPreviewAllowed(new Request('http://site.test/products/sesame-draft?preview'), '/admin/products')).toBe(false)
		expect(await staffPreviewAllowed(new Request('http://site.test/products/sesame-draft', { headers: { cookie: 'x=1' } }), '/admin/products')).toBe(false)
	})
})

/**
 * A draft category previewed by staff shows as it will once published: its ancestors and itself
 * taken as published, everything else (a draft subcategory, a draft product) as it is. A published
 * product in a draft category is hidden, and the back-office says so instead of linking to a 404.
 */
describe.each(testDialects)('draft categories on %s', (dialect) => {
	withTestDatabase(dialect)
	const ids: Record<string, number> = {}

	beforeAll(async () => {
		const category = async (slug: string, parent: string | null, published: boolean) =>
			(ids[slug] = (await createCategory(categorySchema.parse({ nameAr: `فئة ${slug}`, nameEn: `Category ${slug}`, slug, ...(parent ? { parentId: String(ids[parent]) } : {}), ...(published ? { isActive: 'on' } : {}) }), actor)).id)
		await db()
			.insertInto('media')
			.values({ storage_key: 'cccccccccccccccc', mime_type: 'image/png', width: 10, height: 10, bytes: 100, variants: '[]', original_name: 'x.png', alt_ar: '', alt_en: '', created_by: null })
			.execute()
		await category('foods', null, true)
		await category('snacks', 'foods', false)
		await category('crisps', 'snacks', true)
		await category('bars', 'snacks', false)
		for (const [slug, where, published] of [['snack-a', 'snacks', true], ['snack-draft', 'snacks', false], ['crisp-a', 'crisps', true], ['bar-a', 'bars', true]] as const) {
			ids[slug] = (await createProduct(productInput(ids[where]!, slug, published), actor)).id
		}
		forgetContentVersion()
	})

	it('visitors get no page for a draft category nor for one under it', async () => {
		expect(await getActiveCategoryBySlug('snacks')).toBeNull()
		expect(await getActiveCategoryBySlug('crisps')).toBeNull()
		expect(await getActiveCategoryBySlug('foods')).not.toBeNull()
	})

	it('a preview shows the category as published, its draft subcategory and draft product still out', async () => {
		const preview = (await getCategoryPreviewBySlug('snacks'))!
		expect(preview.category.slug).toBe('snacks')
		expect(preview.ancestors.map((c) => c.slug)).toEqual(['foods'])
		expect(preview.category.children.map((c) => c.slug)).toEqual(['crisps'])
		const listing = await catalogueListing(new URL('http://site.test/products/category/snacks?preview'), 'en', descendantIds(preview.category), preview.visibleIds)
		expect(listing.products.items.map((p) => p.slug).sort()).toEqual(['crisp-a', 'snack-a'])
		expect(listing.products.total).toBe(2)
		// The navigation of the previewed page holds it; the public one still does not.
		expect(preview.tree.map((c) => c.slug)).toEqual(['foods'])
		expect(preview.tree[0]!.children.map((c) => c.slug)).toEqual(['snacks'])
	})

	it('a published category under a draft is previewed with its whole trail', async () => {
		const preview = (await getCategoryPreviewBySlug('crisps'))!
		expect(preview.ancestors.map((c) => c.slug)).toEqual(['foods', 'snacks'])
		const listing = await catalogueListing(new URL('http://site.test/x'), 'ar', descendantIds(preview.category), preview.visibleIds)
		expect(listing.products.items.map((p) => p.slug)).toEqual(['crisp-a'])
		expect(await getCategoryPreviewBySlug('no-such-category')).toBeNull()
	})

	it('the back-office tells a published product hidden by its category from one visitors see', async () => {
		const items = (await listProductsForAdmin({ q: 'snack' })).items
		expect(items.find((p) => p.slug === 'snack-a')).toMatchObject({ isActive: true, visible: false })
		expect(items.find((p) => p.slug === 'snack-draft')).toMatchObject({ isActive: false, visible: false })
		expect(await getProductForEdit(ids['crisp-a']!)).toMatchObject({ isActive: true, visible: false })
		expect(await staffPreviewAllowed(new Request('http://site.test/products/category/snacks?preview'), '/admin/categories')).toBe(false)
	})
})
