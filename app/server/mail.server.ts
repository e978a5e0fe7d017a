import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { logger } from './logger.server.ts'

export interface Mail {
	to: string
	subject: string
	text: string
	replyTo?: string
}

let transport: Transporter | undefined

/**
 * Sends over SMTP when SMTP_URL is set; otherwise the mail is written to the log. Either way it is
 * recorded in the outbox, so nothing is lost when SMTP is down. Never throws: a mail failure must
 * not undo what the visitor did (the contact message is already stored).
 */
export async function sendMail(mail: Mail): Promise<'sent' | 'logged' | 'failed'> {
	const { SMTP_URL, MAIL_FROM } = getConfig()
	let status: 'sent' | 'logged' | 'failed' = 'logged'
	let error: string | null = null
	if (SMTP_URL) {
		try {
			transport ??= nodemailer.createTransport(SMTP_URL)
			await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo })
			status = 'sent'
		} catch (cause) {
			status = 'failed'
			error = cause instanceof Error ? cause.message : String(cause)
			logger.error({ err: cause, to: mail.to, subject: mail.subject }, 'mail could not be sent')
		}
	} else {
		logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail (no SMTP_URL configured: logged only)')
	}
	await db()
		.insertInto('mail_outbox')
		.values({ to_address: mail.to, subject: mail.subject, body_text: mail.text, reply_to: mail.replyTo ?? null, status, error })
		.execute()
		.catch((cause) => logger.error({ err: cause }, 'mail outbox write failed'))
	return status
}
