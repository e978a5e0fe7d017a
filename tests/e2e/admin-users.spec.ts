import crypto from 'node:crypto'
import { type Browser, type Page, expect, test } from '@playwright/test'
import { totp } from '../totp.ts'
import { staff } from './staff.ts'
import { openHydrated, reloadHydrated } from './hydration.ts'

const confirmDialog = (page: Page) => page.locator('dialog[open]').getByTestId('confirm-submit')
const unique = () => `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`

async function signIn(page: Page, email: string, password: string) {
	await page.goto('/login')
	await page.locator('input[name=email]').fill(email)
	await page.locator('input[name=password]').fill(password)
	await page.getByTestId('login-form').getByRole('button').first().click()
}

/** The administrator adds someone from the users screen; without SMTP the page shows their password link. */
async function inviteFromUsersScreen(browser: Browser, member: { name: string; email: string; role?: 'admin' | 'editor' }): Promise<string> {
	const context = await browser.newContext({ storageState: staff.admin.state })
	const page = await context.newPage()
	await page.goto('/admin/users')
	const form = page.getByTestId('invite-form')
	await form.locator('input[name=name]').fill(member.name)
	await form.locator('input[name=email]').fill(member.email)
	await form.locator(`input[name=role][value=${member.role ?? 'editor'}]`).check()
	await form.getByRole('button', { name: 'إضافة وإرسال الدعوة' }).click()
	await expect(page.getByTestId('banner-success')).toContainText(member.name)
	const link = await page.getByTestId('password-link-url').inputValue()
	await context.close()
	return link
}

