import { type Kysely, type RawBuilder, sql } from 'kysely'
import { normalizeArabic } from '#app/lib/arabic.ts'
import {
	type MatchedField,
	relevanceWeights,
	scoreNormalized,
	sortByRelevance,
} from '#app/lib/search-score.ts'
import { listActiveCategories } from './categories.server.ts'
import { db, getDatabase } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import { createSearchIndexes, searchIndexNames, sqliteSearchIndexes } from './db/migrations.server.ts'
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
 * On SQLite, the rows of `table` that its trigram full-text index finds for q (decision 0017), to
 * narrow the `like` conditions to those rows instead of reading the table; null where the index
 * cannot help: on PostgreSQL (its indexes serve `like` itself) and for queries shorter than a
 * trigram. The `like` conditions still decide, so both paths give the same answer.
 */
function fullTextCandidates(
	q: string,
	table: (typeof sqliteSearchIndexes)[number]['table'],
	columns?: string[],
): RawBuilder<boolean> | null {
	if (getDatabase().dialect !== 'sqlite' || [...q].length < 3) return null
	const index = sqliteSearchIndexes.find((candidate) => candidate.table === table)!
	// One FTS5 phrase: everything between the quotes is literal text (a quote is doubled),
	// optionally limited to some of the indexed columns.
	const phrase = `${columns ? `{${columns.join(' ')}} : ` : ''}"${q.replace(/"/g, '""')}"`
	return sql<boolean>`id in (select rowid from ${sql.table(index.name)} where ${sql.table(index.name)} match ${phrase})`
}

/** Narrows a query to the rows a full-text index finds, where one helps (fullTextCandidates). */
const narrowedBy =
	(candidates: RawBuilder<boolean> | null) =>
	<Q extends { where(expression: RawBuilder<boolean>): Q }>(query: Q): Q =>
		candidates ? query.where(candidates) : query

