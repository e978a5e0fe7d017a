import { z } from 'zod'
import { code, field } from './validation.ts'

/** Services a contact message can be about (spec section 3). */
export const contactServices = ['sea_freight', 'air_freight', 'land_transport', 'other'] as const
export type ContactService = (typeof contactServices)[number]

/** Name of the honeypot input: hidden from people, filled by bots. */
export const contactHoneypot = 'website'

/** The contact form, used by the page (attributes, messages) and the action (the real check). */
export const contactSchema = z.object({
	name: field.text({ min: 2, max: 100 }),
	email: field.email(),
	phone: field
		.optionalText({ max: 30 })
		.refine((value) => value === '' || /^\+?[\d\s\-().]{6,}$/.test(value), code('pattern')),
	country: field.optionalText({ max: 80 }),
	service: z.enum(contactServices, code('oneOf')),
	subject: field.optionalText({ max: 150 }),
	message: field.text({ min: 10, max: 5000 }),
})

export type ContactInput = z.infer<typeof contactSchema>
export type ContactFields = keyof ContactInput
