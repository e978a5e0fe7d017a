import { describe, expect, it } from 'vitest'
import { confirmedSubscriber, lastMailTo, tokenIn } from '#tests/newsletter.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'
import { confirmationLinkDays, confirmSubscription, getUnsubscribeToken, mailPacingMs, requestSubscription, submitNewsletterForm, unsubscribe } from './newsletter.server.ts'

const rowOf = (email: string) => db().selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst()
const mailsTo = async (email: string) => (await db().selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length
const dayMs = 24 * 3600_000

describe.each(testDialects)('newsletter double opt-in on %s', (dialect) => {
	withTestDatabase(dialect)

	it('keeps a new address pending and mails a confirmation link with the unsubscribe link, in the language of the page', async () => {
		expect(await requestSubscription('Buyer@Example.com', 'ar')).toBe('confirmation-mailed')
		expect(await rowOf('buyer@example.com')).toMatchObject({ status: 'pending', language: 'ar', confirmed_at: null })
		const mail = (await lastMailTo('buyer@example.com'))!
		expect(mail.subject).toContain('أكّد اشتراكك')
		expect(mail.body_text).toContain('/newsletter/confirm?token=')
		expect(mail.body_text).not.toContain('/en/newsletter')
		const unsubscribeToken = tokenIn(mail.body_text, 'unsubscribe')
		expect(unsubscribeToken).toBe(await getUnsubscribeToken('buyer@example.com'))
		// The database keeps only a hash of the confirmation token.
		const token = tokenIn(mail.body_text, 'confirm')
		expect(JSON.stringify(await rowOf('buyer@example.com'))).not.toContain(token)

		expect(await confirmSubscription(token)).toBe('confirmed')
		expect(await rowOf('buyer@example.com')).toMatchObject({ status: 'active' })
		expect((await rowOf('buyer@example.com'))!.confirmed_at).toMatch(/^\d{4}-/)
		// A second click on the same link says so, and changes nothing.
		expect(await confirmSubscription(token)).toBe('already-confirmed')
		expect(await confirmSubscription('x'.repeat(32))).toBe('invalid')
		expect(await confirmSubscription("' or 1=1 --")).toBe('invalid')
	})

	it('mails an English subscriber English texts and English links', async () => {
		await requestSubscription('reader@example.com', 'en')
		const mail = (await lastMailTo('reader@example.com'))!
		expect(mail.subject).toBe('Confirm your subscription to the Tasdeer Food Trading newsletter')
		expect(mail.body_text).toMatch(/\/en\/newsletter\/confirm\?token=/)
		expect(mail.body_text).toMatch(/\/en\/newsletter\/unsubscribe\?token=/)
		expect(mail.body_text).toContain(`within ${confirmationLinkDays} days`)
	})

	it('answers the form the same for a new, a pending, a subscribed and an unsubscribed address; the mail differs', async () => {
		const past = new Date(Date.now() - 2 * mailPacingMs)
		await confirmedSubscriber('member@example.com', 'en')
		await requestSubscription('waiting@example.com', 'en', past)
		await confirmedSubscriber('gone@example.com', 'en')
		await unsubscribe((await getUnsubscribeToken('gone@example.com'))!)
		const answers = []
		for (const [i, email] of ['fresh@example.com', 'waiting@example.com', 'member@example.com', 'gone@example.com'].entries()) {
			answers.push(await submitNewsletterForm({ email }, { lang: 'en', clientIp: `192.0.2.${i + 10}`, sameOrigin: true }))
		}
		expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
		expect(answers[0]).toEqual({ httpStatus: 200, ok: true, message: 'Thank you! Now check your inbox: we sent you a link to confirm your subscription.', email: '' })
		expect((await lastMailTo('member@example.com'))!.subject).toBe('You are already subscribed to the Tasdeer Food Trading newsletter')
		expect((await lastMailTo('member@example.com'))!.body_text).not.toContain('/confirm')
		for (const email of ['fresh@example.com', 'waiting@example.com', 'gone@example.com']) {
			expect((await lastMailTo(email))!.subject, email).toMatch(/^Confirm your subscription/)
		}
		// An unsubscribed address stays so until it confirms again.
		expect((await rowOf('gone@example.com'))!.status).toBe('unsubscribed')
		expect(await confirmSubscription(tokenIn((await lastMailTo('gone@example.com'))!.body_text, 'confirm'))).toBe('confirmed')
		expect((await rowOf('gone@example.com'))!.status).toBe('active')
	})

	it('sends one address at most one mail per pacing interval, whoever asks and however often', async () => {
		const t0 = new Date('2026-05-01T10:00:00.000Z')
		const outcomes = await Promise.all(Array.from({ length: 6 }, () => requestSubscription('flood@example.com', 'ar', t0)))
		expect(outcomes.filter((o) => o === 'confirmation-mailed')).toHaveLength(1)
		expect(await mailsTo('flood@example.com')).toBe(1)
		expect(await db().selectFrom('subscribers').select('id').where('email', '=', 'flood@example.com').execute()).toHaveLength(1)
		expect(await requestSubscription('flood@example.com', 'ar', new Date(t0.getTime() + mailPacingMs - 1000))).toBe('paced')
		expect(await requestSubscription('flood@example.com', 'ar', new Date(t0.getTime() + mailPacingMs + 1000))).toBe('confirmation-mailed')
		expect(await mailsTo('flood@example.com')).toBe(2)
	})

	it('lets a confirmation link expire, replaces it with each new mail, and forgets an address never confirmed', async () => {
		const t0 = new Date(Date.now() - 20 * dayMs)
		await requestSubscription('late@example.com', 'en', t0)
		const first = tokenIn((await lastMailTo('late@example.com'))!.body_text, 'confirm')
		expect(await confirmSubscription(first, new Date(t0.getTime() + confirmationLinkDays * dayMs + 1000))).toBe('expired')
		expect((await rowOf('late@example.com'))!.status).toBe('pending')

		const t1 = new Date(t0.getTime() + dayMs)
		await requestSubscription('late@example.com', 'en', t1)
		const second = tokenIn((await lastMailTo('late@example.com'))!.body_text, 'confirm')
		expect(second).not.toBe(first)
		// The older link no longer confirms; the newer one does (within its days).
		expect(await confirmSubscription(first, new Date(t1.getTime() + 1000))).toBe('invalid')
		expect(await confirmSubscription(second, new Date(t1.getTime() + 2 * dayMs))).toBe('confirmed')

		await requestSubscription('never@example.com', 'en', t0)
		// The next request by anyone clears pending addresses whose link has expired.
		await requestSubscription('someone@example.com', 'en')
		expect(await rowOf('never@example.com')).toBeUndefined()
		expect((await rowOf('late@example.com'))!.status).toBe('active')
	})

	it('unsubscribes a confirmed or a pending address by its token once; the confirmation link then stops working', async () => {
		await requestSubscription('undecided@example.com', 'ar')
		const mail = (await lastMailTo('undecided@example.com'))!
		expect(await unsubscribe(tokenIn(mail.body_text, 'unsubscribe'))).toBe(true)
		expect(await unsubscribe(tokenIn(mail.body_text, 'unsubscribe'))).toBe(false)
		expect(await confirmSubscription(tokenIn(mail.body_text, 'confirm'))).toBe('invalid')
		expect((await rowOf('undecided@example.com'))!.status).toBe('unsubscribed')
		expect(await unsubscribe('nope')).toBe(false)
	})
})
