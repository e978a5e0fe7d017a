import bidiFactory from 'bidi-js'
import type { Lang } from '#app/i18n/lang.ts'
import { scriptRuns } from './script-runs.ts'

/**
 * Mixed Arabic and Latin text laid out by hand, for documents drawn glyph by glyph (the product
 * datasheet, decision 0036): the Unicode Bidirectional Algorithm (bidi-js) gives each character
 * its level, lines are broken in logical order, and each line is cut into runs in the order they
 * are drawn, left to right. Pure: the caller measures text with its own fonts.
 */
const bidi = bidiFactory()

const isolate = { ltr: '\u2066', rtl: '\u2067', end: '\u2069' }
/** Direction marks, embeddings and isolates: they steer the algorithm and are never drawn. */
const controls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
const isControl = (char: string) => /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(char)

export interface BidiParagraph {
	/** The text as given, with runs of the other script wrapped in isolates. */
	text: string
	levels: Uint8Array
	rtl: boolean
}

/**
 * A paragraph of text written in `lang`. Runs of the other script (an HS code, "25 kg", "ISO 22000"
 * inside Arabic; an Arabic name inside English) are isolated as the site's pages isolate them
 * (`scriptRuns`), so each keeps its own order as one unit: "25 kg" is never drawn "kg 25".
 */
export function bidiParagraph(text: string, lang: Lang): BidiParagraph {
	const rtl = lang === 'ar'
	const marked = scriptRuns(text.replace(controls, ''), lang)
		.map((run) => (run.lang ? `${run.lang === 'ar' ? isolate.rtl : isolate.ltr}${run.text}${isolate.end}` : run.text))
		.join('')
	return { text: marked, levels: bidi.getEmbeddingLevels(marked, rtl ? 'rtl' : 'ltr').levels, rtl }
}

/** A piece of one line, all at one direction: `text` in logical order, with mirrored brackets when it runs right to left. */
export interface VisualRun {
	text: string
	rtl: boolean
}

/** The runs of `paragraph.text[start, end)` in the order they are drawn, left to right (UAX #9, L2 and L4). */
export function visualRuns(paragraph: BidiParagraph, start: number, end: number): VisualRun[] {
	const runs: { text: string; level: number }[] = []
	for (let i = start; i < end; i++) {
		const char = paragraph.text[i]!
		if (isControl(char)) continue
		const level = paragraph.levels[i]!
		const shown = level % 2 === 1 ? (bidi.getMirroredCharacter(char) ?? char) : char
		const last = runs.at(-1)
		if (last && last.level === level) last.text += shown
		else runs.push({ text: shown, level })
	}
	// L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above.
	const highest = Math.max(0, ...runs.map((run) => run.level))
	const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)))
	for (let level = highest; level >= lowestOdd; level--) {
		for (let i = 0; i < runs.length; i++) {
			if (runs[i]!.level < level) continue
			let j = i
			while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++
			runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse())
			i = j
		}
	}
	return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }))
}

/** The text of a range as it is measured and read: without the marks that steer the algorithm. */
export function plainText(text: string): string {
	return text.replace(controls, '')
}

export interface LineRange {
	start: number
	end: number
	/** The width of the line's words and the spaces between them. */
	width: number
}

/**
 * Greedy line breaking in logical order: at spaces, and inside a word longer than a line after a
 * hyphen, slash or dot where it can, else between any two characters. Spaces at a line's ends are
 * left out of it. `measure` gives the width of a piece of text (plain: no control marks); each word
 * is measured once, and a line is as wide as its words and one space between each two.
 */
export function breakLines(paragraph: BidiParagraph, maxWidth: number, measure: (text: string) => number): LineRange[] {
	const text = paragraph.text
	const width = (start: number, end: number) => measure(plainText(text.slice(start, end)))
	const space = measure(' ')
	const words: LineRange[] = []
	// Breaks only at plain spaces: a no-break space (inside a phone number) holds its sides together.
	for (const match of text.matchAll(/[^ ]+/g)) {
		const word = { start: match.index, end: match.index + match[0].length, width: width(match.index, match.index + match[0].length) }
		words.push(...(word.width > maxWidth ? splitWord(text, word, maxWidth, width) : [word]))
	}
	const lines: LineRange[] = []
	let line: LineRange | null = null
	for (const word of words) {
		// A piece of a cut word joins the one before it without a space.
		const gap = line && line.end < word.start ? space : 0
		if (line && line.width + gap + word.width <= maxWidth) {
			line.end = word.end
			line.width += gap + word.width
		} else {
			if (line) lines.push(line)
			line = { ...word }
		}
	}
	if (line) lines.push(line)
	return lines
}

/** A word wider than a line, cut into pieces that fit (after - / . where possible). */
function splitWord(text: string, word: LineRange, maxWidth: number, width: (start: number, end: number) => number): LineRange[] {
	const pieces: LineRange[] = []
	let start = word.start
	while (start < word.end) {
		let end = start + 1
		let preferred = -1
		for (let i = start + 1; i <= word.end; i++) {
			if (width(start, i) > maxWidth) break
			end = i
			if (i < word.end && /[-/.،,]/.test(text[i - 1]!)) preferred = i
		}
		// Never split a surrogate pair.
		if (end < word.end && /[\udc00-\udfff]/.test(text[end]!)) end = end - 1 > start ? end - 1 : end + 1
		const cut = end < word.end && preferred > start ? preferred : end
		pieces.push({ start, end: cut, width: width(start, cut) })
		start = cut
	}
	return pieces
}
