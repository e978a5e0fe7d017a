import { beforeAll, describe, expect, it } from 'vitest'
import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { ingestBatch } from './analytics.server.ts'
import {
	getAnalyticsOverview,
	getAnalyticsTotals,
	getConversionsByName,
	getDevices,
	getEventsByName,
	getLanguages,
	getPageViewsByDay,
	getTopCampaigns,
	getTopPages,
	getTopReferrers,
	getUniqueVisitors,
	listRecentTrackingEvents,
	statsDefaults,
	statsRanges,
} from './analytics-stats.server.ts'
import { rollupGraceMs, rollupMaxKeys } from './analytics-rollup.server.ts'
import { db } from './db/db.server.ts'

const desktop =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const phone =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36'
const visitors = {
	one: { userAgent: desktop, clientIp: '192.0.2.1' },
	two: { userAgent: desktop, clientIp: '192.0.2.2' },
	three: { userAgent: phone, clientIp: '192.0.2.3' },
}
const occurred_at = '2026-03-01T00:00:00.000Z'
type Event = AnalyticsBatch['events'][number]

async function hit(at: string, who: keyof typeof visitors, ...events: Event[]) {
	await ingestBatch(
		{ session_id: `session-${who}`, events },
		{ ...visitors[who], siteHost: 'tasdeer.example', now: new Date(at) },
	)
}
const view = (page_path: string, extra: Partial<Extract<Event, { kind: 'page_view' }>> = {}): Event => ({
	kind: 'page_view',
	page_path,
	occurred_at,
	...extra,
})
const event = (event_name: string, page_path = '/'): Event => ({
	kind: 'event',
	event_name,
	event_category: 'homepage',
	event_action: 'click',
	page_path,
	occurred_at,
})
const conversion = (conversion_name: string, conversion_value?: number): Event => ({
	kind: 'conversion',
	conversion_name,
	conversion_value,
	page_path: '/contact',
	occurred_at,
})

/** 15:00 in Riyadh (UTC+3) on 12 March 2026: "today" there began at 2026-03-11T21:00Z. */
const now = new Date('2026-03-12T12:00:00Z')

/** The seven local days up to `now` (12 March in Riyadh), oldest first. */
const lastWeek = ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12']

describe('analytics stats constants', () => {
	it('defaults to the spec: a 7-day window, 10 recent events, 10 top pages; ranges of 7, 30 and 90 days', () => {
		expect(statsRanges).toEqual([7, 30, 90])
		// The spec fixes these three; the other list lengths are the screen's own choice.
		expect(statsDefaults).toMatchObject({ days: 7, recentEvents: 10, topPages: 10 })
		expect(rollupGraceMs).toBe(10 * 60_000)
		expect(rollupMaxKeys).toBe(1000)
	})
})

