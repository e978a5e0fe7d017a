import path from 'node:path'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'
import { expectHydrated, holdScripts } from './hydration.ts'

/**
 * Visits as they end in real life: a bounce after 300 ms, links followed as full page loads, a
 * closed tab, on a phone whose scripts have not arrived yet. Each page of a visit must be counted
 * exactly once: not lost because the app had not hydrated (or its 2-second batch had not left),
 * and not counted twice once it does hydrate. Read from the e2e server's own database, by the
 * visit's session id (other journeys share the server).
 */
const file = path.resolve(e2eDataDir, 'tasdeer.db')
const dwellMs = 300

function rowsOf(sessions: string[]) {
	const database = new SQLite(file, { readonly: true, fileMustExist: true })
	try {
		const marks = sessions.map(() => '?').join(',')
		const views = database
			.prepare(`select page_path, referrer_host, utm_campaign from page_views where session_id in (${marks}) order by id`)
			.all(...sessions) as { page_path: string; referrer_host: string | null; utm_campaign: string | null }[]
		const events = database
			.prepare(`select event_name, page_path from tracking_events where session_id in (${marks}) order by id`)
			.all(...sessions) as { event_name: string; page_path: string }[]
		return { views, events }
	} finally {
		database.close()
	}
}

/** The page is on screen (its HTML parsed to the footer), whether or not its scripts have run. */
async function shown(page: Page) {
	await page.locator('footer').waitFor({ state: 'attached', timeout: 20_000 })
}

/** The session of the visit that landed with this campaign (its landing view carries it). */
async function sessionOf(campaign: string): Promise<string> {
	let session: string | undefined
	await expect
		.poll(
			() => {
				const database = new SQLite(file, { readonly: true, fileMustExist: true })
				try {
					session = (database.prepare('select session_id from page_views where utm_campaign = ?').get(campaign) as { session_id: string } | undefined)?.session_id
				} finally {
					database.close()
				}
				return session
			},
			{ message: `the landing view of ${campaign} was counted`, timeout: 20_000 },
		)
		.toBeTruthy()
	return session!
}

