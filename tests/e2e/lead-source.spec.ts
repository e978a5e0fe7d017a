import { expect, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { expectDisplayChecks } from './a11y-checks.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { databaseFile } from './messages-db.ts'
import { staff } from './staff.ts'

/**
 * Where an enquiry came from (decision 0038): a visitor lands on a product page from a campaign link
 * on another site, browses two more pages, sends the contact form; staff then find the source on the
 * message screen and in the analytics screen's tables.
 */

/** An active product's slug from the e2e server's own database. */
function productSlug(): string {
	const database = new SQLite(databaseFile, { readonly: true, fileMustExist: true })
	try {
		return (database.prepare('select slug from products where is_active = 1 order by display_order, id limit 1').get() as { slug: string }).slug
	} finally {
		database.close()
	}
}

test.describe('where an enquiry came from', () => {
	test.use({ storageState: staff.admin.state })

	test('a campaign visit that ends in a contact message shows its source on the message and in the analytics tables', async ({ page, browser }) => {
		test.setTimeout(90_000)
		const token = `lead${Date.now().toString(36)}`
		const campaign = `spring-${token}`
		const landing = `/en/products/${productSlug()}`

		// A visitor of its own address, no cookies: other journeys' visits never decide what this one stores.
		const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } })
		const site = await visitor.newPage()
		await site.goto(`${landing}?utm_source=agri-news&utm_medium=email&utm_campaign=${campaign}&utm_content=banner`, { referer: 'https://www.partner.example/suppliers?q=rice' })
		const nav = site.getByRole('navigation', { name: 'Main navigation' })
		await expectHydrated(nav.getByRole('link', { name: 'About' }))
		await nav.getByRole('link', { name: 'About' }).click()
		await expect(site).toHaveURL(/\/en\/about$/)
		await nav.getByRole('link', { name: 'Contact' }).click()
		await expect(site).toHaveURL(/\/en\/contact$/)
		// Nothing of it is a cookie.
		expect((await visitor.cookies()).map((c) => c.name)).toEqual([])

		const form = site.getByTestId('contact-form')
		await form.getByLabel('Full name').fill(`Nadia ${token}`)
		await form.getByLabel('E-mail').fill(`nadia.${token}@buyer.example`)
		await form.getByLabel('Service needed').selectOption('sea_freight')
		await form.getByLabel('Message').fill(`Please quote ten containers of rice. ${token}`)
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(site.getByTestId('contact-result')).toContainText('sent successfully')
		await visitor.close()

		// The message screen, in the staff member's language (Arabic here).
		await page.goto('/admin/messages')
		await page.getByTestId('messages-search').fill(token)
		await page.getByTestId('message-open').filter({ hasText: token }).click()
		const panel = page.getByTestId('lead-source')
		await expect(panel.getByRole('heading')).toHaveText('مصدر هذا الاستفسار')
		await expect(panel.getByTestId('lead-source-name')).toContainText('agri-news')
		await expect(panel.getByTestId('lead-source-name')).toContainText('حملة')
		await expect(panel.getByTestId('lead-landing').getByRole('link')).toHaveText(landing)
		await expect(panel.getByTestId('lead-referrer')).toContainText('partner.example')
		await expect(panel).toContainText(campaign)
		await expect(panel).toContainText('banner')
		// The landing page, About, Contact.
		await expect(panel.getByTestId('lead-pages')).toContainText('3 صفحات')
		await expect(panel.getByTestId('lead-device')).toContainText('حاسوب')
		await expect(panel.getByTestId('lead-form-page')).toContainText('/en/contact')
		// The referrer's path and query were never kept.
		await expect(panel).not.toContainText('suppliers')
		await expectNoAxeViolations(page, 'message with its source')
		await expectDisplayChecks(page, 'message with its source')

		// The analytics screen's tables (the last 7 days).
		await page.goto('/admin/analytics')
		const enquiries = page.getByTestId('enquiries')
		await expect(enquiries.getByTestId('lead-campaigns')).toContainText(campaign)
		await expect(enquiries.getByTestId('lead-sources')).toContainText('agri-news')
		await expect(enquiries.getByTestId('lead-landing-pages')).toContainText(landing)
		for (const step of ['visitors', 'product-viewers', 'enquiries'])
			expect(Number((await enquiries.getByTestId(`funnel-${step}`).getByTestId('value').innerText()).replace(/[^\d٠-٩]/g, '').replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))))).toBeGreaterThanOrEqual(1)
	})

	test('without JavaScript a message keeps only what the server knows: the device and the page it was sent from', async ({ page, browser }) => {
		test.setTimeout(60_000)
		const token = `nojs${Date.now().toString(36)}`
		const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } })
		const site = await visitor.newPage()
		await site.goto('/contact?utm_source=should-not-count', { referer: 'https://partner.example/' })
		const form = site.getByTestId('contact-form')
		await form.locator('input[name=name]').fill(`Salim ${token}`)
		await form.locator('input[name=email]').fill(`salim.${token}@buyer.example`)
		await form.locator('select[name=service]').selectOption('other')
		await form.locator('textarea[name=message]').fill(`Do you export dates to Oman? ${token}`)
		await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
		await expect(site.getByTestId('contact-result')).toContainText('تم إرسال رسالتك بنجاح')
		await visitor.close()

		await page.goto('/admin/messages')
		await page.getByTestId('messages-search').fill(token)
		await page.getByTestId('message-open').filter({ hasText: token }).click()
		const panel = page.getByTestId('lead-source')
		await expect(panel.getByTestId('lead-source-name')).toContainText('غير معروف')
		await expect(panel).toContainText('لم يرسل المتصفح سجل الزيارة')
		await expect(panel.getByTestId('lead-landing')).toContainText('لم يُذكر')
		await expect(panel.getByTestId('lead-device')).toContainText('حاسوب')
		await expect(panel.getByTestId('lead-form-page')).toContainText('/contact')
		await expect(panel).not.toContainText('should-not-count')
	})
})
