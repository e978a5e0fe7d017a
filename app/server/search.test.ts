import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'
import { ensureSearchIndexes, productSearchColumns, reindexProductSearch, searchProducts, specificationSearchText, suggestProducts } from './search.server.ts'

describe.each(testDialects)('product search on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		const rice = await db().insertInto('p_categories').values({ slug: 'rice', name_ar: 'الأرز', name_en: 'Rice' }).returning('id').executeTakeFirstOrThrow()
		const hidden = await db().insertInto('p_categories').values({ slug: 'hidden', name_ar: 'مخفي', name_en: 'Hidden', is_active: false }).returning('id').executeTakeFirstOrThrow()
		const product = (slug: string, name_ar: string, name_en: string, description_ar: string, description_en: string, extra: Record<string, unknown> = {}) => {
			const base = { slug, name_ar, name_en, description_ar, description_en, category_id: rice.id, is_active: true, display_order: 0 }
			return { ...base, ...productSearchColumns(base), ...extra }
		}
		const rows = [
			product('basmati', 'أرز بسمتي', 'Basmati Rice', 'حبة طويلة من الهند', 'Long grain from India', { display_order: 1 }),
			product('rice', 'أرز', 'Rice', 'أرز أبيض', 'White rice', { display_order: 2 }),
			product('sella', 'أرز سيلا', 'Sella parboiled', 'أرز مسلوق', 'Parboiled rice grains', { display_order: 3 }),
			product('corn', 'ذُرَة صفراء', 'Yellow corn', 'أعلاف', 'Feed grade 100% pure', { display_order: 4 }),
			product('retired-rice', 'أرز قديم', 'Old rice', '', '', { is_active: false }),
			product('hidden-rice', 'أرز مخفي', 'Hidden rice', '', '', { category_id: hidden.id }),
		]
		const ids = []
		for (const row of rows) ids.push((await db().insertInto('products').values(row).returning('id').executeTakeFirstOrThrow()).id)
		const spec = { product_id: ids[3]!, name_ar: 'الشهادة', name_en: 'Certificate', value_ar: 'ISO 22000', value_en: 'ISO 22000', is_active: true, display_order: 0 }
		await db().insertInto('product_specifications').values({ ...spec, search_text: specificationSearchText(spec) }).execute()
		const inactive = { ...spec, value_en: 'GlobalGAP', value_ar: 'GlobalGAP', is_active: false }
		await db().insertInto('product_specifications').values({ ...inactive, search_text: specificationSearchText(inactive) }).execute()
	})

	it('returns nothing for a blank query', async () => {
		expect(await searchProducts('   ')).toEqual([])
		expect(await suggestProducts('')).toEqual([])
	})

	it('scores and sorts by the spec weights, with matched fields and category names', async () => {
		const results = await searchProducts('rice')
		expect(results.map((r) => [r.slug, r.relevance_score])).toEqual([
			['rice', 6], // name_en exact (3 + 2) + description_en (1)
			['basmati', 3],
			['sella', 1],
		])
		expect(results[0]!.matched_fields).toEqual(['name_en', 'description_en'])
		expect(results[0]!.category_name_en).toBe('Rice')
	})

	it('matches Arabic spelling variants in query and data', async () => {
		// rice: exact name 3+2, description 1; sella: name 3, description 1; basmati: name 3
		expect((await searchProducts('ارز')).map((r) => r.slug)).toEqual(['rice', 'sella', 'basmati'])
		expect((await searchProducts('ذره')).map((r) => r.slug)).toEqual(['corn'])
		expect((await searchProducts('١٠٠%')).map((r) => r.slug)).toEqual(['corn'])
	})

	it('finds products through their active specifications only', async () => {
		const found = await searchProducts('iso 22000')
		expect(found.map((r) => [r.slug, r.matched_fields])).toEqual([['corn', ['specifications']]])
		expect(await searchProducts('globalgap')).toEqual([])
	})

	it('treats % and _ literally', async () => {
		// A bare % finds only text that contains a percent sign, not every product.
		expect((await searchProducts('%')).map((r) => r.slug)).toEqual(['corn'])
		expect((await searchProducts('100%')).map((r) => r.slug)).toEqual(['corn'])
		expect(await searchProducts('_')).toEqual([])
	})

	it('answers many searches at once (more than the database pool holds)', async () => {
		// Each PostgreSQL search holds a pooled connection for its transaction; it must never wait for
		// a second one, or a burst of searches would hold every connection and wait for ever.
		const answers = await Promise.all(Array.from({ length: 12 }, () => searchProducts('rice')))
		expect(answers.map((results) => results.map((r) => r.slug))).toEqual(Array.from({ length: 12 }, () => ['rice', 'basmati', 'sella']))
	})

	it('reads full-text query syntax as plain text', async () => {
		// Quotes, operators and column filters mean nothing special: no error, and only literal matches.
		for (const query of ['"rice', 'ri"ce', 'rice*', 'NEAR(rice basmati)', 'search_name_en : rice', '{x} : "y"', 'rice OR corn']) {
			expect(await searchProducts(query), query).toEqual([])
			expect(await suggestProducts(query), query).toEqual([])
		}
	})

	it('filters by category on request', async () => {
		expect(await searchProducts('rice', { categoryId: 999 })).toEqual([])
	})

	it('suggests up to five names by prefix, whole-name prefixes first', async () => {
		expect((await suggestProducts('ri')).map((s) => s.slug)).toEqual(['rice', 'basmati'])
		expect((await suggestProducts('أر')).map((s) => s.slug)).toEqual(['basmati', 'rice', 'sella'])
		expect((await suggestProducts('pa')).map((s) => s.slug)).toEqual(['sella'])
		// Three letters and more go through the full-text index on SQLite: the same answers.
		expect((await suggestProducts('ارز')).map((s) => s.slug)).toEqual(['basmati', 'rice', 'sella'])
		expect((await suggestProducts('سيلا')).map((s) => s.slug)).toEqual(['sella'])
		expect((await suggestProducts('parb')).map((s) => s.slug)).toEqual(['sella'])
		// Names only: a word of a description is no suggestion, nor is the middle of a word.
		expect(await suggestProducts('long')).toEqual([])
		expect(await suggestProducts('asmati')).toEqual([])
	})

	it('keeps the most relevant products when more match than it scores', async () => {
		// 250 weak matches (description only) listed before the one exact name match: the exact match
		// must lead the results, not fall outside the candidates.
		const weak = Array.from({ length: 250 }, (_, i) => {
			const base = { slug: `millet-${i}`, name_ar: `دخن ${i}`, name_en: `Millet ${i}`, description_ar: '', description_en: 'Pairs well with quinoa', display_order: 0 }
			return { ...base, ...productSearchColumns(base) }
		})
		await db().insertInto('products').values(weak).execute()
		const exact = { slug: 'quinoa', name_ar: 'كينوا', name_en: 'Quinoa', description_ar: '', description_en: '', display_order: 999 }
		await db().insertInto('products').values({ ...exact, ...productSearchColumns(exact) }).execute()
		const results = await searchProducts('quinoa')
		expect(results[0]).toMatchObject({ slug: 'quinoa', relevance_score: 5 })
		expect(results.slice(1).every((r) => r.relevance_score === 1)).toBe(true)
		await db().deleteFrom('products').where((eb) => eb.or([eb('slug', 'like', 'millet-%'), eb('slug', '=', 'quinoa')])).execute()
	})

	// Only this database has these indexes.
	if (dialect === 'postgres')
		it('puts back missing search indexes at start', async () => {
		await sql`drop index products_search_name_en_trgm`.execute(db())
		expect(await ensureSearchIndexes()).toBe(true)
		const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_indexes where schemaname = current_schema() and indexname = 'products_search_name_en_trgm'`.execute(db())
		expect(rows[0]!.n).toBe(1)
	})

	it('reindexes every row after a bulk load', async () => {
		await db().updateTable('products').set({ search_name_en: '' }).execute()
		expect(await reindexProductSearch()).toBe(6)
		expect((await searchProducts('yellow')).map((r) => r.slug)).toEqual(['corn'])
	})
})
