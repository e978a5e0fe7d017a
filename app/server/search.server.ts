import { type Kysely, type RawBuilder, sql } from 'kysely'
import { normalizeArabic } from '#app/lib/arabic.ts'
import { likePattern } from '#app/lib/like-pattern.ts'
import { searchTerms } from '#app/lib/search-terms.ts'
import {
	type MatchedField,
	relevanceWeights,
	scoreNormalized,
	sortByRelevance,
} from '#app/lib/search-score.ts'
import { listVisibleCategories } from './categories.server.ts'
import { visibleProductWhere } from './products.server.ts'
import { db, getDatabase } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import {
	createSearchIndexes,
	searchIndexNames,
	sqliteSearchIndexes,
} from './db/search-indexes-migration.server.ts'
import { stripControlCharacters } from '#app/lib/validation.ts'

/** Suggestions: at most 5 (spec section 5). */
export const suggestionLimit = 5
/** Candidates scored per query; far more than a person reads, bounded so a broad query stays fast. */
const candidateLimit = 200

/** The normalised copies of a product's searchable text, written with the row. */
export function productSearchColumns(product: {
	name_ar: string
	name_en: string
	description_ar: string
	description_en: string
}) {
	return {
		search_name_ar: normalizeArabic(product.name_ar),
		search_name_en: normalizeArabic(product.name_en),
		search_description_ar: normalizeArabic(product.description_ar),
		search_description_en: normalizeArabic(product.description_en),
	}
}

export function specificationSearchText(spec: {
	name_ar: string
	name_en: string
	value_ar: string
	value_en: string
}) {
	return normalizeArabic([spec.name_ar, spec.name_en, spec.value_ar, spec.value_en].join(' '))
}

/** Recomputes every product's and specification's search text (after bulk loads such as the seed). */
export async function reindexProductSearch(): Promise<number> {
	const products = await db()
		.selectFrom('products')
		.select(['id', 'name_ar', 'name_en', 'description_ar', 'description_en'])
		.execute()
	const specs = await db()
		.selectFrom('product_specifications')
		.select(['id', 'name_ar', 'name_en', 'value_ar', 'value_en'])
		.execute()
	await db()
		.transaction()
		.execute(async (trx) => {
			for (const p of products)
				await trx.updateTable('products').set(productSearchColumns(p)).where('id', '=', p.id).execute()
			for (const s of specs)
				await trx
					.updateTable('product_specifications')
					.set({ search_text: specificationSearchText(s) })
					.where('id', '=', s.id)
					.execute()
		})
	return products.length
}

/**
 * Makes sure product search has its indexes and answers whether it has: SQLite reads the table
 * (decision 0017); PostgreSQL gets trigram indexes once pg_trgm is to be had (the migration tries
 * first; this runs at start while they are missing).
 */
export async function ensureSearchIndexes(): Promise<boolean> {
	if (getDatabase().dialect !== 'postgres') return true
	const present = async () =>
		(
			await sql<{
				n: number
			}>`select count(*)::int as n from pg_indexes where schemaname = current_schema() and indexname in (${sql.join(searchIndexNames)})`.execute(
				db(),
			)
		).rows[0]!.n === searchIndexNames.length
	if (await present()) return true
	return db()
		.transaction()
		.execute((trx) => createSearchIndexes(trx))
}

/**
 * Runs the search's reads. On PostgreSQL they share a transaction that prices random page reads
 * as the cached, solid-state storage they are (1.1, not the default 4, which models spinning
 * disks): with the default the planner reads the whole products table for a two-word query
 * rather than combine the trigram indexes, 16 ms instead of 2 at 10,000 products (decision 0017).
 */
async function readForSearch<T>(read: (reader: Kysely<Database>) => Promise<T>): Promise<T> {
	if (getDatabase().dialect !== 'postgres') return read(db())
	return db()
		.transaction()
		.execute(async (trx) => {
			await sql`set local random_page_cost = 1.1`.execute(trx)
			return read(trx)
		})
}

/**
 * On SQLite, the rows of `table` that its trigram full-text index finds for the query's words
 * (decision 0017): all of them (`every`, a row holding each word in one of its columns) or any of
 * them, to narrow the `like` conditions to those rows instead of reading the table; null where
 * the index cannot help: on PostgreSQL (its indexes serve `like` itself), and for words shorter
 * than a trigram (left out of `every`; with `any`, one of them means no narrowing). The `like`
 * conditions still decide, so both paths give the same answer.
 */
function fullTextCandidates(
	terms: string[],
	table: (typeof sqliteSearchIndexes)[number]['table'],
	options: { every: boolean; columns?: string[] },
): RawBuilder<boolean> | null {
	if (getDatabase().dialect !== 'sqlite') return null
	const long = terms.filter((term) => [...term].length >= 3)
	if (!long.length || (!options.every && long.length < terms.length)) return null
	const index = sqliteSearchIndexes.find((candidate) => candidate.table === table)!
	// FTS5 phrases: everything between the quotes is literal text (a quote is doubled),
	// optionally limited to some of the indexed columns.
	const columns = options.columns ? `{${options.columns.join(' ')}} : ` : ''
	const expression = long
		.map((term) => `${columns}"${term.replace(/"/g, '""')}"`)
		.join(options.every ? ' AND ' : ' OR ')
	return sql<boolean>`id in (select rowid from ${sql.table(index.name)} where ${sql.table(index.name)} match ${expression})`
}

