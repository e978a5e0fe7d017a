import { describe, expect, it } from 'vitest'
import { noLeadSource } from '#app/lib/lead-source.ts'
import { expectVisitKept, partnerVisit } from '#tests/partner-visit.ts'
import { db } from '#app/server/db/db.server.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { action } from './contact.tsx'

function send(fields: Record<string, string>, { path = '/en/contact', ip = '203.0.113.5', headers = {} as Record<string, string> } = {}) {
	const body = new URLSearchParams(fields).toString()
	const request = new Request(`http://localhost:3000${path}`, {
		method: 'POST',
		body,
		headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), ...headers },
	})
	return action({ request, context: { nonce: '', clientIp: ip }, params: {} } as never)
}

/** The action answers plain data on success and `data(..., { status })` otherwise. */
function unwrap(result: unknown): { status: number; body: { status: string; message: string; errors: Record<string, string>; values: Record<string, string> } } {
	if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
		const wrapped = result as { data: never; init: { status?: number } | null }
		return { status: wrapped.init?.status ?? 200, body: wrapped.data }
	}
	return { status: 200, body: result as never }
}

const valid = { name: 'Layla Hassan', email: 'layla@buyer.example', phone: '+971 4 555 0101', country: 'UAE', service: 'sea_freight', subject: 'Rice', message: 'We need four containers of sella rice.' }

describe.each(testDialects)('contact form action on %s', (dialect) => {
	withTestDatabase(dialect)

	it('stores a valid message as unread in the language of the page', async () => {
		const { status, body } = unwrap(await send(valid))
		expect(status).toBe(200)
		expect(body.status).toBe('success')
		expect(body.message).toBe('Your message was sent successfully. We will be in touch soon.')
		const rows = await db().selectFrom('contact_messages').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ name: 'Layla Hassan', status: 'unread', language: 'en', service: 'sea_freight', spam_reason: null })
	})

	it('refuses an invalid message with errors in Arabic, keeps the values, and stores nothing', async () => {
		const { status, body } = unwrap(await send({ ...valid, email: 'nope', message: 'short' }, { path: '/contact', ip: '203.0.113.6' }))
		expect(status).toBe(400)
		expect(body.errors).toEqual({ email: 'أدخل بريدًا إلكترونيًا صحيحًا', message: 'يجب ألا يقل عن 10 أحرف' })
		expect(body.values.name).toBe('Layla Hassan')
		expect(await db().selectFrom('contact_messages').select('id').execute()).toHaveLength(1)
	})

	it('keeps a honeypot submission under its spam reason and answers as usual', async () => {
		const { body } = unwrap(await send({ ...valid, website: 'http://spam.example' }, { ip: '203.0.113.7' }))
		expect(body.status).toBe('success')
		const spam = await db().selectFrom('contact_messages').select(['spam_reason']).where('spam_reason', 'is not', null).execute()
		expect(spam).toEqual([{ spam_reason: 'honeypot' }])
	})

	it('answers 429 past the per-address limit', async () => {
		const statuses = []
		for (let i = 0; i < 6; i++) statuses.push(unwrap(await send(valid, { ip: '198.51.100.200' })).status)
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
	})

	it('counts only accepted messages toward the limit: a visitor who corrects mistakes is not locked out', async () => {
		const ip = '198.51.100.210'
		for (let i = 0; i < 8; i++) expect(unwrap(await send({ ...valid, email: `typo-${i}` }, { ip })).status).toBe(400)
		const statuses = []
		for (let i = 0; i < 6; i++) statuses.push(unwrap(await send(valid, { ip })).status)
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
		// Past the limit, a refusal still says what to correct (the limit says so once the message is valid).
		expect(unwrap(await send({ ...valid, message: 'short' }, { ip })).status).toBe(400)
	})

	it('keeps a higher ceiling of its own for refused submissions, with the values given back', async () => {
		const ip = '198.51.100.211'
		const statuses = []
		for (let i = 0; i < 31; i++) statuses.push(unwrap(await send({ ...valid, email: 'not-an-address' }, { ip })).status)
		expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
		const last = unwrap(await send({ ...valid, email: 'not-an-address' }, { ip }))
		expect(last.status).toBe(429)
		expect(last.body.message).toBe('You have sent many messages in a short time. Please try again shortly.')
		expect(last.body.values.message).toBe(valid.message)
		// The ceiling for refusals does not stop an accepted message.
		expect(unwrap(await send(valid, { ip })).status).toBe(200)
	})

	it('stores where the enquiry came from: the visit record the form carries, the device and the page it was sent from', async () => {
		const visit = partnerVisit('/en/products/basmati-rice', { campaign: 'spring', content: 'banner' }, 3)
		const headers = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', referer: 'http://localhost:3000/en/contact?service=other' }
		const { status } = unwrap(await send({ ...valid, name: 'Lead Source', ...visit.fields }, { ip: '203.0.113.40', headers }))
		expect(status).toBe(200)
		const row = await db().selectFrom('contact_messages').selectAll().where('name', '=', 'Lead Source').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ language: 'en', lead_device: 'mobile', lead_form_page: '/en/contact' })
		expectVisitKept(row, visit)
	})

	it('takes a message whose visit fields are forged, keeping none of them', async () => {
		const forged = {
			lead_landing: 'https://evil.example/phish',
			lead_referrer: 'https://partner.example/?token=secret',
			lead_pages: '99999999999',
			lead_utm_source: 'a'.repeat(5000),
			lead_utm_medium: 'victim@buyer.example',
			lead_extra: 'ignored',
		}
		const { status, body } = unwrap(await send({ ...valid, name: 'Forged Source', ...forged }, { path: '/contact', ip: '203.0.113.41' }))
		expect(status).toBe(200)
		expect(body.status).toBe('success')
		const row = await db().selectFrom('contact_messages').selectAll().where('name', '=', 'Forged Source').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ ...noLeadSource, language: 'ar' })
	})

	it('refuses an oversize body before parsing it', async () => {
		await expect(send({ ...valid, message: 'x'.repeat(70_000) }, { ip: '198.51.100.201' })).rejects.toMatchObject({ init: { status: 413 } })
	})
})
