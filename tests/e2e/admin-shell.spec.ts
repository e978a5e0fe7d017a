import { expect, test } from '@playwright/test'
import { staff } from './staff.ts'

test.describe('back-office access', () => {
	test('an anonymous visitor is sent to the login page, on the server', async ({ request, page }) => {
		const response = await request.get('/admin/activity', { maxRedirects: 0 })
		expect(response.status()).toBe(302)
		expect(response.headers().location).toBe('/login?redirectTo=%2Fadmin%2Factivity')
		await page.goto('/admin/dashboard')
		await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
	})

	test('a wrong password shows an error in Arabic and keeps the e-mail', async ({ page }) => {
		await page.goto('/login')
		await page.locator('input[name=email]').fill(staff.admin.email)
		await page.locator('input[name=password]').fill('not-the-password-at-all')
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page.getByTestId('login-error')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
		await expect(page.locator('input[name=email]')).toHaveValue(staff.admin.email)
	})

	test('sign in returns to the page that asked, the language toggles, sign-out ends the session', async ({ page }) => {
		await page.goto('/admin/activity')
		await page.locator('input[name=email]').fill(staff.admin.email)
		await page.locator('input[name=password]').fill(staff.admin.password)
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page).toHaveURL(/\/admin\/activity$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجل النشاط')
		await page.getByTestId('admin-language').first().click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity log')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		const cookies = await page.context().cookies()
		await page.getByTestId('sign-out').first().click()
		await expect(page).toHaveURL(/\/login$/)
		// The old session cookie no longer opens the back-office.
		const stale = await page.context().request.get('/admin', { maxRedirects: 0, headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } })
		expect(stale.status()).toBe(302)
	})

	test.describe('as an editor', () => {
		test.use({ storageState: staff.editor.state })
		test('the users screen is not in the menu', async ({ page }) => {
			await page.goto('/admin')
			await expect(page.getByRole('link', { name: 'المستخدمون' })).toHaveCount(0)
		})
	})
})
