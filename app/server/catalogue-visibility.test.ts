import { beforeAll, describe, expect, it } from 'vitest'
import { isProductVisible, visibleCategories } from '#app/lib/catalogue-visibility.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { descendantIds, getActiveCategoryBySlug, getActiveCategoryTrail, getActiveCategoryTree, listVisibleCategories, type CategoryNode } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { getActiveProductBySlug, listActiveProducts, listRelatedProducts, visibleProductWhere } from './products.server.ts'
import { productSearchColumns, searchProducts, suggestProducts } from './search.server.ts'
import { listSitemapEntries } from './sitemap.server.ts'

/**
 * One rule for what visitors see of the catalogue (app/lib/catalogue-visibility.ts), held against
 * every public reader: the listing, the category pages and their counts, the product page, related
 * products, search, suggestions and the sitemap, on both databases.
 */

// food (active) > grains (active) > rice (active)
// food > frozen (inactive) > peas (active)            — hidden under an inactive parent
// old (inactive) > lentils (active) > red (active)   — hidden two levels down
// spices (active)
const categoryRows = [
	{ slug: 'food', parent: null, active: true },
	{ slug: 'grains', parent: 'food', active: true },
	{ slug: 'rice', parent: 'grains', active: true },
	{ slug: 'frozen', parent: 'food', active: false },
	{ slug: 'peas', parent: 'frozen', active: true },
	{ slug: 'old', parent: null, active: false },
	{ slug: 'lentils', parent: 'old', active: true },
	{ slug: 'red', parent: 'lentils', active: true },
	{ slug: 'spices', parent: null, active: true },
] as const

// Every product's name holds «visibility» so one search and one suggestion reach them all.
const productRows = [
	{ slug: 'vis-rice', category: 'rice', active: true },
	{ slug: 'vis-rice-retired', category: 'rice', active: false },
	{ slug: 'vis-grains', category: 'grains', active: true },
	{ slug: 'vis-food', category: 'food', active: true },
	{ slug: 'vis-peas', category: 'peas', active: true },
	{ slug: 'vis-frozen', category: 'frozen', active: true },
	{ slug: 'vis-red', category: 'red', active: true },
	{ slug: 'vis-lentils', category: 'lentils', active: true },
	{ slug: 'vis-spices', category: 'spices', active: true },
	{ slug: 'vis-spices-retired', category: 'spices', active: false },
	{ slug: 'vis-loose', category: null, active: true },
	{ slug: 'vis-loose-retired', category: null, active: false },
] as const

const sorted = (values: Iterable<string>) => [...values].sort()

