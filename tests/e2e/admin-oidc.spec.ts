import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import { type MockChoice, MOCK_IDENTITY_COOKIE, type MockOidcProvider, startMockOidc } from '../oidc-mock.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'
import { openHydrated } from './hydration.ts'

/**
 * Sign-in through an OpenID Connect provider, in the browser: a local mock issuer, and a server of
 * this journey's own configured for it (PUBLIC_URL is the address the browser uses, as in a real
 * deployment). Who signs in at the provider is chosen with a cookie on the provider's origin.
 */
const member = { email: 'noor@oidc.example', name: 'Noor', password: 'oidc-journey-password-1', role: 'editor' as const }

let provider: MockOidcProvider
let server: OwnServer

test.beforeAll(async () => {
	provider = await startMockOidc()
	server = await startOwnServer({
		OIDC_ISSUER: provider.issuer,
		OIDC_CLIENT_ID: provider.clientId,
		OIDC_CLIENT_SECRET: provider.clientSecret,
		OIDC_NAME: 'Tasdeer SSO',
	})
	server.createStaff(member)
})

test.afterEach(async ({ page }, testInfo) => {
	if (testInfo.status !== testInfo.expectedStatus) console.log(page.url(), '\n', server?.output().slice(-4000))
})

test.afterAll(async () => {
	await server?.stop()
	await provider?.stop()
})

async function atProvider(context: BrowserContext, choice: MockChoice) {
	await context.addCookies([{ name: MOCK_IDENTITY_COOKIE, value: encodeURIComponent(JSON.stringify(choice)), url: provider.issuer }])
}

async function signInWithProvider(page: Page, name: RegExp) {
	await page.goto(`${server.url}/login?redirectTo=%2Fadmin%2Fposts`)
	await page.getByTestId('oauth-providers').getByRole('button', { name }).click()
}

test('staff sign in with the configured provider; strangers and provider errors are told why; identities link and unlink', async ({ page, context }) => {
	test.setTimeout(120_000)

	await test.step('an e-mail without a staff account is refused on /login, in Arabic by default', async () => {
		await atProvider(context, { sub: 'stranger-1', email: 'stranger@elsewhere.example' })
		await signInWithProvider(page, /الدخول عبر Tasdeer SSO/)
		await expect(page).toHaveURL(/\/login\?.*error=signup_disabled/)
		await expect(page.getByTestId('oauth-error')).toContainText('لا يوجد حساب موظف بهذا البريد الإلكتروني')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
	})

	await test.step("the provider's own error description is shown, in English when chosen", async () => {
		await context.addCookies([{ name: 'lang', value: 'en', url: server.url }])
		await atProvider(context, { error: 'access_denied', error_description: 'The user cancelled at the provider.' })
		await signInWithProvider(page, /Sign in with Tasdeer SSO/)
		await expect(page.getByTestId('oauth-error')).toHaveText('The provider refused the sign-in: The user cancelled at the provider.')
		await atProvider(context, { error: 'server_error' })
		await signInWithProvider(page, /Sign in with Tasdeer SSO/)
		await expect(page.getByTestId('oauth-error')).toContainText('Error in URL with unspecified error_description')
	})

	await test.step('an invited staff member signs in and lands where they were going', async () => {
		await atProvider(context, { sub: 'noor-at-sso', email: member.email, name: 'Noor at SSO' })
		await signInWithProvider(page, /Sign in with Tasdeer SSO/)
		await expect(page).toHaveURL(`${server.url}/admin/posts`)
	})

	await test.step('the account page lists the identity and unlinks it after confirmation', async () => {
		await openHydrated(page, `${server.url}/admin/account`)
		const identities = page.getByTestId('identities')
		await expect(identities.getByTestId('identity-row')).toHaveCount(2)
		const row = identities.locator('[data-testid=identity-row][data-provider=oidc]')
		await expect(row).toContainText('Tasdeer SSO')
		await expect(row).toContainText('noor-at-sso')
		await row.getByRole('button', { name: 'Unlink' }).click()
		await page.locator('dialog[open]').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toContainText('Tasdeer SSO was unlinked.')
		await expect(identities.getByTestId('identity-row')).toHaveCount(1)
	})

	await test.step('and links it again through the provider', async () => {
		await page.getByTestId('identities').getByRole('button', { name: 'Link Tasdeer SSO' }).click()
		await expect(page).toHaveURL(`${server.url}/admin/account?linked=oidc`)
		await expect(page.getByTestId('banner-success')).toContainText('Tasdeer SSO is now linked to your account.')
		await expect(page.locator('[data-testid=identity-row][data-provider=oidc]')).toContainText('noor-at-sso')
	})

	await test.step('after signing out, the linked identity signs in again', async () => {
		await page.getByTestId('sign-out').first().click()
		await expect(page).toHaveURL(`${server.url}/login`)
		await signInWithProvider(page, /Sign in with Tasdeer SSO/)
		await expect(page).toHaveURL(`${server.url}/admin/posts`)
	})
})
