import { describe, expect, it } from 'vitest'
import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { addDays, localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { ingestBatch } from './analytics.server.ts'
import { claimRetentionRun, foldOldAnalytics, retentionDays, startAnalyticsRetention } from './analytics-retention.server.ts'
import { ensureDayAggregated, forgetAnalyticsCaches } from './analytics-rollup.server.ts'
import { getAnalyticsOverview } from './analytics-stats.server.ts'
import { clearCache } from './cache.server.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'

type Event = AnalyticsBatch['events'][number]
const occurred_at = '2026-01-01T00:00:00.000Z'
const browsers = [
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
]

async function visit(at: Date, n: number, path: string) {
	const events: Event[] = [
		{ kind: 'page_view', page_path: path, referrer: n % 2 ? 'https://www.google.com/' : undefined, utm: n % 3 ? undefined : { source: 'news', campaign: `c${n % 2}` }, occurred_at },
		{ kind: 'event', event_name: n % 2 ? 'whatsapp_click' : 'cta_click', event_category: 'homepage', event_action: 'click', page_path: path, occurred_at },
		{ kind: 'conversion', conversion_name: 'ContactIntent', conversion_value: 1 + (n % 3), page_path: path, occurred_at },
	]
	await ingestBatch({ session_id: `session-${n}`, events }, { userAgent: browsers[n % 2]!, clientIp: `192.0.2.${n % 7}`, siteHost: 'tasdeer.example', now: at })
}

const counts = async () => ({
	page_views: Number((await db().selectFrom('page_views').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
	tracking_events: Number((await db().selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
	conversion_events: Number((await db().selectFrom('conversion_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
})

/** Everything the analytics screen shows, over every range it offers and the longest one allowed. */
async function screen(now: Date) {
	forgetAnalyticsCaches()
	const ranges = await Promise.all([7, 30, 90, 366].map((days) => getAnalyticsOverview({ days, now })))
	return ranges
}

describe.each(testDialects)('analytics retention on %s', (dialect) => {
	withTestDatabase(dialect)
	const timeZone = () => getConfig().SITE_TIMEZONE
	/** Noon UTC on 15 June 2026: "now" of these tests. */
	const now = new Date('2026-06-15T12:00:00Z')
	const daysAgo = (days: number, hour = 9) => new Date(startOfLocalDay(addDays(localDate(now, timeZone()), -days), timeZone()) + hour * 3600_000)

	it('folds raw rows older than the period into the daily figures and deletes them; every figure stays the same', async () => {
		const paths = ['/', '/en/products', '/contact', '/en/blog/rice', '/products/category/rice']
		let n = 0
		for (const ago of [200, 120, 95, 91, 90, 89, 60, 30, 2, 1, 0]) {
			for (let i = 0; i < 4; i++) await visit(daysAgo(ago, 8 + i), n++, paths[(n + ago) % paths.length]!)
		}
		const before = await screen(now)
		const rowsBefore = await counts()
		expect(rowsBefore.page_views).toBe(44)

		// At most 31 days a run by default (a site catching up does it over a few runs).
		expect((await foldOldAnalytics({ now, timeZone: timeZone(), days: 90 })).days).toHaveLength(31)
		const folded = await foldOldAnalytics({ now, timeZone: timeZone(), days: 90, maxDays: 366 })
		// Days 200, 120, 95 and 91 ago are older than the last 90 days (today and 89 before it); 90 is the oldest kept.
		// The next run starts at the oldest row left (120 days ago): empty days are not walked through.
		expect(folded.days).toHaveLength(120 - 89)
		expect(folded.days[0]).toBe(localDate(daysAgo(120), timeZone()))
		expect(folded.days.at(-1)).toBe(localDate(daysAgo(90), timeZone()))
		expect(folded.deleted).toEqual({ page_views: 16, tracking_events: 16, conversion_events: 16 })
		expect(await counts()).toEqual({ page_views: 24, tracking_events: 24, conversion_events: 24 })
		const oldest = await db().selectFrom('page_views').select('created_at').orderBy('created_at').executeTakeFirstOrThrow()
		expect(new Date(oldest.created_at).getTime()).toBeGreaterThanOrEqual(daysAgo(89, 0).getTime())

		// The same screen, read afresh (no cache of this instance), over every range: unchanged.
		expect(await screen(now)).toEqual(before)
		expect((await screen(now))[3]!.totals.pageViews.total).toBe(44)

		// Nothing left to fold: a second run changes nothing.
		expect(await foldOldAnalytics({ now, timeZone: timeZone(), days: 90 })).toEqual({ days: [], deleted: { page_views: 0, tracking_events: 0, conversion_events: 0 } })
		expect(await screen(now)).toEqual(before)

		// A folded day is never re-aggregated from what is left (a lost marker, a rebuild): its figures stay.
		const day = localDate(daysAgo(120), timeZone())
		await db().deleteFrom('analytics_daily').where('day', '=', day).where('dimension', '=', 'total').execute()
		forgetAnalyticsCaches()
		await ensureDayAggregated(day, timeZone(), now)
		expect(await db().selectFrom('analytics_daily').select('key').where('day', '=', day).where('dimension', '=', 'page').execute()).not.toEqual([])
	})

	it('is safe with several instances: folds run at once delete each row once and count it once', async () => {
		const later = new Date(now.getTime() + 40 * 86_400_000)
		const rowsBefore = await counts()
		const before = await screen(later)
		const runs = await Promise.all([1, 2, 3].map(() => foldOldAnalytics({ now: later, timeZone: timeZone(), days: 90 })))
		const deleted = runs.reduce((sum, run) => sum + run.deleted.page_views, 0)
		const rowsAfter = await counts()
		expect(deleted).toBe(rowsBefore.page_views - rowsAfter.page_views)
		expect(deleted).toBeGreaterThan(0)
		expect(await screen(later)).toEqual(before)
	})

	it('lets one instance at a time run it (a lease in the database)', async () => {
		await db().updateTable('analytics_retention').set({ next_run_at: null }).execute()
		const at = new Date('2026-06-20T00:00:00Z')
		expect(await Promise.all([claimRetentionRun(at, 3600_000), claimRetentionRun(at, 3600_000), claimRetentionRun(at, 3600_000)])).toEqual(
			expect.arrayContaining([true, false, false]),
		)
		expect(await claimRetentionRun(new Date(at.getTime() + 3599_000), 3600_000)).toBe(false)
		expect(await claimRetentionRun(new Date(at.getTime() + 3600_000), 3600_000)).toBe(true)
	})

	it('keeps the number of days set in the site settings (90 when unset or invalid)', async () => {
		clearCache()
		expect(await retentionDays()).toBe(90)
		await db().insertInto('site_settings').values({ key: 'analytics_retention_days', value: '30' }).execute()
		clearCache()
		expect(await retentionDays()).toBe(30)
		await db().updateTable('site_settings').set({ value: '3' }).where('key', '=', 'analytics_retention_days').execute()
		clearCache()
		expect(await retentionDays()).toBe(90)
		await db().deleteFrom('site_settings').where('key', '=', 'analytics_retention_days').execute()
		clearCache()
	})

	it('runs from the server’s own timer, without any request', async () => {
		// Rows of the real clock: 150 and 100 days ago, and today.
		const real = new Date()
		const ago = (days: number) => new Date(real.getTime() - days * 86_400_000)
		await visit(ago(150), 101, '/en/about')
		await visit(ago(100), 102, '/en/about')
		await visit(real, 103, '/en/about')
		await db().updateTable('analytics_retention').set({ next_run_at: null }).execute()
		const oldRows = () => db().selectFrom('page_views').select('id').where('session_id', 'in', ['session-101', 'session-102']).execute()
		expect(await oldRows()).toHaveLength(2)
		const stop = startAnalyticsRetention({ firstDelayMs: 10, intervalMs: 200 })
		try {
			await expect.poll(async () => (await oldRows()).length, { timeout: 10_000 }).toBe(0)
		} finally {
			await stop()
		}
		expect(await db().selectFrom('page_views').select('id').where('session_id', '=', 'session-103').execute()).toHaveLength(1)
	})
})
