import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { action } from '#app/routes/api/analytics.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { ingestBatch } from './analytics.server.ts'
import { db } from './db/db.server.ts'

const iphone =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const desktop =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const ip = '203.0.113.77'
const occurred_at = '2026-03-10T09:00:00.000Z'

const view = (
	page_path: string,
	extra: Partial<Extract<AnalyticsBatch['events'][number], { kind: 'page_view' }>> = {},
): AnalyticsBatch => ({
	session_id: 'session-abc',
	events: [{ kind: 'page_view', page_path, occurred_at, ...extra }],
})

async function hashesOf(path: string) {
	const rows = await db()
		.selectFrom('page_views')
		.select('visitor_hash')
		.where('page_path', '=', path)
		.orderBy('id')
		.execute()
	return rows.map((r) => r.visitor_hash)
}

function post(
	body: unknown,
	userAgent: string,
	clientIp: string,
	url = 'http://127.0.0.1:3295/api/analytics',
) {
	const raw = JSON.stringify(body)
	const request = new Request(url, {
		method: 'POST',
		body: raw,
		headers: {
			'content-type': 'application/json',
			'user-agent': userAgent,
			'content-length': String(Buffer.byteLength(raw)),
		},
	})
	return action({ request, context: { nonce: '', clientIp }, params: {} } as never) as Promise<Response>
}

describe.each(testDialects)('cookieless counting on %s', (dialect) => {
	withTestDatabase(dialect)

	it('gives one browser the same hash all day (site time zone) and a new one the next day', async () => {
		// 09:00 and 20:59 UTC are 12:00 and 23:59 in Riyadh (same day); 21:00 UTC is the next day there.
		const visits: [userAgent: string, clientIp: string, at: string][] = [
			[desktop, ip, '2026-03-10T09:00:00Z'],
			[desktop, ip, '2026-03-10T20:59:00Z'],
			[desktop, ip, '2026-03-10T21:00:00Z'],
			// Another address, or another browser at the same address, is another visitor.
			[desktop, '198.51.100.5', '2026-03-10T21:01:00Z'],
			[iphone, ip, '2026-03-10T21:02:00Z'],
		]
		for (const [userAgent, clientIp, at] of visits) await ingestBatch(view('/day-test'), { userAgent, clientIp, now: new Date(at) })
		const [first, sameDay, nextDay, otherIp, otherBrowser] = await hashesOf('/day-test')
		expect(first).toMatch(/^[0-9a-f]{32}$/)
		expect(sameDay).toBe(first)
		expect(nextDay).not.toBe(first)
		expect(new Set([nextDay, otherIp, otherBrowser]).size).toBe(3)
	})

	it('keeps one salt per day in the database and deletes the older ones', async () => {
		const salts = await db().selectFrom('analytics_salts').select(['day', 'salt']).execute()
		expect(salts).toHaveLength(1)
		expect(salts[0]!.day).toBe('2026-03-11')
		expect(salts[0]!.salt).toMatch(/^[0-9a-f]{64}$/)
	})

	it('stores referrer host, UTM, device and language with each page view, and never the address', async () => {
		const response = await post(
			{
				session_id: 'session-xyz',
				events: [
					{
						kind: 'page_view',
						page_path: '/en/products?utm_source=leak',
						referrer: 'https://www.google.com/search?q=basmati+rice',
						utm: { source: 'newsletter', medium: 'email', campaign: 'ramadan' },
						occurred_at,
					},
					// An internal link (same host as the request) is not a source.
					{
						kind: 'page_view',
						page_path: '/contact',
						referrer: 'http://127.0.0.1:3295/en/products',
						occurred_at,
					},
				],
			},
			iphone,
			ip,
		)
		expect(response.status).toBe(202)
		const rows = await db()
			.selectFrom('page_views')
			.selectAll()
			.where('session_id', '=', 'session-xyz')
			.orderBy('id')
			.execute()
		expect(rows[0]).toMatchObject({
			page_path: '/en/products',
			referrer: 'https://www.google.com/search',
			referrer_host: 'google.com',
			utm_source: 'newsletter',
			utm_medium: 'email',
			utm_campaign: 'ramadan',
			device: 'mobile',
			language: 'en',
		})
		expect(rows[1]).toMatchObject({
			page_path: '/contact',
			referrer_host: null,
			utm_source: null,
			device: 'mobile',
			language: 'ar',
		})
		expect(rows[0]!.visitor_hash).toMatch(/^[0-9a-f]{32}$/)
		expect(rows[1]!.visitor_hash).toBe(rows[0]!.visitor_hash)

		// Not the address, nor its plain hash (an IPv4 hash is reversed by trying all 2^32), in any column of any table.
		const plainHash = crypto.createHash('sha256').update(ip).digest('hex')
		const tables = (await db().introspection.getTables()).map((t) => t.name)
		for (const table of tables) {
			const dump = JSON.stringify(
				await db()
					.selectFrom(table as never)
					.selectAll()
					.execute(),
			)
			expect(dump, table).not.toContain(ip)
			expect(dump, table).not.toContain(plainHash.slice(0, 32))
		}
	})

	it('classes tablets and desktops, and refuses malformed UTM objects', async () => {
		const ipad =
			'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
		expect((await post(view('/devices'), ipad, '192.0.2.1')).status).toBe(202)
		expect((await post(view('/devices'), desktop, '192.0.2.1')).status).toBe(202)
		const devices = await db()
			.selectFrom('page_views')
			.select('device')
			.where('page_path', '=', '/devices')
			.orderBy('id')
			.execute()
		expect(devices.map((d) => d.device)).toEqual(['tablet', 'desktop'])
		const unknownKey = await post(
			view('/devices', { utm: { source: 'x', term: 'y' } as never }),
			desktop,
			'192.0.2.1',
		)
		expect(unknownKey.status).toBe(400)
		const tooLong = await post(view('/devices', { utm: { campaign: 'x'.repeat(101) } }), desktop, '192.0.2.1')
		expect(tooLong.status).toBe(400)
	})
})
