import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { expectNoAxeViolations } from './axe.ts'
import { insertCodes, seededServerForThisFile } from './seeded-server.ts'

/**
 * Consent journey with a tag manager, a pixel and consent-gated advertising codes configured. Those
 * settings would put a banner on every page of the shared e2e server, so this journey runs its own
 * server (E2E_CONSENT_PORT, by default the port after E2E_PORT) on a copy of the seeded database, and
 * nothing leaves the machine: the third-party scripts are answered by stubs. axe scans the banner in
 * both languages as a first visit shows it (decision 0031).
 */
const port = Number(process.env.E2E_CONSENT_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1)
const originOf = seededServerForThisFile({
	port,
	name: 'consent',
	prepare(db) {
		const set = db.prepare(
			'insert into site_settings (key, value) values (?, ?) on conflict(key) do update set value = excluded.value',
		)
		set.run('google_analytics_id', 'G-E2ETEST123')
		set.run('facebook_pixel_id', '1234567890123456')
		set.run('analytics_enabled', 'true')
		insertCodes(db, [
			['e2e open', '<meta name="e2e-open" content="1">', 'header'],
			['e2e gated', '<script>window.__gated = (window.__gated || 0) + 1</script>', 'body_end', true],
			// Gated codes of the other two places: they too start on Accept, not after a reload.
			['e2e gated head', '<script>window.__gatedHead = (window.__gatedHead || 0) + 1</script>', 'header', true],
			['e2e gated bar', '<div class="e2e-gated-bar">Gated bar</div>\n<script>window.__gatedStart = (window.__gatedStart || 0) + 1</script>', 'body_start', true],
		])
	},
})

test('tags and gated codes wait for consent, which the footer can withdraw', async ({
	page,
	context,
	request,
	browser,
}) => {
	test.setTimeout(150_000)
	const origin = originOf()
	const fetched: string[] = []
	await context.route(
		/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|[^/]*google-analytics\.com|www\.facebook\.com)\//,
		(route) => {
			const url = route.request().url()
			fetched.push(url)
			if (url.includes('/gtag/js'))
				return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtag = true' })
			if (url.includes('fbevents.js')) {
				return route.fulfill({
					contentType: 'text/javascript',
					body: 'fbq.callMethod = function () { (window.__fb = window.__fb || []).push([].slice.call(arguments)) }; fbq.queue.forEach(function (a) { fbq.callMethod.apply(fbq, a) })',
				})
			}
			return route.abort()
		},
	)

	// The CSP allows exactly the configured tags on public pages, and nothing extra in the back-office.
	const csp = (await request.get(`${origin}/en`)).headers()['content-security-policy']!
	expect(csp).toContain("script-src 'self' 'nonce-")
	expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com https:\/\/connect\.facebook\.net/)
	expect(csp).toMatch(
		/connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com https:\/\/www\.facebook\.com/,
	)
	expect(csp).toMatch(/frame-src 'self' https:\/\/www\.facebook\.com/)
	expect((await request.get(`${origin}/login`)).headers()['content-security-policy']).not.toContain(
		'googletagmanager',
	)

	await page.goto(`${origin}/en`)
	const banner = page.getByTestId('consent-banner')
	// It comes once the page has read the visitor's choice (hydrated), which a loaded machine slows.
	await expect(banner).toBeVisible({ timeout: 15_000 })
	await expect(banner).toContainText('third-party analytics')
	await expectNoAxeViolations(page, 'consent banner (en, desktop)')
	// Before a choice: the open code runs, the gated one waits inert, no third-party request.
	await expect(page.locator('meta[name="e2e-open"]')).toHaveCount(1)
	expect(await page.evaluate(() => (window as { __gated?: number }).__gated)).toBeUndefined()
	expect(fetched).toEqual([])

	const pageErrors: string[] = []
	page.on('pageerror', (error) => pageErrors.push(error.message))
	await page.getByTestId('consent-accept').click()
	await expect(banner).toBeHidden()
	// Activated at once, without a reload: the gated codes of every place ran, both tags were requested.
	await expect.poll(() => page.evaluate(() => (window as { __gated?: number }).__gated)).toBe(1)
	const gatedRuns = () =>
		page.evaluate(() => {
			const w = window as { __gatedHead?: number; __gatedStart?: number; __gated?: number }
			return [w.__gatedHead, w.__gatedStart, w.__gated, document.querySelectorAll('.e2e-gated-bar').length]
		})
	expect(await gatedRuns()).toEqual([1, 1, 1, 1])
	await expect(page.locator('.e2e-gated-bar')).toBeVisible()
	await expect
		.poll(() => fetched.filter((u) => u.includes('gtag/js') || u.includes('fbevents.js')).length)
		.toBe(2)
	expect(fetched).toContain('https://www.googletagmanager.com/gtag/js?id=G-E2ETEST123')
	const cookies = await context.cookies()
	expect(cookies.find((c) => c.name === 'consent')).toMatchObject({ value: 'granted', sameSite: 'Lax' })
	expect(await page.evaluate(() => localStorage.getItem('consent'))).toBe('granted')

	// The site's events reach the pixel with the spec's mapping.
	await page
		.getByRole('navigation', { name: 'Main navigation' })
		.getByRole('link', { name: 'Contact' })
		.click()
	await expect(page).toHaveURL(/\/en\/contact$/)
	// A client navigation keeps them, and runs none of them again.
	expect(await gatedRuns()).toEqual([1, 1, 1, 1])
	await expect
		.poll(() => page.evaluate(() => JSON.stringify((window as { __fb?: unknown[] }).__fb ?? [])))
		.toContain('["trackCustom","ContactInterest"')
	const fb = await page.evaluate(() => (window as { __fb?: unknown[][] }).__fb ?? [])
	expect(fb[0]).toEqual(['init', '1234567890123456'])
	expect(fb.filter((call) => call[1] === 'PageView')).toHaveLength(2)

	// The next document gets the gated code from the server (the cookie says yes).
	await page.reload()
	await expect.poll(() => page.evaluate(() => (window as { __gated?: number }).__gated)).toBe(1)
	expect(await gatedRuns()).toEqual([1, 1, 1, 1])
	await expect(page.locator('template[data-consent-code]')).toHaveCount(0)
	expect(pageErrors).toEqual([])

	// The footer reopens the choice; withdrawing clears the tags' cookies and reloads without them.
	await context.addCookies([{ name: '_ga', value: 'GA1.1.1', url: origin }])
	// The footer's button opens the banner once the page has hydrated (the reload above).
	await expectHydrated(page.getByTestId('cookie-settings'), 15_000)
	await page.getByTestId('cookie-settings').click()
	await expect(banner).toBeVisible()
	await expect(page.getByTestId('consent-current')).toContainText('accepted')
	await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-reject').click()])
	await expect(banner).toBeHidden()
	const after = await context.cookies()
	expect(after.find((c) => c.name === 'consent')?.value).toBe('denied')
	expect(after.find((c) => c.name === '_ga')).toBeUndefined()
	expect(await gatedRuns()).toEqual([undefined, undefined, undefined, 0])
	await expect(page.locator('template[data-consent-code]')).toHaveCount(3)

	// The Arabic banner, as a first-time visitor sees it (a browser of its own: nothing remembered).
	const firstVisit = await browser.newContext()
	const arabic = await firstVisit.newPage()
	await arabic.goto(`${origin}/`)
	await expect(arabic.getByTestId('consent-banner')).toContainText('ملفات تعريف الارتباط', { timeout: 15_000 })
	await expect(arabic.getByTestId('consent-accept')).toHaveText('قبول')
	await expect(arabic.getByTestId('consent-reject')).toHaveText('رفض')
	await expectNoAxeViolations(arabic, 'consent banner (ar, desktop)')
	await arabic.setViewportSize({ width: 390, height: 844 })
	await expectNoAxeViolations(arabic, 'consent banner (ar, phone)')
	await firstVisit.close()
})

