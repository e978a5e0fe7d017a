import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { type MockChoice, type MockOidcProvider, mockIdentityCookie, startMockOidc } from '#tests/oidc-mock.ts'
import { handleAuthRequest, migrateAuth } from './auth.server.ts'
import { listIdentities, oauthFormOrigins, oauthProviders, startOAuthLink, startOAuthSignIn, unlinkIdentity } from './oauth.server.ts'
import { getSessionUser } from './session.server.ts'
import { signInWithPassword } from './sign-in.server.ts'
import { countUsers, createUser } from './staff-admin.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'

/**
 * Sign-in through an OpenID Connect provider, end to end with fetch against a local mock issuer:
 * our start function → the provider's authorize endpoint → better-auth's callback (token exchange,
 * ID-token verification against the issuer's JWKS) → a session, or /login with the error.
 */

const BASE = 'http://localhost:3000'
const PASSWORD = 'correct horse battery'
const STAFF = { email: 'layla@tasdeer.example', name: 'Layla', password: PASSWORD, role: 'editor' as const }
const OTHER = { email: 'sami@tasdeer.example', name: 'Sami', password: PASSWORD, role: 'admin' as const }

let provider: MockOidcProvider

beforeAll(async () => {
	provider = await startMockOidc()
	setConfig(
		parseConfig({
			...process.env,
			NODE_ENV: 'test',
			PUBLIC_URL: BASE,
			PORT: '3000',
			OIDC_ISSUER: provider.issuer,
			OIDC_CLIENT_ID: provider.clientId,
			OIDC_CLIENT_SECRET: provider.clientSecret,
			OIDC_NAME: 'Tasdeer SSO',
		}),
	)
})
afterAll(async () => {
	await provider?.stop()
})

let ipCounter = 0
const nextIp = () => `203.0.113.${++ipCounter}`

/** A tiny cookie jar: `Set-Cookie` headers in, `Cookie` header out. */
function jar() {
	const cookies = new Map<string, string>()
	return {
		take(headers: Headers) {
			for (const line of headers.getSetCookie()) {
				const [pair] = line.split(';')
				const index = pair!.indexOf('=')
				const name = pair!.slice(0, index)
				const value = pair!.slice(index + 1)
				if (!value || /max-age=0/i.test(line)) cookies.delete(name)
				else cookies.set(name, value)
			}
		},
		header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
	}
}

type Jar = ReturnType<typeof jar>

function formRequest(path: string, cookies?: Jar) {
	return new Request(`${BASE}${path}`, {
		method: 'POST',
		headers: { origin: BASE, ...(cookies ? { cookie: cookies.header() } : {}) },
	})
}

/**
 * Follows a started flow through the provider (as `choice`) and back into better-auth's callback.
 * Returns where the callback sends the browser.
 */
async function roundTrip(start: { url: string }, cookies: Jar, choice: MockChoice): Promise<URL> {
	const authorize = await fetch(start.url, { redirect: 'manual', headers: { cookie: mockIdentityCookie(choice) } })
	expect(authorize.status).toBe(302)
	const callback = authorize.headers.get('location')!
	expect(callback.startsWith(`${BASE}/api/auth/callback/oidc?`)).toBe(true)
	const response = await handleAuthRequest(new Request(callback, { headers: { cookie: cookies.header() } }), nextIp())
	expect(response.status).toBe(302)
	cookies.take(response.headers)
	return new URL(response.headers.get('location')!, BASE)
}

async function startSignIn(cookies: Jar, redirectTo = '/admin/posts') {
	const result = await startOAuthSignIn(formRequest('/login'), { providerId: 'oidc', redirectTo, clientIp: nextIp() })
	if (result.status !== 'redirect') throw new Error(`sign-in did not start: ${result.status}`)
	cookies.take(result.headers)
	return result
}

async function passwordSession(email: string) {
	const cookies = jar()
	const result = await signInWithPassword(formRequest('/login'), { email, password: PASSWORD, clientIp: nextIp() })
	if (result.status !== 'signed-in') throw new Error(`password sign-in failed: ${result.status}`)
	cookies.take(result.headers)
	return cookies
}

const who = async (cookies: Jar) => (await getSessionUser(new Request(`${BASE}/admin`, { headers: { cookie: cookies.header() } })))?.email ?? null

