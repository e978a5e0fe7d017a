import { type Locator, type Page, expect } from '@playwright/test'

/**
 * Clicks a back-office save and waits until the server has answered it and the page is drawn with
 * what it stored. The success banner alone cannot tell: the last save's banner is still on screen
 * for the instant between the click and the page drawing the new save as under way, and a reload
 * before the answer cancels the request (CI once reloaded a media screen while its second save was
 * on its way, and found the first save's text).
 */
export async function saveAndWait(page: Page, button: Locator) {
	const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('.data'))
	await button.click()
	await answered
	// Fields are disabled (aria-busy) from the click until the page data has been read again.
	await expect(page.locator('fieldset[aria-busy]')).toHaveCount(0)
	await expect(page.getByTestId('banner-success')).toBeVisible()
}
