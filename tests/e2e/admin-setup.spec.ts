import { expect, test } from '@playwright/test'
import { type OwnServer, startOwnServer } from './own-server.ts'

/**
 * The first start of a fresh installation, as an operator meets it: no staff account exists, the
 * server prints a one-time setup link in its log, and whoever opens it creates the first
 * administrator. The shared e2e server already has staff, so this journey runs a server of its own
 * on a fresh data directory.
 */
let server: OwnServer

test.beforeAll(async () => {
	server = await startOwnServer()
})

test.afterAll(async () => {
	await server?.stop()
})

test('the setup link printed at first start creates the first administrator once, who can then sign in', async ({ page }) => {
	test.setTimeout(90_000)
	const admin = { name: 'Maryam Setup', email: 'maryam@setup.example', password: 'first-admin-password-7' }

	const [, link] = await server.waitForOutput(/No staff account exists yet\. Create the first administrator at (\S+\/setup\?token=[\w-]+)/)
	expect(new URL(link!).origin).toBe(server.url)

	await test.step('without the token, or with a wrong one, there is no setup page', async () => {
		expect((await page.goto(`${server.url}/setup`))?.status()).toBe(404)
		expect((await page.goto(`${server.url}/setup?token=not-the-token`))?.status()).toBe(404)
	})

	await test.step('the link opens the setup form (Arabic by default); a weak password is refused and the form keeps what was typed', async () => {
		expect((await page.goto(link!))?.status()).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		const form = page.getByTestId('setup-form')
		await form.locator('input[name=name]').fill(admin.name)
		await form.locator('input[name=email]').fill(admin.email)
		await form.locator('input[name=password]').fill('aaaaaaaaaaaa')
		await form.getByRole('button').click()
		await expect(form.getByRole('alert').first()).toContainText('كلمة المرور ضعيفة')
		await expect(form.locator('input[name=email]')).toHaveValue(admin.email)
	})

	await test.step('a good password creates the administrator and signs them in', async () => {
		const form = page.getByTestId('setup-form')
		await form.locator('input[name=password]').fill(admin.password)
		await form.getByRole('button').click()
		await expect(page).toHaveURL(`${server.url}/admin`)
		await expect(page.getByText(admin.email).first()).toBeVisible()
		// An administrator: the staff screen opens.
		expect((await page.goto(`${server.url}/admin/users`))?.status()).toBe(200)
		await expect(page.getByText(admin.name).first()).toBeVisible()
	})

	await test.step('the link works only once', async () => {
		expect((await page.goto(link!))?.status()).toBe(404)
	})

	await test.step('after signing out, the administrator signs in with the chosen password', async () => {
		await page.goto(`${server.url}/admin`)
		await page.getByTestId('sign-out').first().click()
		await expect(page).toHaveURL(`${server.url}/login`)
		await page.locator('input[name=email]').fill(admin.email)
		await page.locator('input[name=password]').fill(admin.password)
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page).toHaveURL(`${server.url}/admin`)
	})
})
