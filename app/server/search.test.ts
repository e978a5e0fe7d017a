import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { clearCache } from './cache.server.ts'
import { db } from './db/db.server.ts'
import { categories } from './seed/content/categories.ts'
import { products as demoProducts } from './seed/content/products/index.ts'
import { spellingSuggestion } from './search-spelling.server.ts'
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

	it('finds a visible product however many hidden ones match before it', async () => {
		// More matches in a hidden category than the results and the suggestions read as candidates:
		// they must not take the visible product's place.
		const hidden = await db().selectFrom('p_categories').select('id').where('slug', '=', 'hidden').executeTakeFirstOrThrow()
		const row = (slug: string, name_en: string, extra: Record<string, unknown>) => {
			const base = { slug, name_ar: `زعتر ${slug}`, name_en, description_ar: '', description_en: '', is_active: true, ...extra }
			return { ...base, ...productSearchColumns(base) }
		}
		const hiddenRows = Array.from({ length: 210 }, (_, i) => row(`zaatar-hidden-${i}`, `Zaatar blend ${i}`, { category_id: hidden.id, display_order: 0 }))
		for (let i = 0; i < hiddenRows.length; i += 50) await db().insertInto('products').values(hiddenRows.slice(i, i + 50)).execute()
		await db().insertInto('products').values(row('zaatar-visible', 'Zaatar premium', { category_id: null, display_order: 999 })).execute()
		try {
			expect((await searchProducts('zaatar')).map((r) => r.slug)).toEqual(['zaatar-visible'])
			expect((await searchProducts('زعتر')).map((r) => r.slug)).toEqual(['zaatar-visible'])
			expect((await suggestProducts('zaat')).map((r) => r.slug)).toEqual(['zaatar-visible'])
		} finally {
			await db().deleteFrom('products').where('slug', 'like', 'zaatar-%').execute()
		}
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

	it('reads full-text query syntax as plain words', async () => {
		// Quotes, operators and column filters mean nothing special: no error, and the words are
		// searched as words ("OR" is one more word to find, not an operator).
		const slugs = async (query: string) => (await searchProducts(query)).map((r) => r.slug)
		for (const query of ['"rice', 'rice*', '(rice)', '"rice"']) expect(await slugs(query), query).toEqual(await slugs('rice'))
		for (const query of ['NEAR(rice basmati)', 'search_name_en : rice', '{x} : "y"', 'rice OR corn', '"basmati" AND "corn"']) {
			expect(await searchProducts(query), query).toEqual([])
			expect(await suggestProducts(query), query).toEqual([])
		}
	})

	it('matches every word in any order, each word in any field', async () => {
		const slugs = async (query: string) => (await searchProducts(query)).map((r) => r.slug)
		expect(await slugs('rice basmati')).toEqual(['basmati'])
		expect(await slugs('basmati rice')).toEqual(['basmati'])
		// "india" is in the description only, "basmati" in the name.
		expect(await slugs('india basmati')).toEqual(['basmati'])
		// One word in the text, one only in a specification.
		expect((await searchProducts('yellow 22000')).map((r) => [r.slug, r.matched_fields])).toEqual([['corn', ['name_en', 'specifications']]])
		// Every word must be found somewhere.
		expect(await slugs('rice corn')).toEqual([])
		expect(await slugs('basmati kiwi')).toEqual([])
	})

	it('ignores the Arabic article, also after a conjunction or preposition', async () => {
		const slugs = async (query: string) => (await searchProducts(query)).map((r) => r.slug)
		expect(await slugs('الأرز البسمتي')).toEqual(['basmati'])
		expect(await slugs('البسمتي والأرز')).toEqual(['basmati'])
		expect(await slugs('بالأرز')).toEqual(await slugs('أرز'))
		expect(await slugs('الذرة الصفراء')).toEqual(['corn'])
	})

	it('suggests by the start of each word, in any order, the article aside', async () => {
		const suggested = async (query: string) => (await suggestProducts(query)).map((s) => s.slug)
		expect(await suggested('rice bas')).toEqual(['basmati'])
		expect(await suggested('بسم أر')).toEqual(['basmati'])
		expect(await suggested('الأرز البسمتي')).toEqual(['basmati'])
		expect(await suggested('الذرة')).toEqual(['corn'])
		expect(await suggested('rice yel')).toEqual([])
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

	it('suggests the catalogue\'s spelling for a query that finds nothing, only when that finds products', async () => {
		clearCache()
		expect(await searchProducts('basmatti')).toEqual([])
		expect(await spellingSuggestion('basmatti')).toBe('basmati')
		expect(await spellingSuggestion('Basmatti rise')).toBe('basmati rice')
		expect(await spellingSuggestion('بسماتي')).toBe('بسمتي')
		expect(await spellingSuggestion('yelow corn')).toBe('yellow corn')
		expect(await spellingSuggestion('qwertyuiop')).toBeNull()
		// Words of a retired product or of a hidden category lead nowhere a buyer can go.
		expect(await spellingSuggestion('hiden')).toBeNull()
		expect(await spellingSuggestion('قديمم')).toBeNull()
		// A product added since counts at once (the vocabulary is kept per content version).
		const added = { slug: 'cumin', name_ar: 'كمون', name_en: 'Cumin seeds', description_ar: '', description_en: '', is_active: true, display_order: 9 }
		await db().insertInto('products').values({ ...added, ...productSearchColumns(added) }).execute()
		try {
			clearCache()
			expect(await spellingSuggestion('cummin')).toBe('cumin')
		} finally {
			await db().deleteFrom('products').where('slug', '=', 'cumin').execute()
		}
	})
})

/**
 * What buyers type, against the demo catalogue's own texts (the seed's products, categories and
 * specifications, without pictures): queries that found nothing when the query had to appear as
 * one phrase, and suggestions that must always be among the results of the same query.
 */
describe.each(testDialects)('buyer-typed queries against the demo catalogue on %s', (dialect) => {
	withTestDatabase(dialect)
	const categoryOf = new Map<string, string>()

	beforeAll(async () => {
		const ids = new Map<string, number>()
		for (const category of categories) {
			const { id } = await db()
				.insertInto('p_categories')
				.values({ slug: category.slug, name_ar: category.name.ar, name_en: category.name.en, parent_id: category.parent ? ids.get(category.parent)! : null })
				.returning('id')
				.executeTakeFirstOrThrow()
			ids.set(category.slug, id)
		}
		for (const [order, product] of demoProducts.entries()) {
			categoryOf.set(product.slug, product.category)
			const text = { name_ar: product.name.ar, name_en: product.name.en, description_ar: product.description.ar, description_en: product.description.en }
			const { id } = await db()
				.insertInto('products')
				.values({ ...text, ...productSearchColumns(text), slug: product.slug, category_id: ids.get(product.category)!, display_order: order, is_active: product.active ?? true })
				.returning('id')
				.executeTakeFirstOrThrow()
			for (const spec of product.specs) {
				const row = { name_ar: spec.name.ar, name_en: spec.name.en, value_ar: spec.value.ar, value_en: spec.value.en }
				await db().insertInto('product_specifications').values({ ...row, product_id: id, is_active: spec.active ?? true, search_text: specificationSearchText(row) }).execute()
			}
		}
	})

	const basmati = () => demoProducts.filter((p) => p.category === 'basmati-rice' && p.active !== false).map((p) => p.slug)

	it('"basmati 1121" leads with the 1121 basmati rices', async () => {
		const results = await searchProducts('basmati 1121')
		expect(results.slice(0, 2).map((r) => r.slug).sort()).toEqual(['basmati-rice-1121-golden-sella', 'basmati-rice-1121-steam'])
		expect(results[0]!.relevance_score).toBeGreaterThanOrEqual(3)
		// Same words, other order, other script for the number.
		expect((await searchProducts('١١٢١ بسمتي')).slice(0, 2).map((r) => r.slug).sort()).toEqual(['basmati-rice-1121-golden-sella', 'basmati-rice-1121-steam'])
	})

	it('"rice basmati" and «الأرز البسمتي» (the category\'s own name) find every basmati rice first', async () => {
		for (const query of ['rice basmati', 'Basmati rice', 'الأرز البسمتي', 'أرز بسمتي', 'بسمتي']) {
			const results = await searchProducts(query)
			const top = results.slice(0, basmati().length).map((r) => r.slug)
			expect(top.sort(), query).toEqual([...basmati()].sort())
			expect(results[0]!.relevance_score, query).toBeGreaterThanOrEqual(3)
		}
	})

	it('finds goods by words in any order and either language', async () => {
		const first = async (query: string) => (await searchProducts(query))[0]?.slug
		for (const query of ['dates sukkari', 'sukkari qassim dates', 'التمر السكري', 'تمور سكري القصيم', 'السكري من القصيم']) expect(await first(query), query).toBe('sukkari-dates-qassim')
		expect(categoryOf.get((await first('rice thai'))!)).toBe('long-grain-rice')
		expect(categoryOf.get((await first('بالأرز التايلندي'))!)).toBe('long-grain-rice')
	})

	it('suggests only products the results page lists for the same query, best first', async () => {
		const queries = ['ba', 'bas', 'basmati 1121', '1121', 'rice bas', 'الأرز البسمتي', 'أرز بس', 'بسم', 'تم', 'تمر سك', 'sukk', 'dates suk', 'oil', 'زيت زيت', 'الهيل', 'cumin', 'كيس']
		for (const query of queries) {
			const suggestions = await suggestProducts(query)
			const results = new Set((await searchProducts(query)).map((r) => r.slug))
			for (const suggestion of suggestions) expect(results.has(suggestion.slug), `${query}: ${suggestion.slug}`).toBe(true)
		}
		expect((await suggestProducts('basmati 1121')).map((s) => s.slug).sort()).toEqual(['basmati-rice-1121-golden-sella', 'basmati-rice-1121-steam'])
		expect((await suggestProducts('الأرز البسمتي')).length).toBeGreaterThan(0)
	})
})
