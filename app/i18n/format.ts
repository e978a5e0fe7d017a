import { type Lang, localeOf } from './lang.ts'

const numberFormats = new Map<string, Intl.NumberFormat>()

/** Numbers with a comma thousands separator and Latin digits in both languages. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
	const key = `${lang}:${JSON.stringify(options ?? {})}`
	let format = numberFormats.get(key)
	if (!format) {
		format = new Intl.NumberFormat(localeOf(lang), options)
		numberFormats.set(key, format)
	}
	return format.format(value)
}

export function formatDate(iso: string | Date, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
	const date = typeof iso === 'string' ? new Date(iso) : iso
	return new Intl.DateTimeFormat(localeOf(lang), { timeZone: 'UTC', ...options }).format(date)
}
