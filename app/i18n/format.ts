import { type Lang, localeOf } from './lang.ts'

const numberFormats = new Map<string, Intl.NumberFormat>()

/** Numbers with a comma thousands separator and Latin digits in both languages. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
	// Whole numbers are grouped by hand: exactly what both locales' Intl.NumberFormat writes (the
	// tests compare them), without the first Intl.NumberFormat of a page, which costs a phone tens
	// of milliseconds during hydration (loading the locale's data; decision 0029).
	if (options === undefined && Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0)) return groupDigits(value)
	const key = `${lang}:${JSON.stringify(options ?? {})}`
	let format = numberFormats.get(key)
	if (!format) {
		format = new Intl.NumberFormat(localeOf(lang), options)
		numberFormats.set(key, format)
	}
	return format.format(value)
}

function groupDigits(value: number): string {
	return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const monthNames: Record<Lang, readonly string[]> = {
	en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
	ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
}
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A date in the active language; by default the long date in UTC ("March 5, 2026", "5 مارس 2026").
 * That default, the public pages' (a post's date, the post cards), is written by hand: exactly what
 * both locales' Intl.DateTimeFormat writes (the tests compare every day of several years), without
 * the first Intl.DateTimeFormat of a page, which took 68 ms of a blog post's hydration at full
 * speed (loading the locale's data; decision 0029). Other options go through Intl, one formatter
 * per language and options.
 */
export function formatDate(iso: string | Date, lang: Lang, options?: Intl.DateTimeFormatOptions): string {
	const date = typeof iso === 'string' ? new Date(iso) : iso
	const year = date.getUTCFullYear()
	if (options === undefined && year >= 1000 && year <= 9999) {
		const month = monthNames[lang][date.getUTCMonth()]!
		const day = date.getUTCDate()
		return lang === 'en' ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`
	}
	const resolved = { timeZone: 'UTC', ...(options ?? { dateStyle: 'long' }) }
	const key = `${lang}:${JSON.stringify(resolved)}`
	let format = dateFormats.get(key)
	if (!format) {
		format = new Intl.DateTimeFormat(localeOf(lang), resolved)
		dateFormats.set(key, format)
	}
	return format.format(date)
}
