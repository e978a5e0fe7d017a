/**
 * The quote basket (decision 0037): the products a buyer wants priced, one line each, with what
 * they typed for it so far. Pure and free of zod, so the browser's copy (localStorage), the cookie
 * that carries it to the server (and keeps it without JavaScript) and the page's form all read and
 * write it the same way. Values stay as typed; the quote request's schema checks them on sending.
 */

import { quoteCookie } from './quote-basket-keys.ts'

export { quoteCookie, quoteStorageKey } from './quote-basket-keys.ts'

export interface BasketLine {
	slug: string
	/** The packaging option's position in the product's export data ('' until chosen). */
	packaging: string
	quantity: string
	/** A minimum-order unit (export-data.ts `moqUnits`); '' until chosen. */
	unit: string
	incoterm: string
	/** ISO 3166-1 alpha-2 code of the destination country, or ''. */
	country: string
	/** A destination port, as typed. */
	port: string
	/** YYYY-MM-DD, or ''. */
	targetDate: string
}

/** What the basket page shows of one product, in the page's language. */
export interface BasketProduct {
	slug: string
	name: string
	otherName: string
	imageUrl: string | null
	/** The packaging options, by their position (a line's `packaging`). */
	packaging: { value: string; label: string }[]
	/** The Incoterms the product offers; all eleven when it names none. */
	incoterms: string[]
	moq: number | null
	/** A minimum-order unit (export-data.ts `moqUnits`), or null. */
	moqUnit: string | null
}

export const basketFields = ['packaging', 'quantity', 'unit', 'incoterm', 'country', 'port', 'targetDate'] as const
export type BasketField = (typeof basketFields)[number]

export const quoteLimits = {
	lines: 20,
	port: 100,
	quantityText: 20,
	/** The cookie's value, encoded: browsers keep about 4 KB per cookie, name and attributes included. */
	cookieBytes: 3800,
} as const

/** How long the cookie lasts: a buyer comes back to a basket within a month. */
export const quoteCookieMaxAge = 30 * 24 * 60 * 60

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const limitOf: Record<BasketField, number> = {
	packaging: 3,
	quantity: quoteLimits.quantityText,
	unit: 20,
	incoterm: 3,
	country: 2,
	port: quoteLimits.port,
	targetDate: 10,
}

export const emptyLine = (slug: string): BasketLine => ({ slug, packaging: '', quantity: '', unit: '', incoterm: '', country: '', port: '', targetDate: '' })

/** A line as text no longer than its field allows (what a cookie or an old copy held may be anything). */
function cleanLine(slug: string, values: Partial<Record<BasketField, unknown>>): BasketLine {
	const line = emptyLine(slug)
	for (const key of basketFields) {
		const value = values[key]
		if (typeof value === 'string') line[key] = value.slice(0, limitOf[key])
	}
	return line
}

export type AddOutcome = 'added' | 'present' | 'full'

/** Adds a product (once: a second add keeps its line as it is); refused past the line limit or the cookie's size. */
export function addToBasket(lines: readonly BasketLine[], slug: string): { lines: BasketLine[]; outcome: AddOutcome } {
	if (lines.some((line) => line.slug === slug)) return { lines: [...lines], outcome: 'present' }
	const next = [...lines, emptyLine(slug)]
	if (next.length > quoteLimits.lines || encodedBasketBytes(next) > quoteLimits.cookieBytes) return { lines: [...lines], outcome: 'full' }
	return { lines: next, outcome: 'added' }
}

export function removeFromBasket(lines: readonly BasketLine[], slug: string): BasketLine[] {
	return lines.filter((line) => line.slug !== slug)
}

/** Changes some fields of one product's line; a change that would not fit the cookie is not made. */
export function updateBasketLine(lines: readonly BasketLine[], slug: string, changes: Partial<Record<BasketField, string>>): BasketLine[] {
	const next = lines.map((line) => (line.slug === slug ? cleanLine(slug, { ...line, ...changes }) : line))
	return encodedBasketBytes(next) > quoteLimits.cookieBytes ? [...lines] : next
}

/** The basket as the cookie's (and localStorage's) text: one array per line, fields in a fixed order. */
export function serializeBasket(lines: readonly BasketLine[]): string {
	return JSON.stringify(lines.map((line) => [line.slug, ...basketFields.map((key) => line[key])]))
}

/** The cookie value's size once URL-encoded, as the browser stores it. */
export function encodedBasketBytes(lines: readonly BasketLine[]): number {
	return encodeURIComponent(serializeBasket(lines)).length
}

/** The basket from its text; anything malformed is dropped (a bad cookie is an empty basket, not an error). */
export function parseBasket(text: string | null | undefined): BasketLine[] {
	if (!text) return []
	let parsed: unknown
	try {
		parsed = JSON.parse(text)
	} catch {
		return []
	}
	if (!Array.isArray(parsed)) return []
	const lines: BasketLine[] = []
	for (const item of parsed) {
		if (!Array.isArray(item) || typeof item[0] !== 'string' || !slugPattern.test(item[0]) || item[0].length > 120) continue
		if (lines.some((line) => line.slug === item[0])) continue
		lines.push(cleanLine(item[0], Object.fromEntries(basketFields.map((key, i) => [key, item[i + 1]]))))
		if (lines.length === quoteLimits.lines) break
	}
	return lines
}

/** The name of a line's field in the quote form: `line.<index>.<field>`. */
export const lineFieldName = (index: number, key: BasketField | 'slug') => `line.${index}.${key}`

/** The basket's lines as the quote form submitted them, in index order (the form is the newest copy). */
export function basketFromForm(fields: Record<string, string>): BasketLine[] {
	const indexes = new Set<number>()
	for (const name of Object.keys(fields)) {
		const match = /^line\.(\d{1,2})\.slug$/.exec(name)
		if (match) indexes.add(Number(match[1]))
	}
	const lines: BasketLine[] = []
	for (const index of [...indexes].sort((a, b) => a - b)) {
		const slug = (fields[lineFieldName(index, 'slug')] ?? '').trim()
		if (!slugPattern.test(slug) || lines.some((line) => line.slug === slug)) continue
		lines.push(cleanLine(slug, Object.fromEntries(basketFields.map((key) => [key, fields[lineFieldName(index, key)] ?? '']))))
		if (lines.length === quoteLimits.lines) break
	}
	return lines
}

/** Same lines, same values: whether two copies of the basket agree. */
export const sameBasket = (a: readonly BasketLine[], b: readonly BasketLine[]) => serializeBasket(a) === serializeBasket(b)

/** The basket's cookie (Set-Cookie, or document.cookie in the browser); an empty basket removes it. */
export function basketCookie(lines: readonly BasketLine[]): string {
	if (!lines.length) return `${quoteCookie}=; Path=/; Max-Age=0; SameSite=Lax`
	return `${quoteCookie}=${encodeURIComponent(serializeBasket(lines))}; Path=/; Max-Age=${quoteCookieMaxAge}; SameSite=Lax`
}

/** The basket page (and its route data), in either language: one visitor's own, never kept by a shared cache. */
export const isQuotePath = (path: string) => /^(\/en)?\/quote(\.data)?\/?$/.test(path)
