/**
 * Arabic-aware text normalisation for search. Applied to both the query and the stored text so
 * that spelling variants match: hamza/alef forms, ta marbuta, alef maqsura, diacritics, tatweel,
 * Arabic-Indic digits, letter case and runs of white space.
 */
const diacritics = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g
const tatweel = /\u0640/g

/** Diacritics (harakat, shadda, sukun, Quranic marks) and tatweel removed; letters untouched. */
export function stripArabicMarks(text: string): string {
	return text.replace(diacritics, '').replace(tatweel, '')
}

export function normalizeArabic(text: string): string {
	return stripArabicMarks(text.normalize('NFKC'))
		.replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
		.replace(/\u0624/g, '\u0648') // ؤ → و
		.replace(/\u0626/g, '\u064A') // ئ → ي
		.replace(/\u0629/g, '\u0647') // ة → ه
		.replace(/\u0649/g, '\u064A') // ى → ي
		.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)) // ٠-٩
		.replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0)) // ۰-۹ (Persian)
		.toLowerCase()
		.replace(/\s+/g, ' ')
		.trim()
}
