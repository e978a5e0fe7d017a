import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { type ContactInput, contactHoneypot, contactSchema } from '#app/lib/contact-schema.ts'
import { fieldErrors } from '#app/lib/validation.ts'
import { logger } from './logger.server.ts'
import { sendMail } from './mail.server.ts'
import { createContactMessage } from './messages.server.ts'
import { countFormAttempt } from './rate-limit.server.ts'
import { getSiteSettings } from './settings.server.ts'

/**
 * The public contact form's rules, whichever route receives it (decision 0024):
 * - Only accepted submissions count toward the per-address limit (5 in 10 minutes); a visitor who
 *   corrects their mistakes is never locked out by them. Refused submissions have a ceiling of their
 *   own, higher (30 in 10 minutes), so the form cannot be hammered as a free validator.
 * - A filled honeypot means a bot: the message is kept under its spam reason, counted as accepted,
 *   and the answer is the usual success, so the bot learns nothing.
 * - Nothing the database does (down, partitioned, disk full, locked) turns into a crash page: the
 *   visitor gets the form back with what they typed and the spec's failure message (503).
 * - Staff are told by mail when SMTP is configured; the message itself is already stored.
 */

export interface ContactAnswer {
	httpStatus: number
	headers?: Record<string, string>
	status: 'success' | 'error'
	message: string
	errors: Record<string, string>
	/** What the visitor typed, given back on every refusal so nothing is lost. */
	values: Record<string, string>
}

const formKeys = Object.keys(contactSchema.shape) as (keyof ContactInput)[]

export async function submitContactForm(
	fields: Record<string, string>,
	options: { lang: Lang; clientIp: string; sameOrigin: boolean },
): Promise<ContactAnswer> {
	const { lang } = options
	const t = dictionaryFor(lang)
	const values = Object.fromEntries(formKeys.map((key) => [key, fields[key] ?? '']))
	const refuse = (httpStatus: number, message: string, extra: Partial<ContactAnswer> = {}): ContactAnswer => ({
		httpStatus,
		status: 'error',
		message,
		errors: {},
		values,
		...extra,
	})
	// Another site's page cannot post messages through its visitors' browsers (nor use up their limit).
	if (!options.sameOrigin) return refuse(403, t['contact.failure'])

	const parsed = contactSchema.safeParse(values)
	if (!parsed.success) {
		const refused = await countFormAttempt('contact', 'refused', options.clientIp)
		if (!refused.allowed) return refuse(429, t['contact.rateLimited'], { headers: { 'Retry-After': String(refused.retryAfterSeconds) } })
		return refuse(400, t['contact.fixErrors'], { errors: fieldErrors(parsed.error, lang) })
	}

	const spamReason = fields[contactHoneypot] ? 'honeypot' : null
	try {
		const limit = await countFormAttempt('contact', 'accepted', options.clientIp)
		if (!limit.allowed) return refuse(429, t['contact.rateLimited'], { headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
		const saved = await createContactMessage(parsed.data, { lang, spamReason })
		if (!spamReason) void notifyStaff(parsed.data, saved, lang)
	} catch (error) {
		logger.error({ err: error }, 'a contact message could not be stored')
		return refuse(503, t['contact.failure'])
	}
	return { httpStatus: 200, status: 'success', message: t['contact.success'], errors: {}, values: {} }
}

/** Mails the company's contact address about a new message (never throws: the message is stored). */
async function notifyStaff(m: ContactInput, saved: { id: number; created_at: string }, lang: Lang) {
	try {
		const settings = await getSiteSettings(lang)
		if (!settings.contact_email) return
		await sendMail({
			kind: 'contact-notification',
			to: settings.contact_email,
			replyTo: m.email,
			subject: `[${settings.company_name}] ${m.subject || m.service} — ${m.name}`,
			text: [`#${saved.id} ${saved.created_at}`, `${m.name} <${m.email}>`, m.phone, m.country, `service: ${m.service}`, '', m.message]
				.filter(Boolean)
				.join('\n'),
		})
	} catch (error) {
		logger.error({ err: error, messageId: saved.id }, 'the staff notification of a contact message failed')
	}
}
