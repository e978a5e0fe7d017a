import crypto from 'node:crypto'
import { sql } from 'kysely'
import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { mailText } from '#app/i18n/mail.ts'
import { newsletterHoneypot, newsletterSchema } from '#app/lib/newsletter-schema.ts'
import { fieldErrors } from '#app/lib/validation.ts'
import { getConfig } from './config.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { logger } from './logger.server.ts'
import { sendMail } from './mail.server.ts'
import { countFormAttempt } from './rate-limit.server.ts'
import { getSiteSettings } from './settings.server.ts'

/**
 * The public side of the newsletter (decision 0024): double opt-in, the same answer for every
 * address, and links that work from a mail.
 * - Subscribing stores the address as `pending` and mails a confirmation link (in the language of the
 *   page) with the unsubscribe link; only a confirmed address is `active` and counts.
 * - The form answers the same whatever the address's state: the mail carries the difference (a
 *   confirmation link, or "you are subscribed already" with the unsubscribe link). Nobody learns
 *   from the form who is subscribed.
 * - One address gets at most one mail per `mailPacingMs`, whoever asks, so the form cannot be used
 *   to flood someone's inbox.
 * - The confirmation link is valid `confirmationLinkDays`; its token is stored only as a hash.
 *   Addresses never confirmed are forgotten once their link has expired. Unsubscribe links do not
 *   expire (a subscriber must always be able to leave).
 */

export const confirmationLinkDays = 7
export const mailPacingMs = 10 * 60_000

const dayMs = 24 * 3600_000
const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/
const newToken = () => crypto.randomBytes(24).toString('base64url')
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

export type SubscriptionRequest = 'confirmation-mailed' | 'already-subscribed-mailed' | 'paced'

/**
 * Asks for a subscription. New, pending and unsubscribed addresses get a (new) confirmation link;
 * a subscribed address gets a reminder with its unsubscribe link. The outcome is for tests and logs:
 * the visitor's answer never depends on it.
 */
export async function requestSubscription(email: string, lang: Lang, now = new Date()): Promise<SubscriptionRequest> {
	const address = email.trim().toLowerCase()
	const at = now.toISOString()
	// An address that never confirmed is not kept past its link.
	await db().deleteFrom('subscribers').where('status', '=', 'pending').where('confirm_expires_at', '<', at).execute()

	for (let attempt = 0; attempt < 3; attempt++) {
		const row = await db()
			.selectFrom('subscribers')
			.select(['id', 'status', 'unsubscribe_token', 'mailed_at'])
			.where(sql<string>`lower(email)`, '=', address)
			.executeTakeFirst()
		if (row?.mailed_at && now.getTime() - Date.parse(row.mailed_at) < mailPacingMs) return 'paced'

		if (row?.status === 'active') {
			// Claim the mail slot first: two requests at once send one mail.
			if (!(await claimMailSlot(row.id, row.mailed_at, at))) return 'paced'
			await sendNewsletterMail('already', { to: address, lang, unsubscribeToken: row.unsubscribe_token })
			return 'already-subscribed-mailed'
		}

		const token = newToken()
		const confirmation = {
			confirm_token_hash: hashToken(token),
			confirm_expires_at: new Date(now.getTime() + confirmationLinkDays * dayMs).toISOString(),
			mailed_at: at,
			language: lang,
			updated_at: nowIso(),
		}
		let unsubscribeToken: string
		if (row) {
			// Pending or unsubscribed: a new link; an unsubscribed address stays so until it confirms.
			const updated = await db()
				.updateTable('subscribers')
				.set(confirmation)
				.where('id', '=', row.id)
				.where('status', '=', row.status)
				.where((eb) => (row.mailed_at ? eb('mailed_at', '=', row.mailed_at) : eb('mailed_at', 'is', null)))
				.executeTakeFirst()
			if (Number(updated.numUpdatedRows) === 0) continue
			unsubscribeToken = row.unsubscribe_token
		} else {
			unsubscribeToken = newToken()
			const inserted = await db()
				.insertInto('subscribers')
				.values({ email: address, status: 'pending', unsubscribe_token: unsubscribeToken, ...confirmation })
				.onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
				.returning('id')
				.executeTakeFirst()
			// Another request inserted the same address first: read it again.
			if (!inserted) continue
		}
		await sendNewsletterMail('confirm', { to: address, lang, unsubscribeToken, confirmToken: token })
		return 'confirmation-mailed'
	}
	return 'paced'
}

