import { expect, test } from '@playwright/test'
import { startSplittingProxy } from './splitting-proxy.ts'

/** In the page, before its scripts: each layout shift with when and what moved, so a failure names the element. */
function recordLayoutShifts() {
	const shifts: { at: number; text: string }[] = []
	Object.assign(window, { layoutShifts: shifts })
	type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as Shift[]) {
			if (entry.hadRecentInput) continue
			const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName))
			shifts.push({ at: entry.startTime, text: `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}` })
		}
	}).observe({ type: 'layout-shift', buffered: true })
}

type RecordedShifts = { layoutShifts: { at: number; text: string }[] }

/**
 * Nothing moves under the reader while a page loads (decision 0016): the fonts are `optional`, so a
 * slow font file leaves the system font in place instead of re-wrapping the headings when it
 * arrives. The font files are held back here the way a slow first visit on a phone holds them.
 */
const pages = ['/', '/en', '/about', '/products/basmati-rice-1121-steam', '/en/blog/reading-a-basmati-rice-spec-sheet']

for (const path of pages) {
	test(`${path}: no layout shift while the page and its fonts load, however late the fonts come`, async ({ page }) => {
		await page.setViewportSize({ width: 412, height: 823 })
		await page.route('**/*.woff2', async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 700))
			await route.continue()
		})
		await page.addInitScript(recordLayoutShifts)
		await page.goto(path)
		// Past the font files' arrival and the first frames after it.
		await page.waitForFunction(() => [...document.fonts].some((font) => font.status === 'loaded'))
		await page.waitForTimeout(500)
		expect(await page.evaluate(() => (window as unknown as RecordedShifts).layoutShifts.map((shift) => shift.text))).toEqual([])
	})
}

/**
 * A phone paints the document as it arrives, so what is painted must not move when the rest comes.
 * The document is served here in two parts, a pause between them, split after each icon and each
 * list item of the breadcrumbs and the post's date line (the places where a row's icon came before
 * its words): a current-page crumb sized by its words jumped to a line of its own when a long title
 * came, and an icon centred on a row moved when the row's words made it taller.
 *
 * Only what moves once the second part has come counts (from the document's `responseEnd`): that is
 * what this journey asserts. Before it, on a busy machine, the browser paints the first part as its
 * bytes are read; a CI run once counted a shift of 0.0006 there, which 160 loads at that split did
 * not reproduce (decision 0064). Whole loads are the journey above's.
 */
const progressivePages = ['/blog/reading-a-basmati-rice-spec-sheet', '/products/basmati-rice-1121-steam', '/en/blog/reading-a-basmati-rice-spec-sheet']

for (const path of progressivePages) {
	test(`${path}: nothing painted moves while the rest of the document arrives`, async ({ browser, baseURL }) => {
		const html = await (await fetch(baseURL + path)).text()
		const from = html.indexOf('<main')
		// To the first date: the post's date line, or a product's certificates (below its export
		// facts); the end of the breadcrumbs on a page with neither.
		const dateLineEnd = html.indexOf('</time>', from)
		const to = dateLineEnd > 0 ? dateLineEnd : html.indexOf('</nav>', from)
		const splits = [...html.slice(from, to).matchAll(/<\/svg>|<li[^>]*>|<\/li>/g)].map((match) => html.slice(0, from + match.index + match[0].length))
		expect(splits.length).toBeGreaterThan(3)
		let split = ''
		const proxy = await startSplittingProxy(baseURL!, { pauseMs: 300, cut: () => Buffer.byteLength(split) })
		const shifts: string[] = []
		try {
			for (const before of splits) {
				split = before
				const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
				const page = await context.newPage()
				await page.addInitScript(recordLayoutShifts)
				await page.goto(proxy.origin + path)
				await page.waitForLoadState('load')
				const moved = await page.evaluate(() => {
					const secondPartCame = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
					return (window as unknown as RecordedShifts).layoutShifts.filter((shift) => shift.at >= secondPartCame.responseEnd).map((shift) => shift.text)
				})
				shifts.push(...moved.map((shift) => `split after …${before.slice(-50)}: ${shift}`))
				await context.close()
			}
		} finally {
			await proxy.close()
		}
		expect(shifts).toEqual([])
		expect(proxy.errors, 'requests the proxy could not pass on').toEqual([])
	})
}
