import { describe, expect, it } from 'vitest'
import { contactSchema } from './contact-schema.ts'
import { fieldErrors } from './validation.ts'
import { buyerMistakes } from '#tests/buyer-mistakes.ts'

const valid = { name: 'Layla Hassan', email: 'layla@buyer.example', phone: '+971 4 555 0101', country: 'UAE', service: 'sea_freight', subject: 'Rice', message: 'We need 4 containers of basmati rice.' }

describe('contact form schema', () => {
	it('accepts a complete message and trims it', () => {
		const result = contactSchema.parse({ ...valid, name: '  Layla Hassan  ' })
		expect(result.name).toBe('Layla Hassan')
	})
	it('accepts a message without the optional fields', () => {
		expect(contactSchema.safeParse({ name: 'Ali', email: 'a@b.co', service: 'other', message: 'Hello there, a question.' }).success).toBe(true)
	})
	it('explains each invalid field in the visitor language', () => {
		const result = contactSchema.safeParse({ ...valid, ...buyerMistakes.fields, service: 'rail', message: 'short' })
		expect(result.success).toBe(false)
		const en = fieldErrors(result.error!, 'en')
		expect(en).toEqual({ ...buyerMistakes.errors, service: 'Choose a value from the list', message: 'Must be at least 10 characters' })
		expect(fieldErrors(result.error!, 'ar').email).toBe('أدخل بريدًا إلكترونيًا صحيحًا')
	})
	it('refuses oversize text and strips control characters', () => {
		expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }).success).toBe(false)
		expect(contactSchema.parse({ ...valid, message: 'Hello\u0000 world\u0007, new\nline' }).message).toBe('Hello world, new\nline')
	})
})
