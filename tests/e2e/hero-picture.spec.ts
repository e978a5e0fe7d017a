import { expect, type Page, test } from '@playwright/test'

/**
 * The home page's hero picture (decision 0016, "Later (session 26)"): at high priority where it is
 * in the first view, beside or under the heading; on a phone, where it starts at or below the fold,
 * at low priority, after the stylesheet and fonts the first paint needs. Fetched once either way.
 */
async function heroRequests(page: Page, path: string) {
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Network.enable')
	const requests: { url: string; priority: string }[] = []
	cdp.on('Network.requestWillBeSent', (event) => {
		if (event.request.url.includes('/media/'))
			requests.push({ url: event.request.url, priority: event.request.initialPriority })
	})
	await page.goto(path)
	const hero = page.getByTestId('hero-collage').locator('img').first()
	await expect(hero).toHaveJSProperty('complete', true)
	const shown = await hero.evaluate((img: HTMLImageElement) => ({
		url: img.currentSrc,
		width: img.naturalWidth,
	}))
	expect(shown.width).toBeGreaterThan(0)
	return requests.filter((request) => request.url === shown.url)
}

for (const path of ['/', '/en']) {
	test(`${path}: on a phone the hero picture waits behind the first paint's files`, async ({ page }) => {
		await page.setViewportSize({ width: 412, height: 823 })
		const requests = await heroRequests(page, path)
		expect(requests).toEqual([expect.objectContaining({ priority: 'Low' })])
	})

	test(`${path}: on a wide screen the hero picture comes first, fetched once`, async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		const requests = await heroRequests(page, path)
		expect(requests).toEqual([expect.objectContaining({ priority: 'High' })])
	})
}
