import { describe, expect, it } from 'vitest'
import { localeOf } from './lang.ts'
import { interpolate, pluralCategory } from './message.ts'
import { ar as siteAr } from './site.ar.ts'
import { en as siteEn } from './site.en.ts'
import { adminDictionaryFor } from './admin/dictionary.server.ts'
import { mailDictionaries } from './mail.ts'
import { validationMessages } from './validation-messages.ts'

const products =
	'{count, plural, zero {لا توجد منتجات} one {منتج واحد} two {منتجان} few {# منتجات} many {# منتجًا} other {# منتج}}'

describe('plural categories', () => {
	it('are those of Intl.PluralRules for whole counts, written out, in both languages', () => {
		const counts = Array.from({ length: 3000 }, (_, i) => i)
		for (let i = 0; i < 2000; i++) counts.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))))
		for (const lang of ['ar', 'en'] as const) {
			const rules = new Intl.PluralRules(localeOf(lang))
			for (const count of counts) expect(pluralCategory(count, lang), `${lang} ${count}`).toBe(rules.select(count))
		}
		// Fractions still go through Intl.
		expect(pluralCategory(1.5, 'en')).toBe(new Intl.PluralRules('en-US').select(1.5))
	})
	it('gives Arabic its six forms (CLDR)', () => {
		expect(pluralCategory(0, 'ar')).toBe('zero')
		expect(pluralCategory(1, 'ar')).toBe('one')
		expect(pluralCategory(2, 'ar')).toBe('two')
		for (const n of [3, 7, 10, 103, 1010]) expect(pluralCategory(n, 'ar')).toBe('few')
		for (const n of [11, 50, 99, 111, 1099]) expect(pluralCategory(n, 'ar')).toBe('many')
		for (const n of [100, 101, 102, 200, 1000]) expect(pluralCategory(n, 'ar')).toBe('other')
	})
	it('gives English one and other', () => {
		expect(pluralCategory(1, 'en')).toBe('one')
		for (const n of [0, 2, 11, 100]) expect(pluralCategory(n, 'en')).toBe('other')
	})
})

describe('interpolate', () => {
	it('writes each Arabic form with its own agreement', () => {
		expect(interpolate(products, { count: 0 }, 'ar')).toBe('لا توجد منتجات')
		expect(interpolate(products, { count: 1 }, 'ar')).toBe('منتج واحد')
		expect(interpolate(products, { count: 2 }, 'ar')).toBe('منتجان')
		expect(interpolate(products, { count: 3 }, 'ar')).toBe('3 منتجات')
		expect(interpolate(products, { count: 10 }, 'ar')).toBe('10 منتجات')
		expect(interpolate(products, { count: 11 }, 'ar')).toBe('11 منتجًا')
		expect(interpolate(products, { count: 99 }, 'ar')).toBe('99 منتجًا')
		expect(interpolate(products, { count: 100 }, 'ar')).toBe('100 منتج')
		expect(interpolate(products, { count: 1200 }, 'ar')).toBe('1,200 منتج')
	})
	it('writes English singular and plural, and an exact value before the category', () => {
		const results = '{count, plural, =0 {No results} one {# result} other {# results}}'
		expect(interpolate(results, { count: 0 }, 'en')).toBe('No results')
		expect(interpolate(results, { count: 1 }, 'en')).toBe('1 result')
		expect(interpolate(results, { count: 2 }, 'en')).toBe('2 results')
		expect(interpolate(results, { count: 12345 }, 'en')).toBe('12,345 results')
	})
	it('fills placeholders inside and around a plural, and leaves plain numbers as given', () => {
		const text = 'Showing {shown} of {count, plural, one {# message from {who}} other {# messages from {who}}} in {year}'
		expect(interpolate(text, { shown: 5, count: 1, who: 'Sara', year: 2026 }, 'en')).toBe('Showing 5 of 1 message from Sara in 2026')
		expect(interpolate(text, { shown: 5, count: 7, who: 'Sara', year: 2026 }, 'en')).toBe('Showing 5 of 7 messages from Sara in 2026')
		expect(interpolate('Hello {name}, # {missing}', { name: 'Ali' }, 'en')).toBe('Hello Ali, # {missing}')
	})
	it('refuses a count that is not a number and a plural without an other branch', () => {
		expect(() => interpolate('{count, plural, other {#}}', { count: '1,200' }, 'en')).toThrow(/number/)
		expect(() => interpolate('{n, plural, one {x}}', { n: 1 }, 'en')).toThrow(/Malformed/)
	})
})

/** Every dictionary of the product: public site, back-office, validation messages, mails. */
const dictionaries: [string, 'ar' | 'en', Record<string, string>][] = [
	['site ar', 'ar', siteAr],
	['site en', 'en', siteEn],
	['admin ar', 'ar', adminDictionaryFor('ar')],
	['admin en', 'en', adminDictionaryFor('en')],
	['validation ar', 'ar', validationMessages.ar],
	['validation en', 'en', validationMessages.en],
	['mail ar', 'ar', mailDictionaries.ar],
	['mail en', 'en', mailDictionaries.en],
]

/** Every plural text in every dictionary: Arabic ones give all six forms, English ones one and other. */
describe('dictionary plurals', () => {
	for (const [label, lang, dictionary] of dictionaries) {
		it(`${label}: each plural names every form of the language and renders for 0 to 1,000`, () => {
			for (const [key, text] of Object.entries(dictionary)) {
				const counts = [...text.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)].map(([, name = '']) => name)
				if (!counts.length) continue
				const forms = lang === 'ar' ? ['zero', 'one', 'two', 'few', 'many', 'other'] : ['one', 'other']
				const plurals = text.split(/\{\s*\w+\s*,\s*plural\s*,/).slice(1)
				for (const plural of plurals) for (const form of forms) expect(plural, `${key} lacks "${form}"`).toMatch(new RegExp(`(^|[\\s}])${form}\\s*\\{`))
				const others: Record<string, string> = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, p = '']) => [p, 'x']))
				for (const n of [0, 1, 2, 3, 10, 11, 99, 100, 101, 1000]) {
					const out = interpolate(text, { ...others, ...Object.fromEntries(counts.map((name) => [name, n])) }, lang)
					expect(out, key).not.toMatch(/\{|\}|#/)
				}
			}
		})
	}
})

/**
 * The class of "9 منتج" / "1 results": a count written straight before a noun without a plural.
 * Counts are the placeholders the screens fill with numbers; only a preposition ("of", «من») or
 * an adjective that does not inflect in English may follow one outside a plural.
 */
describe('no count meets a noun outside a plural', () => {
	const numeric = /^(count|total|shown|enabled|active|days|hours|seconds|minutes|max|min|value|n|views|visitors|products|children|number|position|page|pages|year)$/
	// Unit symbols (kg, كغ) never inflect: "25 kg" is right for any count.
	const allowedAfter: Record<'ar' | 'en', RegExp> = { ar: /^(من|في|ضمن|كغ|غ|مل)$/, en: /^(of|at|on|under|active|enabled|kg|g|ml)$/ }
	for (const [label, lang, dictionary] of dictionaries) {
		it(label, () => {
			const offending: string[] = []
			for (const [key, text] of Object.entries(dictionary)) {
				for (const match of text.matchAll(/\{(\w+)\}\s+([\p{L}]+)/gu)) {
					const [, name = '', word = ''] = match
					if (numeric.test(name) && !allowedAfter[lang].test(word)) offending.push(`${key}: ${match[0]}`)
				}
			}
			expect(offending).toEqual([])
		})
	}
})
