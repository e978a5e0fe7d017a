import { type Locator, type Page, expect } from '@playwright/test'

/**
 * Clicks a back-office save and waits until the server has answered it and the page is drawn with
 * what it stored. The success banner alone cannot tell: a second save within the first one's 3 s
 * shows the same banner, and a reload before the answer cancels the request (CI once reloaded a
 * media screen while its second save was on its way, and found the first save's text).
 */
export async function saveAndWait(page: Page, button: Locator) {
	const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('.data'))
	await button.click()
	await answered
	// Fields are disabled (aria-busy) from the click until the page data has been read again.
	await expect(page.locator('fieldset[aria-busy]')).toHaveCount(0)
	await expect(page.getByTestId('banner-success')).toBeVisible()
}
