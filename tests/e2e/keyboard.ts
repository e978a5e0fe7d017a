import { expect, type Locator, type Page } from '@playwright/test'

/** What has focus: a short description to compare stops by. */
export async function focused(page: Page) {
	return page.evaluate(() => {
		const element = document.activeElement as HTMLElement | null
		if (!element || element === document.body) return 'body'
		return `${element.tagName.toLowerCase()}#${element.id}|${element.getAttribute('href') ?? ''}|${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`
	})
}

/**
 * Whether the focused element shows a focus indicator (an outline or a ring); a rich-text editor's
 * text shows it on its frame, a few levels up.
 */
export async function focusVisible(page: Page) {
	return page.evaluate(() => {
		const shows = (element: Element) => {
			const style = getComputedStyle(element)
			return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
		}
		let element: Element | null = document.activeElement
		for (let level = 0; element && level < 4; level++, element = element.parentElement) {
			if (shows(element)) return true
			if (!(document.activeElement as HTMLElement).isContentEditable) return false
		}
		return false
	})
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` stops. */
export async function tabTo(page: Page, matches: (description: string) => boolean, max = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
	for (let i = 0; i < max; i++) {
		await page.keyboard.press(key)
		if (matches(await focused(page))) return
	}
	throw new Error(`not reached in ${max} Tab presses; last: ${await focused(page)}`)
}

/**
 * Presses Tab (or Shift+Tab) until the element has focus, as a keyboard user would; fails after
 * `max` stops. Every stop on the way must show a focus indicator.
 */
export async function tabToElement(page: Page, target: Locator, max = 120, key: 'Tab' | 'Shift+Tab' = 'Tab') {
	for (let i = 0; i < max; i++) {
		await page.keyboard.press(key)
		const stop = await focused(page)
		if (stop !== 'body' && !(await focusVisible(page))) {
			const tag = await page.evaluate(() => document.activeElement!.outerHTML.replace(/ class="[^"]*"/, '').slice(0, 200))
			expect.soft(false, `focus indicator on ${stop}: ${tag}`).toBe(true)
		}
		if (await target.evaluate((element) => element === document.activeElement)) return
	}
	throw new Error(`not reached in ${max} ${key} presses; last: ${await focused(page)}`)
}
