import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'

/**
 * Consent journey with a tag manager, a pixel and consent-gated advertising codes configured. Those
 * settings would put a banner on every page of the shared e2e server, so this journey runs its own
 * server (E2E_CONSENT_PORT, by default the port after E2E_PORT) on a snapshot of the seeded database, and nothing leaves the machine: the
 * third-party scripts are answered by stubs.
 */
const port = Number(process.env.E2E_CONSENT_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1)
const origin = `http://127.0.0.1:${port}`
const dataDir = path.resolve(`${e2eDataDir}-consent`)
let server: ChildProcess | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	test.setTimeout(120_000)
	fs.rmSync(dataDir, { recursive: true, force: true })
	fs.mkdirSync(dataDir, { recursive: true })
	// A consistent copy of the seeded database, even while the main server writes to it.
	const source = new SQLite(path.resolve(e2eDataDir, 'tasdeer.db'), { readonly: true, fileMustExist: true })
	source.exec(`vacuum into '${path.join(dataDir, 'tasdeer.db').replace(/'/g, "''")}'`)
	source.close()
	const db = new SQLite(path.join(dataDir, 'tasdeer.db'))
	const set = db.prepare(
		'insert into site_settings (key, value) values (?, ?) on conflict(key) do update set value = excluded.value',
	)
	set.run('google_analytics_id', 'G-E2ETEST123')
	set.run('facebook_pixel_id', '1234567890123456')
	set.run('analytics_enabled', 'true')
	const code = db.prepare(
		"insert into advertising_codes (name, code, type, enabled, platform, requires_consent) values (?, ?, ?, 1, 'e2e', ?)",
	)
	code.run('e2e open', '<meta name="e2e-open" content="1">', 'header', 0)
	code.run('e2e gated', '<script>window.__gated = (window.__gated || 0) + 1</script>', 'body_end', 1)
	db.close()
	server = spawn(process.execPath, ['server/index.js'], {
		env: {
			...process.env,
			PORT: String(port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			NODE_ENV: 'production',
			LOG_LEVEL: 'warn',
			SEED_DEMO_CONTENT: 'false',
		},
		stdio: 'ignore',
	})
	for (let i = 0; i < 120; i++) {
		if (
			await fetch(`${origin}/healthz`).then(
				(r) => r.ok,
				() => false,
			)
		)
			return
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	throw new Error('the consent journey server did not start')
})

test.afterAll(async () => {
	server?.kill('SIGTERM')
	await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
	fs.rmSync(dataDir, { recursive: true, force: true })
})

test('tags and gated codes wait for consent, which the footer can withdraw', async ({
	page,
	context,
	request,
}) => {
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
	await expect(banner).toBeVisible()
	await expect(banner).toContainText('third-party analytics')
	// Before a choice: the open code runs, the gated one waits inert, no third-party request.
	await expect(page.locator('meta[name="e2e-open"]')).toHaveCount(1)
	expect(await page.evaluate(() => (window as { __gated?: number }).__gated)).toBeUndefined()
	expect(fetched).toEqual([])

	await page.getByTestId('consent-accept').click()
	await expect(banner).toBeHidden()
	// Activated at once, without a reload: the gated code ran, both tags were requested.
	await expect.poll(() => page.evaluate(() => (window as { __gated?: number }).__gated)).toBe(1)
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
	await expect
		.poll(() => page.evaluate(() => JSON.stringify((window as { __fb?: unknown[] }).__fb ?? [])))
		.toContain('["trackCustom","ContactInterest"')
	const fb = await page.evaluate(() => (window as { __fb?: unknown[][] }).__fb ?? [])
	expect(fb[0]).toEqual(['init', '1234567890123456'])
	expect(fb.filter((call) => call[1] === 'PageView')).toHaveLength(2)

	// The next document gets the gated code from the server (the cookie says yes).
	await page.reload()
	await expect.poll(() => page.evaluate(() => (window as { __gated?: number }).__gated)).toBe(1)
	await expect(page.locator('template[data-consent-code]')).toHaveCount(0)

	// The footer reopens the choice; withdrawing clears the tags' cookies and reloads without them.
	await context.addCookies([{ name: '_ga', value: 'GA1.1.1', url: origin }])
	await page.getByTestId('cookie-settings').click()
	await expect(banner).toBeVisible()
	await expect(page.getByTestId('consent-current')).toContainText('accepted')
	await Promise.all([page.waitForEvent('load'), page.getByTestId('consent-reject').click()])
	await expect(banner).toBeHidden()
	const after = await context.cookies()
	expect(after.find((c) => c.name === 'consent')?.value).toBe('denied')
	expect(after.find((c) => c.name === '_ga')).toBeUndefined()
	expect(await page.evaluate(() => (window as { __gated?: number }).__gated)).toBeUndefined()
	await expect(page.locator('template[data-consent-code]')).toHaveCount(1)

	// Arabic banner, after forgetting the choice.
	await context.clearCookies()
	await page.evaluate(() => localStorage.removeItem('consent'))
	await page.goto(`${origin}/`)
	await expect(banner).toContainText('ملفات تعريف الارتباط')
	await expect(page.getByTestId('consent-accept')).toHaveText('قبول')
	await expect(page.getByTestId('consent-reject')).toHaveText('رفض')
})
