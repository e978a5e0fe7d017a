import { expect, type Page, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'

/**
 * The public forms as a visitor on an Arabic page meets them (issue 12, item 11): messages in the
 * page's language from the app, never the browser's own (English) validation bubbles; focus moved
 * where the visitor must act after a refused send; and the floating WhatsApp button never lying
 * over the contact form's right-aligned labels on a phone.
 */

/** Every form of the page, with whether the browser would check it itself (and block the send). */
function browserChecked(page: Page) {
	return page.locator('form').evaluateAll((forms) =>
		forms
			.filter((form) => !(form as HTMLFormElement).noValidate)
			.flatMap((form) =>
				Array.from((form as HTMLFormElement).elements)
					.filter((control) => {
						const c = control as HTMLInputElement
						return c.required || c.pattern || c.min || c.max || c.minLength > 0 || ['email', 'url', 'number'].includes(c.type)
					})
					.map((control) => `${(form as HTMLFormElement).getAttribute('action') ?? location.pathname}: ${(control as HTMLInputElement).name}`),
			),
	)
}

// Its own client address (the e2e server trusts X-Forwarded-For), so other journeys' sends do not count here.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${(Date.now() % 200) + 20}` } })

test('no public form in Arabic leaves a message to the browser (its bubbles are in the browser\'s language)', async ({ page }) => {
	test.setTimeout(60_000)
	const pages = ['/', '/about', '/products', '/blog', '/contact', '/search?q=', '/search?q=rice', '/newsletter', '/newsletter/confirm?token=abc', '/newsletter/unsubscribe?token=abc', '/no-such-page', '/en/contact']
	for (const url of pages) {
		await page.goto(url)
		expect(await browserChecked(page), url).toEqual([])
	}
})

test('the footer newsletter form answers an empty or wrong address with the app\'s Arabic message, keeping what was typed', async ({ page }) => {
	test.setTimeout(60_000)
	await page.goto('/')
	const form = page.getByTestId('newsletter-form')
	await expectHydrated(form, 20_000)
	await form.getByRole('button').click()
	await expect(page.getByTestId('newsletter-result')).toHaveText('هذا الحقل مطلوب')
	await form.getByRole('textbox').fill('buyer@')
	await form.getByRole('button').click()
	await expect(page.getByTestId('newsletter-result')).toHaveText('أدخل بريدًا إلكترونيًا صحيحًا')
	await expect(form.getByRole('textbox')).toHaveValue('buyer@')
	// The header search, empty: the search page asks for a word (no browser bubble).
	const search = page.getByRole('search').first()
	await search.getByRole('combobox').press('Enter')
	await expect(page).toHaveURL(/\/search\?q=$/)
})

test('a refused contact send moves focus to the first field to correct, in Arabic and in English', async ({ page }) => {
	test.setTimeout(60_000)
	for (const [url, emailError] of [
		['/contact', 'أدخل بريدًا إلكترونيًا صحيحًا'],
		['/en/contact', 'Enter a valid e-mail address'],
	] as const) {
		await page.goto(url)
		const form = page.getByTestId('contact-form')
		await expectHydrated(form, 20_000)
		await form.locator('[name="name"]').fill('Layla Hassan')
		await form.locator('[name="email"]').fill('layla@')
		await form.locator('[name="service"]').selectOption('other')
		await form.locator('[name="message"]').fill('We need four containers of sella rice.')
		await form.getByRole('button', { name: /إرسال الرسالة|Send message/ }).click()
		await expect(form.getByText(emailError)).toBeVisible()
		await expect(form.locator('[name="email"]')).toBeFocused()
		await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true')
		// Corrected: the success message takes the focus, so it is read out.
		await form.locator('[name="email"]').fill('layla@buyer.example')
		await form.getByRole('button', { name: /إرسال الرسالة|Send message/ }).click()
		await expect(page.getByTestId('contact-result')).toHaveAttribute('role', 'status')
		await expect(page.getByTestId('contact-result').locator('..')).toBeFocused()
	}
})

test.describe('on a phone', () => {
	test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

	test('the WhatsApp button never lies over the Arabic contact form, and is there again past it', async ({ page }) => {
		test.setTimeout(60_000)
		await page.goto('/contact')
		const button = page.getByTestId('whatsapp-button')
		await expectHydrated(button, 20_000)
		const height = await page.evaluate(() => document.documentElement.scrollHeight)
		let seenVisible = false
		let seenYielded = false
		for (let y = 0; y <= height; y += 120) {
			await page.evaluate((top) => window.scrollTo(0, top), y)
			// Let the scroll handler run (one animation frame) and the fade finish.
			await page.waitForTimeout(250)
			const overlap = await page.evaluate(() => {
				const b = document.querySelector('[data-testid="whatsapp-button"]')!
				const shown = getComputedStyle(b).visibility !== 'hidden'
				const box = b.getBoundingClientRect()
				const covered = Array.from(document.querySelectorAll('[data-testid="contact-form"] label, [data-testid="contact-form"] input, [data-testid="contact-form"] select, [data-testid="contact-form"] textarea, [data-testid="contact-form"] button'))
					// The honeypot sits in an invisible aria-hidden box (its own opacity reads 1).
					.filter((el) => getComputedStyle(el).opacity !== '0' && el.getAttribute('tabindex') !== '-1' && !el.closest('[aria-hidden="true"]'))
					.filter((el) => {
						const r = el.getBoundingClientRect()
						return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
					})
					.map((el) => el.textContent?.trim() || el.getAttribute('name'))
				return { shown, covered }
			})
			if (overlap.shown) {
				seenVisible = true
				expect(overlap.covered, `scrolled to ${y}`).toEqual([])
			} else seenYielded = true
		}
		expect(seenYielded, 'the button stepped aside over the form').toBe(true)
		expect(seenVisible, 'the button is there away from the form').toBe(true)
	})
})
