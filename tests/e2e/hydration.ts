import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Holds every script of the page back until `release()`, as on a slow phone: the server's HTML is
 * on screen and can be typed into, but nothing is hydrated yet.
 */
export async function holdScripts(page: Page) {
	let release!: () => void
	const gate = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/assets/**/*.js', async (route) => {
		await gate
		await route.continue()
	})
	return release
}

/**
 * Waits until React has hydrated the element (it carries React's fiber then). 15 s, as for a whole
 * page: a loaded machine once took more than 5 s to hydrate the SEO screen; one that never hydrates
 * still fails.
 */
export async function expectHydrated(element: Locator, timeout = 15_000) {
	await expect
		.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), { timeout })
		.toBe(true)
}

/**
 * Reloads the page and waits until its main region is hydrated again: for a journey that next uses
 * a control only React runs (a button opening a dialog, a filter select). Clicked before, it does nothing.
 */
export async function reloadHydrated(page: Page) {
	await page.reload()
	await expectHydrated(page.locator('main'))
}

/**
 * Opens a page and waits until its main region is hydrated, failing softly on any uncaught error
 * meanwhile: React reports a server/client mismatch (error #418) that way, and a production build
 * otherwise patches it over silently.
 */
export async function openHydrated(page: Page, path: string) {
	const errors: string[] = []
	const onError = (error: Error) => errors.push(error.message)
	page.on('pageerror', onError)
	await page.goto(path)
	await expectHydrated(page.locator('main'), 15_000)
	// A mismatch is reported once React has compared the whole tree: give it a frame to finish.
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
	page.off('pageerror', onError)
	expect.soft(errors, `errors while ${path} loaded and hydrated`).toEqual([])
}
