import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import { expect, test } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config.ts'
import { staff } from './staff.ts'

/**
 * Sign-in as an attacker tries it and as the owner sees it (decision 0025): a crafted "come back
 * to" address never leaves the site, and failed guesses from many addresses slow the owner's
 * sign-in down without refusing it. The server trusts X-Forwarded-For here (TRUST_PROXY), so each
 * guess can come from an address of its own.
 */
const hostile = '/.//evil.example/phish'

test.describe('after sign-in the browser stays on the site', () => {
	test('signed in already: a crafted redirectTo goes to the dashboard', async ({ browser }) => {
		const context = await browser.newContext({ storageState: staff.admin.state })
		const page = await context.newPage()
		await page.goto(`/login?redirectTo=${encodeURIComponent(hostile)}`)
		await expect(page).toHaveURL(/\/admin$/)
		expect(new URL(page.url()).host).not.toContain('evil.example')
		await context.close()
	})

	test('signing in with a crafted redirectTo goes to the dashboard', async ({ page }) => {
		await page.goto(`/login?redirectTo=${encodeURIComponent('/%2e%2e//evil.example/phish')}`)
		await page.locator('input[name=email]').fill(staff.editor.email)
		await page.locator('input[name=password]').fill(staff.editor.password)
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page).toHaveURL(/\/admin$/)
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	})
})

test('twenty failed guesses from twenty addresses slow the owner down but do not lock them out', async ({ page, request, baseURL }) => {
	test.setTimeout(60_000)
	const owner = { email: `owner-${crypto.randomBytes(3).toString('hex')}@e2e.example`, password: 'the-owners-own-password-7' }
	execFileSync(
		process.execPath,
		['--import', 'tsx', 'scripts/create-admin.ts', '--email', owner.email, '--name', 'Account Owner', '--password', owner.password, '--role', 'editor'],
		{ env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' }, stdio: 'pipe' },
	)
	const guesses = await Promise.all(
		Array.from({ length: 20 }, (_, i) =>
			request.post('/login', {
				headers: { origin: baseURL!, 'x-forwarded-for': `198.51.100.${i + 10}` },
				form: { email: owner.email, password: `guess number ${i}` },
				maxRedirects: 0,
			}),
		),
	)
	expect(guesses.map((r) => r.status())).toEqual(Array(20).fill(401))

	// The owner, from their own address, with the right password: a wait, then the dashboard.
	await page.goto('/login')
	await page.locator('input[name=email]').fill(owner.email)
	await page.locator('input[name=password]').fill(owner.password)
	const started = Date.now()
	await page.getByTestId('login-form').getByRole('button').first().click()
	await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 })
	expect(Date.now() - started).toBeGreaterThan(4_000)
	await expect(page.getByTestId('login-error')).toHaveCount(0)
})