describe.each(testDialects)('analytics stats on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		// 1 March: outside the 7-day range, inside the 30-day one.
		await hit('2026-03-01T10:00:00Z', 'one', view('/blog'), view('/blog'))
		// 20:30 UTC on 10 March is 23:30 in Riyadh (10 March); 21:30 UTC is 00:30 on 11 March there.
		await hit('2026-03-10T20:30:00Z', 'one', view('/'))
		await hit(
			'2026-03-10T21:30:00Z',
			'one',
			view('/'),
			event('whatsapp_click'),
			conversion('ContactIntent', 1),
		)
		await hit(
			'2026-03-11T08:00:00Z',
			'two',
			view('/en/products', {
				referrer: 'https://www.google.com/search?q=rice',
				utm: { source: 'google', medium: 'cpc', campaign: 'dates' },
			}),
		)
		await hit('2026-03-11T08:01:00Z', 'two', view('/en/products/basmati-rice'), view('/en/products'))
		await hit(
			'2026-03-11T09:00:00Z',
			'three',
			view('/contact'),
			event('contact_page_view', '/contact'),
			conversion('ContactFormSubmit', 1),
		)
		await hit('2026-03-11T09:00:00Z', 'two', view('/en/products'))
		// Today (12 March in Riyadh).
		await hit(
			'2026-03-12T06:00:00Z',
			'one',
			view('/', { referrer: 'https://l.facebook.com/' }),
			event('whatsapp_click'),
			conversion('ContactIntent', 1),
		)
		await hit('2026-03-12T06:30:00Z', 'two', view('/en/products'))
		await db()
			.insertInto('contact_messages')
			.values([
				{
					name: 'A',
					email: 'a@example.com',
					service: 'other',
					message: 'hello',
					created_at: '2026-03-11T09:00:00.000Z',
				},
				{
					name: 'B',
					email: 'b@example.com',
					service: 'other',
					message: 'hello',
					created_at: '2026-03-12T07:00:00.000Z',
				},
				{
					// Flagged by the contact form's spam checks: not a message in any figure.
					name: 'Spam',
					email: 'spam@example.com',
					service: 'other',
					message: 'cheap pills',
					spam_reason: 'honeypot',
					created_at: '2026-03-12T08:00:00.000Z',
				},
			])
			.execute()
	})

	it('counts rows overall and since the start of the local day (spam messages left out)', async () => {
		expect(await getAnalyticsTotals({ now })).toEqual({
			pageViews: { total: 11, today: 2 },
			trackingEvents: { total: 3, today: 1 },
			conversions: { total: 3, today: 1 },
			contactMessages: { total: 2, today: 1 },
		})
	})

	it('groups page views by local day across the time-zone boundary, filling empty days', async () => {
		const days = await getPageViewsByDay({ now, days: 7 })
		expect(days.map((d) => d.day)).toEqual(lastWeek)
		expect(days.slice(0, 4).every((d) => d.views === 0 && d.visitors === 0)).toBe(true)
		expect(days[4]).toEqual({ day: '2026-03-10', views: 1, visitors: 1 })
		expect(days[5]).toEqual({ day: '2026-03-11', views: 6, visitors: 3 })
		expect(days[6]).toEqual({ day: '2026-03-12', views: 2, visitors: 2 })
		// The same rows by UTC days: both evening views fall on 10 March.
		const utc = await getPageViewsByDay({ now, days: 3, timeZone: 'UTC' })
		expect(utc).toEqual([
			{ day: '2026-03-10', views: 2, visitors: 2 },
			{ day: '2026-03-11', views: 5, visitors: 2 },
			{ day: '2026-03-12', views: 2, visitors: 2 },
		])
	})

	it('aggregates completed days once, keeps today live, and answers the same either way', async () => {
		const markers = await db()
			.selectFrom('analytics_daily')
			.select('day')
			.where('time_zone', '=', 'Asia/Riyadh')
			.where('dimension', '=', 'total')
			.orderBy('day')
			.execute()
		// Every day of the week but today, which is still running.
		expect(markers.map((m) => m.day)).toEqual(lastWeek.slice(0, -1))
		// Ten minutes after midnight "yesterday" is still read live; later it is aggregated: same figures.
		const justAfterMidnight = new Date(Date.parse('2026-03-12T21:00:00Z') + rollupGraceMs - 1000)
		const live = await getTopPages({ now: justAfterMidnight, days: 2 })
		const laterOn = await getTopPages({ now: new Date('2026-03-13T12:00:00Z'), days: 2 })
		expect(live).toEqual(laterOn)
		expect(live).toEqual([
			{ path: '/', views: 1, visitors: 1 },
			{ path: '/en/products', views: 1, visitors: 1 },
		])
	})

	it('ranks top pages with their visitors, and widens with the range', async () => {
		expect(await getTopPages({ now, days: 7 })).toEqual([
			{ path: '/en/products', views: 4, visitors: 2 },
			{ path: '/', views: 3, visitors: 3 },
			{ path: '/contact', views: 1, visitors: 1 },
			{ path: '/en/products/basmati-rice', views: 1, visitors: 1 },
		])
		expect(await getTopPages({ now, days: 7, limit: 1 })).toEqual([
			{ path: '/en/products', views: 4, visitors: 2 },
		])
		const month = await getTopPages({ now, days: 30 })
		expect(month).toContainEqual({ path: '/blog', views: 2, visitors: 1 })
	})

	it('counts unique visitors per range as the sum of daily visitors', async () => {
		expect(await getUniqueVisitors({ now, days: 7 })).toBe(6)
		expect(await getUniqueVisitors({ now, days: 30 })).toBe(7)
		expect(await getUniqueVisitors({ now, days: 1 })).toBe(2)
	})

	it('lists referrers, devices, languages and campaigns', async () => {
		expect(await getTopReferrers({ now, days: 7 })).toEqual([
			{ host: 'google.com', views: 1, visitors: 1 },
			{ host: 'l.facebook.com', views: 1, visitors: 1 },
		])
		expect(await getDevices({ now, days: 7 })).toEqual([
			{ device: 'mobile', views: 1, visitors: 1 },
			{ device: 'tablet', views: 0, visitors: 0 },
			{ device: 'desktop', views: 8, visitors: 5 },
		])
		expect(await getLanguages({ now, days: 7 })).toEqual([
			{ language: 'ar', views: 4, visitors: 4 },
			{ language: 'en', views: 5, visitors: 2 },
		])
		expect(await getTopCampaigns({ now, days: 7 })).toEqual([
			{ source: 'google', medium: 'cpc', campaign: 'dates', views: 1, visitors: 1 },
		])
	})

	it('sums conversions by name and counts events by name', async () => {
		expect(await getConversionsByName({ now, days: 7 })).toEqual([
			{ name: 'ContactIntent', count: 2, value: 2 },
			{ name: 'ContactFormSubmit', count: 1, value: 1 },
		])
		expect(await getEventsByName({ now, days: 1 })).toEqual([{ name: 'whatsapp_click', count: 1 }])
	})

	it('lists recent tracking events newest first (10 by default)', async () => {
		const recent = await listRecentTrackingEvents()
		expect(recent.map((e) => e.event_name)).toEqual(['whatsapp_click', 'contact_page_view', 'whatsapp_click'])
		expect(recent[0]).toMatchObject({
			event_category: 'homepage',
			event_action: 'click',
			page_path: '/',
			created_at: '2026-03-12T06:00:00.000Z',
		})
		expect(await listRecentTrackingEvents({ limit: 1 })).toHaveLength(1)
	})

	it('keeps totals exact as rows arrive, just after midnight too (settled counts are cached)', async () => {
		const afterMidnight = new Date(Date.parse('2026-03-11T21:00:00Z') + rollupGraceMs / 2)
		expect((await getAnalyticsTotals({ now: afterMidnight })).pageViews).toEqual({ total: 11, today: 2 })
		expect((await getAnalyticsTotals({ now })).pageViews).toEqual({ total: 11, today: 2 })
		await hit('2026-03-12T11:59:00Z', 'three', view('/en/contact'))
		expect((await getAnalyticsTotals({ now })).pageViews).toEqual({ total: 12, today: 3 })
		expect((await getAnalyticsTotals({ now: afterMidnight })).pageViews).toEqual({ total: 12, today: 3 })
	})

	it('puts it all together for the screen, and refuses a silly range', async () => {
		const overview = await getAnalyticsOverview({ now, days: 7 })
		expect(overview).toMatchObject({ days: 7, rangeViews: 10, uniqueVisitors: 7 })
		expect(overview.byDay).toHaveLength(7)
		expect(overview.topPages[0]).toEqual({ path: '/en/products', views: 4, visitors: 2 })
		expect(overview.totals.pageViews).toEqual({ total: 12, today: 3 })
		await expect(getTopPages({ now, days: 0 })).rejects.toThrow(RangeError)
		await expect(getTopPages({ now, days: 400 })).rejects.toThrow(RangeError)
	})
})
