import { execFileSync } from 'node:child_process'
import { expect, test as setup } from '@playwright/test'
import { e2eDataDir } from '../../playwright.config.ts'
import { staff } from './staff.ts'

/**
 * Creates an administrator and an editor in the e2e server's database with the real CLI, then signs
 * each in through the login page and saves the browser state for the journeys that need it.
 */
for (const account of Object.values(staff)) {
	setup(`create and sign in the ${account.role}`, async ({ page }) => {
		execFileSync(
			process.execPath,
			['--import', 'tsx', 'scripts/create-admin.ts', '--email', account.email, '--name', account.name, '--password', account.password, '--role', account.role],
			{ env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' }, stdio: 'pipe' },
		)
		await page.goto('/login')
		await page.locator('input[name=email]').fill(account.email)
		await page.locator('input[name=password]').fill(account.password)
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page).toHaveURL(/\/admin$/)
		await page.context().storageState({ path: account.state })
	})
}
