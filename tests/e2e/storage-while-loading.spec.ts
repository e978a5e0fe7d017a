import { expect, type Page, test } from '@playwright/test'
import { quoteStorageKey } from '../../app/lib/quote-basket-keys.ts'
import { expectHydrated } from './hydration.ts'

/**
 * Local storage's first read and the cookie are synchronous calls to the browser process, which is
 * busy with the page's requests while it loads: 30–50 ms of a loading page's main thread each on a
 * 2-core machine (decision 0029, "Later (session 41)"). A public page that needs neither to draw
 * makes neither call before its `load` event: the quote basket's count looks once the page has
 * loaded, and the visitor's consent is read only where the site has something that needs it (the
 * demo site has not). Session storage (the landing view's session, decision 0022) is not counted.
 */

test.use({ storageState: { cookies: [], origins: [] } })

/**
 * The page's pictures held back until `release()`: its load event then comes after hydration and
 * its first idle moments, as on a phone over a slow connection, where those calls would fall before it.
 */
async function holdPictures(page: Page) {
	let release!: () => void
	const gate = new Promise<void>((resolve) => (release = resolve))
	await page.route('**/media/**', async (route) => {
		await gate
		await route.continue().catch(() => {})
	})
	return release
}

/** Two idle moments of the page: hydration's effects and what they put off until idle have run. */
const idleTwice = (page: Page) =>
	page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout: 3_000 }), { timeout: 3_000 })))

/** Notes every local storage read and cookie read of the page, and whether the page had loaded. */
async function recordStorageCalls(page: Page) {
	await page.addInitScript(() => {
		const calls: { what: string; loaded: boolean }[] = []
		;(window as unknown as { storageCalls: typeof calls }).storageCalls = calls
		const note = (what: string) => calls.push({ what, loaded: document.readyState === 'complete' })
		const getItem = Storage.prototype.getItem
		Storage.prototype.getItem = function (this: Storage, key: string) {
			if (this === window.localStorage) note(`localStorage.getItem(${key})`)
			return getItem.call(this, key)
		}
		const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
		Object.defineProperty(Document.prototype, 'cookie', {
			configurable: true,
			get(this: Document) {
				note('document.cookie')
				return cookie.get!.call(this) as string
			},
			set(this: Document, value: string) {
				cookie.set!.call(this, value)
			},
		})
	})
	return () => page.evaluate(() => (window as unknown as { storageCalls: { what: string; loaded: boolean }[] }).storageCalls)
}

const pages = ['/', '/en', '/products/basmati-rice-1121-steam', '/en/blog/reading-a-basmati-rice-spec-sheet']

for (const path of pages) {
	test(`${path} reads neither local storage nor the cookie before it has loaded, and the basket's look comes after`, async ({ page }) => {
		const calls = await recordStorageCalls(page)
		const release = await holdPictures(page)
		await page.goto(path, { waitUntil: 'commit' })
		await expectHydrated(page.locator('main'))
		await idleTwice(page)
		expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
		expect((await calls()).map((call) => call.what)).toEqual([])

		release()
		// The basket's look is made once the page has loaded and is idle (at the latest 2 s after).
		await expect.poll(async () => (await calls()).some((call) => call.what === `localStorage.getItem(${quoteStorageKey})`), { timeout: 10_000 }).toBe(true)
		expect((await calls()).filter((call) => !call.loaded).map((call) => call.what)).toEqual([])
	})
}

test('a product added before the page has loaded is counted in the header at once', async ({ page }) => {
	const release = await holdPictures(page)
	await page.goto('/en/products/basmati-rice-1121-steam', { waitUntil: 'commit' })
	const add = page.getByTestId('quote-add').first().locator('button')
	await expectHydrated(add)
	await add.click()
	await expect(page.getByTestId('quote-count')).toHaveText('1')
	expect(await page.evaluate(() => document.readyState), 'counted before the page had loaded').not.toBe('complete')
	release()
	await page.waitForLoadState('load')
	await idleTwice(page)
	// The look after the load finds the same basket: one product, counted once.
	await expect(page.getByTestId('quote-count')).toHaveText('1')
})
