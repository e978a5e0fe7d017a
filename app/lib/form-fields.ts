/**
 * The parts of the public forms that the browser needs (choices and honeypot names), kept apart
 * from the zod schemas so that the pages that render the forms do not ship the validator: zod is
 * about 25 KB gzip and the schemas only run in the actions (see bench/page-weight.ts).
 */

/** Services a contact message can be about (spec section 3). */
export const contactServices = ['sea_freight', 'air_freight', 'land_transport', 'other'] as const
export type ContactService = (typeof contactServices)[number]

/** Name of the contact form's honeypot input: hidden from people, filled by bots. */
export const contactHoneypot = 'website'

/** Name of the newsletter form's honeypot input. */
export const newsletterHoneypot = 'company_website'
