import { sql } from 'kysely'
import { type DeviceClass, deviceClasses } from '#app/lib/analytics-dimensions.ts'
import { addDays, lastDays, localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'

/**
 * The figures of the analytics screen (SPEC section 7 and issue 5), in the site's time zone.
 *
 * A year of a busy site is about a million page views, so ranged figures never scan raw rows for
 * whole ranges. Raw rows carry the server's time and are only ever appended, so a local day that
 * is over never changes: it is aggregated once into `analytics_daily` (lazily, the first time a
 * range needs it; shared by every instance) and ranges read those aggregates plus the raw rows of
 * the days still running (today, and yesterday for a few minutes after midnight). Visitors of a
 * range are the sum of each day's distinct visitor hashes, which is exact because the hash salt
 * changes with the local day: one browser on two days is two visitors, as in Plausible.
 */
export { statsRanges, type StatsRange } from '#app/lib/stats-range.ts'
export const statsDefaults = {
	days: 7,
	recentEvents: 10,
	topPages: 10,
	topReferrers: 10,
	topCampaigns: 10,
	conversions: 20,
} as const

/** A day is aggregated once it ended this long ago (room for clocks of several instances to differ). */
export const rollupGraceMs = 10 * 60_000
/** At most this many keys (pages, referrers…) are kept per day and dimension. */
export const rollupMaxKeys = 1000
/** Bumped when the aggregates change shape: older ones are then rebuilt from the raw rows. */
const rollupVersion = 'v1'

export interface StatsOptions {
	/** Days ending today (7, 30 or 90 on the screen; any 1…366). */
	days?: number
	/** The moment "now" (tests move it). */
	now?: Date
	/** The site's time zone by default (SITE_TIMEZONE). */
	timeZone?: string
}

type Dimension = 'total' | 'page' | 'referrer' | 'device' | 'language' | 'campaign' | 'conversion' | 'event'
interface Aggregate {
	dimension: Dimension
	key: string
	hits: number
	visitors: number
	value_sum: number
}
interface DayWindow {
	day: string
	start: string
	end: string
}

function resolve(options: StatsOptions = {}) {
	const days = options.days ?? statsDefaults.days
	if (!Number.isInteger(days) || days < 1 || days > 366)
		throw new RangeError(`days must be an integer from 1 to 366 (got ${days})`)
	const now = options.now ?? new Date()
	const timeZone = options.timeZone ?? getConfig().SITE_TIMEZONE
	return { days, now, timeZone }
}

const bounded = (limit: number) => Math.max(1, Math.min(100, Math.trunc(limit)))
const iso = (ms: number) => new Date(ms).toISOString()

function windowOf(day: string, timeZone: string, now: Date): DayWindow {
	const start = startOfLocalDay(day, timeZone)
	const end = Math.min(startOfLocalDay(addDays(day, 1), timeZone), now.getTime())
	return { day, start: iso(start), end: iso(Math.max(start, end)) }
}

const allDimensions: Dimension[] = [
	'total',
	'page',
	'referrer',
	'device',
	'language',
	'campaign',
	'conversion',
	'event',
]

type Row = {
	key: string | null
	hits: number | string
	visitors?: number | string
	value_sum?: number | string | null
}

/** Every aggregate (or the chosen dimensions) of one day, or of the part of a day that has passed, from the raw rows. */
async function aggregateWindow(
	{ start, end }: DayWindow,
	dimensions: Dimension[] = allDimensions,
): Promise<Aggregate[]> {
	const views = () =>
		db().selectFrom('page_views').where('created_at', '>=', start).where('created_at', '<', end)
	const hits = sql<number>`count(*)`.as('hits')
	const visitors = sql<number>`count(distinct visitor_hash)`.as('visitors')
	const byCount = sql`count(*)`
	const queries: Record<Dimension, () => Promise<Row[]>> = {
		total: async () => {
			const row = await views().select([hits, visitors]).executeTakeFirstOrThrow()
			return [{ key: rollupVersion, hits: row.hits, visitors: row.visitors }]
		},
		page: () =>
			views()
				.select(['page_path as key', hits, visitors])
				.groupBy('page_path')
				.orderBy(byCount, 'desc')
				.limit(rollupMaxKeys)
				.execute(),
		referrer: () =>
			views()
				.select(['referrer_host as key', hits, visitors])
				.where('referrer_host', 'is not', null)
				.groupBy('referrer_host')
				.orderBy(byCount, 'desc')
				.limit(rollupMaxKeys)
				.execute(),
		device: () => views().select(['device as key', hits, visitors]).groupBy('device').execute(),
		language: () => views().select(['language as key', hits, visitors]).groupBy('language').execute(),
		campaign: async () => {
			const rows = await views()
				.select(['utm_source', 'utm_medium', 'utm_campaign', hits, visitors])
				.where((eb) =>
					eb.or([
						eb('utm_source', 'is not', null),
						eb('utm_medium', 'is not', null),
						eb('utm_campaign', 'is not', null),
					]),
				)
				.groupBy(['utm_source', 'utm_medium', 'utm_campaign'])
				.orderBy(byCount, 'desc')
				.limit(rollupMaxKeys)
				.execute()
			return rows.map((r) => ({
				key: JSON.stringify([r.utm_source, r.utm_medium, r.utm_campaign]),
				hits: r.hits,
				visitors: r.visitors,
			}))
		},
		conversion: () =>
			db()
				.selectFrom('conversion_events')
				.where('created_at', '>=', start)
				.where('created_at', '<', end)
				.select(['conversion_name as key', hits, sql<number | null>`sum(conversion_value)`.as('value_sum')])
				.groupBy('conversion_name')
				.orderBy(byCount, 'desc')
				.limit(rollupMaxKeys)
				.execute(),
		event: () =>
			db()
				.selectFrom('tracking_events')
				.where('created_at', '>=', start)
				.where('created_at', '<', end)
				.select(['event_name as key', hits])
				.groupBy('event_name')
				.orderBy(byCount, 'desc')
				.limit(rollupMaxKeys)
				.execute(),
	}
	const results = await Promise.all(
		dimensions.map(async (dimension) => ({ dimension, rows: await queries[dimension]() })),
	)
	return results.flatMap(({ dimension, rows }) =>
		rows
			.filter((r) => r.key !== null && r.key !== '')
			.map((r) => ({
				dimension,
				key: r.key!,
				hits: Number(r.hits),
				visitors: Number(r.visitors ?? 0),
				value_sum: Number(r.value_sum ?? 0),
			})),
	)
}

/**
 * Results over completed days never change either, so each instance keeps the latest ones (the
 * stored part of a range, the row count before a day): a warm screen reads only today's raw rows.
 */
const settled = new WeakMap<object, Map<string, Promise<unknown>>>()
const settledMax = 200

function settledResult<T>(key: string, load: () => Promise<T>): Promise<T> {
	const handle = db()
	let entries = settled.get(handle)
	if (!entries) settled.set(handle, (entries = new Map()))
	const hit = entries.get(key)
	if (hit) {
		// Most recently used last, so the oldest entry is the first to go.
		entries.delete(key)
		entries.set(key, hit)
		return hit as Promise<T>
	}
	const value = load()
	entries.set(key, value)
	value.catch(() => entries.delete(key))
	if (entries.size > settledMax) entries.delete(entries.keys().next().value!)
	return value
}

/** For tests: forget what this instance keeps about completed days (as a fresh instance would). */
export function forgetAnalyticsCaches() {
	settled.delete(db())
	known.delete(db())
}

/** Days known to be aggregated, per database handle and zone (they never change once written). */
const known = new WeakMap<object, Set<string>>()
const inFlight = new WeakMap<object, Map<string, Promise<void>>>()

/** How far raw rows were folded away by the retention job (analytics-retention.server.ts). */
export async function readFolded() {
	const row = await db()
		.selectFrom('analytics_retention')
		.select(['folded_before', 'page_views', 'tracking_events', 'conversion_events'])
		.where('id', '=', 1)
		.executeTakeFirst()
	return {
		before: row?.folded_before ? new Date(row.folded_before).toISOString() : null,
		page_views: Number(row?.page_views ?? 0),
		tracking_events: Number(row?.tracking_events ?? 0),
		conversion_events: Number(row?.conversion_events ?? 0),
	}
}

async function rollUpDay(span: DayWindow, timeZone: string) {
	const aggregates = await aggregateWindow(span)
	const rows = aggregates.map((a) => ({ time_zone: timeZone, day: span.day, ...a }))
	// The marker (dimension 'total') goes last, in the same transaction: present means complete.
	const ordered = [
		...rows.filter((r) => r.dimension !== 'total'),
		...rows.filter((r) => r.dimension === 'total'),
	]
	await db()
		.transaction()
		.execute(async (trx) => {
			// A day whose raw rows were folded away (all or part) keeps the aggregates it has: counted
			// again from what is left, it would lose its figures. The retention job aggregates a day
			// before it deletes its rows, in a transaction that moves this mark first.
			const folded = await trx.selectFrom('analytics_retention').select('folded_before').where('id', '=', 1).executeTakeFirst()
			if (folded?.folded_before && new Date(folded.folded_before).getTime() > Date.parse(span.start)) return
			await trx
				.deleteFrom('analytics_daily')
				.where('time_zone', '=', timeZone)
				.where('day', '=', span.day)
				.execute()
			for (let i = 0; i < ordered.length; i += 500) {
				await trx
					.insertInto('analytics_daily')
					.values(ordered.slice(i, i + 500))
					.onConflict((oc) => oc.columns(['time_zone', 'dimension', 'day', 'key']).doNothing())
					.execute()
			}
		})
}

/** Per database handle: a promise per day being aggregated (so concurrent reads share one job). */
function rollUpOnce(span: DayWindow, timeZone: string): Promise<void> {
	const handle = db()
	let running = inFlight.get(handle)
	if (!running) inFlight.set(handle, (running = new Map()))
	const key = `${timeZone}|${span.day}`
	let job = running.get(key)
	if (!job) {
		job = rollUpDay(span, timeZone).finally(() => running.delete(key))
		running.set(key, job)
	}
	return job
}

/**
 * Makes sure a completed day is aggregated in `timeZone` (the retention job calls this before it
 * deletes the day's raw rows). Idempotent: a day already aggregated is left as it is.
 */
export async function ensureDayAggregated(day: string, timeZone: string, now = new Date()): Promise<void> {
	if (startOfLocalDay(addDays(day, 1), timeZone) + rollupGraceMs > now.getTime()) throw new RangeError(`${day} is not over yet`)
	const present = await db()
		.selectFrom('analytics_daily')
		.select('day')
		.where('time_zone', '=', timeZone)
		.where('dimension', '=', 'total')
		.where('day', '=', day)
		.where('key', '=', rollupVersion)
		.executeTakeFirst()
	if (!present) await rollUpOnce(windowOf(day, timeZone, now), timeZone)
	let seen = known.get(db())
	if (!seen) known.set(db(), (seen = new Set()))
	seen.add(`${timeZone}|${day}`)
}

/**
 * Splits the range into days already aggregated (after aggregating the completed ones that were
 * not yet) and live windows read from the raw rows.
 */
async function prepare(options: StatsOptions) {
	const { days, now, timeZone } = resolve(options)
	const list = lastDays(days, now, timeZone)
	const windows = list.map((day) => windowOf(day, timeZone, now))
	const completed = (day: string) =>
		startOfLocalDay(addDays(day, 1), timeZone) + rollupGraceMs <= now.getTime()
	const handle = db()
	let seen = known.get(handle)
	if (!seen) known.set(handle, (seen = new Set()))
	const cacheKey = (day: string) => `${timeZone}|${day}`
	const candidates = list.filter((day) => completed(day) && !seen.has(cacheKey(day)))
	if (candidates.length) {
		const present = await handle
			.selectFrom('analytics_daily')
			.select('day')
			.where('time_zone', '=', timeZone)
			.where('dimension', '=', 'total')
			.where('day', '>=', candidates[0]!)
			.where('day', '<=', candidates.at(-1)!)
			.where('key', '=', rollupVersion)
			.execute()
		for (const row of present) seen.add(cacheKey(row.day))
		// One day at a time: other requests get the process between two days' queries.
		for (const span of windows) {
			const key = cacheKey(span.day)
			if (!candidates.includes(span.day) || seen.has(key)) continue
			await rollUpOnce(span, timeZone)
			seen.add(key)
		}
	}
	// A day still running at `now` is read live even if aggregated (only a clock moved back could do that).
	const isRolled = (day: string) => completed(day) && seen.has(cacheKey(day))
	const rolled = list.filter(isRolled)
	const live = windows.filter((w) => !isRolled(w.day))
	return { list, rolled, live, timeZone }
}

type Prepared = Awaited<ReturnType<typeof prepare>>

/** Sums of one dimension over the range: aggregated days from analytics_daily, the rest live. */
async function sumDimension(
	prepared: Prepared,
	dimension: Dimension,
): Promise<Map<string, { hits: number; visitors: number; value_sum: number }>> {
	const totals = new Map<string, { hits: number; visitors: number; value_sum: number }>()
	const add = (key: string, hits: number, visitors: number, value: number) => {
		const entry = totals.get(key) ?? { hits: 0, visitors: 0, value_sum: 0 }
		entry.hits += hits
		entry.visitors += visitors
		entry.value_sum += value
		totals.set(key, entry)
	}
	const { rolled, timeZone } = prepared
	const [stored, live] = await Promise.all([
		rolled.length
			? settledResult(`sum|${timeZone}|${dimension}|${rolled[0]}|${rolled.at(-1)}`, () =>
					db()
						.selectFrom('analytics_daily')
						.select([
							'key',
							sql<number>`sum(hits)`.as('hits'),
							sql<number>`sum(visitors)`.as('visitors'),
							sql<number>`sum(value_sum)`.as('value_sum'),
						])
						.where('time_zone', '=', timeZone)
						.where('dimension', '=', dimension)
						.where('day', '>=', rolled[0]!)
						.where('day', '<=', rolled.at(-1)!)
						.groupBy('key')
						.execute(),
				)
			: Promise.resolve([]),
		Promise.all(prepared.live.map((w) => aggregateWindow(w, [dimension]))),
	])
	for (const row of stored) add(row.key, Number(row.hits), Number(row.visitors), Number(row.value_sum))
	for (const aggregates of live)
		for (const a of aggregates) if (a.dimension === dimension) add(a.key, a.hits, a.visitors, a.value_sum)
	return totals
}

function ranked<T>(
	totals: Map<string, { hits: number; visitors: number; value_sum: number }>,
	limit: number,
	shape: (key: string, v: { hits: number; visitors: number; value_sum: number }) => T,
) {
	return [...totals.entries()]
		.sort((a, b) => b[1].hits - a[1].hits || b[1].visitors - a[1].visitors || (a[0] < b[0] ? -1 : 1))
		.slice(0, bounded(limit))
		.map(([key, value]) => shape(key, value))
}

// ---------------------------------------------------------------------------------------------
// Counts

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

export interface RecentEvent {
	id: number
	event_name: string
	event_category: string | null
	event_action: string | null
	event_label: string | null
	event_value: number | null
	page_path: string | null
	created_at: string
}

/** The latest tracking events, newest first (default 10). */
export async function listRecentTrackingEvents(options: { limit?: number } = {}): Promise<RecentEvent[]> {
	const rows = await db()
		.selectFrom('tracking_events')
		.select([
			'id',
			'event_name',
			'event_category',
			'event_action',
			'event_label',
			'event_value',
			'page_path',
			'created_at',
		])
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

export interface PageStat {
	path: string
	views: number
	visitors: number
}

/** The most viewed pages of the range (default 10). */
export async function getTopPages(options: StatsOptions & { limit?: number } = {}): Promise<PageStat[]> {
	const totals = await sumDimension(await prepare(options), 'page')
	return ranked(totals, options.limit ?? statsDefaults.topPages, (path, v) => ({
		path,
		views: v.hits,
		visitors: v.visitors,
	}))
}

export interface ReferrerStat {
	host: string
	views: number
	visitors: number
}

/** External sites that sent visitors (the landing page view's referrer host), most first. */
export async function getTopReferrers(
	options: StatsOptions & { limit?: number } = {},
): Promise<ReferrerStat[]> {
	const totals = await sumDimension(await prepare(options), 'referrer')
	return ranked(totals, options.limit ?? statsDefaults.topReferrers, (host, v) => ({
		host,
		views: v.hits,
		visitors: v.visitors,
	}))
}

export interface DeviceStat {
	device: DeviceClass
	views: number
	visitors: number
}

/** Page views and visitors by device class; all three classes, in a fixed order. */
export async function getDevices(options: StatsOptions = {}): Promise<DeviceStat[]> {
	const totals = await sumDimension(await prepare(options), 'device')
	return deviceClasses.map((device) => ({
		device,
		views: totals.get(device)?.hits ?? 0,
		visitors: totals.get(device)?.visitors ?? 0,
	}))
}

export interface LanguageStat {
	language: 'ar' | 'en'
	views: number
	visitors: number
}

/** Page views and visitors by the language of the page. */
export async function getLanguages(options: StatsOptions = {}): Promise<LanguageStat[]> {
	const totals = await sumDimension(await prepare(options), 'language')
	return (['ar', 'en'] as const).map((language) => ({
		language,
		views: totals.get(language)?.hits ?? 0,
		visitors: totals.get(language)?.visitors ?? 0,
	}))
}

export interface CampaignStat {
	source: string | null
	medium: string | null
	campaign: string | null
	views: number
	visitors: number
}

/** Landing page views by UTM source / medium / campaign, most first. */
export async function getTopCampaigns(
	options: StatsOptions & { limit?: number } = {},
): Promise<CampaignStat[]> {
	const totals = await sumDimension(await prepare(options), 'campaign')
	return ranked(totals, options.limit ?? statsDefaults.topCampaigns, (key, v) => {
		const [source, medium, campaign] = JSON.parse(key) as [string | null, string | null, string | null]
		return { source, medium, campaign, views: v.hits, visitors: v.visitors }
	})
}

export interface ConversionStat {
	name: string
	count: number
	value: number
}

/** Conversions of the range by name (count and summed value), most first. */
export async function getConversionsByName(
	options: StatsOptions & { limit?: number } = {},
): Promise<ConversionStat[]> {
	const totals = await sumDimension(await prepare(options), 'conversion')
	return ranked(totals, options.limit ?? statsDefaults.conversions, (name, v) => ({
		name,
		count: v.hits,
		value: v.value_sum,
	}))
}

export interface EventStat {
	name: string
	count: number
}

/** Tracking events of the range by name, most first. */
export async function getEventsByName(options: StatsOptions & { limit?: number } = {}): Promise<EventStat[]> {
	const totals = await sumDimension(await prepare(options), 'event')
	return ranked(totals, options.limit ?? statsDefaults.conversions, (name, v) => ({ name, count: v.hits }))
}

/** Everything the analytics screen shows for one range, in one call. */
export async function getAnalyticsOverview(options: StatsOptions = {}) {
	// Aggregating first keeps the parallel reads below from each doing it.
	await prepare(options)
	const [
		totals,
		recentEvents,
		byDay,
		topPages,
		referrers,
		devices,
		languages,
		campaigns,
		conversions,
		events,
	] = await Promise.all([
		getAnalyticsTotals(options),
		listRecentTrackingEvents(),
		getPageViewsByDay(options),
		getTopPages(options),
		getTopReferrers(options),
		getDevices(options),
		getLanguages(options),
		getTopCampaigns(options),
		getConversionsByName(options),
		getEventsByName(options),
	])
	const days = resolve(options).days
	return {
		days,
		totals,
		recentEvents,
		byDay,
		rangeViews: byDay.reduce((sum, p) => sum + p.views, 0),
		uniqueVisitors: byDay.reduce((sum, p) => sum + p.visitors, 0),
		topPages,
		referrers,
		devices,
		languages,
		campaigns,
		conversions,
		events,
	}
}
