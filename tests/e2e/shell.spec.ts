import { expect, test } from '@playwright/test'
import { expectHydrated, holdScripts } from './hydration.ts'

test.describe('site shell', () => {
	test('the Arabic home page is right-to-left from the first byte', async ({ page, request }) => {
		const response = await request.get('/')
		expect(response.status()).toBe(200)
		const html = await response.text()
		expect(html.slice(0, 200)).toMatch(/<html lang="ar" dir="rtl"/)
		// React writes the attribute as hrefLang; HTML attribute names are case-insensitive.
		expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/en"/i)
		expect(html).toMatch(/hreflang="x-default"/i)

		await page.goto('/')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
		await expect(page.locator('[data-logo="ar"]').first()).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	})

	test('the English home page is left-to-right', async ({ page, request }) => {
		const html = await (await request.get('/en')).text()
		expect(html.slice(0, 200)).toMatch(/<html lang="en" dir="ltr"/)
		await page.goto('/en')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await expect(page.locator('[data-logo="en"]').first()).toBeVisible()
		await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()))
	})

	test('the language toggle keeps the page and remembers the choice', async ({ page, context }) => {
		await page.goto('/?utm=x')
		// After hydration the toggle navigates in the app; the document's own script remembers.
		await expectHydrated(page.getByTestId('language-toggle').first())
		await page.getByTestId('language-toggle').first().click()
		await expect(page).toHaveURL(/\/en\?utm=x$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
		const cookies = await context.cookies()
		expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en')

		// The server honours the cookie when a returning visitor opens the Arabic home from outside.
		const fresh = await context.newPage()
		await fresh.goto('/')
		await expect(fresh).toHaveURL(/\/en$/)

		// Back to the first tab, as a person would before clicking in it: a background tab draws no
		// frames, so a click there never finds its target still.
		await page.bringToFront()
		await page.getByTestId('language-toggle').first().click()
		await expect(page).toHaveURL(/\/\?utm=x$/)
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
	})

	test('a language chosen before the page has hydrated is remembered too (a slow phone)', async ({ page, context }) => {
		const release = await holdScripts(page)
		try {
			await page.goto('/about', { waitUntil: 'commit' })
			// The header is on screen; no script of the app has run.
			await page.getByTestId('language-toggle').first().click()
			await expect(page).toHaveURL(/\/en\/about$/)
			await expect(page.locator('html')).toHaveAttribute('lang', 'en')
			const hydrated = page.getByTestId('language-toggle').first().evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))
			expect(await hydrated).toBe(false)
			expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
			expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')

			// And back, still before hydration: the choice follows the last click.
			await page.getByTestId('language-toggle').first().click()
			await expect(page).toHaveURL(/:\d+\/about$/)
			await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
			expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar')
		} finally {
			release()
		}
	})

	test('the WhatsApp button links to wa.me with the digits and an encoded message', async ({ page }) => {
		for (const path of ['/', '/en']) {
			await page.goto(path)
			const link = page.getByTestId('whatsapp-button')
			await expect(link).toBeVisible()
			const href = (await link.getAttribute('href')) ?? ''
			expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=[^ ]+$/)
			expect(decodeURIComponent(href.split('text=')[1] ?? '').length).toBeGreaterThan(5)
			await expect(link).toHaveAttribute('target', '_blank')
			await expect(link).toHaveAttribute('rel', /noopener/)
			const box = await link.boundingBox()
			const viewport = page.viewportSize()!
			// Bottom right in both directions.
			expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 60)
			expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 60)
		}
	})

	test('an unknown path answers 404 with the not-found page in its language', async ({ page }) => {
		const response = await page.goto('/no-such-page')
		expect(response?.status()).toBe(404)
		await expect(page.getByTestId('not-found')).toBeVisible()
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
		const english = await page.goto('/en/no-such-page/deeper')
		expect(english?.status()).toBe(404)
		await expect(page.getByTestId('not-found')).toContainText('Page not found')
	})

	test('the mobile menu opens, traps focus and closes with Escape', async ({ page }) => {
		await page.setViewportSize({ width: 375, height: 800 })
		await page.goto('/en')
		// Before hydration the same button opens the <details> panel instead (its own journey).
		await expectHydrated(page.getByTestId('mobile-menu-button'), 15_000)
		await page.getByTestId('mobile-menu-button').click()
		const dialog = page.locator('#mobile-menu')
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
	})

	test('every response carries the security headers and the health check answers', async ({ request }) => {
		const response = await request.get('/en')
		const headers = response.headers()
		expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/)
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
		const health = await request.get('/healthz')
		expect(health.status()).toBe(200)
		expect(await health.json()).toEqual({ status: 'ok' })
		const ready = await request.get('/readyz')
		expect(ready.status()).toBe(200)
		expect(await ready.json()).toEqual({ status: 'ready', database: 'up', writes: 'ok' })
	})

	test('scripts and styles are served compressed and cached for a year', async ({ request }) => {
		const html = await (await request.get('/')).text()
		// The stylesheet is inline, named by its `data-href` (decision 0060; the file is still served);
		// scripts are imported by the module script at the end of <body> (no modulepreload links: decision 0016).
		const assets = [...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.(?:js|css))["']/g)].map((m) => m[1]!))]
		expect(assets.some((a) => a.endsWith('.js'))).toBe(true)
		expect(assets.some((a) => a.endsWith('.css'))).toBe(true)
		let compressible = 0
		for (const asset of assets) {
			const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip, br' } })
			expect(response.status(), asset).toBe(200)
			expect(response.headers()['cache-control'], asset).toContain('immutable')
			// Below 1 KB compression does not pay (the middleware's threshold).
			if ((await response.body()).length < 1024) continue
			compressible++
			// Compressed at build time, brotli preferred whatever order the browser lists.
			expect(response.headers()['content-encoding'], asset).toBe('br')
		}
		// At least the framework entry, the root chunk and the stylesheet.
		expect(compressible).toBeGreaterThanOrEqual(3)
	})
})
