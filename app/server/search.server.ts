import { sql } from 'kysely'
import { normalizeArabic } from '#app/lib/arabic.ts'
import { type MatchedField, scoreProduct, sortByRelevance } from '#app/lib/search-score.ts'
import { listActiveCategories } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { stripControlCharacters } from '#app/lib/validation.ts'

/** Suggestions: at most 5 (spec section 5). */
export const suggestionLimit = 5
/** Candidates scored per query; far more than a person reads, bounded so a broad query stays fast. */
const candidateLimit = 200

/** The normalised copies of a product's searchable text, written with the row. */
export function productSearchColumns(product: { name_ar: string; name_en: string; description_ar: string; description_en: string }) {
	return {
		search_name_ar: normalizeArabic(product.name_ar),
		search_name_en: normalizeArabic(product.name_en),
		search_description_ar: normalizeArabic(product.description_ar),
		search_description_en: normalizeArabic(product.description_en),
	}
}

export function specificationSearchText(spec: { name_ar: string; name_en: string; value_ar: string; value_en: string }) {
	return normalizeArabic([spec.name_ar, spec.name_en, spec.value_ar, spec.value_en].join(' '))
}

/** Recomputes every product's and specification's search text (after bulk loads such as the seed). */
export async function reindexProductSearch(): Promise<number> {
	const products = await db().selectFrom('products').select(['id', 'name_ar', 'name_en', 'description_ar', 'description_en']).execute()
	const specs = await db().selectFrom('product_specifications').select(['id', 'name_ar', 'name_en', 'value_ar', 'value_en']).execute()
	await db()
		.transaction()
		.execute(async (trx) => {
			for (const p of products) await trx.updateTable('products').set(productSearchColumns(p)).where('id', '=', p.id).execute()
			for (const s of specs) await trx.updateTable('product_specifications').set({ search_text: specificationSearchText(s) }).where('id', '=', s.id).execute()
		})
	return products.length
}

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
export async function searchProducts(query: string, options: { categoryId?: number } = {}): Promise<SearchResult[]> {
	// Control characters match nothing (and PostgreSQL refuses NUL in a parameter).
	const q = normalizeArabic(stripControlCharacters(query))
	if (!q) return []
	const pattern = likePattern(q)
	const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`
	const specMatches = db()
		.selectFrom('product_specifications')
		.select('product_id')
		.where('is_active', '=', true)
		.where(() => like('search_text'))
	let rows = db()
		.selectFrom('products')
		.select([
			'id', 'slug', 'name_ar', 'name_en', 'description_ar', 'description_en', 'main_image_url', 'category_id',
			'search_name_ar', 'search_name_en', 'search_description_ar', 'search_description_en',
		])
		.select((eb) => eb('id', 'in', specMatches).as('spec_match'))
		.where('is_active', '=', true)
		.where((eb) =>
			eb.or([
				like('search_name_ar'),
				like('search_name_en'),
				like('search_description_ar'),
				like('search_description_en'),
				eb('id', 'in', specMatches),
			]),
		)
	if (options.categoryId !== undefined) rows = rows.where('category_id', '=', options.categoryId)
	const [found, categories] = await Promise.all([rows.orderBy('display_order').orderBy('id').limit(candidateLimit).execute(), visibleCategories()])
	const results = found
		.filter((row) => row.category_id === null || categories.has(row.category_id))
		.map((row): SearchResult => {
			const score = scoreProduct(
				{ name_ar: row.search_name_ar, name_en: row.search_name_en, description_ar: row.search_description_ar, description_en: row.search_description_en },
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
	const prefix = (column: string) => sql<boolean>`(${sql.ref(column)} like ${starts} escape '\\' or ${sql.ref(column)} like ${wordStarts} escape '\\')`
	const [rows, categories] = await Promise.all([
		db()
			.selectFrom('products')
			.select(['slug', 'name_ar', 'name_en', 'main_image_url', 'category_id'])
			.where('is_active', '=', true)
			.where((eb) => eb.or([prefix('search_name_ar'), prefix('search_name_en')]))
			// Names that start with the query come before names with a later word that does.
			.orderBy(sql`case when search_name_ar like ${starts} escape '\\' or search_name_en like ${starts} escape '\\' then 0 else 1 end`)
			.orderBy('display_order')
			.orderBy('id')
			.limit(limit * 4)
			.execute(),
		visibleCategories(),
	])
	return rows
		.filter((row) => row.category_id === null || categories.has(row.category_id))
		.slice(0, limit)
		.map(({ slug, name_ar, name_en, main_image_url }) => ({ slug, name_ar, name_en, main_image_url }))
}
