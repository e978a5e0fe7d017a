import { type Selectable, sql } from 'kysely'
import { type DeviceClass, deviceClasses } from '#app/lib/analytics-dimensions.ts'
import { awaitEach } from '#app/lib/await-each.ts'
import { localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { db } from './db/db.server.ts'
import type { TrackingEventsTable } from './db/schema.ts'
import {
	bounded,
	ensureFunnel,
	iso,
	prepare,
	productViewKey,
	ranked,
	readFolded,
	resolve,
	rollupGraceMs,
	rollupVersion,
	settledResult,
	statsDefaults,
	type StatsOptions,
	sumDimension,
} from './analytics-rollup.server.ts'

/**
 * The figures of the analytics screen (SPEC section 7 and issue 5), in the site's time zone.
 *
 * A year of a busy site is about a million page views, so ranged figures never scan raw rows for
 * whole ranges. Raw rows carry the server's time and are only ever appended, so a local day that
 * is over never changes: it is aggregated once into `analytics_daily` (lazily, the first time a
 * range needs it; shared by every instance) and ranges read those aggregates plus the raw rows of
 * the days still running (today, and yesterday for a few minutes after midnight). Visitors of a
 * range are the sum of each day's distinct visitor hashes, which is exact because the hash salt
 * changes with the local day: one browser on two days is two visitors, as in Plausible. The
 * aggregates themselves are analytics-rollup.server.ts.
 */
export { statsRanges, type StatsRange } from '#app/lib/stats-range.ts'
export { statsDefaults, type StatsOptions } from './analytics-rollup.server.ts'

export interface ProductViewers {
	/** Views of product pages. */
	views: number
	/** Visitors who viewed at least one product page (each day's distinct visitors, summed). */
	visitors: number
}

/** Product page views and the visitors who made them, over the range: the funnel's middle step. */
export async function getProductViewers(options: StatsOptions = {}): Promise<ProductViewers> {
	const prepared = await prepare(options)
	await ensureFunnel(prepared)
	const totals = await sumDimension(prepared, 'funnel')
	const counted = totals.get(productViewKey)
	return { views: counted?.hits ?? 0, visitors: counted?.visitors ?? 0 }
}

export interface CountPair {
	total: number
	today: number
}
export interface AnalyticsTotals {
	pageViews: CountPair
	trackingEvents: CountPair
	conversions: CountPair
	contactMessages: CountPair
}

/** Rows of page_views, tracking_events, conversion_events and contact_messages (spam left out): overall and since the start of today. */
export async function getAnalyticsTotals(options: Omit<StatsOptions, 'days'> = {}): Promise<AnalyticsTotals> {
	const { now, timeZone } = resolve({ ...options, days: 1 })
	const today = startOfLocalDay(localDate(now, timeZone), timeZone)
	// Analytics rows before the start of the last completed day (with the grace period) never
	// change: counted once per day and instance, so a total reads only the recent rows.
	const settledBefore = iso(startOfLocalDay(localDate(now.getTime() - rollupGraceMs, timeZone), timeZone))
	const since = iso(today)
	const count = (
		table: 'page_views' | 'tracking_events' | 'conversion_events' | 'contact_messages',
		from?: string,
		to?: string,
	) => {
		let query = db()
			.selectFrom(table)
			.select(sql<number>`count(*)`.as('n'))
		if (from) query = query.where('created_at', '>=', from)
		if (to) query = query.where('created_at', '<', to)
		// Messages flagged by the contact form's spam checks are not counted as messages.
		if (table === 'contact_messages') query = query.where('spam_reason', 'is', null)
		return query.executeTakeFirstOrThrow().then((row) => Number(row.n))
	}
	// Rows folded away by the retention job still count in the overall totals.
	type Folded = Awaited<ReturnType<typeof readFolded>>
	const analytics = async (table: 'page_views' | 'tracking_events' | 'conversion_events', folded: Folded): Promise<CountPair> => {
		const [before, recent, todays] = await Promise.all([
			settledResult(`count|${table}|${settledBefore}|${folded.before}`, () => count(table, undefined, settledBefore)),
			count(table, settledBefore),
			since === settledBefore ? null : count(table, since),
		])
		return { total: folded[table] + before + recent, today: todays ?? recent }
	}
	// Read again when a fold ended meanwhile (its rows would be missing from both parts).
	const analyticsCounts = async () => {
		for (let attempt = 0; ; attempt++) {
			const folded = await readFolded()
			const counts = await Promise.all([analytics('page_views', folded), analytics('tracking_events', folded), analytics('conversion_events', folded)])
			if (attempt === 2 || (await readFolded()).before === folded.before) return counts
		}
	}
	const [[pageViews, trackingEvents, conversions], messagesTotal, messagesToday] = await Promise.all([
		analyticsCounts(),
		// Messages can change status or be removed: always counted (a small table).
		count('contact_messages'),
		count('contact_messages', since),
	])
	return {
		pageViews,
		trackingEvents,
		conversions,
		contactMessages: { total: messagesTotal, today: messagesToday },
	}
}

// ---------------------------------------------------------------------------------------------
// Lists

/** What the recent-events table shows of a tracking event. */
const recentEventColumns = ['id', 'event_name', 'event_category', 'event_action', 'event_label', 'event_value', 'page_path', 'created_at'] as const
export type RecentEvent = Pick<Selectable<TrackingEventsTable>, (typeof recentEventColumns)[number]>

/** The latest tracking events, newest first (default 10). */
export async function listRecentTrackingEvents(options: { limit?: number } = {}): Promise<RecentEvent[]> {
	const rows = await db()
		.selectFrom('tracking_events')
		.select(recentEventColumns)
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(bounded(options.limit ?? statsDefaults.recentEvents))
		.execute()
	return rows.map((r) => ({ ...r, event_value: r.event_value === null ? null : Number(r.event_value) }))
}

export interface DayPoint {
	/** 'YYYY-MM-DD' in the site's time zone. */
	day: string
	views: number
	visitors: number
}

/** Page views and visitors of each of the last N days (site time zone), oldest first, empty days as 0. */
export async function getPageViewsByDay(options: StatsOptions = {}): Promise<DayPoint[]> {
	const prepared = await prepare(options)
	const byDay = new Map<string, DayPoint>(prepared.list.map((day) => [day, { day, views: 0, visitors: 0 }]))
	const [stored, live] = await Promise.all([
		prepared.rolled.length
			? settledResult(`days|${prepared.timeZone}|${prepared.rolled[0]}|${prepared.rolled.at(-1)}`, () =>
					db()
						.selectFrom('analytics_daily')
						.select(['day', 'hits', 'visitors'])
						.where('time_zone', '=', prepared.timeZone)
						.where('dimension', '=', 'total')
						.where('key', '=', rollupVersion)
						.where('day', '>=', prepared.rolled[0]!)
						.where('day', '<=', prepared.rolled.at(-1)!)
						.execute(),
				)
			: Promise.resolve([]),
		Promise.all(
			prepared.live.map(async (w) => {
				const row = await db()
					.selectFrom('page_views')
					.select([
						sql<number>`count(*)`.as('hits'),
						sql<number>`count(distinct visitor_hash)`.as('visitors'),
					])
					.where('created_at', '>=', w.start)
					.where('created_at', '<', w.end)
					.executeTakeFirstOrThrow()
				return { day: w.day, hits: row.hits, visitors: row.visitors }
			}),
		),
	])
	for (const row of [...stored, ...live]) {
		const point = byDay.get(row.day)
		if (point) Object.assign(point, { views: Number(row.hits), visitors: Number(row.visitors) })
	}
	return [...byDay.values()]
}

/** Distinct visitors of the range (each day's distinct visitor hashes, summed). */
export async function getUniqueVisitors(options: StatsOptions = {}): Promise<number> {
	const points = await getPageViewsByDay(options)
	return points.reduce((sum, p) => sum + p.visitors, 0)
}

/** Page views and the visitors who made them (each day's distinct visitors, summed). */
export interface Traffic {
	views: number
	visitors: number
}

type Totals = Awaited<ReturnType<typeof sumDimension>>
type Total = NonNullable<ReturnType<Totals['get']>>
type Ranged = StatsOptions & { limit?: number }

const traffic = (total: Total | undefined): Traffic => ({ views: total?.hits ?? 0, visitors: total?.visitors ?? 0 })

/** A dimension's totals over the range (aggregated days and the days still running). */
async function dimensionTotals(options: StatsOptions, dimension: Parameters<typeof sumDimension>[1]): Promise<Totals> {
	return sumDimension(await prepare(options), dimension)
}

export interface PageStat extends Traffic {
	path: string
}

/** The most viewed pages of the range (default 10). */
export async function getTopPages(options: Ranged = {}): Promise<PageStat[]> {
	const totals = await dimensionTotals(options, 'page')
	return ranked(totals, options.limit ?? statsDefaults.topPages, (path, v) => ({ path, ...traffic(v) }))
}

export interface ReferrerStat extends Traffic {
	host: string
}

/** External sites that sent visitors (the landing page view's referrer host), most first. */
export async function getTopReferrers(options: Ranged = {}): Promise<ReferrerStat[]> {
	const totals = await dimensionTotals(options, 'referrer')
	return ranked(totals, options.limit ?? statsDefaults.topReferrers, (host, v) => ({ host, ...traffic(v) }))
}

export interface DeviceStat extends Traffic {
	device: DeviceClass
}

/** Page views and visitors by device class; all three classes, in a fixed order. */
export async function getDevices(options: StatsOptions = {}): Promise<DeviceStat[]> {
	const totals = await dimensionTotals(options, 'device')
	return deviceClasses.map((device) => ({ device, ...traffic(totals.get(device)) }))
}

export interface LanguageStat extends Traffic {
	language: 'ar' | 'en'
}

/** Page views and visitors by the language of the page. */
export async function getLanguages(options: StatsOptions = {}): Promise<LanguageStat[]> {
	const totals = await dimensionTotals(options, 'language')
	return (['ar', 'en'] as const).map((language) => ({ language, ...traffic(totals.get(language)) }))
}

export interface CampaignStat extends Traffic {
	source: string | null
	medium: string | null
	campaign: string | null
}

/** Landing page views by UTM source / medium / campaign, most first. */
export async function getTopCampaigns(options: Ranged = {}): Promise<CampaignStat[]> {
	const totals = await dimensionTotals(options, 'campaign')
	return ranked(totals, options.limit ?? statsDefaults.topCampaigns, (key, v) => {
		const [source, medium, campaign] = JSON.parse(key) as [string | null, string | null, string | null]
		return { source, medium, campaign, ...traffic(v) }
	})
}

export interface ConversionStat {
	name: string
	count: number
	value: number
}

/** Conversions of the range by name (count and summed value), most first. */
export async function getConversionsByName(options: Ranged = {}): Promise<ConversionStat[]> {
	const totals = await dimensionTotals(options, 'conversion')
	return ranked(totals, options.limit ?? statsDefaults.conversions, (name, v) => ({ name, count: v.hits, value: v.value_sum }))
}

export interface EventStat {
	name: string
	count: number
}

/** Tracking events of the range by name, most first. */
export async function getEventsByName(options: Ranged = {}): Promise<EventStat[]> {
	const totals = await dimensionTotals(options, 'event')
	return ranked(totals, options.limit ?? statsDefaults.conversions, (name, v) => ({ name, count: v.hits }))
}

/** Everything the analytics screen shows for one range, in one call. */
export async function getAnalyticsOverview(options: StatsOptions = {}) {
	// Aggregating first keeps the parallel reads below from each doing it.
	await prepare(options)
	const read = await awaitEach({
		totals: getAnalyticsTotals(options),
		recentEvents: listRecentTrackingEvents(),
		byDay: getPageViewsByDay(options),
		topPages: getTopPages(options),
		referrers: getTopReferrers(options),
		devices: getDevices(options),
		languages: getLanguages(options),
		campaigns: getTopCampaigns(options),
		conversions: getConversionsByName(options),
		events: getEventsByName(options),
	})
	return {
		days: resolve(options).days,
		...read,
		rangeViews: read.byDay.reduce((sum, p) => sum + p.views, 0),
		uniqueVisitors: read.byDay.reduce((sum, p) => sum + p.visitors, 0),
	}
}
