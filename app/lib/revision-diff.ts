import { diffWords } from 'diff'

/**
 * The comparison of two revisions of an item (decision 0043): each field's text, word by word
 * (jsdiff's `diffWords` with the platform's word segmenter, so Arabic words with tashkeel or a
 * zero-width non-joiner stay whole), shown side by side in the field's own direction. A rich-text
 * body is compared as its readable text, one paragraph a block.
 */

/** How a field reads: Arabic or English text, an Arabic or English rich-text body, or a language-neutral value. */
export type RevisionFieldKind = 'ar' | 'en' | 'html-ar' | 'html-en' | 'plain'

export interface RevisionField {
	name: string
	kind: RevisionFieldKind
}

/**
 * A history's fields, in the edit screen's order, from their names: a name ending in `_ar` or `Ar`
 * reads as Arabic, in `_en` or `En` as English, any other as a language-neutral value; the names in
 * `html` are rich-text bodies in their language.
 */
export function revisionFields(names: readonly string[], html: readonly string[] = []): RevisionField[] {
	return names.map((name) => {
		const lang = /(_a|A)r$/.test(name) ? 'ar' : /(_e|E)n$/.test(name) ? 'en' : null
		if (lang === null) return { name, kind: 'plain' }
		return { name, kind: html.includes(name) ? `html-${lang}` : lang }
	})
}

export interface DiffPart {
	text: string
	/** Only in the newer revision, only in the older, or in both. */
	change?: 'added' | 'removed'
}

export interface RevisionFieldDiff {
	name: string
	lang: 'ar' | 'en'
	dir: 'rtl' | 'ltr'
	changed: boolean
	parts: DiffPart[]
}

const blockEnd = /<\/(p|h[1-6]|li|blockquote|div|pre|tr|ul|ol)\s*>|<br\s*\/?>/gi
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ', '#160': ' ' }

/** The readable text of stored HTML: tags dropped, one paragraph (block) a line, blank lines between. */
export function htmlParagraphs(html: string): string {
	return html
		.replace(blockEnd, '\n')
		.replace(/<[^>]*>/g, '')
		.replace(/&(amp|lt|gt|quot|#39|apos|nbsp|#160);/g, (_, name: string) => entities[name]!)
		.split('\n')
		.map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
		.filter((line) => line !== '')
		.join('\n\n')
}

/** A stored value as the text compared: empty for nothing, lists one item a line. */
export function valueText(value: unknown, kind: RevisionFieldKind): string {
	if (value === null || value === undefined) return ''
	if (typeof value === 'string') return kind === 'html-ar' || kind === 'html-en' ? htmlParagraphs(value) : value
	if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join('\n')
	return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

const segmenters = new Map<string, Intl.Segmenter>()
function segmenter(lang: 'ar' | 'en') {
	let found = segmenters.get(lang)
	if (!found) segmenters.set(lang, (found = new Intl.Segmenter(lang, { granularity: 'word' })))
	return found
}

/** Two texts compared word by word: the parts in order, each in both, only the older, or only the newer. */
export function wordDiff(older: string, newer: string, lang: 'ar' | 'en'): DiffPart[] {
	if (older === newer) return older === '' ? [] : [{ text: older }]
	return diffWords(older, newer, { intlSegmenter: segmenter(lang) }).map((part) =>
		part.added ? { text: part.value, change: 'added' as const } : part.removed ? { text: part.value, change: 'removed' as const } : { text: part.value },
	)
}

/** One side of a side-by-side view: the older side leaves out what was added, the newer what was removed. */
export function diffSide(parts: readonly DiffPart[], side: 'older' | 'newer'): DiffPart[] {
	return parts.filter((part) => part.change !== (side === 'older' ? 'added' : 'removed'))
}

const langOf = (kind: RevisionFieldKind): 'ar' | 'en' => (kind === 'ar' || kind === 'html-ar' ? 'ar' : 'en')

/** Every field of two states compared, in the order given. */
export function revisionDiff(older: Record<string, unknown>, newer: Record<string, unknown>, fields: readonly RevisionField[]): RevisionFieldDiff[] {
	return fields.map(({ name, kind }) => {
		const lang = langOf(kind)
		const [a, b] = [valueText(older[name], kind), valueText(newer[name], kind)]
		return { name, lang, dir: lang === 'ar' ? 'rtl' : 'ltr', changed: a !== b, parts: wordDiff(a, b, lang) }
	})
}
