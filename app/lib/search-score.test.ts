import { describe, expect, it } from 'vitest'
import { normalizeArabic } from './arabic.ts'
import { type Searchable, scoreNormalized, sortByRelevance } from './search-score.ts'
import { searchTerms } from './search-terms.ts'

/** A product scored as the search scores it: its fields normalised as the stored search columns are, the query split into its words. */
function scoreProduct(product: Searchable, query: string, specificationMatch = false) {
	const normalized = {
		name_ar: normalizeArabic(product.name_ar),
		name_en: normalizeArabic(product.name_en),
		description_ar: normalizeArabic(product.description_ar),
		description_en: normalizeArabic(product.description_en),
	}
	return scoreNormalized(normalized, searchTerms(query), specificationMatch)
}

const basmati = {
	name_ar: 'أرز بسمتي',
	name_en: 'Basmati Rice',
	description_ar: 'أرز طويل الحبة من الهند',
	description_en: 'Long-grain rice from India',
}

describe('search relevance', () => {
	it('gives +3 per language whose name matches and +1 per description', () => {
		expect(scoreProduct(basmati, 'rice')).toMatchObject({ matchedFields: ['name_en', 'description_en'], relevanceScore: 4 })
		expect(scoreProduct(basmati, 'ارز')).toMatchObject({ matchedFields: ['name_ar', 'description_ar'], relevanceScore: 4 })
	})
	it('adds +2 for an exact name match', () => {
		expect(scoreProduct(basmati, 'basmati rice').relevanceScore).toBe(5)
		expect(scoreProduct(basmati, 'ارز بسمتي').relevanceScore).toBe(5)
	})
	it('counts a match in both languages', () => {
		const both = { name_ar: 'Sukkari تمر', name_en: 'Sukkari dates', description_ar: '', description_en: 'sukkari from Qassim' }
		expect(scoreProduct(both, 'sukkari')).toMatchObject({ matchedFields: ['name_ar', 'name_en', 'description_en'], relevanceScore: 7 })
	})
	it('matches across Arabic spelling variants and digits', () => {
		const sack = { name_ar: 'كيس ٢٥ كجم', name_en: 'Sack', description_ar: 'ذُرَة صفراء', description_en: '' }
		expect(scoreProduct(sack, '25').matchedFields).toEqual(['name_ar'])
		expect(scoreProduct(sack, 'ذره').matchedFields).toEqual(['description_ar'])
	})
	it('scores a blank query as no match', () => {
		expect(scoreProduct(basmati, '   ')).toEqual({ matchedFields: [], relevanceScore: 0, wordHits: 0 })
	})
	it('lists specification-only matches with no score of their own', () => {
		expect(scoreProduct(basmati, 'iso 22000', true)).toMatchObject({ matchedFields: ['specifications'], relevanceScore: 0 })
	})
	it('matches the words of a query in any order, each in any field', () => {
		const steam = {
			name_ar: 'أرز بسمتي 1121 ستيم',
			name_en: '1121 Steam Basmati Rice',
			description_ar: 'أرز بسمتي هندي من صنف 1121',
			description_en: 'Indian basmati of the 1121 variety',
		}
		// Both words in the English name: +3; in the English description: +1. The Arabic name holds 1121 only.
		expect(scoreProduct(steam, 'basmati 1121')).toMatchObject({ matchedFields: ['name_ar', 'name_en', 'description_ar', 'description_en'], relevanceScore: 4 })
		expect(scoreProduct(steam, 'rice basmati')).toMatchObject({ matchedFields: ['name_en', 'description_en'], relevanceScore: 3 })
		// The article aside, «الأرز البسمتي» is in the Arabic name and description.
		expect(scoreProduct(steam, 'الأرز البسمتي')).toMatchObject({ matchedFields: ['name_ar', 'description_ar'], relevanceScore: 4 })
		// Words split across fields: found in both, but no field holds the whole query.
		expect(scoreProduct(steam, 'steam indian')).toMatchObject({ matchedFields: ['name_en', 'description_en'], relevanceScore: 0 })
	})
	it('counts an exact name match whatever the order and the article', () => {
		expect(scoreProduct(basmati, 'rice basmati').relevanceScore).toBe(5)
		expect(scoreProduct(basmati, 'الأرز البسمتي').relevanceScore).toBe(5)
		expect(scoreProduct(basmati, 'basmati rice india').relevanceScore).toBe(0)
	})
	it('breaks equal scores by the words the names hold, then the descriptions', () => {
		const nameOnly = scoreProduct({ ...basmati, description_en: '' }, 'basmati long')
		const both = scoreProduct({ ...basmati, name_en: 'Basmati Long Grain' }, 'basmati long')
		expect(nameOnly.relevanceScore).toBe(0)
		expect(both.relevanceScore).toBe(3)
		expect(nameOnly.wordHits).toBe(2 + 0) // basmati in a name; long nowhere
		expect(scoreProduct(basmati, 'basmati long').wordHits).toBe(2 + 1) // long in a description
	})
	it('sorts by score, highest first, keeping order among equals', () => {
		const sorted = sortByRelevance([
			{ id: 1, matchedFields: [], relevanceScore: 1 },
			{ id: 2, matchedFields: [], relevanceScore: 5 },
			{ id: 3, matchedFields: [], relevanceScore: 1 },
		], (r) => r.relevanceScore)
		expect(sorted.map((r) => r.id)).toEqual([2, 1, 3])
		const tied = sortByRelevance([
			{ id: 1, score: 1, hits: 1 },
			{ id: 2, score: 1, hits: 3 },
			{ id: 3, score: 2, hits: 0 },
		], (r) => r.score, (r) => r.hits)
		expect(tied.map((r) => r.id)).toEqual([3, 2, 1])
	})
})
