import { expect, type Page, test } from '@playwright/test'
import { openHydrated } from './hydration.ts'

/**
 * Static regions (decision 0029): text, tables and plain links the first hydration leaves alone.
 * Their links must behave as React Router links do (a page change inside the document, focus on
 * the new page's heading, a page view counted), and a region that outlives a page change (the
 * footer) must follow the language.
 */

test.use({ storageState: { cookies: [], origins: [] } })

/** Page views the page sends to the analytics endpoint (and the server accepts), from now on. */
function recordPageViews(page: Page) {
	const paths: string[] = []
	page.on('requestfinished', async (request) => {
		if (!request.url().endsWith('/api/analytics') || request.method() !== 'POST') return
		const response = await request.response()
		if (!response || response.status() >= 300) return
		const batch = JSON.parse(request.postData() ?? '{}') as { events?: { kind: string; page_path?: string }[] }
		for (const event of batch.events ?? []) if (event.kind === 'page_view' && event.page_path) paths.push(event.page_path)
	})
	return paths
}

/** Whether React hydrated the element (a kept static region's content carries no fiber). */
const hydrated = (page: Page, selector: string) =>
	page.locator(selector).first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))

test('a link inside a static region changes the page in the document: focus on its heading, a page view counted', async ({ page }) => {
	test.setTimeout(60_000)
	const views = recordPageViews(page)
	await openHydrated(page, '/en')
	// The footer's links and the home page's services band were not hydrated: their clicks are the
	// delegated handler's.
	const footerLink = page.locator('footer a[href="/en/about"]')
	expect(await hydrated(page, 'footer a[href="/en/about"]')).toBe(false)
	expect(await hydrated(page, '#services a[href="/en/services/export"]')).toBe(false)
	await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
	let documents = 0
	page.on('request', (request) => {
		if (request.resourceType() === 'document') documents++
	})

	await footerLink.click()
	await expect(page).toHaveURL(/\/en\/about$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
	expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
	expect(documents).toBe(0)
	await expect.poll(() => views, { timeout: 10_000 }).toContain('/en/about')

	// The same from a band of the home page (inside main, which the page change replaces).
	await openHydrated(page, '/en')
	await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
	documents = 0
	await page.locator('#services a[href="/en/services/export"]').click()
	await expect(page).toHaveURL(/\/en\/services\/export$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
	expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
	expect(documents).toBe(0)
	await expect.poll(() => views, { timeout: 10_000 }).toContain('/en/services/export')

	// Modified clicks and downloads are the browser's, as a Link leaves them.
	const popup = page.context().waitForEvent('page')
	await page.locator('footer a[href="/en/contact"]').click({ modifiers: ['Control'] })
	const tab = await popup
	await tab.close()
	await expect(page).toHaveURL(/\/en\/services\/export$/)
})

test('after a language switch the footer shows the other language, and its links stay in the page', async ({ page }) => {
	await openHydrated(page, '/en')
	const footer = page.locator('footer')
	await expect(footer.getByRole('heading', { name: 'Quick links' })).toBeVisible()
	await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
	await page.getByTestId('language-toggle').first().click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
	await expect(footer.getByRole('heading', { name: 'روابط سريعة' })).toBeVisible()
	await expect(footer.getByRole('heading', { name: 'Quick links' })).toHaveCount(0)
	await expect(footer.locator('a[href="/about"]')).toBeVisible()
	await expect(footer.locator('a[href="/en/about"]')).toHaveCount(0)
	await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()))

	await footer.locator('a[href="/about"]').click()
	await expect(page).toHaveURL(/\/about$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
	expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)

	// And back: English again, not the Arabic the region showed a moment ago.
	await page.getByTestId('language-toggle').first().click()
	await expect(page).toHaveURL(/\/en\/about$/)
	await expect(footer.getByRole('heading', { name: 'Quick links' })).toBeVisible()
	await expect(footer.locator('a[href="/en/about"]')).toBeVisible()
})

test('static regions are the server content, with no hydration error, in both languages', async ({ page }) => {
	for (const path of ['/', '/en', '/en/products/basmati-rice-1121-steam', '/about', '/en/blog/reading-a-basmati-rice-spec-sheet']) {
		await openHydrated(page, path)
		const regions = page.locator('[data-static-region]')
		expect(await regions.count(), path).toBeGreaterThan(0)
		for (const region of await regions.all()) expect(await region.evaluate((node) => node.childElementCount), path).toBeGreaterThan(0)
	}
})
