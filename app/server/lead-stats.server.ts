import { sql } from 'kysely'
import { type EnquiryOverview, type SourceStat, sourceOf } from '#app/lib/lead-source.ts'
import { addDays, lastDays, localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { getPageViewsByDay, getProductViewers, type StatsOptions } from './analytics-stats.server.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'

/**
 * Enquiries (contact messages and quote requests, spam left out) by where they came from, and the
 * funnel visitors → product viewers → enquiries, over the days of a range in the site's time zone
 * (decision 0038). Messages are few beside page views (thousands a year, not a million) and staff
 * move them in and out of spam, so they are counted live, on the created_at index; the visitors and
 * product viewers come from the per-day aggregates of the analytics figures.
 */

export const leadStatsLimit = 10

/** From the start of the range's first local day to the end of today (site time zone). */
function rangeBounds(options: StatsOptions) {
	const days = options.days ?? 7
	const now = options.now ?? new Date()
	const timeZone = options.timeZone ?? getConfig().SITE_TIMEZONE
	const list = lastDays(days, now, timeZone)
	return {
		from: new Date(startOfLocalDay(list[0]!, timeZone)).toISOString(),
		to: new Date(startOfLocalDay(addDays(localDate(now, timeZone), 1), timeZone)).toISOString(),
	}
}

const enquiries = sql<number>`count(*)`.as('enquiries')
const byCount = sql`count(*)`

/** Most enquiries first; on a tie, named sources (alphabetically) before direct and unknown. */
const kindOrder: SourceStat['kind'][] = ['campaign', 'referrer', 'direct', 'unknown']
function bySize(a: SourceStat, b: SourceStat) {
	if (a.enquiries !== b.enquiries) return b.enquiries - a.enquiries
	if (a.name !== null && b.name !== null && a.name !== b.name) return a.name < b.name ? -1 : 1
	return kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind)
}

/** Enquiries of the range by source, campaign and landing page, most first (`limit` rows each). */
export async function getEnquiriesBySource(options: StatsOptions & { limit?: number } = {}) {
	const { from, to } = rangeBounds(options)
	const limit = Math.max(1, Math.min(100, options.limit ?? leadStatsLimit))
	const inRange = () => db().selectFrom('contact_messages').where('spam_reason', 'is', null).where('created_at', '>=', from).where('created_at', '<', to)
	const [total, sourceRows, campaignRows, landingRows] = await Promise.all([
		inRange().select(enquiries).executeTakeFirstOrThrow(),
		inRange()
			.select(['lead_utm_source', 'lead_referrer_host', sql<number>`case when lead_landing_page is null then 0 else 1 end`.as('from_browser'), enquiries])
			.groupBy(['lead_utm_source', 'lead_referrer_host', sql`case when lead_landing_page is null then 0 else 1 end`])
			.execute(),
		inRange().select(['lead_utm_campaign as name', enquiries]).where('lead_utm_campaign', 'is not', null).groupBy('lead_utm_campaign').orderBy(byCount, 'desc').orderBy('lead_utm_campaign').limit(limit).execute(),
		inRange().select(['lead_landing_page as name', enquiries]).where('lead_landing_page', 'is not', null).groupBy('lead_landing_page').orderBy(byCount, 'desc').orderBy('lead_landing_page').limit(limit).execute(),
	])
	// The same source reached with and without a campaign's medium folds into one row.
	const sources = new Map<string, SourceStat>()
	for (const row of sourceRows) {
		const source = sourceOf({
			lead_utm_source: row.lead_utm_source,
			lead_referrer_host: row.lead_referrer_host,
			lead_landing_page: Number(row.from_browser) === 1 ? '/' : null,
		})
		const key = `${source.kind}|${source.name ?? ''}`
		const entry = sources.get(key) ?? { ...source, enquiries: 0 }
		entry.enquiries += Number(row.enquiries)
		sources.set(key, entry)
	}
	const named = (rows: { name: string | null; enquiries: number | string }[]) => rows.map((r) => ({ name: r.name!, enquiries: Number(r.enquiries) }))
	return {
		total: Number(total.enquiries),
		sources: [...sources.values()].sort(bySize).slice(0, limit),
		campaigns: named(campaignRows),
		landingPages: named(landingRows),
	}
}

/** The funnel and the enquiries by source of one range (the analytics screen and the dashboard). */
export async function getEnquiryOverview(options: StatsOptions & { limit?: number } = {}): Promise<EnquiryOverview> {
	const days = options.days ?? 7
	const byDay = await getPageViewsByDay({ ...options, days })
	const [productViewers, bySource] = await Promise.all([getProductViewers({ ...options, days }), getEnquiriesBySource({ ...options, days })])
	return {
		days,
		funnel: {
			visitors: byDay.reduce((sum, day) => sum + day.visitors, 0),
			productViewers: productViewers.visitors,
			enquiries: bySource.total,
		},
		sources: bySource.sources,
		campaigns: bySource.campaigns,
		landingPages: bySource.landingPages,
	}
}