describe.each(testDialects)('catalogue visibility on %s', (dialect) => {
	withTestDatabase(dialect)
	const categoryIds = new Map<string, number>()
	let expectedCategories: string[] = []
	let expectedProducts: string[] = []

	beforeAll(async () => {
		for (const row of categoryRows) {
			const inserted = await db()
				.insertInto('p_categories')
				.values({
					slug: row.slug,
					name_ar: `فئة ${row.slug}`,
					name_en: `Category ${row.slug}`,
					parent_id: row.parent === null ? null : categoryIds.get(row.parent)!,
					is_active: row.active,
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			categoryIds.set(row.slug, inserted.id)
		}
		for (const [index, row] of productRows.entries()) {
			const text = { name_ar: `رؤية ${row.slug}`, name_en: `Visibility ${row.slug}`, description_ar: '', description_en: '' }
			await db()
				.insertInto('products')
				.values({
					slug: row.slug,
					...text,
					...productSearchColumns(text),
					category_id: row.category === null ? null : categoryIds.get(row.category)!,
					is_active: row.active,
					display_order: index,
				})
				.execute()
		}
		// The expectation comes from the pure rule over what the database holds.
		const active = categoryRows
			.filter((row) => row.active)
			.map((row) => ({ id: categoryIds.get(row.slug)!, parentId: row.parent === null ? null : categoryIds.get(row.parent)!, slug: row.slug }))
		const visible = visibleCategories(active)
		expectedCategories = sorted(visible.map((c) => c.slug))
		const visibleIds = new Set(visible.map((c) => c.id))
		expectedProducts = sorted(
			productRows
				.filter((row) => isProductVisible({ isActive: row.active, categoryId: row.category === null ? null : categoryIds.get(row.category)! }, visibleIds))
				.map((row) => row.slug),
		)
	})

	it('sees the catalogue the rule describes (the fixture hides something at every level)', () => {
		expect(expectedCategories).toEqual(['food', 'grains', 'rice', 'spices'])
		expect(expectedProducts).toEqual(['vis-food', 'vis-grains', 'vis-loose', 'vis-rice', 'vis-spices'])
	})

	it('lists the visible categories, nested, and finds only them by slug', async () => {
		expect(sorted((await listVisibleCategories()).map((c) => c.slug))).toEqual(expectedCategories)
		const flatten = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.slug, ...flatten(n.children)])
		expect(sorted(flatten(await getActiveCategoryTree()))).toEqual(expectedCategories)
		for (const row of categoryRows) {
			expect(Boolean(await getActiveCategoryBySlug(row.slug)), row.slug).toBe(expectedCategories.includes(row.slug))
			const trail = await getActiveCategoryTrail(categoryIds.get(row.slug)!)
			expect(trail.length > 0, row.slug).toBe(expectedCategories.includes(row.slug))
		}
	})

	it('lists exactly the visible products, and counts each category page with its descendants', async () => {
		const all = await listActiveProducts({ pageSize: 100 })
		expect(sorted(all.items.map((p) => p.slug))).toEqual(expectedProducts)
		expect(all.total).toBe(expectedProducts.length)
		for (const row of categoryRows) {
			const found = await getActiveCategoryBySlug(row.slug)
			if (!found) {
				expect((await listActiveProducts({ categoryIds: [categoryIds.get(row.slug)!] })).total, row.slug).toBe(0)
				continue
			}
			const subtree = new Set(descendantIds(found.category))
			const expected = expectedProducts.filter((slug) => {
				const category = productRows.find((p) => p.slug === slug)!.category
				return category !== null && subtree.has(categoryIds.get(category)!)
			})
			const page = await listActiveProducts({ categoryIds: [...subtree], pageSize: 100 })
			expect(sorted(page.items.map((p) => p.slug)), row.slug).toEqual(sorted(expected))
			expect(page.total, row.slug).toBe(expected.length)
		}
	})

	it('opens the page of a visible product only, and relates only visible products', async () => {
		for (const row of productRows) {
			const product = await getActiveProductBySlug(row.slug)
			expect(product !== null, row.slug).toBe(expectedProducts.includes(row.slug))
		}
		const rice = (await getActiveProductBySlug('vis-rice'))!
		const other = await db().insertInto('products').values({ slug: 'vis-rice-two', name_ar: 'ثان', name_en: 'Second', category_id: rice.categoryId }).returning('id').executeTakeFirstOrThrow()
		try {
			expect((await listRelatedProducts(rice)).map((p) => p.slug)).toEqual(['vis-rice-two'])
			// A hidden category's products are related to nothing, even when asked directly.
			expect(await listRelatedProducts({ id: 0, categoryId: categoryIds.get('peas')! })).toEqual([])
		} finally {
			await db().deleteFrom('products').where('id', '=', other.id).execute()
		}
	})

	it('finds and suggests exactly the visible products', async () => {
		expect(sorted((await searchProducts('visibility')).map((r) => r.slug))).toEqual(expectedProducts)
		expect(sorted((await searchProducts('رؤية')).map((r) => r.slug))).toEqual(expectedProducts)
		expect(sorted((await suggestProducts('visibility', 20)).map((r) => r.slug))).toEqual(expectedProducts)
	})

	it('maps exactly the visible categories and products', async () => {
		const entries = await listSitemapEntries()
		const under = (prefix: string) => sorted(entries.filter((e) => e.path.startsWith(prefix)).map((e) => e.path.slice(prefix.length)))
		expect(under('/products/category/')).toEqual(expectedCategories)
		expect(under('/products/').filter((path) => !path.startsWith('category/'))).toEqual(expectedProducts)
	})

	it('gives the SQL form of the rule the answer of the pure one', async () => {
		const visibleIds = new Set((await listVisibleCategories()).map((c) => c.id))
		const rows = await db().selectFrom('products').select('slug').where(visibleProductWhere(visibleIds)).execute()
		expect(sorted(rows.map((r) => r.slug))).toEqual(expectedProducts)
		// With no visible category only products without one remain.
		const loose = await db().selectFrom('products').select('slug').where(visibleProductWhere([])).execute()
		expect(sorted(loose.map((r) => r.slug))).toEqual(['vis-loose'])
	})
})
