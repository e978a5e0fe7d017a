import type { Lang } from '#app/i18n/lang.ts'

/** A piece of text: in the language of the text around it, or (`lang` set) a run of the other script. */
export interface ScriptRun {
	text: string
	lang?: Lang
}

/*
 * A Latin run starts at a letter (or at a number followed by one: "25 kg", "40 HC") and goes on over
 * letters, digits and the marks inside codes, addresses and names ("ISO 22000", "FCL/LCL",
 * "info@tasdeer.example", "rice-harvest", "O'Neil", "Incoterms® 2020"), ending at a letter or a digit.
 */
const latinRun = /(?:\d[\d.,]*\s?)?[A-Za-z][A-Za-z0-9]*(?:[\s\-/.&'’+:,_@·′″®™]*[A-Za-z0-9]+)*/g
/** An Arabic run: Arabic letters and marks, with the spaces and Arabic punctuation between them. */
const arabicRun = /[\u0600-\u06FF](?:[\u0600-\u06FF\u0750-\u077F\s،؛]*[\u0600-\u06FF])?/g

/**
 * The text split so that every run of the other script can carry its own language (WCAG 3.1.2):
 * Latin runs inside Arabic text, Arabic runs inside English text. A screen reader switches voice on
 * them, and the browser isolates them so codes and addresses keep their order.
 */
export function scriptRuns(text: string, textLang: Lang): ScriptRun[] {
	const pattern = textLang === 'ar' ? latinRun : arabicRun
	const other: Lang = textLang === 'ar' ? 'en' : 'ar'
	const runs: ScriptRun[] = []
	let last = 0
	for (const match of text.matchAll(pattern)) {
		const start = match.index
		if (start > last) runs.push({ text: text.slice(last, start) })
		runs.push({ text: match[0], lang: other })
		last = start + match[0].length
	}
	if (last < text.length) runs.push({ text: text.slice(last) })
	return runs
}

/**
 * The language of a short text written in one script (a label, an option), or null when it has
 * letters of both or of neither: for elements that can hold only text, such as `<option>`.
 */
export function scriptLanguage(text: string): Lang | null {
	const latin = /[A-Za-z]/.test(text)
	const arabic = /[\u0600-\u06FF]/.test(text)
	return latin === arabic ? null : latin ? 'en' : 'ar'
}

/** Letters of a strong direction (digits and tashkeel are not). */
const rtlLetter = '\\u05D0-\\u05EA\\u0620-\\u064A\\u066E-\\u06D3\\u06D5\\u06EE\\u06EF\\u06FA-\\u06FF\\u0750-\\u077F\\u08A0-\\u08FF\\uFB1D-\\uFDFF\\uFE70-\\uFEFF'
const ltrLetter = 'A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF'
const firstStrongLetter = new RegExp(`[${ltrLetter}${rtlLetter}]`)
const rtlLetterPattern = new RegExp(`[${rtlLetter}]`)

/**
 * The direction of a text people typed, from its first letter of a strong direction (as the
 * browser's `dir="auto"` would find it), or null when it has none. For elements whose text is split
 * into runs: `dir="auto"` skips children that carry their own `dir`, so an English text shown in
 * Arabic (its run marked ltr) would be laid out right to left, its final full stop first.
 */
export function textDirection(text: string): 'rtl' | 'ltr' | null {
	// Digits (Arabic-Indic ones too) and marks (tashkeel) are not strong: the browser passes over them.
	const strong = firstStrongLetter.exec(text)
	if (!strong) return null
	return rtlLetterPattern.test(strong[0]) ? 'rtl' : 'ltr'
}
