import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { visitorAddress } from './a11y-pages.ts'
import { focused, focusVisible, tabTo, tabToElement } from './keyboard.ts'

/**
 * The spec's tasks with the keyboard alone: the skip link, a visible focus on every stop, the same
 * stops backwards with Shift+Tab, no trap, dialogs that give focus back to their opener, and focus
 * on the new page's heading (with its title announced) after a page change (decision 0031); and a
 * form's limit announced as an alert.
 */
const address = () => visitorAddress('10.33')

test.describe('public site with the keyboard', () => {
	test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() }, viewport: { width: 1280, height: 800 } })

	test('skip link, visible focus, the same order both ways, and a page change lands on its heading', async ({ page }) => {
		test.setTimeout(150_000)
		await page.goto('/')
		await expectHydrated(page.locator('main'), 15_000)

		// The first stop is the skip link, shown when focused; it leads into main.
		await page.keyboard.press('Tab')
		const skip = page.getByRole('link', { name: 'انتقل إلى المحتوى' })
		await expect(skip).toBeFocused()
		expect((await skip.boundingBox())!.width).toBeGreaterThan(20)
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/#main$/)

		// Twelve stops forwards from the top, each with a visible indicator, then the same backwards.
		await page.goto('/')
		await expectHydrated(page.locator('main'), 15_000)
		const forwards: string[] = []
		for (let i = 0; i < 12; i++) {
			await page.keyboard.press('Tab')
			forwards.push(await focused(page))
			expect(await focusVisible(page), `focus indicator on ${forwards.at(-1)}`).toBe(true)
		}
		expect(new Set(forwards).size, 'every stop is a new one (no trap)').toBe(forwards.length)
		const backwards: string[] = []
		for (let i = 0; i < 11; i++) {
			await page.keyboard.press('Shift+Tab')
			backwards.push(await focused(page))
		}
		expect(backwards).toEqual(forwards.slice(0, 11).reverse())

		// The products link of the main navigation, opened with Enter: focus on the new heading, title announced.
		await page.goto('/')
		await expectHydrated(page.locator('main'), 15_000)
		await tabTo(page, (d) => d.includes('|/products|'))
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/products$/)
		await expect(page.locator('main h1')).toBeFocused()
		await expect(page.getByTestId('route-announcer')).toHaveText(await page.title())
	})

	test('search with suggestions, the language toggle and the contact form', async ({ page }) => {
		test.setTimeout(150_000)
		await page.goto('/en/about')
		await expectHydrated(page.locator('main'), 15_000)
		await tabTo(page, (d) => d.startsWith('input#header-search'))
		await page.keyboard.type('basmati')
		const options = page.locator('#header-search-list [role=option]')
		await expect(options.first()).toBeVisible()
		await page.keyboard.press('ArrowDown')
		await expect(page.locator('#header-search')).toHaveAttribute('aria-activedescendant', 'header-search-list-0')
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/en\/products\/[a-z0-9-]+$/)
		await expect(page.locator('main h1')).toBeFocused()

		// The language toggle (its text is marked as the other language), with Enter.
		const toggle = page.getByTestId('language-toggle').first()
		await expect(toggle).toHaveAttribute('lang', 'ar')
		await tabTo(page, (d) => d.startsWith('a#|/products/'))
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/^[^?]*\/products\/[a-z0-9-]+$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')

		// The contact form sent empty with Enter: focus on the first field to correct, errors read out.
		await page.goto('/contact')
		await expectHydrated(page.getByTestId('contact-form'), 15_000)
		// The first field of the form (past the header's search box).
		await tabTo(page, (d) => d.startsWith('input#') && !d.startsWith('input#header-search'))
		await page.keyboard.press('Enter')
		await expect(page.getByTestId('contact-result')).toHaveAttribute('role', 'alert', { timeout: 15_000 })
		await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused()
	})

	test('the phone menu opens, keeps focus inside, and gives it back on Escape', async ({ page }) => {
		test.setTimeout(120_000)
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/')
		await expectHydrated(page.getByTestId('mobile-menu-button'), 15_000)
		await tabTo(page, (d) => d.startsWith('summary'))
		await page.keyboard.press('Enter')
		const menu = page.locator('#mobile-menu')
		await expect(menu).toBeVisible({ timeout: 15_000 })
		for (let i = 0; i < 15; i++) {
			await page.keyboard.press('Tab')
			expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement) || document.activeElement === document.body)).toBe(true)
		}
		await page.keyboard.press('Escape')
		await expect(menu).toBeHidden()
		await expect(page.getByTestId('mobile-menu-button')).toBeFocused()
	})
})

test.describe('back-office with the keyboard', () => {
	test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() }, viewport: { width: 1280, height: 800 } })

	test('sign in, skip the sidebar, and a confirmation dialog gives focus back', async ({ page }) => {
		test.setTimeout(150_000)
		await page.goto('/login')
		await expectHydrated(page.getByTestId('login-form'), 15_000)
		await tabTo(page, (d) => d.startsWith('input#'), 10)
		await page.keyboard.type(staff.editor.email)
		await page.keyboard.press('Tab')
		await page.keyboard.type(staff.editor.password)
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/admin$/)

		// The first stop skips the sidebar.
		await page.goto('/admin/products?q=basmati-rice-1121-steam')
		await expectHydrated(page.locator('main'), 15_000)
		await page.keyboard.press('Tab')
		await expect(page.getByTestId('skip-link')).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/#main$/)

		// Delete asked for, then cancelled with Escape: focus back on the button that opened it.
		const remove = page.getByTestId('product-row-basmati-rice-1121-steam').getByRole('button', { name: /^حذف/ })
		await tabTo(page, (d) => d.startsWith('button') && d.includes('حذف'))
		await page.keyboard.press('Enter')
		await expect(page.getByRole('dialog')).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(page.getByRole('dialog')).toBeHidden()
		await expect(remove).toBeFocused()

		// Back to the sidebar (Shift+Tab), a link opened with Enter: focus on the new screen's heading, its title announced.
		await tabTo(page, (d) => d.includes('|/admin/posts|'), 80, 'Shift+Tab')
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/\/admin\/posts$/)
		await expect(page.locator('main h1')).toBeFocused()
		await expect(page.getByTestId('route-announcer')).not.toBeEmpty()
	})
})

