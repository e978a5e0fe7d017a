import type { Lang } from '#app/i18n/lang.ts'
import { countryName } from './countries.ts'
import type { QuoteLine } from './messages.ts'

/** The words a quote line's text needs, from the reader's dictionary (the site's or the back-office's). */
export interface QuoteLineWords {
	/** "40 tonnes": a quantity in its unit. */
	quantity: (unit: string, count: number) => string
	/** "by 2026-12-31": the target date. */
	by: (date: string) => string
}

/** Where a line is to be delivered: the port, then the country's name in the reader's language. */
export function quoteDestination(line: Pick<QuoteLine, 'destinationPort' | 'destinationCountry'>, lang: Lang): string {
	return [line.destinationPort, countryName(line.destinationCountry, lang)].filter(Boolean).join(', ')
}

/**
 * One quote line as a line of plain text in the reader's language (the staff notification and the
 * inbox's CSV): product — packaging — quantity — Incoterm — destination — target date.
 */
export function quoteLineText(line: QuoteLine, lang: Lang, words: QuoteLineWords): string {
	const en = lang === 'en'
	return [
		en ? line.productNameEn : line.productNameAr,
		en ? line.packagingEn : line.packagingAr,
		words.quantity(line.unit, line.quantity),
		line.incoterm,
		quoteDestination(line, lang),
		line.targetDate ? words.by(line.targetDate) : '',
	]
		.filter(Boolean)
		.join(' — ')
}
