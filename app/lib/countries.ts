import type { Lang } from '#app/i18n/lang.ts'
import { localeOf } from '#app/i18n/lang.ts'

const names = new Map<Lang, Intl.DisplayNames>()

/** A country's name (ISO 3166-1 alpha-2 code) in the language; '' for none, the code itself when unknown. */
export function countryName(code: string, lang: Lang): string {
	if (!code) return ''
	let display = names.get(lang)
	if (!display) names.set(lang, (display = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'code' })))
	try {
		return display.of(code) ?? code
	} catch {
		return code
	}
}
