import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { logger } from './logger.server.ts'

export interface Mail {
	/** What the mail is, for the log (which never holds a mail's content). */
	kind: 'contact-notification' | 'password-reset' | 'password-link' | 'newsletter-confirmation' | 'newsletter-already-subscribed' | 'certification-expiry'
	to: string
	subject: string
	text: string
	replyTo?: string
	/** Extra headers, e.g. List-Unsubscribe on newsletter mails. */
	headers?: Record<string, string>
}

let transport: Transporter | undefined
let transportUrl: string | undefined

/** True when mails leave the server (SMTP_URL); otherwise they are only kept in the outbox. */
export function mailIsConfigured(): boolean {
	return Boolean(getConfig().SMTP_URL)
}

/**
 * Sends over SMTP when SMTP_URL is set. Either way the mail is recorded in the outbox (the database),
 * so nothing is lost when SMTP is down or not configured. The log says that a mail was sent, kept or
 * failed, and what kind it was, never its content or subject: those carry visitors' messages and
 * one-time links. Never throws: a mail failure must not undo what the visitor did (the contact
 * message is already stored).
 */
export async function sendMail(mail: Mail): Promise<'sent' | 'logged' | 'failed'> {
	const { SMTP_URL, MAIL_FROM } = getConfig()
	let status: 'sent' | 'logged' | 'failed' = 'logged'
	let error: string | null = null
	if (SMTP_URL) {
		try {
			if (!transport || transportUrl !== SMTP_URL) {
				// Bounded waits: a mail server that does not answer must not hold a visitor's request for minutes.
				transport = nodemailer.createTransport({ url: SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
				transportUrl = SMTP_URL
			}
			await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, headers: mail.headers })
			status = 'sent'
		} catch (cause) {
			status = 'failed'
			error = cause instanceof Error ? cause.message : String(cause)
			logger.error({ err: cause, kind: mail.kind }, 'mail could not be sent')
		}
	}
	const row = await db()
		.insertInto('mail_outbox')
		.values({ to_address: mail.to, subject: mail.subject, body_text: mail.text, reply_to: mail.replyTo ?? null, status, error })
		.returning('id')
		.executeTakeFirst()
		.catch((cause: unknown) => {
			logger.error({ err: cause, kind: mail.kind }, 'mail outbox write failed')
			return undefined
		})
	if (status === 'logged') logger.info({ kind: mail.kind, outboxId: row?.id }, 'mail not sent (no SMTP_URL configured): kept in the outbox')
	else if (status === 'sent') logger.debug({ kind: mail.kind, outboxId: row?.id }, 'mail sent')
	return status
}
