import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { type E2eCode, insertCodes, seededServerForThisFile } from './seeded-server.ts'

/**
 * The response pipeline (app/server/response-pipeline.server.ts, decision 0046), stage by stage, on
 * the production build's real answers: what React and React Router stream, after every stage of
 * ours. Each check fails if a stage silently stops applying, or if a React or React Router upgrade
 * changes what a stage relies on (where the nonce goes, which scripts they write, where the script
 * preloads land, the markers the codes are placed at, the stream reaching the page cache whole).
 * Runs its own server (E2E_PORT + 3) on a copy of the seeded database with codes enabled.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 3

const codes: E2eCode[] = [
	['pipeline head', '<script>window.__pipelineHead = (window.__pipelineHead || 0) + 1</script>', 'header'],
	['pipeline body start', '<div class="pipeline-start">pipeline start</div>', 'body_start'],
	['pipeline body end', '<script>window.__pipelineEnd = (window.__pipelineEnd || 0) + 1</script>', 'body_end'],
	['pipeline consent', '<script>window.__pipelineConsent = 1</script>', 'header', true],
]

const originOf = seededServerForThisFile({ port, name: 'pipeline', prepare: (db) => insertCodes(db, codes) })
// Each check asks for dozens of pages, on a shared machine.
test.describe.configure({ timeout: 90_000 })

interface Answer {
	status: number
	headers: http.IncomingHttpHeaders
	/** As sent (still compressed when content-encoding says so). */
	raw: Buffer
	/** Decoded. */
	html: string
	nonce: string
}

/** A GET as sent, bytes as they came; decoded by the test itself, so every encoding is checked. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		http
			.get(originOf() + path, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
				const parts: Buffer[] = []
				response.on('data', (part: Buffer) => parts.push(part))
				response.on('end', () => {
					const raw = Buffer.concat(parts)
					const encoding = response.headers['content-encoding']
					const decoded = encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw
					const csp = String(response.headers['content-security-policy'] ?? '')
					resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, html: decoded.toString('utf8'), nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? '' })
				})
				response.on('error', reject)
			})
			.on('error', reject)
	})
}

const unique = (path: string) => `${path}${path.includes('?') ? '&' : '?'}pipeline=${Date.now()}${Math.floor(Math.random() * 1e6)}`
/** The same page with its nonce written as N, so two answers compare byte for byte. */
const withoutNonce = (answer: Answer) => answer.html.split(answer.nonce).join('N')
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'))
/** React Router's module script (it imports the route modules; its manifest names the client entry). */
const moduleScript = (html: string) => /<script\b[^>]*\btype="module"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? ''

/** A script the browser runs: no type, or a JavaScript one (JSON-LD and other data blocks are never run). */
const runs = (tag: string) => !/\btype="(?!module"|text\/javascript")/i.test(tag)

/**
 * Stages 2 and 4: every script the browser runs carries this answer's nonce, and only that one; and
 * nothing else does (links and data blocks need none), so a kept page has no more places to splice
 * each answer's nonce into than it has scripts.
 */
function expectEveryScriptSigned(answer: Answer) {
	expect(answer.nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
	const scripts = [...answer.html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]).filter(runs)
	expect(scripts.length).toBeGreaterThan(2)
	for (const tag of scripts) expect(tag, 'a script without this answer’s nonce').toContain(`nonce="${answer.nonce}"`)
	expect(answer.html.split(answer.nonce).length - 1, 'the nonce outside the scripts').toBe(scripts.length)
	// React Router's context (streamed in scripts of its own) and its module script are among them.
	expect(answer.html).toContain(`<script nonce="${answer.nonce}">window.__reactRouterContext = `)
	expect(moduleScript(answer.html)).toContain('import * as route0 from')
}

const documents = ['/', '/en', '/en/products', '/en/about', '/contact', '/en/blog']

test('stages 2 and 4: every script of a rendered and of a kept page carries that answer’s nonce', async () => {
	for (const path of documents) {
		const url = unique(path)
		const rendered = await get(url)
		expect(rendered.status, path).toBe(200)
		expect(rendered.headers['x-page-cache'], path).toBe('miss')
		expectEveryScriptSigned(rendered)
		const kept = await get(url)
		expect(kept.headers['x-page-cache'], path).toBe('hit')
		expectEveryScriptSigned(kept)
		expect(kept.nonce).not.toBe(rendered.nonce)
	}
	// Not-found pages are rendered by the same stages (and never kept).
	const missing = await get('/en/products/no-such-product')
	expect(missing.status).toBe(404)
	expectEveryScriptSigned(missing)
})

