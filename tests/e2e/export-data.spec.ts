import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'
import { staff } from './staff.ts'

/**
 * Export-grade product data (decision 0034) as staff and buyers use it: edited in the product form
 * (rows added and removed, an Incoterm dropped), saved twice and reloaded; shown on the product page
 * in both languages with valid certifications only; and the listing's filters without JavaScript.
 * Edits the demo turmeric, which no other journey touches.
 */

test.describe('export data in the back-office', () => {
	test.use({ storageState: staff.admin.state })

	test('staff edit export data, save twice, and buyers see it on the product page', async ({ page }) => {
		await page.goto('/admin/products?q=turmeric-powder')
		await page.getByRole('link', { name: 'كركم مطحون', exact: true }).click()
		await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
		const form = page.getByTestId('product-form')
		const editor = page.getByTestId('export-editor')
		await expectHydrated(form)
		await expect(editor.locator('[name="export.hsCode"]')).not.toHaveValue('')
		const ports = page.getByTestId('export-ports-row')
		const portCount = await ports.count()
		const number = `SGS-FSSC-${Date.now().toString(36)}`

		// First round: an HS code typed with Arabic-Indic digits, a second port, a new certification, one Incoterm fewer.
		await editor.locator('[name="export.hsCode"]').fill('٠٩١٠.٣٠.١٠')
		await page.getByTestId('add-export-ports').click()
		await ports.last().locator('input[name$=".nameAr"]').fill('الدمام')
		await ports.last().locator('input[name$=".nameEn"]').fill(`Dammam ${number}`)
		await page.getByTestId('add-export-certifications').click()
		const certificate = page.getByTestId('export-certifications-row').last()
		await certificate.locator('input[name$=".name"]').fill('FSSC 22000')
		await certificate.locator('input[name$=".issuer"]').fill('SGS')
		await certificate.locator('input[name$=".number"]').fill(number)
		await certificate.locator('input[name$=".validUntil"]').fill('2099-06-30')
		const firstTerm = editor.locator('input[name^="export.incoterms."]:checked').first()
		const dropped = (await firstTerm.getAttribute('name'))!.slice('export.incoterms.'.length)
		await firstTerm.uncheck()
		await page.getByTestId('product-save').click()
		await expect(page.getByTestId('banner-success')).toBeVisible()
		await expect(editor.locator('[name="export.hsCode"]')).toHaveValue('0910.30.10')
		await expect(ports).toHaveCount(portCount + 1)

		// Second round on the form as the save left it: shelf life changes, the new port goes again.
		await expectHydrated(form)
		await editor.locator('[name="export.shelfLifeMonths"]').fill('20')
		await ports.last().getByRole('button', { name: /^إزالة / }).click()
		await saveAndWait(page, page.getByTestId('product-save'))
		await page.reload()
		await expect(editor.locator('[name="export.hsCode"]')).toHaveValue('0910.30.10')
		await expect(editor.locator('[name="export.shelfLifeMonths"]')).toHaveValue('20')
		await expect(ports).toHaveCount(portCount)
		await expect(editor.locator(`[name="export.incoterms.${dropped}"]`)).not.toBeChecked()
		await expect(page.getByTestId('export-certifications-row').last().locator('input[name$=".number"]')).toHaveValue(number)

		// A mistake is named at its field, in the staff member's language, and nothing is saved.
		await expectHydrated(form)
		await editor.locator('[name="export.hsCode"]').fill('12345')
		await page.getByTestId('product-save').click()
		await expect(editor.locator('[name="export.hsCode"]')).toHaveAttribute('aria-invalid', 'true')
		await page.reload()
		await expect(editor.locator('[name="export.hsCode"]')).toHaveValue('0910.30.10')

		// Buyers see the stored values, the new certification among the valid ones, in both languages.
		await page.goto('/en/products/turmeric-powder')
		const facts = page.getByTestId('export-facts')
		await expect(facts).toContainText('0910.30.10')
		await expect(facts).toContainText('20 months')
		await expect(facts).not.toContainText(`Dammam ${number}`)
		await expect(page.getByTestId('export-certifications')).toContainText(number)
		await page.goto('/products/turmeric-powder')
		await expect(page.getByTestId('export-facts')).toContainText('0910.30.10')
		await expect(page.getByTestId('export-certifications')).toContainText(number)
	})

	test('the dashboard lists certifications about to expire, each leading to its product', async ({ page }) => {
		// The demo basmati's FSSC 22000 certificate ends 18 days after the demo was loaded.
		await page.goto('/admin')
		const panel = page.getByTestId('expiring-certifications')
		const basmati = panel.getByRole('link').filter({ hasText: 'SGS-FSSC-30512' })
		await expect(basmati).toContainText('أرز بسمتي 1121 ستيم')
		await expect(panel).not.toContainText('OU-K-55120')
		await basmati.click()
		await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
		await expect(page.getByTestId('export-editor').locator('input[value="SGS-FSSC-30512"]')).toBeVisible()
	})
})

test.describe('export data for buyers', () => {
	test('the product page shows valid certifications only, codes isolated inside Arabic', async ({ page }) => {
		// The demo basmati has a Kosher certificate that expired 12 days before the demo was loaded.
		await page.goto('/products/basmati-rice-1121-steam')
		const certifications = page.getByTestId('export-certifications')
		await expect(certifications).toContainText('ISO 22000')
		await expect(certifications).not.toContainText('Kosher')
		await expect(page.getByTestId('export-facts').locator('bdi, [dir=ltr]').filter({ hasText: '1006.30' }).first()).toBeVisible()
	})

	test('the listing filters by origin, certification and Incoterm without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto('/en/products')
		const count = async () => Number(((await page.getByTestId('product-count').textContent()) ?? '').replace(/\D/g, ''))
		const all = await count()
		// Folded away until asked for, so the first products are in a phone's first screen.
		await expect(page.getByLabel('Origin')).toBeHidden()
		await page.getByText('Filter products').click()
		await page.getByLabel('Origin').selectOption('IN')
		await page.getByRole('button', { name: 'Apply' }).click()
		await expect(page).toHaveURL(/origin=IN/)
		const indian = await count()
		expect(indian).toBeGreaterThan(0)
		expect(indian).toBeLessThan(all)
		await expect(page.getByRole('link', { name: /Turmeric/ })).toHaveCount(0)
		await page.getByLabel('Incoterm').selectOption('CIF')
		await page.getByRole('button', { name: 'Apply' }).click()
		await expect(page).toHaveURL(/origin=IN.*incoterm=CIF|incoterm=CIF.*origin=IN/)
		expect(await count()).toBeLessThanOrEqual(indian)
		await page.getByRole('link', { name: 'Clear filters' }).click()
		await expect(page).toHaveURL(/\/en\/products$/)
		await expect.poll(count).toBe(all)
		await context.close()
	})
})
