import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'

/**
 * Site settings and SEO journeys. They share one server with journeys running in parallel, so they
 * change only values no other journey asserts on: the contact e-mail, the third phone, the English
 * home description and sharing title, and one extra robots.txt rule (Disallow: /admin and the
 * sitemap line, which the public-site journey checks, stay).
 */
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

test.describe('site settings and SEO back-office', () => {
	test.use({ storageState: staff.admin.state })

	test('a contact setting changed in the back-office shows in the public footer at once', async ({ page }) => {
		const id = tag()
		const email = `sales-${id}@tasdeer.example`
		await page.goto('/admin/settings')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعدادات الموقع')

		// A refused save: errors per field in Arabic, typed values kept, nothing saved.
		await page.locator('input[name=contact_email]').fill('sales@')
		await page.locator('input[name=contact_phone_3]').fill('phone me')
		await page.locator('input[name=google_analytics_id]').fill('AW-123')
		await page.getByTestId('settings-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText('يرجى تصحيح الحقول المشار إليها.')
		await expect(page.getByTestId('field-contact_email')).toContainText('أدخل بريدًا إلكترونيًا صحيحًا')
		await expect(page.getByTestId('field-contact_phone_3')).toContainText('أدخل رقم هاتف صحيحًا')
		await expect(page.getByTestId('field-google_analytics_id')).toContainText('أدخل معرّف Google صحيحًا')
		await expect(page.locator('input[name=contact_phone_3]')).toHaveValue('phone me')

		await page.locator('input[name=contact_email]').fill(email)
		await page.locator('input[name=contact_phone_3]').fill('+966 50 ٧٦٥ 4399')
		await page.locator('input[name=google_analytics_id]').fill('')
		await page.getByTestId('settings-save').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم حفظ إعدادات الموقع، وهي ظاهرة الآن في الموقع.')
		await expect(page.locator('input[name=contact_phone_3]')).toHaveValue('+966 50 765 4399')

		for (const path of ['/', '/en/contact']) {
			await page.goto(path)
			await expect(page.getByTestId('footer-email')).toHaveAttribute('href', `mailto:${email}`)
			await expect(page.locator('footer a[href="tel:+966507654399"]')).toBeVisible()
		}

		// The save is in the activity log.
		await page.goto('/admin/activity')
		await expect(page.locator('main')).toContainText('admin@e2e.example')
	})

	test('saving SEO settings changes robots.txt and the home page meta at once', async ({ page, request }) => {
		const id = tag()
		const description = `Food import and export from Jeddah (${id}).`
		await page.goto('/admin/seo')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('تحسين محركات البحث')

		// The live preview follows the typing, with a length counter. A click before hydration does
		// nothing (the toggle is React's), so wait for it.
		const english = page.getByRole('button', { name: 'الإنجليزية' })
		await expectHydrated(english)
		await english.click()
		await expect(page.getByTestId('search-preview')).toHaveAttribute('lang', 'en')
		// Editing a field shows its language: the Arabic title turns the preview back to Arabic.
		await page.locator('input[name=meta_title_ar]').focus()
		await expect(page.getByTestId('search-preview')).toHaveAttribute('lang', 'ar')
		await expect(page.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true')
		const descriptionInput = page.locator('textarea[name=meta_description_en]')
		await descriptionInput.fill(description)
		await expect(page.getByTestId('search-preview')).toHaveAttribute('lang', 'en')
		await expect(page.getByTestId('search-preview-description')).toHaveText(description)
		await expect(page.getByTestId('field-meta_description').getByTestId('counter-en')).toContainText(`${description.length} / 160`)
		await page.locator('input[name=og_title_en]').fill(`Share ${id}`)
		await expect(page.getByTestId('social-preview-title')).toHaveText(`Share ${id}`)

		// A URL field that is not a URL: refused in a red box, the typing kept.
		await page.locator('input[name=og_image]').fill('picture.png')
		await page.getByTestId('seo-save').click()
		await expect(page.getByTestId('banner-error')).toHaveClass(/red/)
		await expect(page.getByTestId('field-og_image')).toContainText('أدخل رابطًا صحيحًا يبدأ بـ https://')
		await expect(descriptionInput).toHaveValue(description)
		await page.locator('input[name=og_image]').fill('')

		const robots = page.locator('textarea[name=robots_txt]')
		const rules = await robots.inputValue()
		expect(rules).toContain('Disallow: /admin')
		await robots.fill(`${rules}\nDisallow: /e2e-${id}`)
		// Slow the answer down a little so the saving state can be seen.
		await page.route('**/admin/seo*', async (route) => {
			if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400))
			await route.continue()
		})
		await page.getByTestId('seo-save').click()
		await expect(page.getByTestId('seo-saving')).toBeVisible()
		await expect(page.getByTestId('seo-form')).toBeHidden()
		await expect(page.getByTestId('banner-success')).toHaveText('تم حفظ الإعدادات بنجاح')
		await expect(page.getByTestId('seo-form')).toBeVisible()
		await expect(robots).toHaveValue(new RegExp(`Disallow: /e2e-${id}$`))

		const robotsTxt = await (await request.get('/robots.txt')).text()
		expect(robotsTxt).toContain(`Disallow: /e2e-${id}`)
		expect(robotsTxt).toContain('Disallow: /admin')
		expect(robotsTxt).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/)

		await page.goto('/en')
		await expect(page.locator('meta[name=description]')).toHaveAttribute('content', description)
		await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Share ${id}`)
	})

	test('editors cannot open either screen', async ({ browser }) => {
		const context = await browser.newContext({ storageState: staff.editor.state })
		const page = await context.newPage()
		for (const path of ['/admin/settings', '/admin/seo']) {
			const response = await page.goto(path)
			expect(response?.status()).toBe(403)
		}
		await expect(page.getByRole('link', { name: 'إعدادات الموقع' })).toHaveCount(0)
		await context.close()
	})
})
