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

/** Waits until React has hydrated the element (it carries React's fiber then). */
export async function expectHydrated(element: Locator, timeout = 5000) {
	await expect
		.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), { timeout })
		.toBe(true)
}
