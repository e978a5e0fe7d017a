import { describe, expect, it } from 'vitest'
import { action } from '#app/routes/api/analytics.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const at = '2026-11-22T10:00:00.000Z'

function post(body: unknown, headers: Record<string, string> = {}, ip = '203.0.113.1') {
	const raw = typeof body === 'string' ? body : JSON.stringify(body)
	const request = new Request('http://localhost/api/analytics', {
		method: 'POST',
		body: raw,
		headers: { 'content-type': 'application/json', 'user-agent': browser, 'content-length': String(Buffer.byteLength(raw)), ...headers },
	})
	return action({ request, context: { nonce: '', clientIp: ip }, params: {} } as never) as Promise<Response>
}

const batch = {
	session_id: 'session-123',
	events: [
		{ kind: 'page_view', page_path: '/en/products', page_title: 'Products', occurred_at: at },
		{ kind: 'event', event_name: 'whatsapp_click', event_category: 'products', event_action: 'click', page_path: '/en/products', occurred_at: at },
		{ kind: 'conversion', conversion_name: 'ContactIntent', conversion_value: 1, page_path: '/en/products', occurred_at: at },
	],
}

describe.each(testDialects)('analytics ingest on %s', (dialect) => {
	withTestDatabase(dialect)

	it('stores a batch of page views, events and conversions in one go', async () => {
		const response = await post(batch)
		expect(response.status).toBe(202)
		expect(await response.json()).toEqual({ ok: true, pageViews: 1, events: 1, conversions: 1 })
		const view = await db().selectFrom('page_views').selectAll().executeTakeFirstOrThrow()
		expect(view).toMatchObject({ page_path: '/en/products', session_id: 'session-123', user_agent: browser })
		expect(await db().selectFrom('conversion_events').select('conversion_name').execute()).toEqual([{ conversion_name: 'ContactIntent' }])
	})

	it('ignores known bots', async () => {
		const response = await post(batch, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
		expect(response.status).toBe(204)
		expect(await db().selectFrom('page_views').select('id').execute()).toHaveLength(1)
	})

	it('refuses invalid JSON, invalid batches and oversize bodies, writing nothing', async () => {
		expect((await post('{not json')).status).toBe(400)
		const invalid = await post({ ...batch, events: [{ kind: 'page_view', page_path: 'no-slash', occurred_at: at }] })
		expect(invalid.status).toBe(400)
		expect((await invalid.json()).error).toBe('invalid_batch')
		expect((await post({ session_id: 'session-123', events: [] })).status).toBe(400)
		const huge = { ...batch, events: [{ ...batch.events[0], page_title: 'x'.repeat(40_000) }] }
		expect((await post(huge)).status).toBe(413)
		expect(await db().selectFrom('page_views').select('id').execute()).toHaveLength(1)
	})

	it('rate-limits one client', async () => {
		let last = 0
		for (let i = 0; i < 125; i++) last = (await post({ ...batch, events: [batch.events[1]] }, {}, '198.51.100.99')).status
		expect(last).toBe(429)
	})
})
