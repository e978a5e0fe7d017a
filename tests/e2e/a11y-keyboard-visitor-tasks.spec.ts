import { type Browser, expect, type Page, test } from '@playwright/test'
import { visitorAddress } from './a11y-pages.ts'
import { expectHydrated } from './hydration.ts'
import { expectFocusKept, focused, focusVisible, retype, tabToElement } from './keyboard.ts'
import { staff } from './staff.ts'

/**
 * A visitor's tasks with the keyboard alone (issue 18), past those of a11y-keyboard.spec.ts: the
 * footer's newsletter (an error, then a subscription, each read out), the quote basket (a product
 * added from its page, a quantity changed and kept, the request sent), the listing's filters at
 * phone width, and the product gallery. Every Tab stop shows its focus; after each answer the focus
 * is still on something to go on from, never the page's body.
 */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': visitorAddress('10.61') }, viewport: { width: 1280, height: 800 } })

const token = () => Date.now().toString(36)

/** A back-office screen, to see that the task's result reached the company. */
async function asStaff(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
	const context = await browser.newContext({ storageState: staff.admin.state })
	const page = await context.newPage()
	await page.goto(path)
	await check(page)
	await context.close()
}

const newsletter = {
	ar: { path: '/about', required: 'أدخل بريدًا إلكترونيًا صحيحًا', success: 'شكرًا لك! افتح بريدك الآن: أرسلنا إليه رابطًا لتأكيد الاشتراك.' },
	en: { path: '/en/about', required: 'Enter a valid e-mail address', success: 'Thank you! Now check your inbox: we sent you a link to confirm your subscription.' },
} as const

for (const lang of ['ar', 'en'] as const) {
	test(`the footer newsletter: a wrong address, then a subscription, with the keyboard alone (${lang})`, async ({ page, browser }) => {
		const texts = newsletter[lang]
		const email = `kbd.${token()}${lang}@reader.example`
		await page.goto(texts.path)
		const form = page.getByTestId('newsletter-form')
		await expectHydrated(form, 15_000)
		const input = form.locator('input[name=email]')
		const subscribe = form.locator('button[type=submit]')
		const result = page.getByTestId('newsletter-result')

		// The footer is nearest backwards from the top of the page; every stop on the way shows its focus.
		await tabToElement(page, input, 30, 'Shift+Tab')
		expect(await focusVisible(page), 'focus indicator on the newsletter field').toBe(true)
		await page.keyboard.type('layla@')
		await page.keyboard.press('Tab')
		await expect(subscribe).toBeFocused()
		await page.keyboard.press('Enter')
		// The answer is read out where it shows (a live region, in the page's language)…
		await expect(result).toHaveText(texts.required, { timeout: 15_000 })
		await expect(result).toHaveAttribute('aria-live', 'polite')
		expect(await result.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(lang)
		// …and the button pressed keeps the focus once it is usable again (not the page's body).
		await expectFocusKept(page, 'a refused subscription')
		await expect(subscribe).toBeFocused()

		// Corrected backwards with Shift+Tab and sent with Enter from the field.
		await page.keyboard.press('Shift+Tab')
		await expect(input).toBeFocused()
		await retype(page, email)
		await page.keyboard.press('Enter')
		await expect(result).toHaveText(texts.success, { timeout: 15_000 })
		await expect(input).toHaveValue('')
		await expectFocusKept(page, 'a subscription')

		await asStaff(browser, `/admin/subscribers?q=${encodeURIComponent(email)}`, async (admin) => {
			await expect(admin.getByTestId('subscribers-table').locator('tbody tr')).toHaveCount(1)
		})
	})
}

test('the quote basket: products added from their pages, one removed, a quantity changed and kept, the request sent (ar)', async ({ page, browser }) => {
	test.setTimeout(60_000)
	const mark = `kbd${token()}`
	// From a product's page, with the keyboard: told in place (a status line).
	const addFromPage = async (path: string) => {
		await page.goto(path)
		await expectHydrated(page.locator('main'), 15_000)
		const add = page.locator('main').getByTestId('quote-add').first()
		await tabToElement(page, add.locator('button'))
		await page.keyboard.press('Enter')
		await expect(add.getByRole('status')).toContainText('إلى سلة عرض السعر')
		return add
	}
	// A first product, to be removed from the basket later.
	await addFromPage('/products/kraft-stand-up-pouches')
	// The focus still on the button; the basket's link comes next.
	const add = await addFromPage('/products/basmati-rice-1121-steam')
	await expectFocusKept(page, 'adding a product')
	await page.keyboard.press('Tab')
	await expect(add.getByTestId('quote-view')).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/quote$/)
	await expect(page.locator('main h1')).toBeFocused()

	const form = page.getByTestId('quote-form')
	await expectHydrated(form, 15_000)
	const line = page.locator('[data-testid=quote-line][data-slug="basmati-rice-1121-steam"]')
	// The pouches removed with their line's button: said, and the focus on the line that takes its place.
	await expect(page.getByTestId('quote-line')).toHaveCount(2)
	await tabToElement(page, page.locator('[data-testid=quote-line][data-slug="kraft-stand-up-pouches"]').getByTestId('quote-remove'))
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('quote-line')).toHaveCount(1)
	await expect(page.getByTestId('quote-announcement')).toContainText('من سلة عرض السعر')
	await expectFocusKept(page, 'removing a line')
	await expect(line.getByTestId('quote-remove')).toBeFocused()
	const field = (name: string) => line.locator(`[name$=".${name}"]`)
	// Packaging first (a choice moved with the arrow keys), then the quantity; Enter in a field saves.
	await tabToElement(page, field('packaging'))
	await page.keyboard.press('ArrowDown')
	await expect(field('packaging')).not.toHaveValue('')
	await tabToElement(page, field('quantity'))
	await retype(page, '40')
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('quote-announcement')).toHaveText('حُفظت سلة عرض السعر.')
	await expect(field('quantity')).toBeFocused()
	// Kept: a reload shows it; changed once more with the keyboard.
	await page.reload()
	await expectHydrated(form, 15_000)
	await expect(field('quantity')).toHaveValue('40')
	await tabToElement(page, field('quantity'))
	await retype(page, '45')
	for (const name of ['unit', 'incoterm', 'country'])
		if ((await field(name).inputValue()) === '') {
			await tabToElement(page, field(name))
			await page.keyboard.press('ArrowDown')
		}

	// The buyer, then send: the answer gets the focus and is read out.
	await tabToElement(page, form.locator('input[name=name]'))
	await page.keyboard.type(`Layla ${mark}`)
	await page.keyboard.press('Tab')
	await expect(form.locator('input[name=email]')).toBeFocused()
	await page.keyboard.type(`layla.${mark}@buyer.example`)
	await tabToElement(page, form.locator('textarea[name=note]'))
	await page.keyboard.type(`Monthly shipments ${mark}`)
	await tabToElement(page, page.getByTestId('quote-send'))
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('quote-result')).toContainText('أُرسل طلب عرض السعر بنجاح', { timeout: 15_000 })
	await expectFocusKept(page, 'sending the request')
	expect(await page.evaluate(() => document.activeElement?.contains(document.querySelector('[data-testid=quote-result]')) ?? false)).toBe(true)

	await asStaff(browser, `/admin/messages?q=${mark}`, async (admin) => {
		await expect(admin.getByTestId('messages-table').locator('[data-testid^=message-row-]')).toHaveCount(1)
		await expect(admin.getByTestId('message-quote-lines')).toContainText('45')
	})
})

