import { type APIResponse, expect, test } from '@playwright/test'
import { startOwnServer } from './own-server.ts'
import { staff } from './staff.ts'

/**
 * Security headers on every kind of response the production server gives: pages in both languages,
 * back-office pages, resource routes, build assets, public files, media, 404s (page, asset, media)
 * and errors; a fresh CSP nonce per response that matches the page's scripts; HSTS only over HTTPS.
 */
function expectSecurityHeaders(response: APIResponse, what: string) {
	const headers = response.headers()
	const csp = headers['content-security-policy'] ?? ''
	expect(csp, `${what}: CSP`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/)
	expect(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'self'")
	expect(csp, `${what}: object-src`).toContain("object-src 'none'")
	expect(csp, `${what}: base-uri`).toContain("base-uri 'self'")
	expect(csp, `${what}: no unsafe scripts`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
	expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff')
	expect(headers['referrer-policy'], `${what}: referrer`).toBe('strict-origin-when-cross-origin')
	expect(headers['x-frame-options'], `${what}: x-frame-options`).toBe('SAMEORIGIN')
	expect(headers['x-powered-by'], `${what}: x-powered-by`).toBeUndefined()
	return csp
}

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]

test.describe('security headers', () => {
	test('every kind of response carries them; no HSTS over plain HTTP', async ({ request }) => {
		const home = await request.get('/')
		expect(home.status()).toBe(200)
		const html = await home.text()
		const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
		const style = /\/assets\/[^"]+\.css/.exec(html)?.[0]
		const media = /\/media\/[a-f0-9]+\/\d+\.(webp|avif)/.exec(html)?.[0]
		expect(asset && style && media, 'the home page links a script, a style sheet and a picture').toBeTruthy()

		const cases: [string, string, (status: number) => boolean][] = [
			['/', 'GET', (s) => s === 200],
			['/en/products', 'GET', (s) => s === 200],
			['/en/contact', 'GET', (s) => s === 200],
			['/login', 'GET', (s) => s === 200],
			['/admin', 'GET', (s) => s === 302],
			['/robots.txt', 'GET', (s) => s === 200],
			['/sitemap.xml', 'GET', (s) => s === 200],
			['/api/search/suggest?q=ri', 'GET', (s) => s === 200],
			['/api/analytics', 'GET', (s) => s === 405],
			// better-auth: an endpoint open over HTTP (a spent reset link redirects) and a closed one.
			['/api/auth/reset-password/no-such-token?callbackURL=%2Freset-password', 'GET', (s) => s === 302],
			['/api/auth/get-session', 'GET', (s) => s === 404],
			['/healthz', 'GET', (s) => s === 200],
			[asset!, 'GET', (s) => s === 200],
			[style!, 'GET', (s) => s === 200],
			['/favicon.svg', 'GET', (s) => s === 200],
			[media!, 'GET', (s) => s === 200],
			['/media/0123456789abcdef/800.webp', 'GET', (s) => s === 404],
			['/assets/missing-file.js', 'GET', (s) => s === 404],
			['/en/no-such-page', 'GET', (s) => s === 404],
			['/en/products/no-such-product', 'GET', (s) => s === 404],
			// Errors: a form post of the wrong type, a body that is too large.
			['/en/contact', 'POST-JSON', (s) => s === 415],
			['/en/newsletter', 'POST-BIG', (s) => s === 413],
		]
		for (const [url, method, ok] of cases) {
			const response =
				method === 'GET'
					? await request.get(url, { maxRedirects: 0 })
					: await request.post(url, {
							maxRedirects: 0,
							headers: { 'content-type': method === 'POST-JSON' ? 'application/json' : 'application/x-www-form-urlencoded' },
							data: method === 'POST-JSON' ? '{"name":"x"}' : `email=${'a'.repeat(10_000)}`,
						})
			expect(ok(response.status()), `${method} ${url} answered ${response.status()}`).toBe(true)
			expectSecurityHeaders(response, `${method} ${url}`)
			expect(response.headers()['strict-transport-security'], `${url}: no HSTS over http`).toBeUndefined()
		}
	})

	test('each page gets its own nonce, and every script on the page carries it', async ({ page }) => {
		const nonces: string[] = []
		for (const url of ['/', '/en', '/en/blog']) {
			const response = await page.goto(url)
			const nonce = nonceOf(response!.headers()['content-security-policy'] ?? '')
			expect(nonce).toBeTruthy()
			nonces.push(nonce!)
			// The browser hides nonce attributes from the DOM's getAttribute, but keeps the property.
			// Data blocks (JSON-LD) are never run, so the policy does not apply to them.
			const scripts = await page.locator('script:not([type="application/ld+json"])').evaluateAll((list) => list.map((s) => ({ nonce: (s as HTMLScriptElement).nonce, src: (s as HTMLScriptElement).src })))
			expect(scripts.length).toBeGreaterThan(0)
			for (const script of scripts) expect(script.nonce, `${url} ${script.src || 'inline script'}`).toBe(nonce)
		}
		expect(new Set(nonces).size).toBe(nonces.length)
	})

	test.describe('signed in', () => {
		test.use({ storageState: staff.admin.state })
		test('back-office pages and uploads carry them too', async ({ request }) => {
			for (const url of ['/admin', '/admin/products', '/admin/activity']) {
				const response = await request.get(url, { maxRedirects: 0 })
				expect(response.status(), url).toBe(200)
				expectSecurityHeaders(response, url)
			}
			const upload = await request.post('/admin/media/upload', {
				headers: { origin: new URL(test.info().project.use.baseURL!).origin },
				multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not an image') } },
			})
			expect(upload.status()).toBe(400)
			expectSecurityHeaders(upload, 'upload refusal')
		})
	})
})

test.describe('in production over HTTPS', () => {
	test('HSTS on every response, and CSP upgrades insecure requests', async ({ request }) => {
		test.setTimeout(60_000)
		const server = await startOwnServer({ PUBLIC_URL: 'https://tasdeer.example', LOG_LEVEL: 'warn' })
		try {
			const base = server.url
			for (const url of ['/', '/en/contact', '/robots.txt', '/api/search/suggest?q=ri', '/favicon.svg', '/en/missing', '/media/0123456789abcdef/1.webp']) {
				const response = await request.get(`${base}${url}`, { maxRedirects: 0 })
				const csp = expectSecurityHeaders(response, url)
				expect(response.headers()['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains')
				expect(csp, url).toContain('upgrade-insecure-requests')
			}
		} finally {
			await server.stop()
		}
	})
})
