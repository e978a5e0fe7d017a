import { describe, expect, it, vi } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { startSmtpServer, withTestInbox } from '#tests/smtp-test-server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { logger } from './logger.server.ts'
import { mailIsConfigured, sendMail } from './mail.server.ts'

const mail = {
	kind: 'contact-notification' as const,
	to: 'sales@tasdeer.example',
	replyTo: 'layla@buyer.example',
	subject: '[Tasdeer] Rice — Layla Hassan',
	text: 'Layla Hassan <layla@buyer.example>\n+971 4 555 0101\n\nWe need four containers of sella rice.',
}

describe.each(testDialects)('sending mail on %s', (dialect) => {
	withTestDatabase(dialect)
	const inbox = withTestInbox()

	it('without SMTP, keeps the mail in the outbox and logs that it arrived, never what it says', async () => {
		setConfig(parseConfig({ ...process.env, SMTP_URL: '' }))
		expect(mailIsConfigured()).toBe(false)
		const lines: unknown[] = []
		const spy = vi.spyOn(logger, 'info').mockImplementation(((entry: unknown, message?: string) => lines.push([entry, message])) as never)
		try {
			expect(await sendMail(mail)).toBe('logged')
		} finally {
			spy.mockRestore()
		}
		const logged = JSON.stringify(lines)
		expect(logged).toContain('contact-notification')
		for (const personal of ['Layla', 'layla@buyer.example', 'sella rice', '+971', 'sales@tasdeer.example', 'Rice']) expect(logged).not.toContain(personal)
		const row = await db().selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ to_address: mail.to, subject: mail.subject, body_text: mail.text, status: 'logged' })
	})

	it('with SMTP, delivers to a real SMTP server with the reply-to and headers, and records it as sent', async () => {
		setConfig(parseConfig({ ...process.env, SMTP_URL: inbox.url, MAIL_FROM: 'Tasdeer <no-reply@tasdeer.example>' }))
		expect(mailIsConfigured()).toBe(true)
		expect(await sendMail({ ...mail, headers: { 'List-Unsubscribe': '<http://localhost/newsletter/unsubscribe?token=abc>' } })).toBe('sent')
		const received = await inbox.waitFor((m) => m.subject === mail.subject)
		expect(received.text?.trim()).toBe(mail.text)
		expect(received.replyTo?.text).toBe(mail.replyTo)
		expect(received.from?.value).toEqual([{ name: 'Tasdeer', address: 'no-reply@tasdeer.example' }])
		expect(received.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe('List-Unsubscribe: <http://localhost/newsletter/unsubscribe?token=abc>')
		const row = await db().selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(row.status).toBe('sent')
	})

	it('records a refused delivery as failed without throwing (what the visitor did stays done)', async () => {
		const closed = await startSmtpServer()
		await closed.close()
		setConfig(parseConfig({ ...process.env, SMTP_URL: closed.url }))
		const errors = vi.spyOn(logger, 'error').mockImplementation((() => {}) as never)
		try {
			expect(await sendMail(mail)).toBe('failed')
		} finally {
			errors.mockRestore()
		}
		const row = await db().selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(row.status).toBe('failed')
		expect(row.error).toMatch(/ECONNREFUSED|connect/i)
	})
})