/** Narrows a query to the rows a full-text index finds, where one helps (fullTextCandidates). */
const narrowedBy =
	(candidates: RawBuilder<boolean> | null) =>
	<Q extends { where(expression: RawBuilder<boolean>): Q }>(query: Q): Q =>
		candidates ? query.where(candidates) : query

/** The visible categories by id: a result shows only when `isProductVisible` (every one here is active). */
async function visibleCategoriesById() {
	return new Map((await listVisibleCategories()).map((category) => [category.id, category]))
}

export interface SearchResult {
	id: number
	slug: string
	name_ar: string
	name_en: string
	description_ar: string
	description_en: string
	main_image_url: string | null
	category_id: number | null
	category_name_ar: string | null
	category_name_en: string | null
	matched_fields: MatchedField[]
	relevance_score: number
}

const textColumns = [
	'search_name_ar',
	'search_name_en',
	'search_description_ar',
	'search_description_en',
] as const

/** `column like '%term%'`, `%`, `_` and `\` of the term taken literally; on PostgreSQL the trigram
 * indexes serve it (decision 0017). */
const contains = (column: string, term: string) =>
	sql<boolean>`${sql.ref(column)} like ${likePattern(term)} escape '\\'`
const all = (conditions: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(conditions, sql` and `)})`
const any = (conditions: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(conditions, sql` or `)})`
const points = (condition: RawBuilder<unknown>, weight: number) =>
	sql<number>`case when ${condition} then ${sql.lit(weight)} else 0 end`

/**
 * Active products that hold every word of the query (searchTerms: any order, each word in any of
 * the names, descriptions or active specifications, the Arabic article aside, Arabic-normalised,
 * case-insensitive), optionally within one category, scored by the spec's weights and sorted by
 * relevance (decision 0023). A blank query returns nothing.
 */
