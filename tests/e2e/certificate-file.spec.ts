import { expect, type Page, test } from '@playwright/test'
import { certificatePdf } from '#tests/pdf-fixtures.ts'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'

/**
 * A certification's file as staff attach it and buyers open it (decision 0051): a PDF from the
 * computer uploaded in the product form, saved, replaced and saved again, reloaded; opened from the
 * product page by a visitor; a file that is not a PDF refused in the staff language. Each staff
 * language edits its own demo tea, which no other journey touches.
 */

const cases = [
	{ lang: 'ar', slug: 'kenya-black-tea-ctc', name: 'شاي أسود كيني CTC', pdfLink: 'عرض الشهادة (PDF)', notPdf: /ليس ملف PDF/, replace: 'ارفع ملف PDF آخر' },
	{ lang: 'en', slug: 'ceylon-black-tea-op', name: 'Ceylon Black Tea OP', pdfLink: 'View certificate (PDF)', notPdf: /not a PDF/, replace: 'Upload another PDF' },
] as const

async function openProductForm(page: Page, slug: string, name: string) {
	await page.goto(`/admin/products?q=${slug}`)
	await page.getByRole('link', { name, exact: true }).click()
	await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
	await expectHydrated(page.getByTestId('product-form'))
}

for (const { lang, slug, name, pdfLink, notPdf, replace } of cases) {
	test.describe(`certification files (${lang} staff)`, () => {
		test.use({ storageState: staff.admin.state, locale: lang })

		test(`a PDF uploaded, saved, replaced, reloaded, and opened by a buyer (${lang})`, async ({ page, browser, context, baseURL }) => {
			test.slow()
			await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
			await openProductForm(page, slug, name)
			const stamp = Date.now().toString(36)
			await page.getByTestId('add-export-certifications').click()
			const row = page.getByTestId('export-certifications-row').last()
			await row.locator('input[name$=".name"]').fill('ISO 22000')
			await row.locator('input[name$=".issuer"]').fill('Bureau Veritas')
			await row.locator('input[name$=".number"]').fill(`BV-${stamp}`)
			await row.locator('input[name$=".validUntil"]').fill('2099-03-31')

			// Not a PDF: refused where it was chosen, in the staff language, and the field keeps nothing.
			await row.getByTestId('certificate-file-input').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>a web page</html>') })
			await expect(row.getByTestId('certificate-file-problem')).toContainText(notPdf)
			await expect(row.locator('input[name$=".fileUrl"]')).toHaveValue('')

			// The certificate as issued: uploaded, named with its pages, saved, then still there after a reload.
			const first = `iso-22000-${stamp}.pdf`
			await row.getByTestId('certificate-file-input').setInputFiles({ name: first, mimeType: 'application/pdf', buffer: await certificatePdf(`ISO 22000 ${stamp}`, { pages: 2 }) })
			await expect(row.getByTestId('certificate-file-stored')).toContainText(first)
			await expect(row.locator('input[name$=".fileUrl"]')).toHaveValue(/^\/documents\/[a-f0-9]{16}\.pdf$/)
			const firstUrl = await row.locator('input[name$=".fileUrl"]').inputValue()
			await saveAndWait(page, page.getByTestId('product-save'))
			await page.reload()
			const saved = page.getByTestId('export-certifications-row').last()
			await expect(saved.getByTestId('certificate-file-stored')).toContainText(first)
			await expect(saved.locator('input[name$=".fileUrl"]')).toHaveValue(firstUrl)

			// A renewed certificate replaces it; saved again and reloaded.
			await expectHydrated(page.getByTestId('product-form'))
			await expect(saved.getByTestId('certificate-file-upload')).toHaveText(replace)
			const second = `iso-22000-renewed-${stamp}.pdf`
			await saved.getByTestId('certificate-file-input').setInputFiles({ name: second, mimeType: 'application/pdf', buffer: await certificatePdf(`ISO 22000 renewed ${stamp}`) })
			await expect(saved.getByTestId('certificate-file-stored')).toContainText(second)
			const secondUrl = await saved.locator('input[name$=".fileUrl"]').inputValue()
			expect(secondUrl).not.toBe(firstUrl)
			await saveAndWait(page, page.getByTestId('product-save'))
			await page.reload()
			await expect(page.getByTestId('export-certifications-row').last().getByTestId('certificate-file-stored')).toContainText(second)

			// A buyer (no session) opens it from the product page; the replaced file is no longer served.
			const visitor = await browser.newContext({ locale: lang, storageState: { cookies: [], origins: [] } })
			const buyer = await visitor.newPage()
			await buyer.goto(lang === 'en' ? `/en/products/${slug}` : `/products/${slug}`)
			const link = buyer.getByTestId('export-certifications').getByRole('link', { name: pdfLink })
			await expect(link).toHaveAttribute('href', secondUrl)
			const opened = await buyer.request.get(secondUrl)
			expect(opened.status()).toBe(200)
			expect(opened.headers()['content-type']).toBe('application/pdf')
			expect(opened.headers()['content-disposition']).toContain(encodeURIComponent(second))
			expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-')
			expect((await buyer.request.get(firstUrl)).status()).toBe(404)
			// Staff still open the replaced file (a kept revision names it) to compare.
			expect((await page.request.get(firstUrl)).status()).toBe(200)
			await visitor.close()
		})
	})
}
