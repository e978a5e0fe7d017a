import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { isOpenAuthEndpoint, openAuthEndpoints } from '#app/server/auth-guard.server.ts'
import { beginTwoFactorSetup, confirmTwoFactorSetup } from '#app/server/account.server.ts'
import { getAuth, migrateAuth } from '#app/server/auth.server.ts'
import { requestPasswordReset, resetPassword, signInWithPassword, verifySecondFactor } from '#app/server/sign-in.server.ts'
import { createUser } from '#app/server/staff-admin.server.ts'
import { db } from '#app/server/db/db.server.ts'
import { signInLimits } from '#app/server/sign-in-limits.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { callRoute, loadRoute, routeTable } from '#tests/route-table.ts'
import { hostileRedirectTargets } from '#tests/redirect-targets.ts'
import { base32Decode, totp, totpStepMs } from '#tests/totp.ts'

/**
 * The sign-in side of the security suite: redirect targets never leave the site, every way into an
 * account counts against the same limits (or is closed), guessing slows the attacker without
 * locking the owner out, and a one-time code works once. Route modules are called as React Router
 * calls them; better-auth's endpoints through its HTTP handler.
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

let ipCounter = 0
/** A fresh client address, so limits of one test do not decide another. */
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const cookiesOf = (headers: Headers) =>
	headers
		.getSetCookie()
		.filter((c) => !/max-age=0/i.test(c))
		.map((c) => c.split(';')[0])
		.filter((pair) => pair && !pair.endsWith('='))
		.join('; ')

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
	return new Request(`${BASE}${path}`, {
		method: 'POST',
		headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(fields).toString(),
	})
}

/** The names a redirect target goes by in this app and in better-auth. */
const targetNames = ['redirectTo', 'returnTo', 'callbackURL', 'errorCallbackURL', 'next', 'redirect']

/** Where a browser goes with this answer's Location (null when it is not a redirect). */
function destination(response: { status: number; headers: Headers }) {
	const location = response.headers.get('location')
	if (response.status < 300 || response.status >= 400 || location === null) return null
	return new URL(location, `${BASE}/login`)
}

const PASSWORD = 'security suite password 1'