test('stage 5: no script preload in the document; the stylesheet inline in the head, nothing preloaded, no font (decisions 0054, 0060)', async () => {
	for (const path of documents) {
		for (const answer of [await get(unique(path))]) {
			const head = headOf(answer.html)
			expect(head.length, path).toBeGreaterThan(100)
			// React hoists React Router's <link rel="modulepreload"> into <head>, where the stage takes them
			// out; one anywhere else means React put them where the stage does not look.
			expect(answer.html, path).not.toContain('modulepreload')
			// The scripts still load: from the module script at the end of <body>, which names the client entry.
			expect(answer.html.indexOf('type="module"'), path).toBeGreaterThan(answer.html.indexOf('<body'))
			expect(moduleScript(answer.html), path).toMatch(/"module": "\/assets\/entry\.client-[\w-]+\.js"/)
			// The stylesheet is in the head, whole, once (a first visit paints without a round trip for it),
			// and nothing asks for it as a file: no <link>, no Link header.
			const inline = /<style data-precedence="default" data-href="(\/assets\/app-[\w-]+\.css)">([\s\S]*?)<\/style>/.exec(head)
			expect(inline, `${path}: the stylesheet inline in the head`).not.toBeNull()
			expect(inline![2]!.length, path).toBeGreaterThan(20_000)
			expect(answer.html.split('data-href=').length - 1, path).toBe(1)
			expect(answer.html, path).not.toMatch(/rel="stylesheet"|rel="preload" as="style"/)
			expect(answer.headers.link, path).toBeUndefined()
			// The fonts load when the first layout uses them: a slow first visit paints without waiting for them.
			expect(answer.html, path).not.toMatch(/rel="preload"[^>]*\.woff2|\.woff2"[^>]*rel="preload"/)
		}
	}
	// The kept copy is the same document: the stylesheet inline, no Link header.
	const url = unique('/en')
	await get(url)
	const kept = await get(url)
	expect(kept.headers['x-page-cache']).toBe('hit')
	expect(headOf(kept.html)).toContain('<style data-precedence="default" data-href="/assets/app-')
	expect(kept.headers.link).toBeUndefined()
})

test('stage 6: codes in their places with the nonce; a consent-gated code inert until consent', async () => {
	for (const path of ['/', '/en/products']) {
		for (const answer of [await get(unique(path)), await get(unique(path), { cookie: 'consent=granted' })]) {
			const { html, nonce } = answer
			const head = headOf(html)
			// Header code: last in <head> (only a consent-gated code's inert copy may follow it), after
			// an empty script that keeps vendors' loaders off React's scripts.
			const headCode = `<script nonce="${nonce}"></script><script nonce="${nonce}">window.__pipelineHead = (window.__pipelineHead || 0) + 1</script>`
			expect(head).toContain(headCode)
			const gated = `<script nonce="${nonce}">window.__pipelineConsent = 1</script>`
			const consenting = answer.headers['cache-control']?.includes('private')
			expect(head.slice(head.indexOf(headCode) + headCode.length)).toBe(consenting ? `\n${gated}` : `<template data-consent-code="header">${gated}</template>`)
			// Body start: right after <body …>, in the container React passes over.
			expect(html).toMatch(/<body[^>]*><site-codes data-slot="body-start" style="display:contents"><div class="pipeline-start">pipeline start<\/div>/)
			// Body end: just before </body>.
			const endCode = `<site-codes data-slot="body-end" style="display:contents"><script nonce="${nonce}">window.__pipelineEnd = (window.__pipelineEnd || 0) + 1</script></site-codes></body>`
			expect(html).toContain(endCode)
			expectEveryScriptSigned(answer)
		}
		const withoutConsent = await get(unique(path))
		expect(withoutConsent.html).toContain(`<template data-consent-code="header"><script nonce="${withoutConsent.nonce}">window.__pipelineConsent = 1</script></template>`)
		const consenting = await get(unique(path), { cookie: 'consent=granted' })
		expect(consenting.html).toContain(`<script nonce="${consenting.nonce}">window.__pipelineConsent = 1</script>`)
		expect(consenting.html).not.toContain('data-consent-code')
	}
})

test('stage 6 in a browser: the page hydrates around the codes, each runs once, the gated one only with consent', async ({ browser }) => {
	for (const consent of [false, true]) {
		const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
		if (consent) await context.addCookies([{ name: 'consent', value: 'granted', url: originOf() }])
		const page = await context.newPage()
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		// A refused script (CSP) or a hydration mismatch is a console error; a missing file is not this journey's.
		page.on('console', (message) => message.type() === 'error' && !message.text().startsWith('Failed to load resource') && errors.push(message.text()))
		await page.goto(`${originOf()}${unique('/en')}`)
		await expectHydrated(page.locator('#header-search'), 20_000)
		expect(await page.evaluate(() => [(window as unknown as Record<string, number>).__pipelineHead, (window as unknown as Record<string, number>).__pipelineEnd])).toEqual([1, 1])
		expect(await page.evaluate(() => (window as unknown as Record<string, number | undefined>).__pipelineConsent)).toBe(consent ? 1 : undefined)
		await expect(page.locator('.pipeline-start')).toHaveCount(1)
		expect(errors).toEqual([])
		await context.close()
	}
})

test('stage 3: a kept page, and kept route data, are the rendered bytes but for the nonce', async () => {
	for (const path of [...documents, '/en/about.data', '/en/products.data']) {
		const url = unique(path)
		const rendered = await get(url)
		const kept = await get(url)
		expect(kept.headers['x-page-cache'], path).toBe('hit')
		expect(withoutNonce(kept), path).toBe(withoutNonce(rendered))
		expect(Number(kept.headers['content-length'])).toBe(kept.raw.length)
		for (const name of ['content-type', 'cache-control', 'content-language', 'vary', 'link']) expect(kept.headers[name], `${path} ${name}`).toEqual(rendered.headers[name])
		// Later answers of the copy come before Express, with the headers its first answer got
		// (kept-answer.server.ts): the same, but for the date and each answer's own nonce.
		const again = await get(url)
		expect(again.nonce, path).not.toBe(kept.nonce)
		expect(again.html, path).toBe(kept.html.split(kept.nonce).join(again.nonce))
		const sameHeaders = (answer: Answer) => {
			const { date: _date, ...headers } = answer.headers
			return { ...headers, 'content-security-policy': String(headers['content-security-policy']).replace(answer.nonce, 'N') }
		}
		expect(sameHeaders(again), path).toEqual(sameHeaders(kept))
	}
	// A consenting visitor's page is kept apart (its codes differ).
	const url = unique('/en')
	await get(url)
	expect((await get(url, { cookie: 'consent=granted' })).headers['x-page-cache']).toBe('miss')
})

test('stage 1: gzip and brotli bodies, rendered, kept and spliced, decode to the same page', async () => {
	for (const path of ['/', '/en/products']) {
		const url = unique(path)
		const plain = await get(url)
		const sameUrl = (html: string) => html.replace(/pipeline=\d+/g, 'pipeline=X')
		// Two renders of one page may be cut differently by React's stream (whether the streamed data
		// came before the shell went out, which a busy machine decides): rendered again until one
		// matches. A broken encoding never would.
		await expect(async () => {
			// Rendered answers stream through compression: no length known up front.
			const brotli = await get(unique(path), { 'accept-encoding': 'br' })
			expect(brotli.headers['content-encoding']).toBe('br')
			expect(brotli.headers['content-length']).toBeUndefined()
			expect(sameUrl(withoutNonce(brotli))).toBe(sameUrl(withoutNonce(plain)))
		}).toPass({ timeout: 15_000 })
		// Kept page: gzip spliced around the answer's nonce (made once, on the first hit that can use it).
		await expect
			.poll(async () => (await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding'], { timeout: 5_000 })
			.toBe('gzip')
		const spliced = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' })
		expect(spliced.headers['x-page-cache']).toBe('hit')
		expect(spliced.html).toContain(`nonce="${spliced.nonce}"`)
		expect(withoutNonce(spliced)).toBe(withoutNonce(plain))
		expect(Number(spliced.headers['content-length'])).toBe(spliced.raw.length)
		// A client that takes only brotli gets the kept page compressed per answer.
		const keptBrotli = await get(url, { 'accept-encoding': 'br' })
		expect(keptBrotli.headers['x-page-cache']).toBe('hit')
		expect(keptBrotli.headers['content-encoding']).toBe('br')
		expect(withoutNonce(keptBrotli)).toBe(withoutNonce(plain))
	}
})
