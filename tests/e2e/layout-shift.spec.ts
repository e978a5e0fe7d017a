import { expect, test } from '@playwright/test'

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
		await page.addInitScript(() => {
			// Each shift with what moved, so a failure names the element.
			const shifts: string[] = []
			Object.assign(window, { layoutShifts: shifts })
			type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries() as Shift[]) {
					if (entry.hadRecentInput) continue
					const moved = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName))
					shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`)
				}
			}).observe({ type: 'layout-shift', buffered: true })
		})
		await page.goto(path)
		// Past the font files' arrival and the first frames after it.
		await page.waitForFunction(() => [...document.fonts].some((font) => font.status === 'loaded'))
		await page.waitForTimeout(500)
		expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([])
	})
}