describe.each(testDialects)('sign-in security on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		await migrateAuth()
		await createUser({ email: 'redirect-admin@tasdeer.example', name: 'Admin', password: PASSWORD, role: 'admin' })
	})

	async function signIn(email: string, password = PASSWORD) {
		const result = await signInWithPassword(post('/login', {}), { email, password, clientIp: freshIp() })
		if (result.status !== 'signed-in') throw new Error(`could not sign in: ${result.status}`)
		return cookiesOf(result.headers)
	}

	/** A staff member with two-factor on; `secret` is the base32 secret of the authenticator app. */
	async function twoFactorUser(email: string) {
		const user = await createUser({ email, name: 'Two Factor', password: PASSWORD, role: 'editor' })
		const session = await signIn(email)
		const settings = new Request(`${BASE}/admin/account`, { method: 'POST', headers: { cookie: session, origin: BASE } })
		const enabled = await beginTwoFactorSetup(settings, PASSWORD)
		if (!enabled.ok) throw new Error('two-factor setup refused')
		const secret = new URL(enabled.totpURI).searchParams.get('secret')!
		const setupCode = totp(secret)
		expect((await confirmTwoFactorSetup(settings, setupCode)).ok).toBe(true)
		return { user, secret, setupCode, backupCodes: enabled.backupCodes }
	}

	/** The password step from `clientIp`: the cookie the second step needs. */
	async function pendingSecondStep(email: string, clientIp = freshIp()) {
		const first = await signInWithPassword(post('/login', {}), { email, password: PASSWORD, clientIp })
		if (first.status !== 'two-factor') throw new Error(`expected the second step, got ${first.status}`)
		return cookiesOf(first.headers)
	}

	const secondStep = (pending: string, code: string, clientIp = freshIp()) =>
		verifySecondFactor(post('/login/verify', {}, { cookie: pending }), { code, clientIp })

	const password = (email: string, pass: string, clientIp = freshIp()) => signInWithPassword(post('/login', {}), { email, password: pass, clientIp })

	describe("better-auth's own endpoints", () => {
		const authRoute = () => loadRoute('routes/api/auth.ts')
		/** Every endpoint better-auth mounts, from its own table (a new one is covered without anyone listing it). */
		function mountedEndpoints() {
			const api = getAuth().api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>
			return Object.entries(api)
				.filter(([, endpoint]) => typeof endpoint.path === 'string')
				.flatMap(([name, endpoint]) => {
					const methods = [endpoint.options?.method ?? 'GET'].flat().filter((m) => m !== '*')
					return (methods.length ? methods : ['GET', 'POST']).map((method) => ({ name, method, path: endpoint.path! }))
				})
		}

		it('every endpoint is closed over HTTP (404) unless it is listed as open, and the open ones are limited per address', async () => {
			const mod = await authRoute()
			const endpoints = mountedEndpoints()
			// The enumeration sees the ways into an account that the issue named (and everything else).
			expect(endpoints.map((e) => e.path)).toEqual(
				expect.arrayContaining([
					'/sign-in/email',
					'/sign-in/social',
					'/two-factor/verify-totp',
					'/two-factor/verify-backup-code',
					'/two-factor/verify-otp',
					'/request-password-reset',
					'/reset-password',
					'/reset-password/:token',
					'/verify-password',
					'/change-password',
					'/callback/:id',
				]),
			)
			expect(endpoints.length).toBeGreaterThan(40)
			const open: string[] = []
			for (const { method, path } of endpoints) {
				const concrete = path.replace(/:(\w+)/g, 'x-$1')
				const url = `${BASE}/api/auth${concrete}`
				const request =
					method === 'GET'
						? new Request(url, { headers: { origin: BASE } })
						: new Request(url, { method, headers: { origin: BASE, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'redirect-admin@tasdeer.example', password: PASSWORD, code: '123456' }) })
				const fn = method === 'GET' ? mod.loader! : mod.action!
				const { status } = await callRoute(fn, request, { clientIp: freshIp() })
				if (isOpenAuthEndpoint(method, concrete)) {
					open.push(`${method} ${path}`)
					expect(status, `${method} ${path}`).not.toBe(404)
				} else {
					expect(status, `${method} ${path}`).toBe(404)
				}
			}
			// What is open is what decision 0025 lists, no more.
			expect(open.sort()).toEqual(['GET /callback/:id', 'GET /reset-password/:token', 'POST /callback/:id'])
			expect(openAuthEndpoints.map((e) => e.why).every(Boolean)).toBe(true)
			// The open ones answer 429 to one address that keeps trying.
			for (const path of ['/reset-password/x-token', '/callback/oidc']) {
				const ip = freshIp()
				const statuses: number[] = []
				for (let i = 0; i < 25 && !statuses.includes(429); i++) {
					statuses.push((await callRoute(mod.loader!, new Request(`${BASE}/api/auth${path}`), { clientIp: ip })).status)
				}
				expect(statuses, path).toContain(429)
			}
		})

		it('the password endpoint that was reachable without an Origin header no longer signs anyone in', async () => {
			const mod = await authRoute()
			// The attack: one wrong password from each of 40 addresses, then the right one.
			const attempt = (pass: string) =>
				callRoute(mod.action!, new Request(`${BASE}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'redirect-admin@tasdeer.example', password: pass }) }), {
					clientIp: freshIp(),
				})
			for (let i = 0; i < 40; i++) expect((await attempt(`wrong password ${i}`)).status).toBe(404)
			const right = await attempt(PASSWORD)
			expect(right.status).toBe(404)
			expect(right.headers.getSetCookie()).toEqual([])
		})
	})

	describe('every way into an account counts against the same limits', () => {
		it('wrong passwords and wrong codes from one address count together, and stop that address only', async () => {
			const { user } = await twoFactorUser('limits-mixed@tasdeer.example')
			const attacker = freshIp()
			for (let i = 0; i < 5; i++) expect((await password(user.email, `wrong password ${i}`, attacker)).status).toBe('invalid')
			// Codes with a second step the attacker reached elsewhere (a stolen password, say).
			for (let i = 0; i < 5; i++) {
				const pending = await pendingSecondStep(user.email)
				expect((await secondStep(pending, String(100000 + i), attacker)).status).toBe('invalid')
			}
			const limit = signInLimits.perAccountClient.limit
			expect(limit).toBe(10)
			// The eleventh attempt from that address is refused, whether a password or a code.
			expect(await password(user.email, PASSWORD, attacker)).toMatchObject({ status: 'rate-limited' })
			expect(await secondStep(await pendingSecondStep(user.email), '123456', attacker)).toMatchObject({ status: 'rate-limited' })
			// The same address may still sign in to another account (its own limit is per address, 30).
			expect((await password('redirect-admin@tasdeer.example', PASSWORD, attacker)).status).toBe('signed-in')
			// And the owner, from anywhere else, is not affected.
			expect((await password(user.email, PASSWORD)).status).toBe('two-factor')
		}, 60_000)

		it('a second step of an unknown sign-in is limited by its address', async () => {
			const ip = freshIp()
			const statuses: string[] = []
			for (let i = 0; i <= signInLimits.perClient.limit; i++) statuses.push((await secondStep('tasdeer.two_factor=forged.value', '123456', ip)).status)
			expect(statuses.slice(0, signInLimits.perClient.limit).every((s) => s === 'invalid')).toBe(true)
			expect(statuses.at(-1)).toBe('rate-limited')
		})

		it('setting a new password with a reset token is limited per address; asking for one per address and account', async () => {
			const ip = freshIp()
			const statuses: string[] = []
			for (let i = 0; i <= signInLimits.resetConfirmPerClient.limit; i++) {
				const result = await resetPassword({ token: `guessed-token-${i}`, newPassword: 'a brand new passphrase', clientIp: ip })
				statuses.push(result.ok ? 'ok' : result.reason)
			}
			expect(statuses.slice(0, signInLimits.resetConfirmPerClient.limit).every((s) => s === 'invalid-token')).toBe(true)
			expect(statuses.at(-1)).toBe('rate-limited')
			const asked: string[] = []
			for (let i = 0; i <= signInLimits.resetPerAccount.limit; i++) {
				asked.push((await requestPasswordReset(post('/forgot-password', {}), { email: 'redirect-admin@tasdeer.example', clientIp: freshIp() })).status)
			}
			expect(asked).toEqual([...Array(signInLimits.resetPerAccount.limit).fill('sent'), 'rate-limited'])
		})
	})

	describe("the account page's password and code checks count against the sign-in limits", () => {
		async function accountAction(cookie: string, fields: Record<string, string>, clientIp: string) {
			const mod = await loadRoute('routes/admin/account.tsx')
			return callRoute(mod.action!, post('/admin/account', fields, { cookie }), { clientIp })
		}
		const textOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message ?? ''

		/** A signed-in session of a staff member with two-factor on (signed in with a backup code). */
		async function twoFactorSession(email: string) {
			const made = await twoFactorUser(email)
			const second = await secondStep(await pendingSecondStep(email), made.backupCodes[0]!)
			if (second.status !== 'signed-in') throw new Error(`could not sign in: ${second.status}`)
			return { ...made, cookie: cookiesOf(second.headers) }
		}

		/**
		 * From one address the account's 10 wrong checks answer 400 and the next is refused (429, its wait
		 * in Retry-After and said in the staff member's language) even when right; the owner's right check
		 * from another address still goes through.
		 */
		async function expectLimitedPerAccountAndAddress(
			cookie: string,
			wrong: (i: number) => Record<string, string>,
			right: () => Record<string, string>,
		) {
			const attacker = freshIp()
			for (let i = 0; i < signInLimits.perAccountClient.limit; i++) expect((await accountAction(cookie, wrong(i), attacker)).status).toBe(400)
			const refused = await accountAction(cookie, right(), attacker)
			expect(refused.status).toBe(429)
			const wait = Number(refused.headers.get('retry-after'))
			expect(wait).toBeGreaterThan(0)
			expect(wait).toBeLessThanOrEqual(signInLimits.perAccountClient.windowMs / 1000)
			expect(textOf(refused)).toMatch(/^محاولات كثيرة\. يرجى المحاولة بعد /)
			expect(textOf(refused)).not.toContain('{')
			const inEnglish = await accountAction(`${cookie}; lang=en`, right(), attacker)
			expect(inEnglish.status).toBe(429)
			expect(textOf(inEnglish)).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/)
			expect((await accountAction(cookie, right(), freshIp())).status).toBe(200)
			return attacker
		}

		it('changing the password', async () => {
			await createUser({ email: 'account-limit-password@tasdeer.example', name: 'Password', password: PASSWORD, role: 'editor' })
			const cookie = await signIn('account-limit-password@tasdeer.example')
			const change = (currentPassword: string) => ({ intent: 'password', currentPassword, newPassword: 'another long passphrase', confirmPassword: 'another long passphrase' })
			const attacker = await expectLimitedPerAccountAndAddress(cookie, (i) => change(`wrong password ${i}`), () => change(PASSWORD))
			// Counted with signing in: the same address is refused at /login for this account too.
			expect(await password('account-limit-password@tasdeer.example', 'another long passphrase', attacker)).toMatchObject({ status: 'rate-limited' })
		}, 60_000)

		it('turning two-factor on: the password step', async () => {
			await createUser({ email: 'account-limit-2fa-start@tasdeer.example', name: 'Start', password: PASSWORD, role: 'editor' })
			const cookie = await signIn('account-limit-2fa-start@tasdeer.example')
			await expectLimitedPerAccountAndAddress(cookie, (i) => ({ intent: '2fa-start', password: `wrong password ${i}` }), () => ({ intent: '2fa-start', password: PASSWORD }))
		}, 60_000)

		it('turning two-factor on: the first code', async () => {
			await createUser({ email: 'account-limit-2fa-code@tasdeer.example', name: 'Code', password: PASSWORD, role: 'editor' })
			const cookie = await signIn('account-limit-2fa-code@tasdeer.example')
			const started = await accountAction(cookie, { intent: '2fa-start', password: PASSWORD }, freshIp())
			const totpURI = (started.body as { result: { setup: { totpURI: string } } }).result.setup.totpURI
			const secret = new URL(totpURI).searchParams.get('secret')!
			await expectLimitedPerAccountAndAddress(
				cookie,
				(i) => ({ intent: '2fa-confirm', totpURI, code: String(300000 + i) }),
				() => ({ intent: '2fa-confirm', totpURI, code: totp(secret) }),
			)
		}, 60_000)

		it('turning two-factor off', async () => {
			const { cookie } = await twoFactorSession('account-limit-2fa-off@tasdeer.example')
			await expectLimitedPerAccountAndAddress(cookie, (i) => ({ intent: '2fa-disable', password: `wrong password ${i}` }), () => ({ intent: '2fa-disable', password: PASSWORD }))
		}, 60_000)

		it('new backup codes', async () => {
			const { cookie } = await twoFactorSession('account-limit-backup@tasdeer.example')
			await expectLimitedPerAccountAndAddress(cookie, (i) => ({ intent: 'backup-codes', password: `wrong password ${i}` }), () => ({ intent: 'backup-codes', password: PASSWORD }))
		}, 60_000)

		it("an address that used up its sign-in attempts is refused here too, before any check", async () => {
			await createUser({ email: 'account-limit-address@tasdeer.example', name: 'Address', password: PASSWORD, role: 'editor' })
			const cookie = await signIn('account-limit-address@tasdeer.example')
			const ip = freshIp()
			for (let i = 0; i < signInLimits.perClient.limit; i++) await password(`nobody-${i}@tasdeer.example`, 'wrong password', ip)
			for (const fields of [
				{ intent: 'password', currentPassword: PASSWORD, newPassword: 'another long passphrase', confirmPassword: 'another long passphrase' },
				{ intent: '2fa-start', password: PASSWORD },
				{ intent: 'backup-codes', password: PASSWORD },
				{ intent: '2fa-disable', password: PASSWORD },
			] as Record<string, string>[]) {
				expect((await accountAction(cookie, fields, ip)).status, fields.intent).toBe(429)
			}
			// Nothing was changed: the password is still the old one.
			expect((await password('account-limit-address@tasdeer.example', PASSWORD)).status).toBe('signed-in')
		}, 60_000)
	})

	describe('guessing slows the attacker and never locks the owner out', () => {
		it('after 20 failed attempts from 20 addresses, the right password from a fresh address still signs in (after a wait)', async () => {
			const user = await createUser({ email: 'lockout-owner@tasdeer.example', name: 'Owner', password: PASSWORD, role: 'editor' })
			// In parallel, as a spread-out attacker sends them.
			const failures = await Promise.all(Array.from({ length: 20 }, (_, i) => password(user.email, `wrong password ${i}`)))
			expect(failures.every((r) => r.status === 'invalid')).toBe(true)
			const started = Date.now()
			expect((await password(user.email, PASSWORD)).status).toBe('signed-in')
			// Slowed down to the ceiling, not refused.
			expect(Date.now() - started).toBeGreaterThanOrEqual(signInLimits.accountSlowdown.maxDelayMs - 50)
		}, 60_000)

		it('one address guessing one account is stopped after 10 tries; a success clears its run', async () => {
			const user = await createUser({ email: 'lockout-pair@tasdeer.example', name: 'Pair', password: PASSWORD, role: 'editor' })
			const ip = freshIp()
			for (let i = 0; i < 9; i++) expect((await password(user.email, `wrong password ${i}`, ip)).status).toBe('invalid')
			// The owner, mistyping nine times, then right: the run starts again.
			expect((await password(user.email, PASSWORD, ip)).status).toBe('signed-in')
			const again = await Promise.all(Array.from({ length: 10 }, (_, i) => password(user.email, `wrong again ${i}`, ip)))
			expect(again.every((r) => r.status === 'invalid')).toBe(true)
			const refused = await password(user.email, PASSWORD, ip)
			expect(refused).toMatchObject({ status: 'rate-limited' })
			expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
			expect((await password(user.email, PASSWORD)).status).toBe('signed-in')
		}, 60_000)

		it('failed codes slow the account like failed passwords', async () => {
			const { user } = await twoFactorUser('lockout-codes@tasdeer.example')
			// 14 failures on the account from 14 addresses: 8 passwords and 6 codes.
			await Promise.all(Array.from({ length: 8 }, (_, i) => password(user.email, `wrong password ${i}`)))
			for (let i = 0; i < 2; i++) {
				const pending = await pendingSecondStep(user.email)
				for (let j = 0; j < 3; j++) expect((await secondStep(pending, String(200000 + i * 10 + j))).status).toBe('invalid')
			}
			const started = Date.now()
			expect((await password(user.email, PASSWORD)).status).toBe('two-factor')
			expect(Date.now() - started).toBeGreaterThanOrEqual(4000 - 50)
		}, 60_000)
	})

	describe('a one-time code works once', () => {
		it('a TOTP code used once (to turn two-factor on, or to sign in) is refused again within its window', async () => {
			const { user, secret, setupCode } = await twoFactorUser('totp-once@tasdeer.example')
			// The code that confirmed the setup does not also sign in.
			expect((await secondStep(await pendingSecondStep(user.email), setupCode)).status).toBe('invalid')
			// The next step's code (accepted one step early): two sign-ins race with it, one wins.
			const nextAt = Date.now() + totpStepMs
			const next = totp(secret, nextAt)
			const raced = await Promise.all([pendingSecondStep(user.email), pendingSecondStep(user.email)].map(async (pending) => secondStep(await pending, next)))
			expect(raced.map((r) => r.status).sort()).toEqual(['invalid', 'signed-in'])
			// Replayed later, from another address and another sign-in: refused; so is an earlier step's code.
			expect((await secondStep(await pendingSecondStep(user.email), next)).status).toBe('invalid')
			expect((await secondStep(await pendingSecondStep(user.email), totp(secret))).status).toBe('invalid')
			// Through better-auth's server API too (the setup path checks the same rule).
			const row = await sql<{ last_used_step: number | string | null }>`select last_used_step from auth_two_factor where user_id = ${user.id}`.execute(db())
			expect(Number(row.rows[0]?.last_used_step)).toBe(Math.floor(nextAt / totpStepMs))
		})

		it('the last used step is kept in a column of auth_two_factor on this database', async () => {
			const columns =
				dialect === 'postgres'
					? (await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'auth_two_factor'`.execute(db())).rows
					: (await sql<{ name: string }>`select name from pragma_table_info('auth_two_factor')`.execute(db())).rows
			expect(columns.map((c) => c.name)).toContain('last_used_step')
		})

		it('backup codes work once', async () => {
			const { user, backupCodes } = await twoFactorUser('backup-once@tasdeer.example')
			expect((await secondStep(await pendingSecondStep(user.email), backupCodes[0]!)).status).toBe('signed-in')
			expect((await secondStep(await pendingSecondStep(user.email), backupCodes[0]!)).status).toBe('invalid')
		})
	})

	describe('redirect targets stay on the site', () => {
		it('/login sends a signed-in visitor only to a path of this site', async () => {
			const cookie = await signIn('redirect-admin@tasdeer.example')
			const login = await loadRoute('routes/auth/login.tsx')
			for (const target of hostileRedirectTargets) {
				const url = `${BASE}/login?redirectTo=${encodeURIComponent(target)}`
				const response = await callRoute(login.loader!, new Request(url, { headers: { cookie } }))
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
			const kept = await callRoute(login.loader!, new Request(`${BASE}/login?redirectTo=%2Fadmin%2Fposts%3Fpage%3D2`, { headers: { cookie } }))
			expect(kept.headers.get('location')).toBe('/admin/posts?page=2')
		})

		it('signing in at /login goes only to a path of this site', async () => {
			const login = await loadRoute('routes/auth/login.tsx')
			for (const target of hostileRedirectTargets) {
				const response = await callRoute(login.action!, post('/login', { email: 'redirect-admin@tasdeer.example', password: PASSWORD, redirectTo: target }), {
					clientIp: freshIp(),
				})
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
		})

		it('the two-factor step goes only to a path of this site', async () => {
			const user = await createUser({ email: 'redirect-2fa@tasdeer.example', name: 'Two Factor', password: PASSWORD, role: 'editor' })
			const session = await signIn(user.email)
			const settings = new Request(`${BASE}/admin/account`, { method: 'POST', headers: { cookie: session, origin: BASE } })
			const enabled = await beginTwoFactorSetup(settings, PASSWORD)
			if (!enabled.ok) throw new Error('two-factor setup refused')
			const secret = base32Decode(new URL(enabled.totpURI).searchParams.get('secret')!)
			const { code } = await getAuth().api.generateTOTP({ body: { secret } })
			expect((await confirmTwoFactorSetup(settings, code)).ok).toBe(true)
			const verify = await loadRoute('routes/auth/verify.tsx')
			const targets = hostileRedirectTargets.slice(0, enabled.backupCodes.length)
			for (const [i, target] of targets.entries()) {
				const first = await signInWithPassword(post('/login', {}), { email: user.email, password: PASSWORD, clientIp: freshIp() })
				expect(first.status).toBe('two-factor')
				const pending = cookiesOf((first as { headers: Headers }).headers)
				const response = await callRoute(verify.action!, post('/login/verify', { code: enabled.backupCodes[i]!, redirectTo: target }, { cookie: pending }), {
					clientIp: freshIp(),
				})
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
		})

		it('the back-office language switch returns only to a path of this site', async () => {
			const cookie = await signIn('redirect-admin@tasdeer.example')
			const language = await loadRoute('routes/admin/language.ts')
			for (const target of hostileRedirectTargets) {
				const response = await callRoute(language.action!, post('/admin/language', { lang: 'en', returnTo: target }, { cookie }))
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
			const kept = await callRoute(language.action!, post('/admin/language', { lang: 'en', returnTo: '/admin/products?page=3' }, { cookie }))
			expect(kept.headers.get('location')).toBe('/admin/products?page=3')
			// The same year-long cookie the public site's toggle writes (app/lib/language-memory.ts).
			expect(kept.headers.get('set-cookie')).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax')
		})

		it('no route of the table redirects to another site, whatever target it is given (signed in or not)', async () => {
			const cookie = await signIn('redirect-admin@tasdeer.example')
			const checked: string[] = []
			for (const route of routeTable) {
				if (route.path === '/logout') continue // ends the session the sweep uses; its redirect is fixed
				const mod = await loadRoute(route.file)
				const path = route.path.replace(/:(\w+)/g, 'x').replace('*', 'reset-password/x')
				for (const target of hostileRedirectTargets) {
					const query = new URLSearchParams(Object.fromEntries(targetNames.map((name) => [name, target])))
					for (const who of [{ cookie }, {}] as Record<string, string>[]) {
						const attempts: [((args: unknown) => unknown) | undefined, Request][] = [
							[mod.loader, new Request(`${BASE}${path}?${query}`, { headers: who })],
							[mod.action, post(path, Object.fromEntries(query), who)],
						]
						for (const [fn, request] of attempts) {
							if (!fn) continue
							let response
							try {
								response = await callRoute(fn, request, { params: { id: 'x', slug: 'x', service: 'x', '*': 'reset-password/x' }, clientIp: freshIp() })
							} catch {
								continue // an error is not a redirect (the other suites check errors)
							}
							const where = destination(response)
							if (where) checked.push(`${request.method} ${route.path}`)
							expect(where?.origin ?? BASE, `${request.method} ${route.path} with ${JSON.stringify(target)}`).toBe(BASE)
						}
					}
				}
			}
			// The sweep reached the routes that redirect on purpose.
			expect(checked).toEqual(expect.arrayContaining(['GET /login', 'POST /admin/language']))
		})
	})
})