/** What was stored for these sessions once nothing more arrives (each late batch would leave within 2 s). */
async function settled(sessions: string[], expectedViews: number) {
	try {
		await expect.poll(() => rowsOf(sessions).views.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(expectedViews)
	} catch (error) {
		// Say which pages were lost: the failure alone says only how many.
		const { views, events } = rowsOf(sessions)
		throw new Error(`${views.length} of ${expectedViews} views stored: ${JSON.stringify(views)}; events ${JSON.stringify(events)}`, { cause: error })
	}
	// Long enough for a hydrated app's own batch (2 s) to arrive if it were to count a page again.
	await new Promise((resolve) => setTimeout(resolve, 3_000))
	return rowsOf(sessions)
}

/**
 * After a client navigation, the new page is on screen: its title (rendered with it) replaced the
 * last one. The address changes first; on a busy machine the render can come well after it.
 */
async function rendered(page: Page, previousTitle: string) {
	await expect(page).not.toHaveTitle(previousTitle, { timeout: 20_000 })
}

/** A page read for `dwellMs`: opened by its address (a full load, not waiting for it), or already on its way. */
async function dwellOn(page: Page, url?: string, referer?: string) {
	if (url) await page.goto(url, { referer, waitUntil: 'commit' })
	await shown(page)
	await page.waitForTimeout(dwellMs)
}

/**
 * The end of a three-page visit: the contact page, then the tab is closed. Each page counted once:
 * the landing with its source and campaign, the second page, and the contact page with its event.
 */
async function endOnContactPage(page: Page, campaign: string, landing: { path: string; referrerHost: string }, secondPath: string) {
	await dwellOn(page, '/en/contact')
	await page.close({ runBeforeUnload: true })
	const { views, events } = await settled([await sessionOf(campaign)], 3)
	expect(views).toEqual([
		{ page_path: landing.path, referrer_host: landing.referrerHost, utm_campaign: campaign },
		{ page_path: secondPath, referrer_host: null, utm_campaign: null },
		{ page_path: '/en/contact', referrer_host: null, utm_campaign: null },
	])
	expect(events).toEqual([{ event_name: 'contact_page_view', page_path: '/en/contact' }])
}

/**
 * On the hydrated home page, a click on a category card (a client navigation) queues an event and a
 * page view for the 2-second batch; the tab closes before it leaves. `stillLoading`: the page must
 * not have had its load event yet. Returns the card's path.
 */
async function clickCategoryCardThenClose(page: Page, { stillLoading = false } = {}) {
	const card = page.locator('[data-analytics="home_category_click"]').first()
	// The cards' band is a static region (decision 0029): never hydrated itself, its links work
	// once the page is, through the layout's delegated handler. The header's links are hydrated.
	await expectHydrated(page.locator('header').getByRole('link', { name: 'Products' }).first(), 20_000)
	// Hydrated means rendered: the tracker's listeners start when React commits, a moment later.
	await page.waitForTimeout(dwellMs)
	if (stillLoading) expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
	const target = new URL((await card.getAttribute('href'))!, 'http://x').pathname
	const homeTitle = await page.title()
	await card.click()
	await expect(page).toHaveURL(new RegExp(`${target}$`))
	// The new page renders after the URL changes; its view is queued then. Well inside the 2 s batch:
	await rendered(page, homeTitle)
	await page.waitForTimeout(dwellMs)
	await page.close({ runBeforeUnload: true })
	return target
}

/** A bounce on /en/services (the first campaign), then the home page's card click (the second), each counted once. */
async function expectBounceAndClickCounted(campaigns: readonly [string, string], target: string) {
	const { views, events } = await settled([await sessionOf(campaigns[0]), await sessionOf(campaigns[1])], 3)
	expect(views.map((v) => [v.page_path, v.utm_campaign])).toEqual([
		['/en/services', campaigns[0]],
		['/en', campaigns[1]],
		[target, null],
	])
	expect(events).toEqual([{ event_name: 'home_category_click', page_path: '/en' }])
}

// Each journey is a visitor of its own address (the e2e server trusts X-Forwarded-For, as behind the proxy).
const address = () => `203.0.113.${Math.floor(Math.random() * 200) + 20}`

test.describe('bounces and short visits are counted once per page', () => {
	test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() } })

	test('a slow phone whose scripts never arrive: 300 ms per page, full page loads, then the tab is closed', async ({ page }) => {
		test.setTimeout(60_000)
		await holdScripts(page)
		const campaign = `bounce-${Date.now()}`
		await dwellOn(page, `/en/products?utm_source=e2e&utm_campaign=${campaign}`, 'https://www.bing.com/')
		// A link followed before hydration is a full page load; the tab keeps its session.
		await page.locator('header').getByRole('link', { name: 'About' }).first().click()
		await expect(page).toHaveURL(/\/en\/about$/)
		await dwellOn(page)
		await endOnContactPage(page, campaign, { path: '/en/products', referrerHost: 'bing.com' }, '/en/about')
	})

	test('full page loads that hydrate: each page once, the landing view not sent again by the app', async ({ page }) => {
		test.setTimeout(60_000)
		const campaign = `full-loads-${Date.now()}`
		await page.goto(`/en/blog?utm_campaign=${campaign}`, { referer: 'https://duckduckgo.com/', waitUntil: 'commit' })
		await shown(page)
		await page.waitForTimeout(dwellMs)
		await page.goto('/en/contact')
		// This one stays until the app has hydrated (and would have queued its own view).
		await expectHydrated(page.getByTestId('contact-form').getByRole('button').last(), 20_000)
		await page.waitForTimeout(2_500)
		await page.goto('/en', { waitUntil: 'commit' })
		await shown(page)
		await page.waitForTimeout(dwellMs)
		await page.goto('/en/about')
		await expectHydrated(page.locator('header').getByRole('link', { name: 'Products' }).first(), 20_000)
		// Then browsing inside the app: a client navigation is the app's own view.
		const aboutTitle = await page.title()
		await page.locator('header').getByRole('link', { name: 'Products' }).first().click()
		await expect(page).toHaveURL(/\/en\/products$/)
		await rendered(page, aboutTitle)
		await page.waitForTimeout(dwellMs)
		await page.close({ runBeforeUnload: true })

		const { views, events } = await settled([await sessionOf(campaign)], 5)
		expect(views.map((v) => v.page_path)).toEqual(['/en/blog', '/en/contact', '/en', '/en/about', '/en/products'])
		expect(views.map((v) => [v.referrer_host, v.utm_campaign])).toEqual([['duckduckgo.com', campaign], [null, null], [null, null], [null, null], [null, null]])
		expect(events).toEqual([{ event_name: 'contact_page_view', page_path: '/en/contact' }])
	})

	test('pages left before their first idle moment (a busy phone) are each counted once, when they are left', async ({ page }) => {
		test.setTimeout(60_000)
		// A main thread never idle: the moment the landing script waits for never comes, so each view
		// leaves when its page is left (pagehide), within the 3 s the script would wait.
		await page.addInitScript(() => {
			window.requestIdleCallback = () => 0
		})
		const campaign = `unpainted-${Date.now()}`
		await dwellOn(page, `/en/about?utm_campaign=${campaign}`, 'https://www.google.com/')
		await dwellOn(page, '/en/services')
		await endOnContactPage(page, campaign, { path: '/en/about', referrerHost: 'google.com' }, '/en/services')
	})

	test('tabs closed while their page still loads lose nothing (Chromium sends such a page no pagehide)', async ({ context }) => {
		test.setTimeout(60_000)
		const campaigns = [`loading-${Date.now()}`, `hydrated-loading-${Date.now()}`] as const
		// A busy phone still fetching the scripts: never idle, closed long before the 3 s timer.
		const unhydrated = await context.newPage()
		await unhydrated.addInitScript(() => {
			window.requestIdleCallback = () => 0
		})
		await holdScripts(unhydrated)
		await dwellOn(unhydrated, `/en/services?utm_campaign=${campaigns[0]}`)
		expect(await unhydrated.evaluate(() => document.readyState)).not.toBe('complete')
		await unhydrated.close({ runBeforeUnload: true })

		// Hydrated while its pictures still load (held: the load event never comes).
		const hydrated = await context.newPage()
		await hydrated.route(/\.(avif|webp|jpe?g|png)(\?|$)/, () => {})
		await hydrated.goto(`/en?utm_campaign=${campaigns[1]}`, { waitUntil: 'commit' })
		const target = await clickCategoryCardThenClose(hydrated, { stillLoading: true })
		await expectBounceAndClickCounted(campaigns, target)
	})

	test('a tab closed 300 ms after arriving, and one closed right after a click, lose nothing', async ({ context }) => {
		test.setTimeout(60_000)
		const open = async (ctx: BrowserContext, url: string, { slow = false } = {}) => {
			const page = await ctx.newPage()
			if (slow) await holdScripts(page)
			await page.goto(url, { waitUntil: 'commit' })
			return page
		}
		const campaigns = [`closed-${Date.now()}`, `clicked-${Date.now()}`] as const
		// A phone still loading the scripts when the visitor closes the tab.
		const bounced = await open(context, `/en/services?utm_campaign=${campaigns[0]}`, { slow: true })
		await shown(bounced)
		await bounced.waitForTimeout(dwellMs)
		// As a person closes a tab: the page is hidden and unloaded (pagehide), not just destroyed.
		await bounced.close({ runBeforeUnload: true })

		const target = await clickCategoryCardThenClose(await open(context, `/en?utm_campaign=${campaigns[1]}`))
		await expectBounceAndClickCounted(campaigns, target)
	})
})
