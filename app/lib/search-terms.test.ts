import { describe, expect, it } from 'vitest'
import { maxSearchTerms, searchTerms, stripArticle } from './search-terms.ts'

describe('searchTerms', () => {
	it('splits a query into words, in any order', () => {
		expect(searchTerms('basmati 1121')).toEqual(['basmati', '1121'])
		expect(searchTerms('Rice  BASMATI')).toEqual(['rice', 'basmati'])
		expect(searchTerms('rice, basmati; (steam)')).toEqual(['rice', 'basmati', 'steam'])
	})
	it('drops the Arabic definite article and normalises the spelling', () => {
		expect(searchTerms('الأرز البسمتي')).toEqual(['ارز', 'بسمتي'])
		expect(searchTerms('أرز بسمتي')).toEqual(['ارز', 'بسمتي'])
		expect(searchTerms('الذُّرَة')).toEqual(['ذره'])
	})
	it('drops the article after و ف ب ك ل, and the لل of a preposition before it', () => {
		expect(searchTerms('والأرز')).toEqual(['ارز'])
		expect(searchTerms('بالبسمتي')).toEqual(['بسمتي'])
		expect(searchTerms('فالتمور')).toEqual(['تمور'])
		expect(searchTerms('كالعسل')).toEqual(['عسل'])
		expect(searchTerms('للتصدير')).toEqual(['تصدير'])
		expect(searchTerms('وبالتمر')).toEqual(['تمر'])
	})
	it('keeps words that only look like an article', () => {
		// A hamza is no article: «ألبان» is dairy; too short a stem stays whole.
		expect(searchTerms('ألبان')).toEqual(['البان'])
		expect(searchTerms('آلة')).toEqual(['اله'])
		expect(searchTerms('والد')).toEqual(['والد'])
		expect(stripArticle('الة')).toBe('الة')
		// A prefix letter without the article is part of the word.
		expect(searchTerms('بلح')).toEqual(['بلح'])
		expect(searchTerms('فول')).toEqual(['فول'])
		expect(searchTerms('لبن')).toEqual(['لبن'])
		expect(searchTerms('كمون')).toEqual(['كمون'])
	})
	it('keeps numbers whole, with their decimal point and percent sign', () => {
		expect(searchTerms('8.35 mm long')).toEqual(['8.35 mm', 'long'])
		expect(searchTerms('Thai rice 5%')).toEqual(['thai', 'rice', '5%'])
		expect(searchTerms('أرز ٥٪')).toEqual(['ارز', '5'])
		expect(searchTerms('HS 1006.30')).toEqual(['hs', '1006.30'])
	})
	it('keeps a number and its unit together', () => {
		expect(searchTerms('25 kg')).toEqual(['25 kg'])
		expect(searchTerms('25kg bag')).toEqual(['25 kg', 'bag'])
		expect(searchTerms('Rice 1 L')).toEqual(['rice', '1 l'])
		expect(searchTerms('كيس ٢٥ كغ')).toEqual(['كيس', '25 كغ'])
		expect(searchTerms('عبوة 5 لتر')).toEqual(['عبوه', '5 لتر'])
		// A unit word without a number is a word; a year stays a number.
		expect(searchTerms('kg bags')).toEqual(['kg', 'bags'])
		expect(searchTerms('محصول 2023 م')).toEqual(['محصول', '2023'])
	})
	it('drops single letters, repeats and words inside other words', () => {
		expect(searchTerms('أرز و عدس')).toEqual(['ارز', 'عدس'])
		expect(searchTerms('a rice')).toEqual(['rice'])
		expect(searchTerms('rice Rice ric')).toEqual(['rice'])
		expect(searchTerms('rice 5 10')).toEqual(['rice', '5', '10'])
		expect(searchTerms('10 100')).toEqual(['100'])
	})
	it('searches a query without words as the text it is', () => {
		expect(searchTerms('%')).toEqual(['%'])
		expect(searchTerms('a')).toEqual(['a'])
		expect(searchTerms('   ')).toEqual([])
	})
	it(`keeps at most ${maxSearchTerms} words`, () => {
		const many = Array.from({ length: 20 }, (_, i) => `w${String.fromCharCode(97 + i)}x`).join(' ')
		expect(searchTerms(many)).toHaveLength(maxSearchTerms)
		expect(searchTerms('x'.repeat(100))).toEqual(['x'.repeat(100)])
	})
})
