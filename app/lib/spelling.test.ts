import { describe, expect, it } from 'vitest'
import { buildVocabulary, correctedQuery, editDistance } from './spelling.ts'

const catalogue = buildVocabulary([
	'أرز بسمتي 1121 ستيم',
	'1121 Steam Basmati Rice',
	'أرز بسمتي سيلا ذهبي',
	'Golden Sella Basmati Rice',
	'التمور المجففة',
	'Dried Dates',
	'بهارات',
	'Spices',
	'Black Pepper',
	'ISO 22000',
])

describe('editDistance', () => {
	it('counts insertions, deletions, replacements and swapped neighbours', () => {
		expect(editDistance('basmati', 'basmati')).toBe(0)
		expect(editDistance('basmatti', 'basmati')).toBe(1)
		expect(editDistance('basmti', 'basmati')).toBe(1)
		expect(editDistance('basmato', 'basmati')).toBe(1)
		expect(editDistance('bsamati', 'basmati')).toBe(1)
		expect(editDistance('bsmatti', 'basmati')).toBe(2)
		expect(editDistance('بسماتي', 'بسمتي')).toBe(1)
		expect(editDistance('', 'abc')).toBe(3)
	})

	it('stops once over the limit', () => {
		expect(editDistance('pepper', 'basmati', 2)).toBe(3)
		expect(editDistance('a', 'abcdef', 2)).toBe(3)
	})
})

describe('correctedQuery', () => {
	it('corrects a misspelt word to the catalogue word a letter or two away, as the catalogue writes it', () => {
		expect(correctedQuery('basmatti', catalogue)).toBe('basmati')
		expect(correctedQuery('Basmatti Rice', catalogue)).toBe('basmati rice')
		expect(correctedQuery('bsmatti', catalogue)).toBe('basmati')
		expect(correctedQuery('peper', catalogue)).toBe('pepper')
		expect(correctedQuery('spies', catalogue)).toBe('spices')
	})

	it('corrects Arabic words, with or without the article, after the search normalisation', () => {
		expect(correctedQuery('بسماتي', catalogue)).toBe('بسمتي')
		expect(correctedQuery('ارز بسماتي', catalogue)).toBe('أرز بسمتي')
		expect(correctedQuery('البهرات', catalogue)).toBe('بهارات')
		expect(correctedQuery('تمور مجففه', catalogue)).toBeNull()
	})

	it('leaves a query whose words are all found (whole or in part) alone', () => {
		expect(correctedQuery('basmati', catalogue)).toBeNull()
		expect(correctedQuery('basm', catalogue)).toBeNull()
		expect(correctedQuery('أرز', catalogue)).toBeNull()
		expect(correctedQuery('', catalogue)).toBeNull()
	})

	it('never corrects short words, numbers or pack sizes, and gives up on words near nothing', () => {
		expect(correctedQuery('rixe', catalogue)).toBe('rice')
		expect(correctedQuery('ric', catalogue)).toBeNull()
		expect(correctedQuery('rce', catalogue)).toBeNull()
		expect(correctedQuery('1122', catalogue)).toBeNull()
		expect(correctedQuery('25 kg', catalogue)).toBeNull()
		expect(correctedQuery('qwertyuiop', catalogue)).toBeNull()
	})

	it('keeps the words it cannot correct beside the ones it corrects', () => {
		expect(correctedQuery('basmatti qwerty', catalogue)).toBe('basmati qwerty')
	})

	it('prefers the commoner catalogue word between two as near', () => {
		const vocabulary = buildVocabulary(['mangoes', 'mangoes', 'mangues'])
		expect(correctedQuery('mangoos', vocabulary)).toBe('mangoes')
	})
})
