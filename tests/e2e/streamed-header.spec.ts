import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'

/**
 * A slow network delivers the page in pieces, and Chromium paints what it has parsed. A first
 * paint made in the middle of the header must not move the header's buttons when the rest comes
 * (decision 0016, "Later (session 21)"): the page asks the browser to wait for the whole group.
 * A proxy in front of the e2e server sends each page's HTML up to the language toggle, pauses,
 * then sends the rest; everything else passes through.
 */
async function startSplittingProxy(upstream: string, pauseMs: number) {
	const errors: string[] = []
	// Once more after a failure: Node's fetch may send a request on a kept-alive connection the
	// server has just closed. A request that fails twice is answered 502 and reported, never left
	// open (the page's load would wait for it until the journey's time ran out).
	const fetchUpstream = (request: http.IncomingMessage) => {
		const url = new URL(request.url!, upstream)
		const init = { headers: { 'accept-encoding': 'identity', 'user-agent': request.headers['user-agent'] ?? '' } }
		return fetch(url, init).catch(() => fetch(url, init))
	}
	const server = http.createServer(async (request, response) => {
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
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, errors, close: () => new Promise((resolve) => server.close(resolve)) }
}

for (const path of ['/', '/en']) {
	test(`${path}: a page whose header arrives in two pieces paints it once, whole`, async ({ page, baseURL }) => {
		const proxy = await startSplittingProxy(baseURL!, 600)
		try {
			await page.setViewportSize({ width: 412, height: 823 })
			// The stylesheet and fonts are cached, as on a second page: nothing else holds the paint.
			await page.goto(`${proxy.origin}${path}`)
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
			await page.goto(`${proxy.origin}${path}?second`, { waitUntil: 'commit' })
			// The piece before the pause has been parsed: the toggle is in the document.
			await expect(page.getByTestId('language-toggle').first()).toBeAttached()
			await page.waitForLoadState('load')
			await page.waitForTimeout(300)
			expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([])
			expect(proxy.errors, 'requests the proxy could not pass on').toEqual([])
		} finally {
			await proxy.close()
		}
	})
}
