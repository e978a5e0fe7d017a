import { normalizeArabic, stripArabicMarks } from './arabic.ts'

/**
 * The words of a search query, each matched on its own (decision 0023): a product matches when
 * every word is found in one of its fields, in any order, each word in any field.
 *
 * - Words are runs of letters and digits; a number keeps its decimal point or comma and a trailing
 *   percent sign ("8.35", "5%"). Other punctuation separates words.
 * - The Arabic definite article is dropped from the start of a word: «ال», also after the
 *   conjunctions و/ف and the prepositions ب/ك/ل («والأرز», «بالبسمتي», «فالتمور»), and the «لل» of
 *   «للتصدير». Only where a stem of at least two letters stays («الة», «والد» keep theirs), and only
 *   with a bare alef: «ألبان» (dairy) starts with a hamza, not an article. Matching is by substring,
 *   so a stem still finds the word with its article («ارز» is inside «الارز»).
 * - Then the spelling is normalised as the stored text is (normalizeArabic).
 * - A number and the unit after it stay one term, as catalogues write them ("25 kg", «10 كغ»,
 *   also when typed "25kg"): a buyer means the pack size, not a 25 anywhere and a kg elsewhere.
 * - Single letters are dropped (a standalone «و», "a"); digits are kept. Repeated words, and words
 *   inside another word of the query ("ric" beside "rice"), add nothing and are dropped.
 * - At most `maxSearchTerms` words are kept, in the order typed.
 *
 * A query with no word at all but other text (a lone "%") is searched as that text.
 */
export const maxSearchTerms = 8

const word = /\p{N}+(?:[.,]\p{N}+)*%?|[\p{L}\p{M}\p{N}'’]+/gu
const article = /^(?:[وف]?[بكل]?[اٱ]ل(?=[^\s]{2,})|[وف]?لل(?=[^\s]{3,}))/

/** Units of weight, volume and length as catalogues write them, normalised (normalizeArabic). */
const units = new Set(['kg', 'kgs', 'g', 'gm', 'gr', 'mg', 'l', 'lt', 'ltr', 'ml', 'mt', 'ton', 'tons', 'tonne', 'tonnes', 'lb', 'lbs', 'oz', 'mm', 'cm', 'كغ', 'كجم', 'كلغ', 'كيلو', 'كيلوغرام', 'كيلوجرام', 'غ', 'غم', 'جم', 'جرام', 'غرام', 'ملغ', 'لتر', 'ل', 'مل', 'طن', 'مم', 'سم'])

export function stripArticle(token: string): string {
	return token.replace(article, '')
}

export function searchTerms(query: string): string[] {
	const text = stripArabicMarks(query.normalize('NFKC'))
	const terms: string[] = []
	for (const token of text.match(word) ?? []) {
		const term = normalizeArabic(stripArticle(token)).replace(/^['’]+|['’]+$/g, '')
		const previous = terms.at(-1)
		if (units.has(term) && previous !== undefined && /^\d+(?:[.,]\d+)*$/.test(previous)) {
			terms[terms.length - 1] = `${previous} ${term}`
			continue
		}
		if ([...term].length < 2 && !/^\d$/.test(term)) continue
		terms.push(term)
	}
	const kept = terms.filter((term, index) => {
		// A word that is another word of the query, or part of one, narrows nothing.
		return !terms.some((other, j) => (other === term ? j < index : other.includes(term)))
	})
	if (!kept.length) {
		const whole = normalizeArabic(query)
		return whole ? [whole] : []
	}
	return kept.slice(0, maxSearchTerms)
}
