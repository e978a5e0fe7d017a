import { describe, expect, it } from 'vitest'
import {
	addToBasket,
	basketCookie,
	basketFromForm,
	emptyLine,
	encodedBasketBytes,
	isQuotePath,
	parseBasket,
	quoteLimits,
	removeFromBasket,
	serializeBasket,
	updateBasketLine,
} from './quote-basket.ts'

const line = (slug: string, changes: Partial<ReturnType<typeof emptyLine>> = {}) => ({ ...emptyLine(slug), ...changes })

describe('the quote basket', () => {
	it('adds a product once, in the order added', () => {
		const first = addToBasket([], 'basmati-rice')
		expect(first).toEqual({ lines: [line('basmati-rice')], outcome: 'added' })
		const second = addToBasket(first.lines, 'medjool-dates')
		expect(second.lines.map((l) => l.slug)).toEqual(['basmati-rice', 'medjool-dates'])
		// A second add of the same product keeps its line as it was edited.
		const edited = updateBasketLine(second.lines, 'basmati-rice', { quantity: '40', unit: 'ton' })
		expect(addToBasket(edited, 'basmati-rice')).toEqual({ lines: edited, outcome: 'present' })
	})

	it('refuses a product past the line limit, and keeps the basket as it was', () => {
		let lines = addToBasket([], 'p-0').lines
		for (let i = 1; i < quoteLimits.lines; i++) lines = addToBasket(lines, `p-${i}`).lines
		expect(lines).toHaveLength(quoteLimits.lines)
		expect(addToBasket(lines, 'one-more')).toEqual({ lines, outcome: 'full' })
	})

	it('refuses what would not fit in the cookie', () => {
		const long = (i: number) => `${'a'.repeat(100)}-${i}`
		let lines = addToBasket([], long(0)).lines
		for (let i = 1; i < 10; i++) lines = updateBasketLine(addToBasket(lines, long(i)).lines, long(i), { port: 'ميناء جبل علي'.repeat(7).slice(0, 100) })
		expect(encodedBasketBytes(lines)).toBeLessThanOrEqual(quoteLimits.cookieBytes)
		let outcome = 'added'
		for (let i = 10; i < 20 && outcome === 'added'; i++) outcome = addToBasket(lines, long(i)).outcome
		expect(outcome).toBe('full')
		// An edit that would not fit is not made either.
		const before = lines
		const after = updateBasketLine(lines, long(9), { port: 'x'.repeat(100) })
		expect(encodedBasketBytes(after)).toBeLessThanOrEqual(quoteLimits.cookieBytes)
		expect(after === before || encodedBasketBytes(after) <= quoteLimits.cookieBytes).toBe(true)
	})

	it('changes and removes one product\'s line, the others untouched', () => {
		const lines = [line('a'), line('b')]
		const changed = updateBasketLine(lines, 'b', { quantity: '12', incoterm: 'CIF', country: 'AE', targetDate: '2027-01-15' })
		expect(changed[1]).toEqual(line('b', { quantity: '12', incoterm: 'CIF', country: 'AE', targetDate: '2027-01-15' }))
		expect(changed[0]).toBe(lines[0])
		// Fields are cut to their size: a basket is never bigger than its fields allow.
		expect(updateBasketLine(lines, 'a', { incoterm: 'CIFXXXX' })[0]!.incoterm).toBe('CIF')
		expect(removeFromBasket(changed, 'a')).toEqual([changed[1]])
		expect(removeFromBasket(changed, 'nope')).toEqual(changed)
	})

	it('round-trips through its text, and reads anything else as empty or cleaned', () => {
		const lines = [line('basmati-rice', { packaging: '1', quantity: '٤٠', unit: 'ton', incoterm: 'FOB', port: 'جدة', targetDate: '2027-02-01' }), line('dates')]
		expect(parseBasket(serializeBasket(lines))).toEqual(lines)
		for (const bad of [null, '', 'not json', '{}', '[1,2]', '[["Bad Slug"]]', '[[""]]']) expect(parseBasket(bad)).toEqual([])
		// Unknown or missing fields become '', duplicates and non-strings are dropped.
		expect(parseBasket('[["a", 3, "5"], ["a"], ["b", "0", "1", "kg", "EXW", "SA", "", "", "extra"]]')).toEqual([
			line('a', { quantity: '5' }),
			line('b', { packaging: '0', quantity: '1', unit: 'kg', incoterm: 'EXW', country: 'SA' }),
		])
		const many = JSON.stringify(Array.from({ length: 30 }, (_, i) => [`p-${i}`]))
		expect(parseBasket(many)).toHaveLength(quoteLimits.lines)
	})

	it('reads the form\'s lines in index order, by their names', () => {
		const fields = {
			'line.1.slug': 'dates',
			'line.1.quantity': '3',
			'line.0.slug': 'basmati-rice',
			'line.0.packaging': '0',
			'line.0.unit': 'ton',
			'line.0.country': 'AE',
			'line.2.slug': 'Not A Slug',
			'line.3.slug': 'dates',
			name: 'Layla',
		}
		expect(basketFromForm(fields)).toEqual([line('basmati-rice', { packaging: '0', unit: 'ton', country: 'AE' }), line('dates', { quantity: '3' })])
		expect(basketFromForm({ name: 'x' })).toEqual([])
	})

	it('is a cookie for the whole site, removed when empty', () => {
		expect(basketCookie([])).toBe('quote_basket=; Path=/; Max-Age=0; SameSite=Lax')
		const cookie = basketCookie([line('a')])
		expect(cookie).toMatch(/^quote_basket=%5B%5B%22a%22(%2C%22%22){7}%5D%5D; Path=\/; Max-Age=2592000; SameSite=Lax$/)
	})

	it('knows its page in both languages (never kept by a shared cache)', () => {
		for (const path of ['/quote', '/en/quote', '/quote.data', '/en/quote.data', '/quote/']) expect(isQuotePath(path), path).toBe(true)
		for (const path of ['/quotes', '/en/quotes', '/products/quote', '/en', '/contact']) expect(isQuotePath(path), path).toBe(false)
	})
})
