import { expect, test } from '@playwright/test'
import { openHydrated } from './hydration.ts'

/**
 * A page keeps its place the way a reader expects: a reload or a step back puts it where it was
 * left, a new visit and a followed link start at the top (React Router's hook, with our inline
 * script for the first paint: app/lib/scroll-restore-script.ts).
 */
test('reload and back keep the reading position; a new visit and a link start at the top', async ({ page }) => {
	await page.setViewportSize({ width: 412, height: 823 })
	await openHydrated(page, '/en/about')
	const scrollY = () => page.evaluate(() => window.scrollY)
	await page.evaluate(() => window.scrollTo(0, 1500))
	await expect.poll(scrollY).toBe(1500)

	await page.reload()
	// Put back by the inline script while the page loads, and kept through hydration.
	await expect.poll(scrollY).toBeGreaterThan(1400)
	// A new visit (another tab, same session storage) starts at the top. (Asking for the same address
	// again in the same tab is a reload to Chromium: its history entry, and so its place, are kept.)
	const other = await page.context().newPage()
	await other.setViewportSize({ width: 412, height: 823 })
	await openHydrated(other, '/en/about')
	expect(await other.evaluate(() => window.scrollY)).toBe(0)
	await other.close()

	await page.evaluate(() => window.scrollTo(0, 1500))
	await expect.poll(scrollY).toBe(1500)
	await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).first().click()
	await expect(page).toHaveURL(/\/en\/contact$/)
	await expect.poll(scrollY).toBe(0)
	await page.goBack()
	await expect(page).toHaveURL(/\/en\/about$/)
	await expect.poll(scrollY).toBeGreaterThan(1400)
})
