import { z } from 'zod'
import { contactSchema } from './contact-schema.ts'
import { exportLimits, incoterms, isCalendarDate, moqUnits, optionalCountryCode, quantityField } from './export-data.ts'
import { quoteLimits } from './quote-basket.ts'
import { latinDigits } from './typed-number.ts'
import { code, field } from './validation.ts'

/**
 * A quote request (decision 0037): the buyer's details under the contact form's rules, a note, and
 * the basket's lines. One schema for the page and its action; what only the products can tell (a
 * packaging option or an Incoterm the product offers) is checked on the server against them.
 */

/** YYYY-MM-DD of a day: a target date may not be before yesterday in UTC (today somewhere on Earth). */
export const earliestTargetDate = (now: Date = new Date()) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)

export const quoteLineSchema = z
	.object({
		slug: field.slug(),
		packaging: z
			.string()
			.trim()
			.default('')
			.refine((value) => value === '' || /^\d{1,2}$/.test(value), code('oneOf')),
		quantity: quantityField({ required: true, max: exportLimits.quantity }),
		unit: z.enum(moqUnits, code('oneOf')),
		incoterm: z.enum(incoterms, code('oneOf')),
		country: optionalCountryCode(),
		port: field.optionalText({ max: quoteLimits.port }),
		targetDate: z
			.string()
			.trim()
			.default('')
			.transform(latinDigits)
			.refine((value) => value === '' || isCalendarDate(value), code('date'))
			.refine((value) => value === '' || value >= earliestTargetDate(), code('futureDate')),
	})
	// A price needs somewhere to deliver to: a country, a port, or both. Said together with the
	// line's other mistakes (not only once they are fixed), unless those two fields are wrong themselves.
	.refine((line) => line.country !== '' || line.port !== '', {
		message: code('destination'),
		path: ['country'],
		when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'country' || issue.path?.[0] === 'port'),
	})

export const quoteSchema = contactSchema
	.pick({ name: true, email: true, phone: true, country: true })
	.extend({
		note: field.optionalText({ max: 5000 }),
		lines: z.array(quoteLineSchema).min(1, code('emptyBasket')).max(quoteLimits.lines, code('maxItems', { max: quoteLimits.lines })),
	})

export type QuoteInput = z.infer<typeof quoteSchema>
export type QuoteLineInput = z.infer<typeof quoteLineSchema>
/** The buyer's fields of the form (the lines have names of their own: `line.<index>.<field>`). */
export const quoteBuyerFields = ['name', 'email', 'phone', 'country', 'note'] as const
