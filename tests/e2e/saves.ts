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
	await expectFormsUsable(page)
	await expect(page.getByTestId('banner-success')).toBeVisible()
}

/** Fields are disabled (aria-busy) from a save's click until the page data has been read again. */
async function expectFormsUsable(page: Page, options?: { timeout?: number }) {
	await expect(page.locator('fieldset[aria-busy]')).toHaveCount(0, options)
}

/**
 * Waits for a save that lands on another screen (a new item's first save opens its edit screen)
 * until that screen is the one drawn. The address changes first: the router writes the history,
 * then draws the new screen in a transition, so for that instant the old form is still on screen,
 * disabled while its save is under way, and keys typed into it go nowhere (CI once typed into the
 * new post form's editor there and saved the edit screen without the text).
 */
export async function expectLandedOn(page: Page, url: RegExp, options?: { timeout?: number }) {
	await expect(page).toHaveURL(url, options)
	await expectFormsUsable(page, options)
}
