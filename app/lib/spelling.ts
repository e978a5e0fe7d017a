import { normalizeArabic } from './arabic.ts'
import { searchTerms, stripArticle } from './search-terms.ts'

/**
 * "Did you mean …?" for a search that found nothing (decision 0056): each word of the query that no
 * word of the catalogue contains is replaced by the catalogue's nearest word, a letter or two away
 * ("basmatti" → "basmati", «بسماتي» → «بسمتي»). Pure: the catalogue's words come in a vocabulary
 * built from the visible products' names and the categories' names.
 */

/** A word as searched (normalised, without the Arabic article) → how it is written, and how often. */
export type Vocabulary = Map<string, { written: string; count: number }>

const word = /[\p{L}\p{M}\p{N}'’]+/gu
/** Words shorter than this are never corrected: too many words are one letter away from them. */
const shortestCorrected = 4

export function buildVocabulary(texts: Iterable<string>): Vocabulary {
	const vocabulary: Vocabulary = new Map()
	for (const text of texts) {
		for (const token of text.match(word) ?? []) {
			const written = stripArticle(token)
			const key = normalizeArabic(written)
			if ([...key].length < 2) continue
			const entry = vocabulary.get(key)
			if (entry) entry.count++
			else vocabulary.set(key, { written: /\p{Lu}/u.test(written) && !/\p{Lu}{2}/u.test(written) ? written.toLowerCase() : written, count: 1 })
		}
	}
	return vocabulary
}

/** How many letters a word of this length may be away from its correction. */
export function allowedEdits(length: number): number {
	return length < shortestCorrected ? 0 : length < 7 ? 1 : 2
}

/**
 * Edits between two words: letters inserted, deleted, replaced, or two neighbours swapped
 * (optimal string alignment), counted by code point. Stops early once over `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
	const s = [...a]
	const t = [...b]
	if (Math.abs(s.length - t.length) > limit) return limit + 1
	let before = new Array<number>(t.length + 1).fill(0)
	let previous = Array.from({ length: t.length + 1 }, (_, j) => j)
	for (let i = 1; i <= s.length; i++) {
		const current = [i]
		let best = i
		for (let j = 1; j <= t.length; j++) {
			const cost = s[i - 1] === t[j - 1] ? 0 : 1
			let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
			if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2]! + 1)
			current.push(value)
			best = Math.min(best, value)
		}
		if (best > limit) return limit + 1
		before = previous
		previous = current
	}
	return previous[t.length]!
}

/** The catalogue's word nearest to `term`, or null when none is near enough. */
function nearestWord(term: string, vocabulary: Vocabulary): string | null {
	const limit = allowedEdits([...term].length)
	if (limit === 0) return null
	let found: { written: string; distance: number; count: number } | null = null
	for (const [key, { written, count }] of vocabulary) {
		const distance = editDistance(term, key, limit)
		if (distance > limit) continue
		// The nearest, then the commonest in the catalogue, then the first in alphabetical order.
		if (!found || distance < found.distance || (distance === found.distance && (count > found.count || (count === found.count && written < found.written)))) {
			found = { written, distance, count }
		}
	}
	return found?.written ?? null
}

/**
 * The query with its unknown words corrected, or null when there is nothing to correct (every word
 * is found in the catalogue as it is, or no word is near one of the catalogue's).
 */
export function correctedQuery(query: string, vocabulary: Vocabulary): string | null {
	const terms = searchTerms(query)
	if (!terms.length) return null
	let changed = false
	const words = terms.map((term) => {
		const known = vocabulary.get(term)
		if (known) return known.written
		// Numbers and pack sizes ("8.35", "25 kg") are typed as meant.
		if (/[\p{N}\s]/u.test(term)) return term
		// Search matches inside words: a part of a catalogue word is no mistake ("basm").
		for (const key of vocabulary.keys()) if (key.includes(term)) return term
		const nearest = nearestWord(term, vocabulary)
		if (nearest === null) return term
		changed = true
		return nearest
	})
	return changed ? words.join(' ') : null
}
