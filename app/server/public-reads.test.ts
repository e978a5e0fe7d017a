import { beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { getPlacedCodes } from './advertising-codes.server.ts'
import { descendantIds, getActiveCategoryBySlug, getActiveCategoryTree, listVisibleCategories } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { getActiveProductBySlug, listActiveProducts, listRelatedProducts } from './products.server.ts'
import { getPublishedPostBySlug, listPublishedPosts } from './posts.server.ts'
import { getSeoSettings } from './seo.server.ts'
import { getSiteSettings } from './settings.server.ts'

const category = (slug: string, extra: Record<string, unknown> = {}) => ({ slug, name_ar: `ع ${slug}`, name_en: `E ${slug}`, ...extra })
const product = (slug: string, category_id: number, extra: Record<string, unknown> = {}) => ({
	slug,
	category_id,
	name_ar: `منتج ${slug}`,
	name_en: `Product ${slug}`,
	...extra,
})

describe.each(testDialects)('public reads on %s', (dialect) => {
	withTestDatabase(dialect)
	const ids: Record<string, number> = {}

	// Multi-row inserts name every column in every row: SQLite has no DEFAULT inside VALUES.
	beforeAll(async () => {
		const insertCategory = async (values: ReturnType<typeof category>) =>
			(await db().insertInto('p_categories').values(values).returning('id').executeTakeFirstOrThrow()).id
		ids.grains = await insertCategory(category('grains', { display_order: 2 }))
		ids.spices = await insertCategory(category('spices', { display_order: 1 }))
		ids.hidden = await insertCategory(category('hidden', { is_active: false, display_order: 3 }))
		ids.rice = await insertCategory(category('rice', { parent_id: ids.grains }))
		ids.orphan = await insertCategory(category('orphan', { parent_id: ids.hidden }))

		const insertProduct = async (values: ReturnType<typeof product>) =>
			(await db().insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()).id
		ids.basmati = await insertProduct(product('basmati', ids.rice, { is_featured: true, display_order: 1, weight: 25, weight_unit: 'kg' }))
		ids.jasmine = await insertProduct(product('jasmine', ids.rice, { display_order: 2 }))
		ids.retired = await insertProduct(product('retired', ids.rice, { is_active: false }))
		ids.cumin = await insertProduct(product('cumin', ids.spices))
		ids.lost = await insertProduct(product('lost', ids.orphan))

		await db()
			.insertInto('product_specifications')
			.values([
				{ product_id: ids.basmati, name_ar: 'الرطوبة', name_en: 'Moisture', value_ar: '12%', value_en: '12%', display_order: 2, is_active: true },
				{ product_id: ids.basmati, name_ar: 'الطول', name_en: 'Length', value_ar: '8 مم', value_en: '8 mm', display_order: 1, is_active: true },
				{ product_id: ids.basmati, name_ar: 'قديم', name_en: 'Old', value_ar: 'x', value_en: 'x', display_order: 3, is_active: false },
			])
			.execute()
		await db().insertInto('product_images').values({ product_id: ids.basmati, url: '/media/abcdef0123456789' }).execute()

		const day = 24 * 3600 * 1000
		await db()
			.insertInto('blog_posts')
			.values([
				{ slug: 'old', title_ar: 'قديم', title_en: 'Old', status: 'published', published_at: new Date(Date.now() - 10 * day).toISOString() },
				{ slug: 'new', title_ar: 'جديد', title_en: 'New', status: 'published', published_at: new Date(Date.now() - day).toISOString() },
				{ slug: 'draft', title_ar: 'مسودة', title_en: 'Draft', status: 'draft', published_at: null },
				{ slug: 'future', title_ar: 'لاحق', title_en: 'Later', status: 'published', published_at: new Date(Date.now() + day).toISOString() },
			])
			.execute()

		await db()
			.insertInto('site_settings')
			.values([
				{ key: 'company_name', value: 'تصدير', value_en: 'Tasdeer' },
				{ key: 'hero_title', value: 'عنوان', value_en: '' },
				{ key: 'contact_email', value: 'info@tasdeer.example', value_en: null },
			])
			.execute()
	})

	it('lists visible categories by display order (not one under an inactive parent) and nests them', async () => {
		expect((await listVisibleCategories()).map((c) => c.slug)).toEqual(['rice', 'spices', 'grains'])
		const tree = await getActiveCategoryTree()
		expect(tree.map((c) => c.slug)).toEqual(['spices', 'grains'])
		expect(tree[1]!.children.map((c) => c.slug)).toEqual(['rice'])
	})

	it('finds a category with its ancestors, and hides a branch under an inactive parent', async () => {
		const found = await getActiveCategoryBySlug('rice')
		expect(found?.ancestors.map((c) => c.slug)).toEqual(['grains'])
		const grains = await getActiveCategoryBySlug('grains')
		expect(descendantIds(grains!.category).sort()).toEqual([ids.grains, ids.rice].sort())
		expect(await getActiveCategoryBySlug('orphan')).toBeNull()
		expect(await getActiveCategoryBySlug('hidden')).toBeNull()
	})

	it('lists only visible active products, paginated', async () => {
		const all = await listActiveProducts({ pageSize: 2 })
		expect(all.total).toBe(3)
		expect(all.pageCount).toBe(2)
		expect(all.items.map((p) => p.slug)).toEqual(['cumin', 'basmati'])
		const rice = await listActiveProducts({ categoryIds: [ids.rice!] })
		expect(rice.items.map((p) => p.slug)).toEqual(['basmati', 'jasmine'])
		expect((await listActiveProducts({ page: 99, pageSize: 2 })).page).toBe(2)
	})

	it('shows a product with its active specifications in order, and 404s hidden ones', async () => {
		const basmati = await getActiveProductBySlug('basmati')
		expect(basmati?.specifications.map((s) => s.nameEn)).toEqual(['Length', 'Moisture'])
		expect(basmati?.gallery).toHaveLength(1)
		expect(basmati?.weight).toBe(25)
		expect(basmati?.isFeatured).toBe(true)
		expect(await getActiveProductBySlug('retired')).toBeNull()
		expect(await getActiveProductBySlug('lost')).toBeNull()
		expect((await listRelatedProducts(basmati!)).map((p) => p.slug)).toEqual(['jasmine'])
	})

	it('lists published posts newest first and never drafts or future posts', async () => {
		const posts = await listPublishedPosts()
		expect(posts.items.map((p) => p.slug)).toEqual(['new', 'old'])
		expect(await getPublishedPostBySlug('draft')).toBeNull()
		expect(await getPublishedPostBySlug('future')).toBeNull()
		expect((await getPublishedPostBySlug('old'))?.titleEn).toBe('Old')
	})

	it('resolves site settings per language with Arabic as fallback', async () => {
		const en = await getSiteSettings('en')
		expect(en.company_name).toBe('Tasdeer')
		expect(en.hero_title).toBe('عنوان')
		expect(en.contact_email).toBe('info@tasdeer.example')
		expect(en.mission).toBe('')
		expect((await getSiteSettings('ar')).company_name).toBe('تصدير')
	})

	it('answers default SEO settings before any are saved, and enabled codes oldest first', async () => {
		expect((await getSeoSettings()).sitemap_enabled).toBe(true)
		await db()
			.insertInto('advertising_codes')
			.values([
				{ name: 'b', code: '<meta name="b">', type: 'header', platform: 'x', enabled: true, created_at: '2026-01-02T00:00:00.000Z' },
				{ name: 'a', code: '<meta name="a">', type: 'header', platform: 'x', enabled: true, created_at: '2026-01-01T00:00:00.000Z' },
				{ name: 'off', code: '<meta name="off">', type: 'header', platform: 'x', enabled: false, created_at: '2026-01-01T00:00:00.000Z' },
				{ name: 'body', code: '<div></div>', type: 'body_end', platform: 'x', enabled: true, created_at: '2026-01-01T00:00:00.000Z' },
			])
			.execute()
		// As pages place them: enabled ones of each place, oldest first.
		const { placed } = await getPlacedCodes({ consent: true })
		expect(placed).toEqual({ header: ['<meta name="a">', '<meta name="b">'], bodyStart: [], bodyEnd: ['<div></div>'] })
	})
})