test.describe('back-office tasks with the keyboard', () => {
	test.use({ storageState: staff.admin.state, viewport: { width: 1280, height: 800 } })

	test('site settings saved with the keyboard alone', async ({ page }) => {
		test.setTimeout(150_000)
		await page.goto('/admin/settings')
		await expectHydrated(page.locator('main'), 15_000)
		// A value no other journey reads: the days detailed analytics are kept, changed by one.
		const days = page.getByLabel('مدة الاحتفاظ بالسجلات التفصيلية (بالأيام)')
		const next = String(((Number(await days.inputValue()) || 90) % 700) + 1)
		await tabToElement(page, days)
		await page.keyboard.press('ControlOrMeta+A')
		await page.keyboard.type(next)
		// On to the save button, without the mouse, past every field after it.
		await tabToElement(page, page.locator('main').getByRole('button', { name: 'حفظ' }))
		expect(await focusVisible(page)).toBe(true)
		await page.keyboard.press('Enter')
		await expect(page.getByRole('status').filter({ hasText: 'تم حفظ إعدادات الموقع' })).toBeVisible({ timeout: 15_000 })
		// Focus is not lost to the page's body after the save: it comes back once the saved form is
		// drawn (the banner can show a frame before the form is usable again).
		await expect(page.locator('main').getByRole('button', { name: 'حفظ' })).toBeFocused({ timeout: 5_000 })
		await page.reload()
		await expect(page.getByLabel('مدة الاحتفاظ بالسجلات التفصيلية (بالأيام)')).toHaveValue(next)
	})
})

test.describe('announcements', () => {
	test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() }, viewport: { width: 1280, height: 800 } })

	test('the contact form’s limit is announced as an alert in the page’s language, in both languages', async ({ page }) => {
		test.setTimeout(150_000)
		await page.goto('/contact')
		const form = page.getByTestId('contact-form')
		await expectHydrated(form, 15_000)
		// Records every live region the page inserts, as a screen reader notices them.
		await page.evaluate(() => {
			const inserted: string[] = ((window as unknown as { __liveRegions: string[] }).__liveRegions = [])
			new MutationObserver((records) => {
				for (const record of records)
					for (const node of Array.from(record.addedNodes))
						if (node instanceof HTMLElement)
							for (const region of [node, ...Array.from(node.querySelectorAll('[role=alert], [role=status]'))])
								if (region.matches('[role=alert], [role=status]')) inserted.push(`${region.getAttribute('role')}: ${region.textContent?.trim()}`)
			}).observe(document.body, { childList: true, subtree: true })
		})
		const result = page.getByTestId('contact-result')
		// Five messages are accepted from one address (the limit), the sixth is refused.
		for (let sent = 1; sent <= 6; sent++) {
			await form.locator('[name=name]').fill(`Layla Haddad ${sent}`)
			await form.locator('[name=email]').fill(`limit${sent}@e2e.example`)
			await form.locator('[name=service]').selectOption({ index: 1 })
			await form.locator('[name=message]').fill(`Please send a quotation for ${sent * 10} tonnes of basmati rice, CIF Jeddah.`)
			await form.locator('button[type=submit]').focus()
			// This message's answer, not the line the last one left on screen.
			const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/contact'))
			await page.keyboard.press('Enter')
			await answered
			if (sent < 6) await expect(result).toHaveAttribute('role', 'status', { timeout: 15_000 })
			await expect(form.locator('button[type=submit]')).toBeEnabled()
		}
		const limitAr = 'أرسلت رسائل كثيرة خلال وقت قصير. يرجى المحاولة بعد قليل.'
		await expect(result).toHaveAttribute('role', 'alert', { timeout: 15_000 })
		await expect(result).toHaveText(limitAr)
		expect(await result.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('ar')
		// Inserted as an alert (read at once), not a status line changed in place; focus is on it.
		expect(await page.evaluate(() => (window as unknown as { __liveRegions: string[] }).__liveRegions)).toContain(`alert: ${limitAr}`)
		expect(await page.evaluate(() => document.activeElement?.contains(document.querySelector('[data-testid=contact-result]')))).toBe(true)

		// The same limit on the English page, in English.
		await page.goto('/en/contact')
		await expectHydrated(form, 15_000)
		await form.locator('[name=name]').fill('Layla Haddad 7')
		await form.locator('[name=email]').fill('limit7@e2e.example')
		await form.locator('[name=service]').selectOption({ index: 1 })
		await form.locator('[name=message]').fill('Please send a quotation for 70 tonnes of basmati rice, CIF Jeddah.')
		await form.locator('button[type=submit]').focus()
		await page.keyboard.press('Enter')
		await expect(result).toHaveAttribute('role', 'alert', { timeout: 15_000 })
		await expect(result).toHaveText('You have sent many messages in a short time. Please try again shortly.')
		expect(await result.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en')
	})
})
