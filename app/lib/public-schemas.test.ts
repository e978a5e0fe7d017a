import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyticsBatchSchema } from './analytics-schema.ts'
import { contactSchema, contactServices } from './contact-schema.ts'
import { newsletterSchema } from './newsletter-schema.ts'
import { fieldErrors, stripControlCharacters } from './validation.ts'

/**
 * Property-based tests of the schemas that guard what visitors send (contact form, newsletter,
 * analytics ingest): whatever arrives, parsing never throws, what is accepted keeps the rules, and
 * text is kept as the visitor typed it (minus control characters) — markup is data, escaped when
 * it is shown, never rewritten or interpreted here.
 */

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Strings a hostile or careless client sends: any code point, markup, SQL, control characters. */
const nasty = fc.oneof(
	fc.string({ unit: 'binary', maxLength: 300 }),
	fc.string({ unit: 'grapheme', maxLength: 300 }),
	fc.constantFrom(
		'<script>alert(1)</script>',
		'"><img src=x onerror=alert(1)>',
		"'; drop table contact_messages; --",
		"' or '1'='1",
		'\u0000\u0001\u0002',
		'\u202e\u200f\ufeff',
		'\ud800',
		'%00%0d%0a',
		'{{7*7}}${7*7}',
	),
	fc.array(fc.constantFrom('<', '>', '"', "'", '&', ';', '--', '\u0000', '\u0007', '\n', ' ', 'ا', 'x'), { maxLength: 400 }).map((parts) => parts.join('')),
)

const valid = {
	name: 'Layla Hassan',
	email: 'layla@buyer.example',
	phone: '+971 4 555 0101',
	country: 'UAE',
	service: 'sea_freight',
	subject: 'Rice',
	message: 'We need four containers of sella rice.',
}
const textFields = ['name', 'country', 'subject', 'message'] as const
const limits = { name: [2, 100], country: [0, 80], subject: [0, 150], message: [10, 5000] } as const

describe('the contact schema', () => {
	it('never throws, whatever it is given', () => {
		fc.assert(
			fc.property(fc.anything(), (input) => {
				const result = contactSchema.safeParse(input)
				if (!result.success) {
					expect(Object.values(fieldErrors(result.error, 'ar')).every((m) => typeof m === 'string' && m.length > 0)).toBe(true)
				}
			}),
		)
	})

	it('accepts only text within its limits, without control characters, and keeps it as typed', () => {
		fc.assert(
			fc.property(fc.constantFrom(...textFields), nasty, (key, value) => {
				const result = contactSchema.safeParse({ ...valid, [key]: value })
				const expected = stripControlCharacters(value).trim()
				// zod counts characters (code points), not UTF-16 units.
				const length = Array.from(expected).length
				const [min, max] = limits[key]
				if (!result.success) {
					// Refused only for a reason the rules give.
					expect(length < min || length > max).toBe(true)
					return
				}
				const kept = result.data[key]
				expect(kept).toBe(expected)
				expect(length).toBeGreaterThanOrEqual(min)
				expect(length).toBeLessThanOrEqual(max)
				expect(controlCharacters.test(kept)).toBe(false)
			}),
			{ numRuns: 400 },
		)
	})

	it('refuses text that is only control characters (they do not count towards the minimum)', () => {
		expect(contactSchema.safeParse({ ...valid, name: '\u0001\u0002\u0003' }).success).toBe(false)
		expect(contactSchema.safeParse({ ...valid, message: `${'\u0007'.repeat(20)}abc` }).success).toBe(false)
	})

	it('accepts only the listed services and plausible phone numbers', () => {
		fc.assert(
			fc.property(nasty, nasty, (service, phone) => {
				const result = contactSchema.safeParse({ ...valid, service, phone })
				if (result.success) {
					expect(contactServices).toContain(result.data.service)
					expect(result.data.phone === '' || /^\+?[\d\s\-().]{6,}$/.test(result.data.phone)).toBe(true)
				}
			}),
		)
	})

	it('refuses wrong types in every field', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...Object.keys(valid)),
				fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object()),
				(key, value) => {
					const result = contactSchema.safeParse({ ...valid, [key]: value })
					expect(result.success).toBe(false)
				},
			),
		)
	})
})

describe('the newsletter schema', () => {
	it('accepts only a trimmed, bounded address without spaces, markup quotes or control characters', () => {
		fc.assert(
			fc.property(fc.oneof(nasty, fc.emailAddress(), fc.anything()), (email) => {
				const result = newsletterSchema.safeParse({ email })
				if (!result.success) return
				const kept = result.data.email
				expect(kept).toBe(String(email).trim())
				expect(kept.length).toBeLessThanOrEqual(254)
				expect(kept).toMatch(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/)
				expect(controlCharacters.test(kept)).toBe(false)
			}),
			{ numRuns: 400 },
		)
	})
})

describe('the analytics batch schema', () => {
	const event = fc.record(
		{
			kind: fc.constantFrom('page_view', 'event', 'conversion', 'other'),
			page_path: fc.oneof(nasty, fc.constant('/en'), fc.string({ maxLength: 3000 }).map((s) => `/${s}`)),
			page_title: nasty,
			event_name: nasty,
			conversion_name: nasty,
			event_value: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
			custom_parameters: fc.dictionary(fc.string({ maxLength: 80 }), fc.oneof(fc.string({ maxLength: 600 }), fc.double(), fc.object()), { maxKeys: 25 }),
			occurred_at: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), nasty),
		},
		{ requiredKeys: ['kind'] },
	)

	it('never throws and accepts only batches within its bounds', () => {
		fc.assert(
			fc.property(
				fc.oneof(fc.anything(), fc.record({ session_id: fc.oneof(nasty, fc.string({ minLength: 8, maxLength: 70 })), events: fc.array(event, { maxLength: 60 }) })),
				(input) => {
					const result = analyticsBatchSchema.safeParse(input)
					if (!result.success) return
					expect(result.data.events.length).toBeGreaterThanOrEqual(1)
					expect(result.data.events.length).toBeLessThanOrEqual(50)
					expect(result.data.session_id.length).toBeLessThanOrEqual(64)
					for (const e of result.data.events) {
						if (e.page_path !== undefined) {
							expect(e.page_path.startsWith('/')).toBe(true)
							expect(e.page_path.length).toBeLessThanOrEqual(2048)
						}
						if ('custom_parameters' in e && e.custom_parameters) {
							expect(Object.keys(e.custom_parameters).length).toBeLessThanOrEqual(20)
						}
						expect(Number.isNaN(Date.parse(e.occurred_at))).toBe(false)
					}
				},
			),
			{ numRuns: 400 },
		)
	})
})