test('a returning visitor never sees the banner, not even before the page is ready', async ({ browser }) => {
	test.setTimeout(90_000)
	const origin = originOf()
	for (const choice of ['granted', 'denied']) {
		const context = await browser.newContext()
		await context.addCookies([{ name: 'consent', value: choice, url: origin }])
		const page = await context.newPage()
		// Watches the document from its first byte: the banner must never be in it.
		await page.addInitScript(() => {
			new MutationObserver(() => {
				if (document.querySelector('[data-testid="consent-banner"]')) (window as { __bannerSeen?: boolean }).__bannerSeen = true
			}).observe(document, { childList: true, subtree: true })
		})
		for (const path of ['/en', '/', '/en/products']) {
			await page.goto(`${origin}${path}`)
			await expect(page.getByTestId('cookie-settings')).toBeVisible()
			await page.waitForLoadState('load')
			await page.waitForTimeout(300)
			expect(await page.evaluate(() => (window as { __bannerSeen?: boolean }).__bannerSeen), `${choice} ${path}`).toBeUndefined()
		}
		// The footer still reopens it.
		await expectHydrated(page.getByTestId('cookie-settings'))
		await page.getByTestId('cookie-settings').click()
		await expect(page.getByTestId('consent-banner')).toBeVisible()
		await context.close()
	}
	// A first visit gets it, once the page can act on a click.
	const context = await browser.newContext()
	const page = await context.newPage()
	await page.goto(`${origin}/en/about`)
	await expect(page.getByTestId('consent-banner')).toBeVisible({ timeout: 15_000 })
	await context.close()
})

test('only a site where something needs consent fetches the consent code, which its documents do not name', async ({ page, baseURL }) => {
	test.setTimeout(90_000)
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
	})
	const consentCode = (paths: string[]) => paths.filter((path) => /\/assets\/consent-parts-[\w-]+\.js$/.test(path))
	// The shared server's demo site configures nothing that needs consent.
	for (const path of ['/', '/en/contact']) {
		await page.goto(`${baseURL}${path}`)
		await expectHydrated(page.getByTestId('newsletter-form'))
		await page.waitForLoadState('networkidle')
		await expect(page.getByTestId('cookie-settings')).toHaveCount(0)
	}
	expect(consentCode(scripts), 'consent code on a site that needs no consent').toEqual([])
	// The consent site's page does, and the modulepreloads of its document do not name it (it is
	// fetched once the page runs).
	const origin = originOf()
	const document = await (await page.request.get(`${origin}/en`)).text()
	expect(document).not.toMatch(/consent-parts-/)
	await page.goto(`${origin}/en`)
	await expect(page.getByTestId('consent-banner')).toBeVisible({ timeout: 15_000 })
	expect(consentCode(scripts)).toHaveLength(1)
})