/**
 * A sign-in in a fresh browser that the callback refuses: it lands on /login, signed in as no one.
 * Returns the query /login was given (why, and where to go next).
 */
async function refusedSignIn(choice: MockChoice): Promise<URLSearchParams> {
	const cookies = jar()
	const landed = await roundTrip(await startSignIn(cookies), cookies, choice)
	expect(landed.pathname).toBe('/login')
	expect(await who(cookies)).toBeNull()
	return landed.searchParams
}

describe.each(testDialects)('sign-in through OpenID Connect on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		await migrateAuth()
		await createUser(STAFF)
		await createUser(OTHER)
	})

	it('offers the configured provider under its name, and lets forms lead to its authorization endpoint', async () => {
		expect(oauthProviders()).toEqual([{ id: 'oidc', name: 'Tasdeer SSO' }])
		expect(await oauthFormOrigins()).toEqual([new URL(provider.issuer).origin])
	})

	it('signs in an invited staff member whose e-mail the provider verified, and links the identity', async () => {
		const cookies = jar()
		const start = await startSignIn(cookies)
		const url = new URL(start.url)
		expect(url.origin).toBe(new URL(provider.issuer).origin)
		expect(url.searchParams.get('client_id')).toBe(provider.clientId)
		expect(url.searchParams.get('redirect_uri')).toBe(`${BASE}/api/auth/callback/oidc`)
		expect(url.searchParams.get('code_challenge_method')).toBe('S256')
		expect(url.searchParams.get('nonce')).toBeTruthy()
		expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']))

		const landed = await roundTrip(start, cookies, { sub: 'sso-layla', email: 'Layla@Tasdeer.example', name: 'Layla A.' })
		expect(landed.pathname + landed.search).toBe('/admin/posts')
		expect(await who(cookies)).toBe(STAFF.email)
		const identities = await listIdentities(new Request(`${BASE}/admin/account`, { headers: { cookie: cookies.header() } }))
		expect(identities.map((identity) => [identity.providerId, identity.providerName, identity.providerId === 'oidc' ? identity.subject : ''])).toEqual([
			['credential', null, ''],
			['oidc', 'Tasdeer SSO', 'sso-layla'],
		])
	})

	it('signs the linked identity in again by its subject', async () => {
		const cookies = jar()
		const landed = await roundTrip(await startSignIn(cookies, '/admin'), cookies, { sub: 'sso-layla', email: STAFF.email })
		expect(landed.pathname).toBe('/admin')
		expect(await who(cookies)).toBe(STAFF.email)
	})

	it('refuses an e-mail without a staff account: no account is created and /login says why', async () => {
		const before = await countUsers()
		const refused = await refusedSignIn({ sub: 'stranger', email: 'stranger@elsewhere.example' })
		expect(refused.get('error')).toBe('signup_disabled')
		expect(refused.get('redirectTo')).toBe('/admin/posts')
		expect(await countUsers()).toBe(before)
		// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth's tables are not in our typed schema
		const accounts = await (db() as unknown as Kysely<any>).selectFrom('auth_account').select('id').where('account_id', '=', 'stranger').execute()
		expect(accounts).toEqual([])
	})

	it('does not link a staff account when the provider has not verified the e-mail', async () => {
		expect((await refusedSignIn({ sub: 'sso-sami', email: OTHER.email, email_verified: false })).get('error')).toBe('account_not_linked')
	})

	it("brings the provider's own error and description back to /login", async () => {
		const refused = await refusedSignIn({ error: 'access_denied', error_description: 'The user cancelled the sign-in.' })
		expect(refused.get('error')).toBe('access_denied')
		expect(refused.get('error_description')).toBe('The user cancelled the sign-in.')
	})

	it('refuses a callback whose state was not issued to this browser', async () => {
		const start = await startSignIn(jar())
		const landed = await roundTrip(start, jar(), { sub: 'sso-layla', email: STAFF.email })
		expect(landed.pathname).toBe('/login')
		expect(landed.searchParams.get('error')).toMatch(/state/)
	})

	it('refuses an unknown provider and a cross-site start', async () => {
		expect(await startOAuthSignIn(formRequest('/login'), { providerId: 'google', redirectTo: '/admin', clientIp: nextIp() })).toEqual({ status: 'unknown-provider' })
		const crossSite = new Request(`${BASE}/login`, { method: 'POST', headers: { origin: 'https://evil.example' } })
		expect(await startOAuthSignIn(crossSite, { providerId: 'oidc', redirectTo: '/admin', clientIp: nextIp() })).toEqual({ status: 'forbidden' })
	})

	it('links an identity from the account page, refuses one with another e-mail, and unlinks it', async () => {
		const cookies = await passwordSession(OTHER.email)
		const account = () => new Request(`${BASE}/admin/account`, { method: 'POST', headers: { origin: BASE, cookie: cookies.header() } })

		const wrong = await startOAuthLink(account(), 'oidc')
		if (wrong.status !== 'redirect') throw new Error(wrong.status)
		cookies.take(wrong.headers)
		const refused = await roundTrip(wrong, cookies, { sub: 'sso-someone', email: 'someone@tasdeer.example' })
		expect(refused.pathname).toBe('/admin/account')
		expect(refused.searchParams.get('error')).toBe('email_does_not_match')
		expect((await listIdentities(account())).map((identity) => identity.providerId)).toEqual(['credential'])

		// The provider must vouch for the e-mail even when the person is signed in.
		const unverified = await startOAuthLink(account(), 'oidc')
		if (unverified.status !== 'redirect') throw new Error(unverified.status)
		cookies.take(unverified.headers)
		const notVouched = await roundTrip(unverified, cookies, { sub: 'sso-sami', email: OTHER.email, email_verified: false })
		expect(notVouched.searchParams.get('error')).toBe('unable_to_link_account')
		expect((await listIdentities(account())).map((identity) => identity.providerId)).toEqual(['credential'])

		const start = await startOAuthLink(account(), 'oidc')
		if (start.status !== 'redirect') throw new Error(start.status)
		cookies.take(start.headers)
		const landed = await roundTrip(start, cookies, { sub: 'sso-sami', email: OTHER.email })
		expect(landed.pathname + landed.search).toBe('/admin/account?linked=oidc')
		const linked = await listIdentities(account())
		expect(linked.map((identity) => identity.providerId)).toEqual(['credential', 'oidc'])

		// Now the identity signs in by its subject, whatever the provider says of the e-mail today.
		const fresh = jar()
		await roundTrip(await startSignIn(fresh, '/admin'), fresh, { sub: 'sso-sami', email: OTHER.email, email_verified: false })
		expect(await who(fresh)).toBe(OTHER.email)

		const password = linked.find((identity) => identity.providerId === 'credential')!
		expect(await unlinkIdentity(account(), password.id)).toEqual({ ok: false, reason: 'not-found' })
		const oidc = linked.find((identity) => identity.providerId === 'oidc')!
		expect(await unlinkIdentity(account(), oidc.id)).toEqual({ ok: true })
		expect((await listIdentities(account())).map((identity) => identity.providerId)).toEqual(['credential'])
		// Unlinked, the identity no longer signs in (its e-mail is not verified by the provider).
		const after = jar()
		const refusedAgain = await roundTrip(await startSignIn(after, '/admin'), after, { sub: 'sso-sami', email: OTHER.email, email_verified: false })
		expect(refusedAgain.searchParams.get('error')).toBe('account_not_linked')
	})

	it('never unlinks the last way to sign in', async () => {
		const cookies = jar()
		await roundTrip(await startSignIn(cookies), cookies, { sub: 'sso-layla', email: STAFF.email })
		const request = () => new Request(`${BASE}/admin/account`, { method: 'POST', headers: { origin: BASE, cookie: cookies.header() } })
		// A staff member who only signs in through the provider (no password account).
		// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth's tables are not in our typed schema
		const anyDb = db() as unknown as Kysely<any>
		const credential = (await listIdentities(request())).find((identity) => identity.providerId === 'credential')!
		await anyDb.deleteFrom('auth_account').where('id', '=', credential.id).execute()
		const [only] = await listIdentities(request())
		expect(only?.providerId).toBe('oidc')
		expect(await unlinkIdentity(request(), only!.id)).toEqual({ ok: false, reason: 'last' })
		expect(await listIdentities(request())).toHaveLength(1)
	})
})
