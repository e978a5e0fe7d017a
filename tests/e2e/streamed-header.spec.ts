import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Page, type Request, expect, test } from '@playwright/test'

/**
 * A slow network delivers the page in pieces, and Chromium paints what it has parsed. A first
 * paint made in the middle of the header must not move the header's buttons when the rest comes
 * (decision 0016, "Later (session 21)"): the page asks the browser to wait for the whole group.
 * A proxy in front of the e2e server sends each page's HTML up to the language toggle, pauses,
 * then sends the rest; everything else passes through.
 */
async function startSplittingProxy(upstream: string, pauseMs: number) {
	const errors: string[] = []
	/** What the proxy is still answering, with when it started: a page that never loads names them. */
	const inFlight = new Map<http.IncomingMessage, number>()
	// Once more after a failure: Node's fetch may send a request on a kept-alive connection the
	// server has just closed. A request that fails twice, or waits 15 s, is answered 502 and reported,
	// never left open (the page's load would wait for it until the journey's time ran out).
	const fetchUpstream = (request: http.IncomingMessage) => {
		const url = new URL(request.url!, upstream)
		const init = () => ({ headers: { 'accept-encoding': 'identity', 'user-agent': request.headers['user-agent'] ?? '' }, signal: AbortSignal.timeout(15_000) })
		return fetch(url, init()).catch(() => fetch(url, init()))
	}
	const server = http.createServer(async (request, response) => {
		inFlight.set(request, Date.now())
		try {
			const answer = await fetchUpstream(request)
			const type = answer.headers.get('content-type') ?? ''
			const body = Buffer.from(await answer.arrayBuffer())
			const headers: Record<string, string> = { 'content-type': type }
			const cache = answer.headers.get('cache-control')
			if (cache) headers['cache-control'] = cache
			response.writeHead(answer.status, headers)
			const cut = type.startsWith('text/html') ? body.indexOf('data-testid="language-toggle"') : -1
			if (cut < 0) return response.end(body)
			// Up to the toggle's own text, so the header's end group is open and half parsed.
			response.write(body.subarray(0, body.indexOf('</a>', cut)))
			await new Promise((resolve) => setTimeout(resolve, pauseMs))
			response.end(body.subarray(body.indexOf('</a>', cut)))
		} catch (error) {
			errors.push(`${request.method} ${request.url}: ${String(error)}`)
			if (!response.headersSent) response.writeHead(502)
			response.end()
		} finally {
			inFlight.delete(request)
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		errors,
		inFlight: () => [...inFlight].map(([request, since]) => `${request.method} ${request.url} (${Date.now() - since} ms)`),
		// The browser's kept-alive connections would hold close() open.
		close: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())),
	}
}

/**
 * Tracks the page's requests from the journey's start; `step` runs a wait within its own share of
 * the journey's minute, and when that runs out the failure lists the requests still open in the
 * browser and in the proxy.
 */
function waitingSteps(page: Page, proxy: { inFlight: () => string[] }) {
	const open = new Map<Request, number>()
	const ended = (request: Request) => open.delete(request)
	page.on('request', (request) => open.set(request, Date.now())).on('requestfinished', ended).on('requestfailed', ended)
	return async (name: string, wait: (timeout: number) => Promise<unknown>) => {
		try {
			await wait(20_000)
		} catch (error) {
			const browser = [...open].map(([request, since]) => `${request.method()} ${request.url()} (${Date.now() - since} ms)`)
			throw new Error(`${name}: ${String(error)}\nopen in the browser: ${browser.join(', ') || 'none'}\nopen in the proxy: ${proxy.inFlight().join(', ') || 'none'}`)
		}
	}
}

for (const path of ['/', '/en']) {
	test(`${path}: a page whose header arrives in two pieces paints it once, whole`, async ({ page, baseURL }) => {
		const proxy = await startSplittingProxy(baseURL!, 600)
		const step = waitingSteps(page, proxy)
		try {
			await page.setViewportSize({ width: 412, height: 823 })
			// The stylesheet and fonts are cached, as on a second page: nothing else holds the paint.
			await step('the first load', (timeout) => page.goto(`${proxy.origin}${path}`, { timeout }))
			await page.addInitScript(() => {
				const shifts: string[] = []
				Object.assign(window, { layoutShifts: shifts })
				type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] }
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as Shift[]) {
						// The header's own (the hero under it has shifts of its own to answer for, issue 14).
						if (!entry.sources.some(({ node }) => node?.parentElement?.closest('header'))) continue
						shifts.push(`${entry.value.toFixed(4)}: ${entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 100) : node?.nodeName)).join(' | ')}`)
					}
				}).observe({ type: 'layout-shift', buffered: true })
			})
			await step('the second page', (timeout) => page.goto(`${proxy.origin}${path}?second`, { waitUntil: 'commit', timeout }))
			// The piece before the pause has been parsed: the toggle is in the document.
			await expect(page.getByTestId('language-toggle').first()).toBeAttached()
			await step('the second load', (timeout) => page.waitForLoadState('load', { timeout }))
			await page.waitForTimeout(300)
			expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([])
			expect(proxy.errors, 'requests the proxy could not pass on').toEqual([])
		} finally {
			await proxy.close()
		}
	})
}
