import { expect, request, test } from '@playwright/test'
import { personalPageCacheControl, sharedPageCacheControl, unkeptCacheControl } from '../../app/lib/http-cache.ts'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'

/**
 * The public HTML cache (decision 0015): a repeated anonymous request is answered from memory with
 * a fresh CSP nonce, and any staff write (a new activity-log row) makes the next answer a fresh render.
 */
test.describe('public page cache', () => {
	test.use({ storageState: staff.admin.state })

	test('a repeat is served from the cache with its own nonce; a staff write renders afresh', async ({
		page,
		baseURL,
	}) => {
		const marker = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
		const url = `/en/products?cache-probe=${marker}`
		const visitor = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
		const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

		const unseen = await visitor.get(url)
		expect(unseen.status()).toBe(200)
		expect(unseen.headers()['x-page-cache']).toBe('miss')
		// A save by a journey running beside this one moves the content version between two requests
		// (the repeat is then rendered afresh, rightly): the pair is asked again until nothing moved.
		let first = unseen
		let second = await visitor.get(url)
		await expect(async () => {
			if (second.headers()['x-page-cache'] === 'hit') return
			first = await visitor.get(url)
			second = await visitor.get(url)
			expect(second.headers()['x-page-cache']).toBe('hit')
		}).toPass({ timeout: 10_000 })
		const body = await second.text()
		const nonce = nonceOf(second.headers()['content-security-policy'])
		expect(nonce).toBeTruthy()
		expect(nonce).not.toBe(nonceOf(first.headers()['content-security-policy']))
		// Every script of the kept page carries this answer's nonce, none the old one.
		const scriptNonces = [...body.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1])
		expect(scriptNonces.length).toBeGreaterThan(0)
		expect(new Set(scriptNonces)).toEqual(new Set([nonce]))
		expect(body).toBe(
			(await first.text()).split(nonceOf(first.headers()['content-security-policy'])!).join(nonce!),
		)

		// Browsers get the kept page's gzip form (made once, just after the miss) with the answer's nonce.
		await expect.poll(async () => (await visitor.get(url)).headers()['content-encoding'], { timeout: 5_000 }).toBe('gzip')
		const gzipped = await visitor.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
		expect(gzipped.headers()['content-encoding']).toBe('gzip')
		const gzipNonce = nonceOf(gzipped.headers()['content-security-policy'])!
		expect(await gzipped.text()).toBe((await first.text()).split(nonceOf(first.headers()['content-security-policy'])!).join(gzipNonce))

		// A consenting visitor gets a page of their own (third-party codes may differ).
		const consenting = await visitor.get(url, { headers: { cookie: 'consent=granted' } })
		expect(consenting.headers()['x-page-cache']).toBe('miss')

		// A staff write: a new active category, which the products page lists.
		const name = `Cache probe ${marker}`
		const created = await page.request.post('/admin/categories/new', {
			headers: { Origin: baseURL! },
			form: { nameAr: `فئة ${marker}`, nameEn: name, slug: `cache-probe-${marker}`, isActive: 'on' },
			maxRedirects: 0,
		})
		expect(created.status()).toBe(302)
		const after = await visitor.get(url)
		expect(after.headers()['x-page-cache']).toBe('miss')
		expect(await after.text()).toContain(name)

		// Signed-in staff always see a fresh render.
		const staffView = await page.request.get(url)
		expect(staffView.headers()['x-page-cache']).toBeUndefined()
		await visitor.dispose()
	})

	test('a browser reads a kept page sent as spliced gzip, and it runs', async ({ browser }) => {
		const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
		const visitor = await context.newPage()
		const url = `/en/about?gzip-probe=${Date.now()}`
		await visitor.goto(url)
		await expect
			.poll(async () => {
				const answer = await visitor.goto(url)
				return `${answer?.headers()['x-page-cache']} ${answer?.headers()['content-encoding']}`
			})
			.toBe('hit gzip')
		await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
		// Its scripts ran: the page is hydrated.
		await expectHydrated(visitor.locator('#header-search'))
		await context.close()
	})

	test('pages tell browsers and a CDN what they may keep (decision 0018)', async ({ page, baseURL }) => {
		const visitor = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
		const url = `/en/about?cdn-probe=${Date.now()}`
		// The same on the render and on the kept copy.
		for (const expected of ['miss', 'hit']) {
			const answer = await visitor.get(url)
			expect(answer.headers()['x-page-cache']).toBe(expected)
			expect(answer.headers()['cache-control']).toBe(sharedPageCacheControl)
		}
		// Route data of a client navigation too; "/" varies by the language cookie it redirects by.
		const data = await visitor.get('/en/about.data')
		expect(data.headers()['cache-control']).toBe(sharedPageCacheControl)
		const home = await visitor.get('/')
		expect(home.headers()['cache-control']).toBe(sharedPageCacheControl)
		expect(home.headers()['vary']).toMatch(/\bCookie\b/i)
		// Pages of one person stay out of shared caches; the back-office, errors and files of their own kind.
		const consenting = await visitor.get(url, { headers: { cookie: 'consent=granted' } })
		expect(consenting.headers()['cache-control']).toBe(personalPageCacheControl)
		expect((await page.request.get(url)).headers()['cache-control']).toBe(personalPageCacheControl)
		expect((await page.request.get('/admin')).headers()['cache-control']).toBe(unkeptCacheControl)
		expect((await visitor.get('/login')).headers()['cache-control']).toBe(unkeptCacheControl)
		const missing = await visitor.get('/en/products/no-such-product')
		expect(missing.status()).toBe(404)
		expect(missing.headers()['cache-control']).toBe(unkeptCacheControl)
		expect((await visitor.get('/robots.txt')).headers()['cache-control']).toBe('public, max-age=300')
		await visitor.dispose()
	})
})