async function claimMailSlot(id: number, previous: string | null, at: string): Promise<boolean> {
	const result = await db()
		.updateTable('subscribers')
		.set({ mailed_at: at })
		.where('id', '=', id)
		.where((eb) => (previous ? eb('mailed_at', '=', previous) : eb('mailed_at', 'is', null)))
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

/** The site's links in a mail: the page in the subscriber's language. */
function siteLink(lang: Lang, path: string, token?: string): string {
	const base = `${getConfig().publicUrl}${lang === 'en' ? '/en' : ''}${path}`
	return token ? `${base}?token=${encodeURIComponent(token)}` : base
}

async function sendNewsletterMail(kind: 'confirm' | 'already', mail: { to: string; lang: Lang; unsubscribeToken: string; confirmToken?: string }) {
	const settings = await getSiteSettings(mail.lang).catch(() => null)
	const company = settings?.company_name || dictionaryFor(mail.lang)['meta.siteNameFallback']
	const unsubscribeUrl = siteLink(mail.lang, '/newsletter/unsubscribe', mail.unsubscribeToken)
	const values = {
		company,
		days: confirmationLinkDays,
		confirmUrl: mail.confirmToken ? siteLink(mail.lang, '/newsletter/confirm', mail.confirmToken) : '',
		unsubscribeUrl,
		siteUrl: siteLink(mail.lang, '/'),
	}
	await sendMail({
		kind: kind === 'confirm' ? 'newsletter-confirmation' : 'newsletter-already-subscribed',
		to: mail.to,
		subject: mailText(mail.lang, `newsletter.${kind}.subject`, values),
		text: mailText(mail.lang, `newsletter.${kind}.body`, values),
		// One-click unsubscribe from the mail client (RFC 8058): the unsubscribe route accepts the POST.
		headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
	})
}

export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid'

/**
 * Confirms the subscription whose link carries `token`. A second click on a used link says the
 * subscription is confirmed (it is); a link past its time, or replaced by a newer one, does nothing.
 */
export async function confirmSubscription(token: string, now = new Date()): Promise<ConfirmationOutcome> {
	if (!tokenPattern.test(token)) return 'invalid'
	const hash = hashToken(token)
	const at = now.toISOString()
	const result = await db()
		.updateTable('subscribers')
		.set({ status: 'active', confirmed_at: at, confirm_expires_at: null, updated_at: nowIso() })
		.where('confirm_token_hash', '=', hash)
		.where('status', '<>', 'active')
		.where('confirm_expires_at', '>=', at)
		.executeTakeFirst()
	if (Number(result.numUpdatedRows) > 0) return 'confirmed'
	const row = await db().selectFrom('subscribers').select(['status', 'confirm_expires_at']).where('confirm_token_hash', '=', hash).executeTakeFirst()
	if (!row) return 'invalid'
	if (row.status === 'active') return 'already-confirmed'
	return 'expired'
}

/**
 * Ends a subscription by its token (a confirmed one, or one still waiting for confirmation, whose
 * link stops working). False when the token is unknown or already used.
 */
export async function unsubscribe(token: string): Promise<boolean> {
	// Tokens are base64url (see `newToken`); anything else cannot match and never reaches the database.
	if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) return false
	const result = await db()
		.updateTable('subscribers')
		.set({ status: 'unsubscribed', confirm_token_hash: null, confirm_expires_at: null, updated_at: nowIso() })
		.where('unsubscribe_token', '=', token)
		.where('status', 'in', ['active', 'pending'])
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

export async function getUnsubscribeToken(email: string): Promise<string | null> {
	const row = await db()
		.selectFrom('subscribers')
		.select('unsubscribe_token')
		.where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
		.executeTakeFirst()
	return row?.unsubscribe_token ?? null
}

export interface NewsletterAnswer {
	httpStatus: number
	headers?: Record<string, string>
	ok: boolean
	message: string
	/** The address as typed, given back on a refusal so it is not lost. */
	email: string
}

/**
 * The footer's form. Every accepted address gets the same answer ("check your inbox"); a bot that
 * fills the honeypot gets it too and nothing is stored. Only accepted submissions count toward the
 * per-address limit; a database that does not answer gives the failure message, never a crash page.
 */
export async function submitNewsletterForm(
	fields: Record<string, string>,
	options: { lang: Lang; clientIp: string; sameOrigin: boolean },
): Promise<NewsletterAnswer> {
	const { lang } = options
	const t = dictionaryFor(lang)
	const email = (fields.email ?? '').slice(0, 320)
	const refuse = (httpStatus: number, message: string, headers?: Record<string, string>): NewsletterAnswer => ({ httpStatus, headers, ok: false, message, email })
	if (!options.sameOrigin) return refuse(403, t['newsletter.failure'])
	const parsed = newsletterSchema.safeParse({ email })
	if (!parsed.success) {
		const refused = await countFormAttempt('newsletter', 'refused', options.clientIp)
		if (!refused.allowed) return refuse(429, t['contact.rateLimited'], { 'Retry-After': String(refused.retryAfterSeconds) })
		return refuse(400, fieldErrors(parsed.error, lang).email ?? t['newsletter.failure'])
	}
	try {
		const limit = await countFormAttempt('newsletter', 'accepted', options.clientIp)
		if (!limit.allowed) return refuse(429, t['contact.rateLimited'], { 'Retry-After': String(limit.retryAfterSeconds) })
		// Bots filling the honeypot are told they succeeded and nothing is stored or mailed.
		if (!fields[newsletterHoneypot]) await requestSubscription(parsed.data.email, lang)
	} catch (error) {
		logger.error({ err: error }, 'a newsletter subscription could not be stored')
		return refuse(503, t['newsletter.failure'])
	}
	return { httpStatus: 200, ok: true, message: t['newsletter.success'], email: '' }
}