/** `%`, `_` and `\` typed by a visitor are matched literally. */
export function likePattern(text: string, prefix = '%') {
	return `${prefix}${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

async function visibleCategories() {
	const categories = await listActiveCategories()
	const byId = new Map(categories.map((c) => [c.id, c]))
	return new Map(
		categories
			.filter((category) => {
				let current: typeof category | undefined = category
				while (current && current.parentId !== null) current = byId.get(current.parentId)
				return current !== undefined
			})
			.map((c) => [c.id, c]),
	)
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

/**
 * Active products whose names, descriptions or active specifications contain the query (Arabic-
 * normalised, case-insensitive), optionally within one category, scored and sorted by relevance.
 * A blank query returns nothing.
 */
export async function searchProducts(
	query: string,
	options: { categoryId?: number } = {},
): Promise<SearchResult[]> {
	// Control characters match nothing (and PostgreSQL refuses NUL in a parameter).
	const q = normalizeArabic(stripControlCharacters(query))
	if (!q) return []
	const pattern = likePattern(q)
	// On PostgreSQL the trigram indexes serve `like '%q%'` itself (decision 0017).
	const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`
	const points = (condition: RawBuilder<unknown>, weight: number) =>
		sql<number>`case when ${condition} then ${sql.lit(weight)} else 0 end`
	const textMatch = [
		like('search_name_ar'),
		like('search_name_en'),
		like('search_description_ar'),
		like('search_description_en'),
	]
	// The spec's relevance (app/lib/search-score.ts), computed by the database too, so the candidates
	// kept are the most relevant ones, not the first in display order.
	const relevance = sql<number>`${points(textMatch[0]!, relevanceWeights.name)} + ${points(textMatch[1]!, relevanceWeights.name)}
		+ ${points(sql`search_name_ar = ${q}`, relevanceWeights.exactName)} + ${points(sql`search_name_en = ${q}`, relevanceWeights.exactName)}
		+ ${points(textMatch[2]!, relevanceWeights.description)} + ${points(textMatch[3]!, relevanceWeights.description)}`
	// The categories are read beside the search's transaction, never inside it: a transaction that
	// waited for a second pooled connection could wait for ever once every connection was in one.
	const [found, categories] = await Promise.all([
		readForSearch(async (reader) => {
			const specMatches = reader
				.selectFrom('product_specifications')
				.select('product_id')
				.where('is_active', '=', true)
				.where(() => like('search_text'))
				.$call(narrowedBy(fullTextCandidates(q, 'product_specifications')))
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
					.where('is_active', '=', true)
				return options.categoryId === undefined ? query : query.where('category_id', '=', options.categoryId)
			}
			// Each step is one index-friendly query (trigram indexes, decision 0017); one OR
			// across products and specifications would make the database read every product.
			// 1. Products whose text matches, most relevant first.
			const byText = await candidates()
				.where((eb) => eb.or(textMatch))
				.$call(narrowedBy(fullTextCandidates(q, 'products')))
				.orderBy(relevance, 'desc')
				.orderBy('display_order')
				.orderBy('id')
				.limit(candidateLimit)
				.execute()
			const textIds = byText.map((row) => row.id)
			const [specMatched, bySpecOnly] = await Promise.all([
				// 2. Which of them also match through a specification (the results say so).
				textIds.length ? specMatches.where('product_id', 'in', textIds).execute() : [],
				// 3. Products found only through their specifications score nothing: they come last, in
				// display order, while there is room. Every text match is in step 1 when there is room.
				textIds.length < candidateLimit
					? candidates()
							.where('id', 'in', specMatches)
							.$if(textIds.length > 0, (query) => query.where('id', 'not in', textIds))
							.orderBy('display_order')
							.orderBy('id')
							.limit(candidateLimit - textIds.length)
							.execute()
					: [],
			])
			const specIds = new Set([
				...specMatched.map((row) => row.product_id),
				...bySpecOnly.map((row) => row.id),
			])
			return [...byText, ...bySpecOnly].map((row) => ({ ...row, spec_match: specIds.has(row.id) }))
		}),
		visibleCategories(),
	])
	const results = found
		.filter((row) => row.category_id === null || categories.has(row.category_id))
		.map((row): SearchResult => {
			const score = scoreNormalized(
				{
					name_ar: row.search_name_ar,
					name_en: row.search_name_en,
					description_ar: row.search_description_ar,
					description_en: row.search_description_en,
				},
				q,
				Boolean(row.spec_match),
			)
			const category = row.category_id === null ? undefined : categories.get(row.category_id)
			return {
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
		})
	return sortByRelevance(results, (r) => r.relevance_score)
}

export interface Suggestion {
	slug: string
	name_ar: string
	name_en: string
	main_image_url: string | null
}

/** Active products whose name (either language) starts with the query, or has a word that does. */
export async function suggestProducts(query: string, limit = suggestionLimit): Promise<Suggestion[]> {
	// Control characters match nothing (and PostgreSQL refuses NUL in a parameter).
	const q = normalizeArabic(stripControlCharacters(query))
	if (!q) return []
	const starts = likePattern(q, '')
	const wordStarts = likePattern(q, '% ')
	const prefix = (column: string) =>
		sql<boolean>`(${sql.ref(column)} like ${starts} escape '\\' or ${sql.ref(column)} like ${wordStarts} escape '\\')`
	const [rows, categories] = await Promise.all([
		readForSearch((reader) =>
			reader
				.selectFrom('products')
				.select(['slug', 'name_ar', 'name_en', 'main_image_url', 'category_id'])
				.where('is_active', '=', true)
				.where((eb) => eb.or([prefix('search_name_ar'), prefix('search_name_en')]))
				.$call(narrowedBy(fullTextCandidates(q, 'products', ['search_name_ar', 'search_name_en'])))
				// Names that start with the query come before names with a later word that does.
				.orderBy(
					sql`case when search_name_ar like ${starts} escape '\\' or search_name_en like ${starts} escape '\\' then 0 else 1 end`,
				)
				.orderBy('display_order')
				.orderBy('id')
				.limit(limit * 4)
				.execute(),
		),
		visibleCategories(),
	])
	return rows
		.filter((row) => row.category_id === null || categories.has(row.category_id))
		.slice(0, limit)
		.map(({ slug, name_ar, name_en, main_image_url }) => ({ slug, name_ar, name_en, main_image_url }))
}