export async function searchProducts(
	query: string,
	options: { categoryId?: number } = {},
): Promise<SearchResult[]> {
	// Control characters match nothing (and PostgreSQL refuses NUL in a parameter).
	const terms = searchTerms(stripControlCharacters(query))
	if (!terms.length) return []
	// Each word is in one of the product's own text columns.
	const inText = (term: string) => any(textColumns.map((column) => contains(column, term)))
	const inAll = (column: string) => all(terms.map((term) => contains(column, term)))
	// The spec's relevance (app/lib/search-score.ts: a field matches when it holds every word),
	// computed by the database too, so the candidates kept are the most relevant ones, not the first
	// in display order. The exact-name points here take the words in the order typed; the score of
	// the candidates (scoreNormalized) takes any order.
	const phrase = terms.join(' ')
	const relevance = sql<number>`${points(inAll('search_name_ar'), relevanceWeights.name)} + ${points(inAll('search_name_en'), relevanceWeights.name)}
		+ ${points(sql`search_name_ar = ${phrase}`, relevanceWeights.exactName)} + ${points(sql`search_name_en = ${phrase}`, relevanceWeights.exactName)}
		+ ${points(inAll('search_description_ar'), relevanceWeights.description)} + ${points(inAll('search_description_en'), relevanceWeights.description)}`
	// The categories are read before the search's transaction, never inside it: a transaction that
	// waited for a second pooled connection could wait for ever once every connection was in one.
	// Candidates are visible products only, so hidden ones never take the places of visible ones.
	const categories = await visibleCategoriesById()
	const visible = visibleProductWhere(categories.keys())
	const found = await readForSearch(async (reader) => {
		// Products with an active specification that holds one of the given words.
		const specMatches = (words: string[]) =>
			reader
				.selectFrom('product_specifications')
				.select('product_id')
				.where('is_active', '=', true)
				.where(() => any(words.map((term) => contains('search_text', term))))
				.$call(narrowedBy(fullTextCandidates(words, 'product_specifications', { every: false })))
		const candidates = () => {
			const query = reader
				.selectFrom('products')
				.select([
					'id',
					'slug',
					'name_ar',
					'name_en',
					'description_ar',
					'description_en',
					'main_image_url',
					'category_id',
					'search_name_ar',
					'search_name_en',
					'search_description_ar',
					'search_description_en',
				])
				.where(visible)
			return options.categoryId === undefined ? query : query.where('category_id', '=', options.categoryId)
		}
		// Each step is one index-friendly query (trigram indexes, decision 0017); one OR
		// across products and specifications would make the database read every product.
		// 1. Products whose own text holds every word, most relevant first.
		const byText = await candidates()
			.where(() => all(terms.map(inText)))
			.$call(narrowedBy(fullTextCandidates(terms, 'products', { every: true })))
			.orderBy(relevance, 'desc')
			.orderBy('display_order')
			.orderBy('id')
			.limit(candidateLimit)
			.execute()
		const textIds = byText.map((row) => row.id)
		const [specMatched, bySpec] = await Promise.all([
			// 2. Which of them also match through a specification (the results say so).
			textIds.length ? specMatches(terms).where('product_id', 'in', textIds).execute() : [],
			// 3. Products that need their specifications for some word (each word in their text or in
			// one of their specifications) score nothing: they come last, in display order, while
			// there is room. Every product of step 1's kind is in step 1 when there is room. The
			// specifications holding any word, one row a product with a flag a word, drive the join:
			// the planner cannot walk every product in display order hoping to stop early.
			textIds.length < candidateLimit
				? candidates()
						.innerJoin(
							specMatches(terms)
								.select(
									terms.map((term, i) =>
										sql<number>`max(case when ${contains('search_text', term)} then 1 else 0 end)`.as(
											`has_${i}`,
										),
									),
								)
								.groupBy('product_id')
								.as('spec_hits'),
							'spec_hits.product_id',
							'products.id',
						)
						// The flag first: where it is set, the text is not read.
						.where(() =>
							all(
								terms.map((term, i) =>
									any([sql<boolean>`${sql.ref(`spec_hits.has_${i}`)} = 1`, inText(term)]),
								),
							),
						)
						.orderBy('display_order')
						.orderBy('id')
						// Step 1's products are among these (every word in their text): left out here
						// rather than by a condition every product of the table would be checked against.
						.limit(candidateLimit)
						.execute()
						.then((rows) =>
							rows.filter((row) => !textIds.includes(row.id)).slice(0, candidateLimit - textIds.length),
						)
				: [],
		])
		const specIds = new Set([...specMatched.map((row) => row.product_id), ...bySpec.map((row) => row.id)])
		return [...byText, ...bySpec].map((row) => ({ ...row, spec_match: specIds.has(row.id) }))
	})
	const results = found.map((row) => {
		const score = scoreNormalized(
			{
				name_ar: row.search_name_ar,
				name_en: row.search_name_en,
				description_ar: row.search_description_ar,
				description_en: row.search_description_en,
			},
			terms,
			Boolean(row.spec_match),
		)
		const category = row.category_id === null ? undefined : categories.get(row.category_id)
		const result: SearchResult = {
			id: row.id,
			slug: row.slug,
			name_ar: row.name_ar,
			name_en: row.name_en,
			description_ar: row.description_ar,
			description_en: row.description_en,
			main_image_url: row.main_image_url,
			category_id: row.category_id,
			category_name_ar: category?.nameAr ?? null,
			category_name_en: category?.nameEn ?? null,
			matched_fields: score.matchedFields,
			relevance_score: score.relevanceScore,
		}
		return { result, wordHits: score.wordHits }
	})
	return sortByRelevance(
		results,
		(r) => r.result.relevance_score,
		(r) => r.wordHits,
	).map((r) => r.result)
}

export interface Suggestion {
	slug: string
	name_ar: string
	name_en: string
	main_image_url: string | null
}

/**
 * `column` has a word that starts with `term`: at its start or after a space, and for an Arabic
 * term also after the article («ارز» starts a word of «الارز البسمتي»).
 */
function wordStarts(column: string, term: string): RawBuilder<boolean> {
	const starts = [likePattern(term, ''), likePattern(term, '% ')]
	if (/\p{Script=Arabic}/u.test(term))
		starts.push(likePattern(`ال${term}`, ''), likePattern(`ال${term}`, '% '))
	// Most names do not hold the word at all: one substring test turns them away.
	return all([
		contains(column, term),
		any(starts.map((pattern) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`)),
	])
}

/**
 * Active products whose names hold a word starting with each word of the query (any order, either
 * language's name for each word): what the results page lists for the same query, by its names.
 * Names that start with the first word come first, then display order.
 */
export async function suggestProducts(query: string, limit = suggestionLimit): Promise<Suggestion[]> {
	// Control characters match nothing (and PostgreSQL refuses NUL in a parameter).
	const terms = searchTerms(stripControlCharacters(query))
	if (!terms.length) return []
	const nameColumns = ['search_name_ar', 'search_name_en']
	const first = likePattern(terms[0]!, '')
	const visible = visibleProductWhere((await visibleCategoriesById()).keys())
	const rows = await readForSearch((reader) =>
		reader
			.selectFrom('products')
			.select(['slug', 'name_ar', 'name_en', 'main_image_url'])
			.where(visible)
			.where(() => all(terms.map((term) => any(nameColumns.map((column) => wordStarts(column, term))))))
			.$call(narrowedBy(fullTextCandidates(terms, 'products', { every: true, columns: nameColumns })))
			// Names that start with the query come before names with a later word that does.
			.orderBy(
				sql`case when search_name_ar like ${first} escape '\\' or search_name_en like ${first} escape '\\' then 0 else 1 end`,
			)
			.orderBy('display_order')
			.orderBy('id')
			.limit(limit)
			.execute(),
	)
	return rows
}
