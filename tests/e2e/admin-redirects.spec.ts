import { type Page, expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'
import { newProductInBackOffice } from './new-product.ts'
import { staff } from './staff.ts'

/**
 * Redirects as staff and visitors meet them (decision 0039), in both staff languages: a product's
 * address changed in the back-office keeps the old link working (both site languages, the query
 * string kept); an address visitors found missing is listed and redirected from one click; the
 * redirect is edited, saved, edited again, saved and reloaded.
 */
test.use({ storageState: staff.admin.state })

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

async function saved(page: Page) {
	await expect(page.getByTestId('banner-success')).toBeVisible()
}

for (const lang of ['ar', 'en'] as const) {
	test.describe(`redirects (${lang} staff)`, () => {
		test.beforeEach(async ({ context, baseURL }) => {
			await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		})

		test('a product renamed in the back-office: its old link leads to the new address', async ({ page, browser, baseURL }) => {
			const t = tag()
			await newProductInBackOffice(page, t, `e2e-old-${t}`)
			await expectHydrated(page.getByTestId('product-form'))
			await page.getByTestId('product-form').locator('[name=slug]').fill(`e2e-new-${t}`)
			await page.getByTestId('product-save').click()
			await saved(page)

			// A visitor (no staff session) follows the old links.
			const visitor = await browser.newContext({ baseURL })
			const tab = await visitor.newPage()
			const answer = await tab.goto(`/products/e2e-old-${t}?ref=mail`)
			expect(answer?.status()).toBe(200)
			expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(`/products/e2e-new-${t}?ref=mail`)
			await expect(tab.getByRole('heading', { level: 1 })).toContainText(`منتج ${t}`)
			const first = await tab.request.get(`/en/products/e2e-old-${t}`, { maxRedirects: 0 })
			expect(first.status()).toBe(301)
			expect(first.headers().location).toBe(`/en/products/e2e-new-${t}`)
			// Its datasheet follows it, in both languages.
			for (const prefix of ['', '/en']) {
				const sheet = await tab.request.get(`${prefix}/products/e2e-old-${t}/datasheet.pdf`, { maxRedirects: 0 })
				expect(sheet.status()).toBe(301)
				expect(sheet.headers().location).toBe(`${prefix}/products/e2e-new-${t}/datasheet.pdf`)
			}

			// The redirect is listed, made by the address change.
			await page.goto(`/admin/redirects?q=${encodeURIComponent(`e2e-old-${t}`)}`)
			await expect(page.getByRole('row').filter({ hasText: `/products/e2e-old-${t}` })).toHaveCount(2)

			// A new product takes the old address: it wins, and the stale redirect is gone from the list.
			await newProductInBackOffice(page, `${t}-2`, `e2e-old-${t}`)
			await page.goto(`/admin/redirects?q=${encodeURIComponent(`e2e-old-${t}`)}`)
			await expect(page.getByRole('row').filter({ hasText: `/products/e2e-old-${t}` })).toHaveCount(0)
			const taken = await tab.goto(`/products/e2e-old-${t}`)
			expect(taken?.status()).toBe(200)
			expect(new URL(tab.url()).pathname).toBe(`/products/e2e-old-${t}`)
			await expect(tab.getByRole('heading', { level: 1 })).toContainText(`منتج ${t}-2`)
			await visitor.close()
		})

		test('an address visitors found missing: redirected from the not-found list, edited twice, reloaded', async ({ page, request }) => {
			test.setTimeout(90_000)
			const t = tag()
			const missing = `/e2e-brochure-${t}`
			expect((await request.get(missing)).status()).toBe(404)
			// Not-found paths are saved in batches (every 10 s): the list shows it within a flush.
			await expect
				.poll(
					async () => {
						await page.goto('/admin/redirects/not-found')
						return page.locator(`[data-testid="not-found-row"][data-path="${missing}"]`).count()
					},
					{ timeout: 30_000, intervals: [2_000] },
				)
				.toBe(1)
			await page.locator(`[data-testid="not-found-row"][data-path="${missing}"]`).getByTestId('not-found-add').click()
			await expect(page).toHaveURL(/\/admin\/redirects\/new\?source=/)
			const form = () => page.getByTestId('redirect-form')
			await expectHydrated(form())
			await expect(page.getByTestId('redirect-source')).toHaveValue(missing)
			await page.getByTestId('redirect-target').fill('/about')
			await page.getByTestId('redirect-save').click()
			await expectLandedOn(page, /\/admin\/redirects\/\d+\/edit$/)
			await saved(page)
			// Taken off the not-found list with the same save.
			expect((await request.get(missing, { maxRedirects: 0 })).headers().location).toBe('/about')

			// Edit, save; edit again, save; reload: the form shows what the server holds each time.
			await expectHydrated(form())
			await page.getByTestId('redirect-target').fill('/contact')
			await page.getByTestId('redirect-status-302').check()
			await saveAndWait(page, page.getByTestId('redirect-save'))
			await expect(page.getByTestId('redirect-target')).toHaveValue('/contact')
			await expect(page.getByTestId('redirect-status-302')).toBeChecked()
			await expectHydrated(form())
			await page.getByTestId('redirect-target').fill('/services')
			await page.getByTestId('redirect-match-prefix').check()
			await saveAndWait(page, page.getByTestId('redirect-save'))
			await expect(page.getByTestId('redirect-target')).toHaveValue('/services')
			await page.reload()
			await expect(page.getByTestId('redirect-source')).toHaveValue(missing)
			await expect(page.getByTestId('redirect-target')).toHaveValue('/services')
			await expect(page.getByTestId('redirect-status-302')).toBeChecked()
			await expect(page.getByTestId('redirect-match-prefix')).toBeChecked()

			const answer = await request.get(`${missing}/sea-freight?x=1`, { maxRedirects: 0 })
			expect(answer.status()).toBe(302)
			expect(answer.headers().location).toBe('/services/sea-freight?x=1')

			// A redirect that would loop is refused with the reason in the staff language.
			await page.goto('/admin/redirects/new')
			await expectHydrated(form())
			// (${missing}/x leads to /services/x by the prefix rule above.)
			await page.getByTestId('redirect-source').fill(`/services/e2e-${t}`)
			await page.getByTestId('redirect-target').fill(`${missing}/e2e-${t}`)
			await page.getByTestId('redirect-save').click()
			await expect(page.getByText(lang === 'en' ? 'This redirect makes a loop' : 'هذا التحويل يصنع حلقة')).toBeVisible()
		})
	})
}
