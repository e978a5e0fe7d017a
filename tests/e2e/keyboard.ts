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
 * Where the focus is, in one trip to the page: whether it is on the target (when one is given), lost
 * to the page's body, and whether it shows a focus indicator (an outline, or a ring: a shadow one of
 * whose layers can be seen); a rich-text editor's text shows it on its frame, a few levels up.
 * Self-contained: Playwright sends its source to the page.
 */
function focusState(target?: Element) {
	const active = document.activeElement
	const seenShadow = (shadow: string) =>
		shadow !== 'none' &&
		shadow.split(/,(?![^(]*\))/).some((layer) => {
			const transparent = /rgba\([^)]*,\s*0\)/.test(layer) || layer.includes('transparent')
			const lengths = (layer.replace(/rgba?\([^)]*\)/g, '').match(/-?[\d.]+px/g) ?? []).map(parseFloat)
			return !transparent && lengths.some((length) => length !== 0)
		})
	const shows = (element: Element) => {
		const style = getComputedStyle(element)
		return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || seenShadow(style.boxShadow)
	}
	// Inside a date field, Tab moves between its parts (day, month, year), and the browser shows the
	// part that has the focus with its own highlight; the field itself stops matching :focus then.
	const datePart = active instanceof HTMLInputElement && /^(date|time|datetime-local|month|week)$/.test(active.type) && !active.matches(':focus')
	let visible = datePart
	let element: Element | null = datePart ? null : active
	for (let level = 0; element && level < 4; level++, element = element.parentElement) {
		if (shows(element)) {
			visible = true
			break
		}
		if (!(active as HTMLElement).isContentEditable) break
	}
	return { body: !active || active === document.body, visible, isTarget: target !== undefined && target === active }
}

/** Whether the focused element shows a focus indicator (see `focusState`). */
export async function focusVisible(page: Page) {
	// A ring that fades in (a transition of a few tenths of a second) starts from none: wait for it.
	for (let attempt = 0; attempt < 4; attempt++) {
		if ((await page.evaluate(focusState, undefined)).visible) return true
		await page.waitForTimeout(100)
	}
	return false
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
		const state = await target.evaluate(focusState)
		if (!state.body && !state.visible && !(await focusVisible(page))) {
			const tag = await page.evaluate(() => document.activeElement!.outerHTML.replace(/ class="[^"]*"/, '').slice(0, 200))
			expect.soft(false, `focus indicator on ${await focused(page)}: ${tag}`).toBe(true)
		}
		if (state.isTarget) return
	}
	throw new Error(`not reached in ${max} ${key} presses; last: ${await focused(page)}`)
}

/** The focus is on a control a keyboard user can go on from (never lost to the page's body), and it shows. */
export async function expectFocusKept(page: Page, where: string) {
	await expect.poll(() => focused(page), { message: `focus after ${where}`, timeout: 10_000 }).not.toBe('body')
	// A region given the focus to be read from (an answer, a heading: tabindex -1) is not a control.
	const region = await page.evaluate(() => document.activeElement?.getAttribute('tabindex') === '-1')
	if (!region) expect(await focusVisible(page), `focus indicator after ${where}: ${await focused(page)}`).toBe(true)
}

/** Replaces the focused field's text by typing, as a keyboard user does. */
export async function retype(page: Page, text: string) {
	await page.keyboard.press('ControlOrMeta+A')
	if (text) await page.keyboard.type(text)
	else await page.keyboard.press('Delete')
}
