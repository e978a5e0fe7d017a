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

export function formatDate(iso: string | Date, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
	const date = typeof iso === 'string' ? new Date(iso) : iso
	return new Intl.DateTimeFormat(localeOf(lang), { timeZone: 'UTC', ...options }).format(date)
}
