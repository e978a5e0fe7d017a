import { expect, test } from '@playwright/test'
import { expectDisplayChecks, languageRunFindings } from './a11y-checks.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectReadableWhereAxeCannotJudge } from './contrast-behind-text.ts'
import { expectHydrated, openHydrated } from './hydration.ts'
import { pageCookies, pathIn, publicPages, visitorAddress } from './a11y-pages.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

/**
 * axe-core on every public page type, in both languages, at desktop and phone width (with the text
 * whose contrast axe cannot judge judged against the pixels behind it), then on the
 * same load reflow at 320 px, text at 200 %, forced colours, reduced motion and the language of
 * other-language runs (a11y-checks.ts); and
 * axe in the states that matter: the phone menu open, search suggestions open, the contact and newsletter
 * forms showing their errors. One page per run of screens keeps the journey fast. Demo items are
 * picked by slug, so what other journeys add never changes what is scanned.
 */
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

// Each run is a visitor of its own address (the e2e server trusts X-Forwarded-For): the forms'
// per-address limits never add up with other journeys'.
const address = () => visitorAddress('10.31')

for (const lang of ['ar', 'en'] as const) {
	test.describe(`public pages (${lang})`, () => {
		test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() } })

		// One page per page type: scanned at desktop width, then at phone width after a resize.
		for (const [name, path] of publicPages) {
			test(`${name} has no axe violations (${lang}, desktop and phone)`, async ({ page }) => {
				test.setTimeout(120_000)
				await page.setViewportSize(widths.desktop)
				const cookies = pageCookies[name]
				if (cookies) await page.context().addCookies(cookies.map((cookie) => ({ ...cookie, url: test.info().project.use.baseURL! })))
				await openHydrated(page, pathIn(lang, path))
				await expectNoAxeViolations(page, `${name} (${lang}, desktop)`)
				await expectReadableWhereAxeCannotJudge(page, `${name} (${lang}, desktop)`)
				await page.setViewportSize(widths.phone)
				await expectNoAxeViolations(page, `${name} (${lang}, phone)`)
				await expectReadableWhereAxeCannotJudge(page, `${name} (${lang}, phone)`)
				await expectDisplayChecks(page, `${name} (${lang})`)
				expect.soft(await languageRunFindings(page), `other-language runs: ${name} (${lang})`).toEqual([])
			})
		}
	})

	for (const [widthName, viewport] of Object.entries(widths)) {
		test.describe(`states (${lang}, ${widthName})`, () => {
			test.use({ viewport, extraHTTPHeaders: { 'x-forwarded-for': address() } })

			test(`menu and suggestions open (${lang}, ${widthName})`, async ({ page }) => {
				test.setTimeout(120_000)
				await openHydrated(page, pathIn(lang, '/'))
				if (widthName === 'phone') {
					await expectHydrated(page.getByTestId('mobile-menu-button'), 15_000)
					await page.getByTestId('mobile-menu-button').click()
					await expect(page.locator('#mobile-menu')).toBeVisible()
					await expectNoAxeViolations(page, `menu open (${lang}, ${widthName})`)
					await page.locator('#mobile-search').fill('basmati')
					await expect(page.locator('#mobile-search-list [role=option]').first()).toBeVisible()
					await expectNoAxeViolations(page, `suggestions open in the menu (${lang}, ${widthName})`)
				} else {
					await page.locator('#header-search').fill('basmati')
					await expect(page.locator('#header-search-list [role=option]').first()).toBeVisible()
					await expectNoAxeViolations(page, `suggestions open (${lang}, ${widthName})`)
				}
			})

			test(`forms with errors (${lang}, ${widthName})`, async ({ page }) => {
				test.setTimeout(120_000)
				// The contact form sent empty: every field says what is wrong.
				await openHydrated(page, pathIn(lang, '/contact'))
				await page.getByTestId('contact-form').locator('button[type=submit]').click()
				await expect(page.getByTestId('contact-result')).toBeVisible()
				await expectNoAxeViolations(page, `contact form with errors (${lang}, ${widthName})`)

				// The footer's newsletter form with a wrong address.
				const newsletter = page.getByTestId('newsletter-form')
				await newsletter.locator('input[type=email]').fill('not-an-address')
				await newsletter.locator('button[type=submit]').click()
				await expect(page.getByTestId('newsletter-result')).not.toBeEmpty({ timeout: 15_000 })
				await expectNoAxeViolations(page, `newsletter form with an error (${lang}, ${widthName})`)
			})
		})
	}
}

test.describe('sign-in page', () => {
	for (const [widthName, viewport] of Object.entries(widths)) {
		test(`login has no axe violations, blank and with an error (${widthName})`, async ({ page, context, baseURL }) => {
			await page.setViewportSize(viewport)
			for (const lang of ['ar', 'en'] as const) {
				await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
				await page.goto('/login')
				await expectHydrated(page.getByTestId('login-form'), 15_000)
				await expectNoAxeViolations(page, `login (${lang}, ${widthName})`)
				await page.locator('input[name=email]').fill('nobody@e2e.example')
				await page.locator('input[name=password]').fill('not-the-password-1')
				await page.getByTestId('login-form').getByRole('button').first().click()
				await expect(page.getByTestId('login-error')).toBeVisible()
				await expectNoAxeViolations(page, `login with an error (${lang}, ${widthName})`)
			}
		})
	}
})

test.describe('post bodies', () => {
	test.use({ extraHTTPHeaders: { 'x-forwarded-for': address() } })

	test('the other script\'s runs inside a post body carry their language, in both languages', async ({ page, browser, baseURL }) => {
		test.setTimeout(120_000)
		// An Arabic body with English codes in it (demo content: FOB, CIF, Incoterms® 2020).
		await openHydrated(page, '/blog/fob-or-cif-incoterms-for-food-importers')
		expect(await languageRunFindings(page), 'Arabic post with English codes in its body').toEqual([])
		expect(await page.getByTestId('post-body').locator('span[lang=en]').count()).toBeGreaterThan(3)

		// An English body with Arabic in it, written in the back-office's editor and published.
		const slug = `mixed-body-${Date.now().toString(36)}`
		const staffContext = await browser.newContext({ baseURL, storageState: staff.admin.state })
		const admin = await staffContext.newPage()
		await admin.goto('/admin/posts/new')
		const form = admin.getByTestId('post-form')
		await expectHydrated(form.locator('input[name=slug]'), 15_000)
		await form.locator('input[name=title_ar]').fill('تمور المدينة المنورة')
		await form.locator('input[name=title_en]').fill('Dates from Madinah')
		await form.locator('input[name=slug]').fill(slug)
		await admin.getByTestId('editor-body_ar-content').click()
		await admin.keyboard.type('تمور سكري بشهادة ISO 22000.')
		await admin.getByTestId('editor-body_en-content').click()
		await admin.keyboard.type('Sukkari dates (تمر سكري) from Al-Madinah, 5 kg cartons.')
		await admin.getByTestId('status-published').check()
		await admin.getByTestId('post-save').click()
		await expectLandedOn(admin, /\/admin\/posts\/edit\/\d+$/, { timeout: 15_000 })
		await staffContext.close()

		for (const path of [`/en/blog/${slug}`, `/blog/${slug}`]) {
			await openHydrated(page, path)
			await expect(page.getByTestId('post-body')).toContainText(path.startsWith('/en') ? 'Sukkari dates' : 'تمور سكري')
			expect(await languageRunFindings(page), `mixed body on ${path}`).toEqual([])
		}
		await expect(page.getByTestId('post-body').locator('span[lang=en]')).toHaveText('ISO 22000')
	})
})
