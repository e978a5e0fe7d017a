import { beforeAll, describe, expect, it } from 'vitest'
import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { type LeadSource, noLeadSource } from '#app/lib/lead-source.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { ingestBatch } from './analytics.server.ts'
import { forgetAnalyticsCaches } from './analytics-rollup.server.ts'
import { getProductViewers } from './analytics-stats.server.ts'
import { db } from './db/db.server.ts'
import { getEnquiriesBySource, getEnquiryOverview } from './lead-stats.server.ts'

const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const occurred_at = '2026-03-01T00:00:00.000Z'

/** A visitor (one address) viewing pages at a moment. */
async function views(at: string, ip: string, ...paths: string[]) {
	const events: AnalyticsBatch['events'] = paths.map((page_path) => ({ kind: 'page_view', page_path, occurred_at }))
	await ingestBatch({ session_id: `session-${ip}`, events }, { userAgent: desktop, clientIp: ip, siteHost: 'tasdeer.example', now: new Date(at) })
}

async function enquiry(at: string, lead: Partial<LeadSource>, spam = false) {
	await db()
		.insertInto('contact_messages')
		.values({ name: 'Buyer', email: 'buyer@example.com', service: 'other', message: 'Please quote.', ...noLeadSource, ...lead, spam_reason: spam ? 'honeypot' : null, created_at: at, updated_at: at })
		.execute()
}

/** 15:00 in Riyadh (UTC+3, the test site's zone) on 12 March 2026: that day began at 2026-03-11T21:00Z. */
const now = new Date('2026-03-12T12:00:00Z')

describe.each(testDialects)('enquiries by source and the funnel on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		// 11 March (Riyadh): three visitors; two view a product page, one only the listing and a category.
		await views('2026-03-11T08:00:00Z', '192.0.2.1', '/en/products/basmati-rice', '/en/products/sella-rice', '/en/contact')
		await views('2026-03-11T09:00:00Z', '192.0.2.2', '/products/dates')
		await views('2026-03-11T10:00:00Z', '192.0.2.3', '/products', '/products/category/rice')
		// Today: one more product viewer.
		await views('2026-03-12T06:00:00Z', '192.0.2.4', '/products/dates')
		// 23 February (Riyadh): in the 30-day range only.
		await views('2026-02-23T10:00:00Z', '192.0.2.5', '/products/dates')

		const campaign = { lead_landing_page: '/en/products/basmati-rice', lead_utm_source: 'agri-news', lead_utm_medium: 'email', lead_utm_campaign: 'spring', lead_referrer_host: 'mail.example' }
		// The first moment of the 7-day range (6 March, 00:00 in Riyadh) is in it; the moment before is not.
		await enquiry('2026-03-05T21:00:00.000Z', campaign)
		await enquiry('2026-03-05T20:59:59.999Z', { lead_landing_page: '/about', lead_referrer_host: 'old.example' })
		await enquiry('2026-03-11T08:05:00.000Z', campaign)
		await enquiry('2026-03-11T09:30:00.000Z', { lead_landing_page: '/products/dates', lead_referrer_host: 'google.com' })
		await enquiry('2026-03-11T11:00:00.000Z', { lead_landing_page: '/products/dates', lead_referrer_host: 'google.com', lead_utm_campaign: 'winter' })
		await enquiry('2026-03-12T06:10:00.000Z', { lead_landing_page: '/' })
		// Sent without the browser's visit record (no script): a source not known.
		await enquiry('2026-03-12T07:00:00.000Z', { lead_device: 'desktop', lead_form_page: '/contact' })
		// Later today, still today in Riyadh (23:59 there).
		await enquiry('2026-03-12T20:59:00.000Z', { lead_landing_page: '/' })
		// Spam is never an enquiry.
		await enquiry('2026-03-12T08:00:00.000Z', { ...campaign, lead_utm_source: 'spam-source' }, true)
	})

	it('counts enquiries of the range by source, campaign and landing page, on local days', async () => {
		expect(await getEnquiriesBySource({ now, days: 7 })).toEqual({
			total: 7,
			sources: [
				{ kind: 'campaign', name: 'agri-news', enquiries: 2 },
				{ kind: 'referrer', name: 'google.com', enquiries: 2 },
				{ kind: 'direct', name: null, enquiries: 2 },
				{ kind: 'unknown', name: null, enquiries: 1 },
			],
			campaigns: [
				{ name: 'spring', enquiries: 2 },
				{ name: 'winter', enquiries: 1 },
			],
			landingPages: [
				{ name: '/', enquiries: 2 },
				{ name: '/en/products/basmati-rice', enquiries: 2 },
				{ name: '/products/dates', enquiries: 2 },
			],
		})
		const month = await getEnquiriesBySource({ now, days: 30 })
		expect(month.total).toBe(8)
		expect(month.sources).toContainEqual({ kind: 'referrer', name: 'old.example', enquiries: 1 })
		// By UTC days the first of them falls on 5 March, outside the week.
		expect((await getEnquiriesBySource({ now, days: 7, timeZone: 'UTC' })).total).toBe(6)
		expect((await getEnquiriesBySource({ now, days: 1 })).total).toBe(3)
		expect((await getEnquiriesBySource({ now, days: 90, limit: 1 })).sources).toHaveLength(1)
	})

	it('builds the funnel visitors → product viewers → enquiries over 7, 30 and 90 days', async () => {
		const week = await getEnquiryOverview({ now, days: 7 })
		expect(week.funnel).toEqual({ visitors: 4, productViewers: 3, enquiries: 7 })
		expect((await getEnquiryOverview({ now, days: 30 })).funnel).toEqual({ visitors: 5, productViewers: 4, enquiries: 8 })
		expect((await getEnquiryOverview({ now, days: 90 })).funnel).toEqual({ visitors: 5, productViewers: 4, enquiries: 8 })
		expect(await getProductViewers({ now, days: 7 })).toEqual({ views: 4, visitors: 3 })
	})

	it('gives days aggregated before the funnel existed their product viewers from the raw rows, once', async () => {
		await getEnquiryOverview({ now, days: 30 })
		await db().deleteFrom('analytics_daily').where('dimension', '=', 'funnel').execute()
		forgetAnalyticsCaches()
		expect(await getProductViewers({ now, days: 30 })).toEqual({ views: 5, visitors: 4 })
		const rows = await db().selectFrom('analytics_daily').select(['day', 'hits', 'visitors']).where('dimension', '=', 'funnel').where('hits', '>', 0).orderBy('day').execute()
		expect(rows.map((r) => [r.day, Number(r.hits), Number(r.visitors)])).toEqual([
			['2026-02-23', 1, 1],
			['2026-03-11', 3, 2],
		])
		// Other dimensions of those days were left as they were.
		expect(await db().selectFrom('analytics_daily').select('day').where('dimension', '=', 'total').where('day', '=', '2026-03-11').execute()).toHaveLength(1)
	})
})