const filterTexts = {
	ar: { path: '/products', title: 'تصفية المنتجات', apply: 'تطبيق' },
	en: { path: '/en/products', title: 'Filter products', apply: 'Apply' },
} as const

for (const lang of ['ar', 'en'] as const) {
	test(`the listing's filters at phone width: opened, a filter chosen and applied with the keyboard (${lang})`, async ({ page }) => {
		const texts = filterTexts[lang]
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto(texts.path)
		await expectHydrated(page.locator('main'), 15_000)
		const filters = page.getByTestId('catalogue-filters')
		const count = page.getByTestId('product-count')
		const before = await count.textContent()

		// Folded away: its summary is reached with Tab and opened with Enter.
		await tabToElement(page, filters.locator('summary'))
		await page.keyboard.press('Enter')
		await expect(filters).toHaveAttribute('open', '')
		await page.keyboard.press('Tab')
		const origin = page.getByTestId('filter-origin')
		await expect(origin).toBeFocused()
		await page.keyboard.press('ArrowDown')
		const chosen = await origin.inputValue()
		expect(chosen).not.toBe('')
		// The next stops are the other filters, then Apply; backwards lands on the origin again.
		await page.keyboard.press('Tab')
		await expect(page.getByTestId('filter-certification')).toBeFocused()
		await page.keyboard.press('Shift+Tab')
		await expect(origin).toBeFocused()
		const apply = filters.getByRole('button', { name: texts.apply })
		await tabToElement(page, apply, 5)
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(new RegExp(`[?&]origin=${chosen}`))
		await expect(count).not.toHaveText(before ?? '')
		// Still open on the filtered page, the focus where it was: the next Tab goes on from there.
		await expect(filters).toHaveAttribute('open', '')
		await expectFocusKept(page, 'applying a filter')
		await expect(origin).toHaveValue(chosen)
	})
}

test('the product gallery: each image shown from its thumbnail with the keyboard (ar)', async ({ page }) => {
	await page.goto('/products/kraft-stand-up-pouches')
	const gallery = page.getByRole('list', { name: 'صور المنتج' })
	await expectHydrated(gallery, 15_000)
	const main = page.locator('main article img').first()
	const first = await main.getAttribute('src')
	const second = gallery.getByRole('button', { name: 'عرض الصورة 2' })
	await tabToElement(page, second)
	await page.keyboard.press('Enter')
	await expect(second).toHaveAttribute('aria-pressed', 'true')
	await expect(main).not.toHaveAttribute('src', first!)
	await expect(second).toBeFocused()
	// Back to the first with Shift+Tab and Space.
	await page.keyboard.press('Shift+Tab')
	const one = gallery.getByRole('button', { name: 'عرض الصورة 1' })
	await expect(one).toBeFocused()
	expect(await focusVisible(page)).toBe(true)
	await page.keyboard.press('Space')
	await expect(one).toHaveAttribute('aria-pressed', 'true')
	await expect(main).toHaveAttribute('src', first!)
	expect(await focused(page)).not.toBe('body')
})
