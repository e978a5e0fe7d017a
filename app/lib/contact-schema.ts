import { z } from 'zod'
import { contactServices } from './form-fields.ts'
import { code, field } from './validation.ts'

// Client components import these from form-fields.ts (no zod in the page's bundle).
export { contactHoneypot, contactServices, type ContactService } from './form-fields.ts'

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
