import { sql } from 'kysely'
import { addDays, localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { storedDays } from '#app/lib/settings-schema.ts'
import { ensureDayAggregated, rollupGraceMs } from './analytics-rollup.server.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { logger } from './logger.server.ts'
import { startPeriodicJob } from './periodic-job.server.ts'
import { getSiteSetting } from './settings.server.ts'

/**
 * Analytics retention (decision 0022): raw page views, tracking events and conversions older than
 * the retention period (the site setting `analytics_retention_days`, 90 by default) are folded into
 * the daily aggregates (`analytics_daily`, which every ranged figure reads anyway) and deleted, a
 * whole local day at a time. The overall totals keep counting them (`analytics_retention` holds how
 * many rows went), so no figure of the analytics screen changes.
 *
 * A timer in each server runs it; a lease row in the database lets one instance at a time do the
 * work, and each day's deletion is one transaction that also moves the folded mark, so even two
 * instances folding at once cannot lose or double-count a row.
 */
export const retentionSchedule = {
	/** How often each instance offers to run the job (the lease makes it one run per interval overall). */
	intervalMs: 60 * 60_000,
	/** The first offer after start: late enough not to compete with the first requests. */
	firstDelayMs: 60_000,
	/** Days folded per run at most (a long-running site catching up does it over a few runs). */
	maxDaysPerRun: 31,
} as const

/** The retention period in days, from the site settings (a missing or unreadable value is the default). */
export async function retentionDays(): Promise<number> {
	return storedDays('analytics_retention_days', await getSiteSetting('analytics_retention_days', 'ar'))
}

export interface FoldOptions {
	now?: Date
	timeZone?: string
	/** Keep this many local days of raw rows, today included (the site setting by default). */
	days?: number
	maxDays?: number
}

export interface FoldResult {
	/** The local days whose raw rows were folded and deleted. */
	days: string[]
	deleted: { page_views: number; tracking_events: number; conversion_events: number }
}

const rawTables = ['page_views', 'tracking_events', 'conversion_events'] as const

/** The oldest raw row's time before `cutoff`, over the three tables, or null when there is none. */
async function oldestBefore(cutoff: string): Promise<string | null> {
	const firsts = await Promise.all(
		rawTables.map((table) =>
			db().selectFrom(table).select('created_at').where('created_at', '<', cutoff).orderBy('created_at').limit(1).executeTakeFirst(),
		),
	)
	const times = firsts.flatMap((row) => (row ? [new Date(row.created_at).getTime()] : []))
	return times.length ? new Date(Math.min(...times)).toISOString() : null
}

/**
 * Folds the raw rows of every local day older than the retention period (at most `maxDays` days
 * per call, oldest first): the day is aggregated if it was not yet, then, in one transaction, the
 * folded mark moves past it, its rows are deleted and their count is added to the folded totals.
 */
export async function foldOldAnalytics(options: FoldOptions = {}): Promise<FoldResult> {
	const now = options.now ?? new Date()
	const timeZone = options.timeZone ?? getConfig().SITE_TIMEZONE
	const keep = options.days ?? (await retentionDays())
	const maxDays = options.maxDays ?? retentionSchedule.maxDaysPerRun
	const firstKept = addDays(localDate(now, timeZone), -(keep - 1))
	const cutoff = new Date(startOfLocalDay(firstKept, timeZone)).toISOString()
	const result: FoldResult = { days: [], deleted: { page_views: 0, tracking_events: 0, conversion_events: 0 } }
	const oldest = await oldestBefore(cutoff)
	if (!oldest) return result
	for (let day = localDate(new Date(oldest), timeZone); day < firstKept && result.days.length < maxDays; day = addDays(day, 1)) {
		const end = startOfLocalDay(addDays(day, 1), timeZone)
		// Never a day still open to late rows (the aggregates' own grace period).
		if (end + rollupGraceMs > now.getTime()) break
		await ensureDayAggregated(day, timeZone, now)
		const before = new Date(end).toISOString()
		const deleted = await db()
			.transaction()
			.execute(async (trx) => {
				// The mark first: from here on, no aggregation of this day rebuilds it from what is left.
				const mark = await trx.selectFrom('analytics_retention').select('folded_before').where('id', '=', 1).executeTakeFirst()
				const markAt = mark?.folded_before ? new Date(mark.folded_before).getTime() : 0
				if (markAt < end) await trx.updateTable('analytics_retention').set({ folded_before: before }).where('id', '=', 1).execute()
				const counts = { page_views: 0, tracking_events: 0, conversion_events: 0 }
				for (const table of rawTables) {
					const gone = await trx.deleteFrom(table).where('created_at', '<', before).executeTakeFirst()
					counts[table] = Number(gone.numDeletedRows)
				}
				// What this transaction deleted (another instance's fold of the same rows deletes none).
				await trx
					.updateTable('analytics_retention')
					.set({
						page_views: sql<number>`page_views + ${counts.page_views}`,
						tracking_events: sql<number>`tracking_events + ${counts.tracking_events}`,
						conversion_events: sql<number>`conversion_events + ${counts.conversion_events}`,
					})
					.where('id', '=', 1)
					.execute()
				return counts
			})
		result.days.push(day)
		for (const table of rawTables) result.deleted[table] += deleted[table]
	}
	return result
}

/**
 * Takes the lease for one run (true) when no instance took it within the interval: one atomic
 * update, so of several instances offering at once exactly one wins.
 */
export async function claimRetentionRun(now = new Date(), intervalMs: number = retentionSchedule.intervalMs): Promise<boolean> {
	const next = new Date(now.getTime() + intervalMs).toISOString()
	const taken = await db()
		.updateTable('analytics_retention')
		.set({ next_run_at: next })
		.where('id', '=', 1)
		.where((eb) => eb.or([eb('next_run_at', 'is', null), eb('next_run_at', '<=', now.toISOString())]))
		.executeTakeFirst()
	return Number(taken.numUpdatedRows) === 1
}

/** One offer of the timer: the run, when this instance holds the lease. */
export async function runAnalyticsRetention(options: FoldOptions & { intervalMs?: number } = {}): Promise<FoldResult | null> {
	if (!(await claimRetentionRun(options.now, options.intervalMs))) return null
	const result = await foldOldAnalytics(options)
	if (result.days.length) logger.info({ days: result.days.length, from: result.days[0], to: result.days.at(-1), deleted: result.deleted }, 'analytics retention: raw rows folded into daily aggregates')
	return result
}

/** Starts the server's retention timer (no staff request needed). Returns the function that stops it. */
export function startAnalyticsRetention(schedule: { intervalMs?: number; firstDelayMs?: number } = {}): () => Promise<void> {
	const intervalMs = schedule.intervalMs ?? retentionSchedule.intervalMs
	return startPeriodicJob('analytics retention', () => runAnalyticsRetention({ intervalMs }), { firstDelayMs: schedule.firstDelayMs ?? retentionSchedule.firstDelayMs, everyMs: intervalMs })
}
