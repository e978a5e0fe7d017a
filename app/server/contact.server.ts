import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { type ContactInput, contactHoneypot, contactSchema } from '#app/lib/contact-schema.ts'
import { type LeadSource, leadSourceOf } from '#app/lib/lead-source.ts'
import { sentFieldsWithBlanks } from '#app/lib/sent-fields.ts'
import { fieldErrors } from '#app/lib/validation.ts'
import { getConfig } from './config.server.ts'
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

/** What a public message form checked: the data to store, or the errors to show (codes already in words). */
export type CheckedMessage<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> }

/** The texts of a form's own answers, in the page's language (its refusals are the contact form's). */
interface AnswerTexts {
	success: string
	failure: string
}

/** A public form's request as its route hands it over: the page's language, who sent it and from where. */
export interface PublicFormRequest {
	lang: Lang
	clientIp: string
	sameOrigin: boolean
	request: Pick<Request, 'headers'>
}

/** How a received message is stored: its spam reason (a bot's, or null) and where the enquiry came from. */
export interface MessageReceipt {
	spamReason: string | null
	source: LeadSource
}

/**
 * Receives one message from a public form under the rules above: the contact form and the quote
 * request (quote.server.ts) differ only in what they check, store and mail.
 */
export async function receivePublicMessage<T>(
	options: PublicFormRequest & {
		/** The form as it was sent: its honeypot, and the visit record it carries. */
		fields: Record<string, string>
		/** What the visitor typed, given back on every refusal. */
		values: Record<string, string>
		texts: AnswerTexts
		/** Checks the fields (may read the database: a failure there answers 503). */
		check: () => CheckedMessage<T> | Promise<CheckedMessage<T>>
		store: (data: T, receipt: MessageReceipt) => Promise<{ id: number; created_at: string }>
		/** Tells staff (never throws; not awaited: the message is stored). */
		notify: (data: T, saved: { id: number; created_at: string }) => Promise<void>
	},
): Promise<ContactAnswer> {
	const { values } = options
	const t = dictionaryFor(options.lang)
	const texts = { ...options.texts, fixErrors: t['contact.fixErrors'], rateLimited: t['contact.rateLimited'] }
	const refuse = (httpStatus: number, message: string, extra: Partial<ContactAnswer> = {}): ContactAnswer => ({
		httpStatus,
		status: 'error',
		message,
		errors: {},
		values,
		...extra,
	})
	// Another site's page cannot post messages through its visitors' browsers (nor use up their limit).
	if (!options.sameOrigin) return refuse(403, texts.failure)
	try {
		const checked = await options.check()
		if (!checked.ok) {
			const refused = await countFormAttempt('contact', 'refused', options.clientIp)
			if (!refused.allowed) return refuse(429, texts.rateLimited, { headers: { 'Retry-After': String(refused.retryAfterSeconds) } })
			return refuse(400, texts.fixErrors, { errors: checked.errors })
		}
		const spamReason = options.fields[contactHoneypot] ? 'honeypot' : null
		const limit = await countFormAttempt('contact', 'accepted', options.clientIp)
		if (!limit.allowed) return refuse(429, texts.rateLimited, { headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
		const saved = await options.store(checked.data, { spamReason, source: enquirySource(options.fields, options.request) })
		if (!spamReason) void options.notify(checked.data, saved)
	} catch (error) {
		logger.error({ err: error }, 'a message from a public form could not be stored')
		return refuse(503, texts.failure)
	}
	return { httpStatus: 200, status: 'success', message: texts.success, errors: {}, values: {} }
}

export async function submitContactForm(fields: Record<string, string>, options: PublicFormRequest): Promise<ContactAnswer> {
	const { lang } = options
	const t = dictionaryFor(lang)
	const values = sentFieldsWithBlanks(fields, formKeys)
	return receivePublicMessage({
		...options,
		fields,
		values,
		texts: { success: t['contact.success'], failure: t['contact.failure'] },
		check: () => {
			const parsed = contactSchema.safeParse(values)
			return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error, lang) }
		},
		store: (data, receipt) => createContactMessage(data, { lang, ...receipt }),
		notify: (data, saved) => notifyStaff(data, saved, lang),
	})
}

/**
 * Where an enquiry came from (decision 0038): the visit record the form carries as hidden fields,
 * each field kept only if it passes (a forged one is dropped, the enquiry is still taken), and what
 * the request itself says (device class from the user agent, the page the form was sent from).
 * Every form that stores a message (contact, quote request) takes it from here.
 */
export function enquirySource(fields: Record<string, string>, request: Pick<Request, 'headers'>): LeadSource {
	return leadSourceOf(fields, {
		userAgent: request.headers.get('user-agent'),
		referer: request.headers.get('referer'),
		siteOrigins: getConfig().trustedOrigins,
	})
}

/** Mails the company's contact address about a new message (never throws: the message is stored). */
async function notifyStaff(m: ContactInput, saved: { id: number; created_at: string }, lang: Lang) {
	await sendStaffNotification(saved.id, lang, (company) => ({
		replyTo: m.email,
		subject: `[${company}] ${m.subject || m.service} — ${m.name}`,
		text: [`#${saved.id} ${saved.created_at}`, `${m.name} <${m.email}>`, m.phone, m.country, `service: ${m.service}`, '', m.message]
			.filter(Boolean)
			.join('\n'),
	}))
}

/** Mails the company's contact address (site settings) about a stored message; never throws. */
export async function sendStaffNotification(messageId: number, lang: Lang, compose: (company: string) => { replyTo: string; subject: string; text: string }) {
	try {
		const settings = await getSiteSettings(lang)
		if (!settings.contact_email) return
		await sendMail({ kind: 'contact-notification', to: settings.contact_email, ...compose(settings.company_name) })
	} catch (error) {
		logger.error({ err: error, messageId }, 'the staff notification of a message failed')
	}
}
