import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { code, field, fieldErrorCodes, fieldErrors, translateMessage } from './validation.ts'

const errorsOf = (schema: z.ZodType, value: unknown, lang: 'ar' | 'en' = 'en') => {
	const result = schema.safeParse(value)
	return result.success ? {} : fieldErrors(result.error, lang)
}

describe('validation message catalogue', () => {
	it('translates codes with parameters into both languages', () => {
		expect(translateMessage(code('minLength', { min: 3 }), 'en')).toBe('Must be at least 3 characters')
		expect(translateMessage(code('minLength', { min: 3 }), 'ar')).toBe('يجب ألا يقل عن 3 أحرف')
		expect(translateMessage(code('max', { max: 10 }), 'en')).toBe('Must be at most 10')
		expect(translateMessage('plain server text', 'ar')).toBe('plain server text')
	})

	const form = z.object({
		name: field.text({ min: 2, max: 5 }),
		email: field.email(),
		site: field.url(),
		slug: field.slug(),
		qty: field.number({ integer: true, positive: true, max: 100 }),
		temp: field.negative(),
	})
	const valid = { name: 'Ali', email: 'a@b.co', site: 'https://x.example', slug: 'basmati-rice', qty: '5', temp: '-3' }

	it('accepts a valid form', () => {
		expect(errorsOf(form, valid)).toEqual({})
	})

	it('gives each generic rule its own message', () => {
		expect(errorsOf(form, { ...valid, name: '  ' }).name).toBe('This field is required')
		expect(errorsOf(form, { ...valid, name: 'A' }).name).toBe('Must be at least 2 characters')
		expect(errorsOf(form, { ...valid, name: 'Abcdefg' }).name).toBe('Must be at most 5 characters')
		expect(errorsOf(form, { ...valid, email: 'nope' }).email).toBe('Enter a valid e-mail address')
		expect(errorsOf(form, { ...valid, site: 'javascript:alert(1)' }).site).toBe('Enter a valid URL starting with https://')
		expect(errorsOf(form, { ...valid, slug: 'Basmati Rice' }).slug).toBe('Use lowercase letters, numbers and hyphens only')
		expect(errorsOf(form, { ...valid, qty: 'abc' }).qty).toBe('Enter a number')
		expect(errorsOf(form, { ...valid, qty: '2.5' }).qty).toBe('Enter a whole number')
		expect(errorsOf(form, { ...valid, qty: '0' }).qty).toBe('Must be greater than zero')
		expect(errorsOf(form, { ...valid, qty: '101' }).qty).toBe('Must be at most 100')
		expect(errorsOf(form, { ...valid, temp: '4' }).temp).toBe('Must be less than zero')
		expect(errorsOf(field.pattern(/^\d+$/), 'x1')._form).toBe('The format is not valid')
		expect(errorsOf(field.number({ min: 5 }), '4')._form).toBe('Must be at least 5')
	})

	it('answers in Arabic when the visitor reads Arabic', () => {
		expect(errorsOf(form, { ...valid, email: '' }, 'ar').email).toBe('هذا الحقل مطلوب')
		expect(errorsOf(form, { ...valid, name: undefined }, 'ar').name).toBe('هذا الحقل مطلوب')
	})
})

describe('a link to a stored file or the web', () => {
	const link = field.storedOrWebLink((value) => value.startsWith('/files/'))
	it("takes '' (none), a stored file's address or an http(s) URL, trimmed", () => {
		expect(['', ' /files/a.pdf ', 'https://x.example/a.pdf'].map((value) => link.parse(value))).toEqual(['', '/files/a.pdf', 'https://x.example/a.pdf'])
		expect(link.parse(undefined)).toBe('')
	})
	it('refuses any other address, and one longer than 2048 characters', () => {
		expect(errorsOf(link, '/elsewhere/a.pdf')._form).toBe('Enter a valid URL starting with https://')
		expect(errorsOf(link, 'javascript:alert(1)')._form).toBe('Enter a valid URL starting with https://')
		expect(errorsOf(link, `https://x.example/${'a'.repeat(2048)}`)._form).toBe('Must be at most 2,048 characters')
	})
})

describe('field error codes', () => {
	it("keep a schema's own message key whatever check it is on, and map zod's own messages to codes", () => {
		const schema = z.object({ code: z.string().regex(/^\d{6}$/, 'account.twoFactor.codeFormat'), name: z.string().regex(/^a/) })
		const result = schema.safeParse({ code: '12345', name: 'b' })
		expect(result.success || fieldErrorCodes(result.error)).toEqual({ code: 'account.twoFactor.codeFormat', name: 'v:invalid' })
	})
})

describe('a checkbox field', () => {
	it('is ticked when sent as "on" (or "true", "1"), and unticked when left out or sent otherwise', () => {
		const box = field.checkbox()
		expect(['on', 'true', '1'].map((value) => box.parse(value))).toEqual([true, true, true])
		expect([undefined, '', 'off'].map((value) => box.parse(value))).toEqual([false, false, false])
	})
})
