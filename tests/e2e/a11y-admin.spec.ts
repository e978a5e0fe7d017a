import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectDisplayChecks, languageRunFindings } from './a11y-checks.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectReadableWhereAxeCannotJudge } from './contrast-behind-text.ts'
import { expectHydrated, openHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { adminScreens } from './a11y-pages.ts'

/**
 * axe-core on every back-office screen, in both languages, at desktop and at phone width (one page
 * per screen, resized; the text whose contrast axe cannot judge judged against the pixels behind
 * it), then on the same load reflow at 320 px, text at 200 %, forced colours,
 * reduced motion and the language of other-language runs (a11y-checks.ts); and axe in the states that matter: the phone drawer open, a confirmation dialog
 * open, a form showing its errors. Edit screens open demo items found by slug; the message is one
 * this journey sends through the contact form.
 */
const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const

const found = ['product edit', 'product history', 'post edit', 'post history', 'category edit', 'category history', 'a message'] as const
type Found = (typeof found)[number]

async function hrefOf(page: Page, path: string, link: string) {
	await page.goto(path)
	const href = await page.locator(link).first().getAttribute('href')
	expect(href, `${link} on ${path}`).toBeTruthy()
	return href!
}

/** The edit screens' addresses: demo items by slug, and a message sent through the contact form. */
async function findScreens(browser: Browser, baseURL: string): Promise<Record<Found, string>> {
	const token = `a11y${Date.now().toString(36)}`
	const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.32.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } })
	const site = await visitor.newPage()
	await site.goto('/en/contact')
	await expectHydrated(site.getByTestId('contact-form'), 15_000)
	const form = site.getByTestId('contact-form')
	await form.locator('[name=name]').fill(`Layla Haddad ${token}`)
	await form.locator('[name=email]').fill(`${token}@e2e.example`)
	await form.locator('[name=service]').selectOption({ index: 1 })
	await form.locator('[name=message]').fill('Please send a quotation for 20 tonnes of basmati rice, CIF Jeddah.')
	await form.locator('button[type=submit]').click()
	await expect(site.getByTestId('contact-result')).toHaveAttribute('role', 'status', { timeout: 15_000 })
	await visitor.close()

	const context = await browser.newContext({ baseURL, storageState: staff.admin.state })
	const page = await context.newPage()
	const screens = {
		'product edit': await hrefOf(page, '/admin/products?q=basmati-rice-1121-steam', '[data-testid="product-row-basmati-rice-1121-steam"] a[href$="/edit"]'),
		'post edit': await hrefOf(page, '/admin/posts?q=reading-a-basmati-rice-spec-sheet', '[data-slug="reading-a-basmati-rice-spec-sheet"] a[href*="/edit/"]'),
		'post history': '',
		'product history': '',
		'category history': '',
		'category edit': await hrefOf(page, '/admin/categories', '[data-testid="category-basmati-rice"] [data-testid="category-name"]'),
		'a message': await hrefOf(page, `/admin/messages?q=${token}`, '[data-testid="message-open"]'),
	}
	await context.close()
	screens['post history'] = `${screens['post edit']}/history`
	screens['product history'] = `${screens['product edit']}/history`
	screens['category history'] = `${screens['category edit']}/history`
	return screens
}

test.describe.configure({ mode: 'parallel' })
test.use({ storageState: staff.admin.state })

let screens: Record<Found, string> | undefined
async function screensFor(browser: Browser, baseURL: string) {
	screens ??= await findScreens(browser, baseURL)
	return screens
}

