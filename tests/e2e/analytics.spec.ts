import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import {
	getAnalyticsTotals,
	getConversionsByName,
	getEventsByName,
	getPageViewsByDay,
	getTopPages,
	getTopReferrers,
} from '../../app/server/analytics-stats.server.ts'
import { closeDatabase, installDatabase } from '../../app/server/db/db.server.ts'
import type { Database } from '../../app/server/db/schema.ts'
import { e2eDataDir } from '../../playwright.config.ts'

/**
 * A visitor's journey, then the numbers: the e2e server's own SQLite database is opened read-only
 * and read through the stats functions (only today's live figures: nothing is written) and, for
 * exact per-visit checks, by session id (other journeys share the server).
 */
const file = path.resolve(e2eDataDir, 'tasdeer.db')

function openReadOnly() {
	const database = new SQLite(file, { readonly: true, fileMustExist: true })
	const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
	installDatabase({ db, dialect: 'sqlite', close: () => db.destroy() })
	return db
}

test.afterAll(async () => {
	await closeDatabase()
})

// A visitor of its own address (the e2e server trusts X-Forwarded-For): other journeys' visits from
// 127.0.0.1 share one visitor budget (decision 0022), which must not decide what this one stores.
const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`
test.use({ extraHTTPHeaders: { 'x-forwarded-for': address } })

test('browsing, a WhatsApp click and a sent contact form are counted, cookielessly', async ({
	page,
	context,
}) => {
	test.setTimeout(60_000)
	// The WhatsApp link opens wa.me in a new tab: keep that tab off the network.
	await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) => route.abort())
	const campaign = `e2e-${Date.now()}`

	// Landing from a search engine with a campaign link, then client-side navigation.
	const landing = await page.goto(`/en?utm_source=e2e&utm_medium=test&utm_campaign=${campaign}`, {
		referer: 'https://www.google.com/search?q=basmati',
	})
	expect(landing!.headers()['content-security-policy']).not.toContain('googletagmanager')
	// Nothing here needs consent (no tag configured, no gated code): no banner, no footer link.
	await expect(page.getByTestId('consent-banner')).toHaveCount(0)
	await expect(page.getByTestId('cookie-settings')).toHaveCount(0)
	const nav = page.getByRole('navigation', { name: 'Main navigation' })
	// The journey is client-side browsing (a click before the scripts run would be a new document).
	await expectHydrated(nav.getByRole('link', { name: 'Products' }))
	await nav.getByRole('link', { name: 'Products' }).click()
	await expect(page).toHaveURL(/\/en\/products$/)
	await page.getByTestId('product-card').first().click()
	await expect(page).toHaveURL(/\/en\/products\/[a-z0-9-]+$/)
	const productPath = new URL(page.url()).pathname
	await nav.getByRole('link', { name: 'Contact' }).click()
	await expect(page).toHaveURL(/\/en\/contact$/)

	const popup = page.waitForEvent('popup')
	await page.getByTestId('whatsapp-button').click()
	await (await popup).close()

	const form = page.getByTestId('contact-form')
	await form.getByLabel('Full name').fill('Omar Analytics')
	await form.getByLabel('E-mail').fill('omar@buyer.example')
	await form.getByLabel('Service needed').selectOption('air_freight')
	await form.getByLabel('Message').fill('Please quote two pallets of saffron by air.')
	await form.getByRole('button', { name: 'Send message' }).click()
	await expect(page.getByTestId('contact-result')).toContainText('sent successfully')

	const sessionId = await page.evaluate(() => sessionStorage.getItem('analytics_session'))
	expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
	// No cookie of ours identifies the visitor.
	expect((await context.cookies()).map((c) => c.name)).not.toContain('analytics_session')

	const db = openReadOnly()
	const conversionsOf = () =>
		db
			.selectFrom('conversion_events')
			.select(['conversion_name', 'conversion_value', 'page_path'])
			.where('session_id', '=', sessionId)
			.orderBy('id')
			.execute()
	// The last batch leaves within 2 s of the last event.
	await expect
		.poll(async () => (await conversionsOf()).map((c) => c.conversion_name), { timeout: 15_000 })
		.toEqual(['ContactIntent', 'ContactFormSubmit'])
	expect(await conversionsOf()).toEqual([
		{ conversion_name: 'ContactIntent', conversion_value: 1, page_path: '/en/contact' },
		{ conversion_name: 'ContactFormSubmit', conversion_value: 1, page_path: '/en/contact' },
	])

	const views = await db
		.selectFrom('page_views')
		.selectAll()
		.where('session_id', '=', sessionId)
		.orderBy('id')
		.execute()
	expect(views.map((v) => v.page_path)).toEqual(['/en', '/en/products', productPath, '/en/contact'])
	expect(views[0]).toMatchObject({
		referrer_host: 'google.com',
		utm_source: 'e2e',
		utm_medium: 'test',
		utm_campaign: campaign,
		device: 'desktop',
		language: 'en',
	})
	// Later pages of the visit are not credited to the search engine again.
	expect(views.slice(1).map((v) => v.referrer_host)).toEqual([null, null, null])
	const hashes = new Set(views.map((v) => v.visitor_hash))
	expect(hashes.size).toBe(1)
	expect([...hashes][0]).toMatch(/^[0-9a-f]{32}$/)
	// The address the browser came from is nowhere in what was stored.
	expect(JSON.stringify(views)).not.toContain(address)
	expect(JSON.stringify(views)).not.toContain('127.0.0.1')

	const events = await db
		.selectFrom('tracking_events')
		.select(['event_name', 'event_category', 'event_action', 'page_path'])
		.where('session_id', '=', sessionId)
		.orderBy('id')
		.execute()
	expect(events).toEqual([
		{
			event_name: 'contact_page_view',
			event_category: 'contact',
			event_action: 'view',
			page_path: '/en/contact',
		},
		{
			event_name: 'whatsapp_click',
			event_category: 'contact',
			event_action: 'click',
			page_path: '/en/contact',
		},
	])
	const message = await db
		.selectFrom('contact_messages')
		.select(['service', 'language'])
		.where('email', '=', 'omar@buyer.example')
		.executeTakeFirst()
	expect(message).toEqual({ service: 'air_freight', language: 'en' })

	// The same visit through the functions behind the analytics screen (today only: read, never written).
	const totals = await getAnalyticsTotals()
	expect(totals.pageViews.today).toBeGreaterThanOrEqual(4)
	expect(totals.contactMessages.today).toBeGreaterThanOrEqual(1)
	const [today] = await getPageViewsByDay({ days: 1 })
	expect(today!.views).toBeGreaterThanOrEqual(4)
	expect(today!.visitors).toBeGreaterThanOrEqual(1)
	expect((await getTopPages({ days: 1, limit: 100 })).map((p) => p.path)).toEqual(
		expect.arrayContaining(['/en', '/en/products', productPath, '/en/contact']),
	)
	expect((await getTopReferrers({ days: 1 })).map((r) => r.host)).toContain('google.com')
	const conversions = await getConversionsByName({ days: 1 })
	expect(conversions.find((c) => c.name === 'ContactIntent')?.count).toBeGreaterThanOrEqual(1)
	expect(conversions.find((c) => c.name === 'ContactFormSubmit')?.count).toBeGreaterThanOrEqual(1)
	expect((await getEventsByName({ days: 1 })).map((e) => e.name)).toEqual(
		expect.arrayContaining(['whatsapp_click', 'contact_page_view']),
	)
})
