import { searchTerms } from './search-terms.ts'

/** Relevance of the spec (section 9): +3 per language whose name matches, +1 per language whose
 * description matches, +2 for an exact name match; results sorted by score, highest first. */
export const relevanceWeights = { name: 3, description: 1, exactName: 2 } as const

export type MatchedField = 'name_ar' | 'name_en' | 'description_ar' | 'description_en' | 'specifications'

export interface Searchable {
	name_ar: string
	name_en: string
	description_ar: string
	description_en: string
}

export interface Scored {
	matchedFields: MatchedField[]
	relevanceScore: number
	/** Below the spec's score, for equal scores: how many of the query's words the names hold
	 * (two points each) and the descriptions hold (one each). */
	wordHits: number
}

/** The name's words are the query's words: any order, the article aside. The length check first
 * spares splitting every long name (an article and a conjunction add at most four letters a word). */
function isExactName(name: string, terms: string[]): boolean {
	const letters = terms.reduce((sum, term) => sum + term.length + 1, 0)
	if (name.length > letters + 4 * terms.length) return false
	const words = searchTerms(name)
	return words.length === terms.length && words.every((word) => terms.includes(word))
}

/**
 * The spec's score for a query of several words (decision 0023), on text normalised already (the
 * stored search columns): a field "matches" when it holds every word of the query, in any order,
 * so one word stays the spec's rule exactly; a name matches exactly when its words are the query's
 * words (the article and the order aside). The matched fields are those holding any of the words:
 * where the product was found.
 */
export function scoreNormalized(product: Searchable, terms: string[], specificationMatch = false): Scored {
	const matchedFields: MatchedField[] = []
	let relevanceScore = 0
	let wordHits = 0
	if (!terms.length) return { matchedFields, relevanceScore, wordHits }
	const fields = [
		['name_ar', relevanceWeights.name, 2],
		['name_en', relevanceWeights.name, 2],
		['description_ar', relevanceWeights.description, 1],
		['description_en', relevanceWeights.description, 1],
	] as const
	const hitsPerTerm = new Map<string, number>()
	for (const [field, weight, hitWeight] of fields) {
		const text = product[field]
		const held = terms.filter((term) => text.includes(term))
		if (!held.length) continue
		matchedFields.push(field)
		for (const term of held) hitsPerTerm.set(term, Math.max(hitsPerTerm.get(term) ?? 0, hitWeight))
		if (held.length < terms.length) continue
		relevanceScore += weight
		if (weight === relevanceWeights.name && isExactName(text, terms)) relevanceScore += relevanceWeights.exactName
	}
	for (const hits of hitsPerTerm.values()) wordHits += hits
	if (specificationMatch) matchedFields.push('specifications')
	return { matchedFields, relevanceScore, wordHits }
}

/** Highest first by each key in turn (the spec's score, then tie-breakers); equal ones keep their
 * given order (display order). */
export function sortByRelevance<T>(results: T[], ...keys: ((result: T) => number)[]): T[] {
	return results
		.map((result, index) => ({ result, index }))
		.sort((a, b) => {
			for (const key of keys) {
				const difference = key(b.result) - key(a.result)
				if (difference) return difference
			}
			return a.index - b.index
		})
		.map(({ result }) => result)
}
