import { describe, expect, it } from 'vitest'
import { readableText } from './readable-text.ts'

describe('readableText', () => {
	it('decodes the prefilled message of a WhatsApp link', () => {
		const link = `https://wa.me/966500000000?text=${encodeURIComponent('مرحبًا، أود الاستفسار عن الأرز البسمتي')}`
		expect(readableText(link)).toBe('https://wa.me/966500000000?text=مرحبًا، أود الاستفسار عن الأرز البسمتي')
	})

	it('decodes Arabic paths and English spaces', () => {
		expect(readableText('/products/%D8%A3%D8%B1%D8%B2')).toBe('/products/أرز')
		expect(readableText('Hello%20there%2C%20team')).toBe('Hello there, team')
	})

	it('keeps escapes that are not valid UTF-8, and decodes the valid runs around them', () => {
		expect(readableText('a%D8b%20c')).toBe('a%D8b c')
		expect(readableText('100%')).toBe('100%')
		expect(readableText('%zz%41')).toBe('%zzA')
	})

	it('leaves plain text as it is', () => {
		expect(readableText('hero')).toBe('hero')
		expect(readableText('')).toBe('')
	})
})
