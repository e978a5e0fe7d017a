import { searchTerms } from '#app/lib/search-terms.ts'
import { buildVocabulary, correctedQuery, type Vocabulary } from '#app/lib/spelling.ts'
import { cached } from './cache.server.ts'
import { listVisibleCategories } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { logger } from './logger.server.ts'
import { visibleProductWhere } from './products.server.ts'
import { searchProducts } from './search.server.ts'

/** The content version keeps the words current; the time limit only bounds how long unused ones stay. */
const vocabularyTtlMs = 10 * 60_000

/**
 * The words a buyer can find: the visible products' and categories' names in both languages
 * (cached per content version, so a new or renamed product counts on the next search). Read only
 * when a search finds nothing. Decision 0056.
 */
async function searchVocabulary(): Promise<Vocabulary> {
	return cached('search-vocabulary', async () => {
		const categories = await listVisibleCategories()
		const products = await db()
			.selectFrom('products')
			.select(['name_ar', 'name_en'])
			.where(visibleProductWhere(categories.map((category) => category.id)))
			.execute()
		return buildVocabulary([...products.flatMap((product) => [product.name_ar, product.name_en]), ...categories.flatMap((category) => [category.nameAr, category.nameEn])])
	}, vocabularyTtlMs)
}

/**
 * "Did you mean …?" for a query that found nothing: the query with its misspelt words corrected to
 * the catalogue's nearest words, offered only when that query finds products.
 */
export async function spellingSuggestion(query: string): Promise<string | null> {
	if (!searchTerms(query).length) return null
	try {
		const corrected = correctedQuery(query, await searchVocabulary())
		if (!corrected) return null
		return (await searchProducts(corrected)).length ? corrected : null
	} catch (error) {
		// Like the search itself (spec: a failed search is an empty one), a failure offers nothing.
		logger.warn({ err: error }, 'search: could not look for a spelling suggestion')
		return null
	}
}
