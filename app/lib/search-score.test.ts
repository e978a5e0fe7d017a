import { describe, expect, it } from 'vitest'
import { scoreProduct, sortByRelevance } from './search-score.ts'

const basmati = {
	name_ar: 'أرز بسمتي',
	name_en: 'Basmati Rice',
	description_ar: 'أرز طويل الحبة من الهند',
	description_en: 'Long-grain rice from India',
}

describe('search relevance', () => {
	it('gives +3 per language whose name matches and +1 per description', () => {
		expect(scoreProduct(basmati, 'rice')).toEqual({ matchedFields: ['name_en', 'description_en'], relevanceScore: 4 })
		expect(scoreProduct(basmati, 'ارز')).toEqual({ matchedFields: ['name_ar', 'description_ar'], relevanceScore: 4 })
	})
	it('adds +2 for an exact name match', () => {
		expect(scoreProduct(basmati, 'basmati rice').relevanceScore).toBe(5)
		expect(scoreProduct(basmati, 'ارز بسمتي').relevanceScore).toBe(5)
	})
	it('counts a match in both languages', () => {
		const both = { name_ar: 'Sukkari تمر', name_en: 'Sukkari dates', description_ar: '', description_en: 'sukkari from Qassim' }
		expect(scoreProduct(both, 'sukkari')).toEqual({ matchedFields: ['name_ar', 'name_en', 'description_en'], relevanceScore: 7 })
	})
	it('matches across Arabic spelling variants and digits', () => {
		const sack = { name_ar: 'كيس ٢٥ كجم', name_en: 'Sack', description_ar: 'ذُرَة صفراء', description_en: '' }
		expect(scoreProduct(sack, '25').matchedFields).toEqual(['name_ar'])
		expect(scoreProduct(sack, 'ذره').matchedFields).toEqual(['description_ar'])
	})
	it('scores a blank query as no match', () => {
		expect(scoreProduct(basmati, '   ')).toEqual({ matchedFields: [], relevanceScore: 0 })
	})
	it('lists specification-only matches with no score of their own', () => {
		expect(scoreProduct(basmati, 'iso 22000', true)).toEqual({ matchedFields: ['specifications'], relevanceScore: 0 })
	})
	it('sorts by score, highest first, keeping order among equals', () => {
		const sorted = sortByRelevance([
			{ id: 1, matchedFields: [], relevanceScore: 1 },
			{ id: 2, matchedFields: [], relevanceScore: 5 },
			{ id: 3, matchedFields: [], relevanceScore: 1 },
		], (r) => r.relevanceScore)
		expect(sorted.map((r) => r.id)).toEqual([2, 1, 3])
	})
})
