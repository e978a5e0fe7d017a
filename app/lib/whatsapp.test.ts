import { describe, expect, it } from 'vitest'
import { whatsappLink } from './whatsapp.ts'

describe('whatsappLink', () => {
	it('keeps only the digits of the number and URL-encodes the message', () => {
		expect(whatsappLink('+966 55 012-3456', 'Hello & welcome?')).toBe('https://wa.me/966550123456?text=Hello%20%26%20welcome%3F')
	})
	it('encodes Arabic text', () => {
		expect(whatsappLink('+966550123456', 'مرحبًا')).toBe(`https://wa.me/966550123456?text=${encodeURIComponent('مرحبًا')}`)
		expect(decodeURIComponent(whatsappLink('966550123456', 'مرحبًا').split('text=')[1]!)).toBe('مرحبًا')
	})
	it('omits an empty message', () => {
		expect(whatsappLink('00966 550', '  ')).toBe('https://wa.me/00966550')
	})
})
