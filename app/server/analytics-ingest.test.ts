import { describe, expect, it } from 'vitest'
import { action } from '#app/routes/api/analytics.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'
import { ingestBatch, visitorEventBudget } from './analytics.server.ts'

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
		expect(await response.json()).toEqual({ ok: true, pageViews: 1, events: 1, conversions: 1, dropped: 0 })
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

	it('caps what one visitor stores per window: the events beyond it are dropped, other visitors and the next window are not', async () => {
		const count = async () =>
			Number((await db().selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('session_id', '=', 'session-flood').executeTakeFirstOrThrow()).n)
		const flood = { session_id: 'session-flood', events: Array.from({ length: 10 }, (_, i) => ({ kind: 'event' as const, event_name: `flood_${i}`, occurred_at: at })) }
		const start = new Date('2026-11-22T10:00:00Z')
		const who = { userAgent: browser, clientIp: '203.0.113.50' }
		const batches = Math.ceil(visitorEventBudget.limit / 10) + 5
		let dropped = 0
		for (let i = 0; i < batches; i++) dropped += (await ingestBatch(flood, { ...who, now: new Date(start.getTime() + i * 1000) })).dropped
		expect(await count()).toBe(visitorEventBudget.limit)
		expect(dropped).toBe(batches * 10 - visitorEventBudget.limit)
		// A batch across the edge keeps its first events, in order.
		const edgeVisitor = { userAgent: browser, clientIp: '203.0.113.51', now: start }
		for (let spent = 0; spent < visitorEventBudget.limit - 5; spent += 5) await ingestBatch({ session_id: 'session-edge-a', events: flood.events.slice(0, 5) }, edgeVisitor)
		const edge = await ingestBatch({ ...flood, session_id: 'session-edge-b' }, edgeVisitor)
		expect(edge).toMatchObject({ events: 5, dropped: 5 })
		expect((await db().selectFrom('tracking_events').select('event_name').where('session_id', '=', 'session-edge-b').orderBy('id').execute()).map((e) => e.event_name)).toEqual(['flood_0', 'flood_1', 'flood_2', 'flood_3', 'flood_4'])
		// Another visitor of the same address (another browser) has a budget of its own.
		expect((await ingestBatch(flood, { ...who, userAgent: `${browser} Edg/126.0`, now: start })).events).toBe(10)
		// The next window starts afresh.
		const later = new Date(start.getTime() + visitorEventBudget.windowMs + 60_000)
		expect((await ingestBatch(flood, { ...who, now: later })).events).toBe(10)
		// Through the endpoint: still 202 (nothing for a client to retry), with the count dropped.
		const answer = await post(flood, {}, '203.0.113.50')
		expect(answer.status).toBe(202)
		expect(await answer.json()).toMatchObject({ events: 10, dropped: 0 })
	})

	it('takes the text/plain bodies of navigator.sendBeacon, and refuses other media types', async () => {
		const beacon = await post({ ...batch, session_id: 'session-beacon' }, { 'content-type': 'text/plain;charset=UTF-8' })
		expect(beacon.status).toBe(202)
		for (const type of ['multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/xml']) {
			expect((await post({ ...batch, session_id: 'session-other' }, { 'content-type': type })).status, type).toBe(415)
		}
		expect(await db().selectFrom('page_views').select('id').where('session_id', '=', 'session-other').execute()).toEqual([])
	})
})
