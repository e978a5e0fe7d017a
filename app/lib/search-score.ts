import { normalizeArabic } from './arabic.ts'

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
}

/**
 * Scores one product against a query (both normalised). `specificationMatch` marks a product found
 * through its specifications: it is listed, and says so in its matched fields, but the spec's score
 * only counts names and descriptions.
 */
export function scoreProduct(product: Searchable, query: string, specificationMatch = false): Scored {
	return scoreNormalized(
		{
			name_ar: normalizeArabic(product.name_ar),
			name_en: normalizeArabic(product.name_en),
			description_ar: normalizeArabic(product.description_ar),
			description_en: normalizeArabic(product.description_en),
		},
		normalizeArabic(query),
		specificationMatch,
	)
}

/**
 * The same score for text that is normalised already (the stored search columns and a normalised
 * query): a results page scores up to 200 products, and normalising their text again costs more
 * than the query.
 */
export function scoreNormalized(product: Searchable, q: string, specificationMatch = false): Scored {
	const matchedFields: MatchedField[] = []
	let relevanceScore = 0
	if (!q) return { matchedFields, relevanceScore }
	for (const lang of ['ar', 'en'] as const) {
		const name = product[`name_${lang}`]
		if (name.includes(q)) {
			matchedFields.push(`name_${lang}`)
			relevanceScore += relevanceWeights.name
			if (name === q) relevanceScore += relevanceWeights.exactName
		}
	}
	for (const lang of ['ar', 'en'] as const) {
		if (product[`description_${lang}`].includes(q)) {
			matchedFields.push(`description_${lang}`)
			relevanceScore += relevanceWeights.description
		}
	}
	if (specificationMatch) matchedFields.push('specifications')
	return { matchedFields, relevanceScore }
}

/** Highest score first; equal scores keep their given order (display order). */
export function sortByRelevance<T>(results: T[], score: (result: T) => number): T[] {
	return results
		.map((result, index) => ({ result, index }))
		.sort((a, b) => score(b.result) - score(a.result) || a.index - b.index)
		.map(({ result }) => result)
}