test.describe('users screen (administrator)', () => {
	test.use({ storageState: staff.admin.state })
	// The last-admin journey needs the e2e administrator to be the only one: this file adds administrators only after it.
	test.describe.configure({ mode: 'serial' })

	test('removing the last administrator is refused', async ({ page, baseURL }) => {
		await page.goto('/admin/users')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('المستخدمون')
		const own = page.getByTestId('staff-row').and(page.locator(`[data-email="${staff.admin.email}"]`))
		await expect(own.getByTestId('staff-role')).toHaveAttribute('data-role', 'admin')
		// Your own row offers your account page, not removal…
		await expect(own.getByRole('button')).toHaveCount(0)
		await expect(own.getByRole('link', { name: 'إدارة حسابي' })).toBeVisible()
		// …and the server refuses it anyway (a stale or forged form).
		const id = await own.getAttribute('data-id')
		const response = await page.request.post('/admin/users', { form: { intent: 'remove', id: id! }, headers: { origin: baseURL! } })
		expect(response.status()).toBe(409)
		expect(await response.text()).toContain('لا يمكن إزالة آخر مدير أو تحويله إلى محرر')
		await page.reload()
		await expect(own).toHaveCount(1)
	})

	test('an administrator adds an editor, makes them an administrator, and removes them', async ({ page }) => {
		const name = `محرر تجريبي ${unique()}`
		const email = `editor-${unique()}@e2e.example`
		await page.goto('/admin/users')
		const form = page.getByTestId('invite-form')
		// A refused form keeps what was typed and says why.
		await form.locator('input[name=name]').fill(name)
		await form.locator('input[name=email]').fill('not-an-email')
		await form.getByRole('button', { name: 'إضافة وإرسال الدعوة' }).click()
		await expect(page.getByTestId('banner-error')).toBeVisible()
		await expect(form.getByText('أدخل بريدًا إلكترونيًا صحيحًا')).toBeVisible()
		await expect(form.locator('input[name=name]')).toHaveValue(name)

		await form.locator('input[name=email]').fill(email)
		await expect(form.locator('input[name=role][value=editor]')).toBeChecked()
		await form.getByRole('button', { name: 'إضافة وإرسال الدعوة' }).click()
		await expect(page.getByTestId('banner-success')).toContainText(name)
		await expect(page.getByTestId('password-link-url')).toHaveValue(/\/api\/auth\/reset-password\//)
		await expect(form.locator('input[name=name]')).toHaveValue('')

		const row = page.getByTestId('staff-row').and(page.locator(`[data-email="${email}"]`))
		await expect(row.getByTestId('staff-role')).toHaveAttribute('data-role', 'editor')
		await row.getByRole('button', { name: 'ترقية إلى مدير' }).click()
		await confirmDialog(page).click()
		await expect(page.getByTestId('banner-success')).toContainText('مدير')
		await expect(row.getByTestId('staff-role')).toHaveAttribute('data-role', 'admin')

		await row.getByRole('button', { name: 'تحويل إلى محرر' }).click()
		await confirmDialog(page).click()
		await expect(row.getByTestId('staff-role')).toHaveAttribute('data-role', 'editor')
		// The second change is the one stored.
		await reloadHydrated(page)
		await expect(row.getByTestId('staff-role')).toHaveAttribute('data-role', 'editor')

		await row.getByRole('button', { name: /^إزالة/ }).click()
		await confirmDialog(page).click()
		await expect(page.getByTestId('banner-success')).toContainText(name)
		await expect(row).toHaveCount(0)

		// Every change is in the activity log.
		await page.goto('/admin/activity?entity=user')
		await expect(page.getByTestId('activity-row').filter({ hasText: name })).toHaveCount(4)
	})
})

test.describe('users screen (editor)', () => {
	test.use({ storageState: staff.editor.state })

	test('an editor opening /admin/users gets the 403 screen', async ({ page }) => {
		const response = await page.goto('/admin/users')
		expect(response?.status()).toBe(403)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('لا يمكن الوصول إلى هذه الصفحة')
		await expect(page.getByTestId('admin-error')).toHaveText('ليست لديك صلاحية لهذا الإجراء.')
		// Their own account page is theirs.
		await page.goto('/admin/account')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('حسابي')
	})
})

test.describe('my account', () => {
	test('turn on two-factor, sign in with a code, sign out of the other sessions', async ({ browser, baseURL }) => {
		test.setTimeout(90_000)
		const name = `Two Factor ${unique()}`
		const email = `twofactor-${unique()}@e2e.example`
		const password = 'my own passphrase 2468'
		const link = await inviteFromUsersScreen(browser, { name, email })

		// The invitation link: they choose their own password.
		const context = await browser.newContext({ baseURL })
		const page = await context.newPage()
		await page.goto(link)
		await expect(page).toHaveURL(/\/reset-password\?token=/)
		await page.locator('input[name=password]').fill(password)
		await page.getByRole('button', { name: 'حفظ كلمة المرور' }).click()
		await expect(page).toHaveURL(/\/login\?reset=done/)

		await signIn(page, email, password)
		await expect(page).toHaveURL(/\/admin$/)
		// A second device, signed in before two-factor is on.
		const other = await browser.newContext({ baseURL })
		const otherPage = await other.newPage()
		await signIn(otherPage, email, password)
		await expect(otherPage).toHaveURL(/\/admin$/)

		await page.goto('/admin/account')
		const twoFactor = page.getByTestId('two-factor')
		await expect(twoFactor.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'false')
		await twoFactor.locator('input[name=password]').fill(password)
		await twoFactor.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click()
		await expect(page.getByTestId('totp-qr')).toBeVisible()
		const uri = await page.getByTestId('totp-uri').inputValue()
		expect(uri).toMatch(/^otpauth:\/\/totp\//)
		const secret = new URL(uri).searchParams.get('secret')!
		await expect(page.getByTestId('totp-secret')).toHaveText(secret.replace(/(.{4})(?=.)/g, '$1 '))

		// A wrong code keeps the setup on screen.
		const wrong = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, '0')
		await twoFactor.locator('input[name=code]').fill(wrong)
		await twoFactor.getByRole('button', { name: 'تأكيد وتفعيل' }).click()
		await expect(twoFactor.getByText('الرمز غير صحيح')).toBeVisible()
		await expect(page.getByTestId('totp-qr')).toBeVisible()

		const setupCode = totp(secret)
		await twoFactor.locator('input[name=code]').fill(setupCode)
		await twoFactor.getByRole('button', { name: 'تأكيد وتفعيل' }).click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم تفعيل التحقق بخطوتين.')
		await expect(twoFactor.getByTestId('two-factor-status')).toHaveAttribute('data-enabled', 'true')
		await expect(page.getByTestId('backup-code')).toHaveCount(10)
		// Shown once: gone after a reload.
		await page.reload()
		await expect(page.getByTestId('backup-code')).toHaveCount(0)

		// Sign out, sign in again: the code is asked for, then the dashboard.
		await page.getByTestId('sign-out').first().click()
		await expect(page).toHaveURL(/\/login$/)
		await signIn(page, email, password)
		await expect(page).toHaveURL(/\/login\/verify/)
		// The code that turned it on has been used: it does not sign in (someone who saw it cannot either).
		await page.locator('input[name=code]').fill(setupCode)
		await page.getByRole('button', { name: 'تحقق' }).click()
		await expect(page.getByTestId('verify-error')).toBeVisible()
		// The app's next code does (a code is accepted up to one 30-second step early).
		await page.locator('input[name=code]').fill(totp(secret, Date.now() + 30_000))
		await page.getByRole('button', { name: 'تحقق' }).click()
		await expect(page).toHaveURL(/\/admin$/)

		// Two sessions now; end the other one from the account page.
		await openHydrated(page, '/admin/account')
		await expect(page.getByTestId('session-row')).toHaveCount(2)
		await expect(page.locator('[data-testid=session-row][data-current=true]')).toHaveCount(1)
		await page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة الأخرى' }).click()
		await confirmDialog(page).click()
		await expect(page.getByTestId('banner-success')).toContainText('تم تسجيل الخروج من الأجهزة الأخرى')
		await expect(page.getByTestId('session-row')).toHaveCount(1)
		await otherPage.goto('/admin')
		await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
		// This one is still signed in.
		await page.goto('/admin')
		await expect(page).toHaveURL(/\/admin$/)
		await context.close()
		await other.close()
	})
})
