import { sql } from 'kysely'
import { addDays, lastDays, startOfLocalDay } from '#app/lib/time-zone.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'

/**
 * The daily aggregates behind the analytics figures (analytics-stats.server.ts reads through them):
 * a local day that is over never changes, so it is folded once into `analytics_daily` (lazily, the
 * first time a range needs it; shared by every instance); a range reads those aggregates plus the
 * raw rows of the days still running.
 */
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
export const rollupVersion = 'v1'

export interface StatsOptions {
	/** Days ending today (7, 30 or 90 on the screen; any 1…366). */
	days?: number
	/** The moment "now" (tests move it). */
	now?: Date
	/** The site's time zone by default (SITE_TIMEZONE). */
	timeZone?: string
}

type Dimension = 'total' | 'page' | 'referrer' | 'device' | 'language' | 'campaign' | 'conversion' | 'event' | 'funnel'
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

export function resolve(options: StatsOptions = {}) {
	const days = options.days ?? statsDefaults.days
	if (!Number.isInteger(days) || days < 1 || days > 366)
		throw new RangeError(`days must be an integer from 1 to 366 (got ${days})`)
	const now = options.now ?? new Date()
	const timeZone = options.timeZone ?? getConfig().SITE_TIMEZONE
	return { days, now, timeZone }
}

export const bounded = (limit: number) => Math.max(1, Math.min(100, Math.trunc(limit)))
export const iso = (ms: number) => new Date(ms).toISOString()

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
	'funnel',
]

/** The funnel's key for visitors who viewed a product page (always written, so its presence marks a day as counted). */
export const productViewKey = 'product_view'

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
		funnel: async () => {
			// Product pages only (isProductPagePath in app/lib/lead-source.ts): not the listing, not a category.
			const row = await views()
				.where((eb) =>
					eb.or(
						['/products/', '/en/products/'].map((prefix) =>
							eb.and([eb('page_path', 'like', `${prefix}_%`), eb('page_path', 'not like', `${prefix}%/%`), eb('page_path', '<>', `${prefix}category`)]),
						),
					),
				)
				.select([hits, visitors])
				.executeTakeFirstOrThrow()
			return [{ key: productViewKey, hits: row.hits, visitors: row.visitors }]
		},
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

export function settledResult<T>(key: string, load: () => Promise<T>): Promise<T> {
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
	funnelKnown.delete(db())
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

/** Aggregates a completed day: every dimension, or only those given (a day aggregated before they existed). */
async function rollUpDay(span: DayWindow, timeZone: string, dimensions: Dimension[] = allDimensions) {
	const aggregates = await aggregateWindow(span, dimensions)
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
			let stale = trx.deleteFrom('analytics_daily').where('time_zone', '=', timeZone).where('day', '=', span.day)
			if (dimensions !== allDimensions) stale = stale.where('dimension', 'in', dimensions)
			await stale.execute()
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
function rollUpOnce(span: DayWindow, timeZone: string, dimensions: Dimension[] = allDimensions): Promise<void> {
	const handle = db()
	let running = inFlight.get(handle)
	if (!running) inFlight.set(handle, (running = new Map()))
	const key = `${timeZone}|${span.day}|${dimensions === allDimensions ? '*' : dimensions.join(',')}`
	let job = running.get(key)
	if (!job) {
		job = rollUpDay(span, timeZone, dimensions).finally(() => running.delete(key))
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
export async function prepare(options: StatsOptions) {
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
	return { list, rolled, live, timeZone, now }
}

export type Prepared = Awaited<ReturnType<typeof prepare>>

/** Sums of one dimension over the range: aggregated days from analytics_daily, the rest live. */
export async function sumDimension(
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

export function ranked<T>(
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

/** Days known to have the funnel's figures (aggregated with them, or found without raw rows to count). */
const funnelKnown = new WeakMap<object, Set<string>>()

/**
 * Days aggregated before the funnel was counted get its figures once, from their raw rows. A day
 * whose raw rows were folded away by the retention job keeps what it has (no product views).
 */
export async function ensureFunnel(prepared: Prepared) {
	const handle = db()
	let seen = funnelKnown.get(handle)
	if (!seen) funnelKnown.set(handle, (seen = new Set()))
	const key = (day: string) => `${prepared.timeZone}|${day}`
	const candidates = prepared.rolled.filter((day) => !seen.has(key(day)))
	if (!candidates.length) return
	const present = await handle
		.selectFrom('analytics_daily')
		.select('day')
		.where('time_zone', '=', prepared.timeZone)
		.where('dimension', '=', 'funnel')
		.where('key', '=', productViewKey)
		.where('day', '>=', candidates[0]!)
		.where('day', '<=', candidates.at(-1)!)
		.execute()
	for (const row of present) seen.add(key(row.day))
	for (const day of candidates) {
		if (seen.has(key(day))) continue
		await rollUpOnce(windowOf(day, prepared.timeZone, prepared.now), prepared.timeZone, ['funnel'])
		seen.add(key(day))
	}
}