for (const lang of ['ar', 'en'] as const) {
	test.describe(`back-office (${lang})`, () => {
		test.beforeEach(async ({ context, baseURL }) => {
			await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		})

		for (const [name, path] of adminScreens) {
			test(`${name} has no axe violations (${lang}, desktop and phone)`, async ({ page }) => {
				test.setTimeout(120_000)
				await page.setViewportSize(widths.desktop)
				await openHydrated(page, path)
				await expectNoAxeViolations(page, `${name} (${lang}, desktop)`)
				await expectReadableWhereAxeCannotJudge(page, `${name} (${lang}, desktop)`)
				await page.setViewportSize(widths.phone)
				await expectNoAxeViolations(page, `${name} (${lang}, phone)`)
				await expectReadableWhereAxeCannotJudge(page, `${name} (${lang}, phone)`)
				await expectDisplayChecks(page, `${name} (${lang})`)
				expect.soft(await languageRunFindings(page), `other-language runs: ${name} (${lang})`).toEqual([])
			})
		}

		for (const name of found) {
			test(`${name} has no axe violations (${lang}, desktop and phone)`, async ({ page, browser, baseURL }) => {
				test.setTimeout(150_000)
				const path = (await screensFor(browser, baseURL!))[name]
				await page.setViewportSize(widths.desktop)
				await openHydrated(page, path)
				await expectNoAxeViolations(page, `${name} (${lang}, desktop)`)
				await expectReadableWhereAxeCannotJudge(page, `${name} (${lang}, desktop)`)
				await page.setViewportSize(widths.phone)
				await expectNoAxeViolations(page, `${name} (${lang}, phone)`)
				await expectReadableWhereAxeCannotJudge(page, `${name} (${lang}, phone)`)
				await expectDisplayChecks(page, `${name} (${lang})`)
				expect.soft(await languageRunFindings(page), `other-language runs: ${name} (${lang})`).toEqual([])
			})
		}

		test(`states: drawer, confirmation dialog, form errors (${lang})`, async ({ page }) => {
			test.setTimeout(150_000)
			// The phone drawer open.
			await page.setViewportSize(widths.phone)
			await openHydrated(page, '/admin/products?q=basmati-rice-1121-steam')
			await page.locator('button[aria-controls="admin-drawer"]').click()
			await expect(page.locator('#admin-drawer')).toBeVisible()
			await expectNoAxeViolations(page, `drawer open (${lang}, phone)`)
			await page.keyboard.press('Escape')
			await expect(page.locator('#admin-drawer')).toBeHidden()

			// A confirmation dialog open (deleting is only asked, then cancelled).
			await page.setViewportSize(widths.desktop)
			const row = page.getByTestId('product-row-basmati-rice-1121-steam')
			await row.getByRole('button', { name: /حذف|Delete/ }).click()
			await expect(page.getByRole('dialog')).toBeVisible()
			await expectNoAxeViolations(page, `confirmation dialog (${lang}, desktop)`)
			await page.getByRole('dialog').getByRole('button', { name: /إلغاء|Cancel/ }).click()
			await expect(page.getByRole('dialog')).toBeHidden()

			// An advertising code's form while its code editor loads (its chunk held): the note it shows
			// meanwhile is read by sighted staff too (CI once scanned the screen at that moment).
			let release = () => {}
			const held = new Promise<void>((resolve) => (release = resolve))
			const editorChunk = /\/assets\/html-editor\.client-[^/]+\.js$/
			await page.route(editorChunk, async (route) => {
				await held
				await route.continue()
			})
			await openHydrated(page, '/admin/advertising?new')
			await expect(page.getByTestId('code-editor-loading')).toBeVisible()
			await expectNoAxeViolations(page, `code editor loading (${lang}, desktop)`)
			release()
			await expect(page.getByTestId('code-editor')).toBeVisible()
			await page.unroute(editorChunk)

			// The new-product form sent empty: the errors it shows.
			await openHydrated(page, '/admin/products/new')
			await page.locator('main form button[type=submit]').first().click()
			await expect(page.locator('main [aria-invalid="true"]').first()).toBeVisible({ timeout: 15_000 })
			await expectNoAxeViolations(page, `product form with errors (${lang}, desktop)`)
			await page.setViewportSize(widths.phone)
			await expectNoAxeViolations(page, `product form with errors (${lang}, phone)`)
		})
	})
}
