import { expect, request, test } from '@playwright/test'
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

		const first = await visitor.get(url)
		expect(first.status()).toBe(200)
		expect(first.headers()['x-page-cache']).toBe('miss')
		const second = await visitor.get(url)
		expect(second.headers()['x-page-cache']).toBe('hit')
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
})
