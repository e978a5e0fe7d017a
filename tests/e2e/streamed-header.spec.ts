import { type Page, type Request, expect, test } from '@playwright/test'
import { startSplittingProxy } from './splitting-proxy.ts'

/**
 * A slow network delivers the page in pieces, and Chromium paints what it has parsed. A first
 * paint made in the middle of the header must not move the header's buttons when the rest comes
 * (decision 0016, "Later (session 21)"): the page asks the browser to wait for the whole group.
 * The proxy sends each page's HTML up to the language toggle's own text (the header's end group
 * open and half parsed), pauses, then sends the rest.
 */
const toTheToggle = (html: Buffer) => {
	const toggle = html.indexOf('data-testid="language-toggle"')
	return toggle < 0 ? -1 : html.indexOf('</a>', toggle)
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
		const proxy = await startSplittingProxy(baseURL!, { pauseMs: 600, cut: toTheToggle })
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
