import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { anyDb, clientIps, cookieOf } from '#tests/staff-session.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { base32Decode, totp, totpStepMs } from '#tests/totp.ts'
import { beginTwoFactorSetup, confirmTwoFactorSetup, disableTwoFactor } from './account.server.ts'
import { CLIENT_IP_HEADER, authTables, getAuth, handleAuthRequest, migrateAuth } from './auth.server.ts'
import { getSession, getSessionUser, requireUser } from './session.server.ts'
import { requireStaff } from './admin-action.server.ts'
import { requestPasswordReset, resetPassword, signInWithPassword, signOut, verifySecondFactor } from './sign-in.server.ts'
import { InvalidPasswordError, UserExistsError, countUsers, createUser, signOutEverywhere } from './staff-admin.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { signInLimits } from './sign-in-limits.server.ts'

const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

const PASSWORD = 'correct horse battery'
const EDITOR = { email: 'editor@tasdeer.example', name: 'Huda Editor', password: PASSWORD, role: 'editor' as const }
const ADMIN = { email: 'admin@tasdeer.example', name: 'Omar Admin', password: PASSWORD, role: 'admin' as const }

const nextIp = clientIps('198.51.100')

function authRequest(path: string, body: unknown, options: { cookie?: string; origin?: string; headers?: Record<string, string> } = {}) {
	return new Request(`${BASE}/api/auth${path}`, {
		method: 'POST',
		headers: {
			origin: options.origin ?? BASE,
			'content-type': 'application/json',
			...(options.cookie ? { cookie: options.cookie } : {}),
			...options.headers,
		},
		body: JSON.stringify(body),
	})
}

const page = (path: string, cookie?: string) => new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} })

/** Signs in through the login form's server function; `cookie` is the session's (or '' when refused). */
async function signIn(email: string, password: string, ip = nextIp()) {
	const result = await signInWithPassword(new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE } }), { email, password, clientIp: ip })
	return { status: result.status, cookie: 'headers' in result ? cookieOf(result.headers) : '' }
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
	try {
		await promise
	} catch (error) {
		return error
	}
	throw new Error('expected the call to throw')
}

describe.each(testDialects)('authentication on %s', (dialect) => {
	withTestDatabase(dialect)
	let editorId = ''

	beforeAll(async () => {
		await migrateAuth()
		editorId = (await createUser(EDITOR)).id
		await createUser(ADMIN)
	})

	it('creates its tables once, in the database (and PostgreSQL schema) in use, with snake_case columns', async () => {
		await migrateAuth()
		await migrateAuth()
		const expected = Object.values(authTables).sort()
		if (dialect === 'postgres') {
			const { rows } = await sql<{ table_name: string }>`
				select table_name from information_schema.tables
				where table_schema = current_schema() and table_name like 'auth\\_%'
				order by table_name`.execute(db())
			expect(rows.map((r) => r.table_name)).toEqual(expected)
			const schema = await sql<{ s: string }>`select current_schema() as s`.execute(db())
			expect(schema.rows[0]?.s).toMatch(/^t_/)
			const { rows: cols } = await sql<{ column_name: string }>`
				select column_name from information_schema.columns
				where table_schema = current_schema() and table_name like 'auth\\_%'`.execute(db())
			expect(cols.length).toBeGreaterThan(20)
			expect(cols.filter((c) => c.column_name !== c.column_name.toLowerCase())).toEqual([])
		} else {
			const { rows } = await sql<{ name: string }>`
				select name from sqlite_master where type = 'table' and name like 'auth\\_%' escape '\\' order by name`.execute(db())
			expect(rows.map((r) => r.name)).toEqual(expected)
			for (const table of expected) {
				const { rows: cols } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db())
				expect(cols.filter((c) => c.name !== c.name.toLowerCase())).toEqual([])
			}
		}
	})

	it('creates users with a hashed password, one per e-mail whatever its case', async () => {
		expect(await countUsers()).toBe(2)
		const account = await anyDb()
			.selectFrom('auth_account')
			.select(['password', 'provider_id'])
			.where('user_id', '=', editorId)
			.executeTakeFirstOrThrow()
		expect(account.provider_id).toBe('credential')
		expect(account.password).toBeTruthy()
		expect(account.password).not.toContain(PASSWORD)
		expect(account.password.length).toBeGreaterThan(40)
		const user = await anyDb().selectFrom('auth_user').selectAll().where('id', '=', editorId).executeTakeFirstOrThrow()
		expect(user).toMatchObject({ email: EDITOR.email, name: EDITOR.name, role: 'editor' })
		expect(JSON.stringify(user)).not.toContain(PASSWORD)

		await expect(createUser({ ...EDITOR, email: 'EDITOR@Tasdeer.example' })).rejects.toBeInstanceOf(UserExistsError)
		await expect(createUser({ ...EDITOR, email: 'short@tasdeer.example', password: 'short-pass' })).rejects.toBeInstanceOf(
			InvalidPasswordError,
		)
		await expect(createUser({ ...EDITOR, email: 'weak@tasdeer.example', password: 'aaaaaaaaaaaaaaaa' })).rejects.toBeInstanceOf(
			InvalidPasswordError,
		)
		expect(await countUsers()).toBe(2)
	})

	it('refuses public sign-up, through the HTTP handler and the server API', async () => {
		const response = await handleAuthRequest(
			authRequest('/sign-up/email', { email: 'visitor@example.com', password: 'a long enough password', name: 'Visitor' }),
			nextIp(),
		)
		expect(response.status).toBeGreaterThanOrEqual(400)
		expect(response.headers.getSetCookie()).toEqual([])
		await expect(
			getAuth().api.signUpEmail({ body: { email: 'visitor2@example.com', password: 'a long enough password', name: 'V' } }),
		).rejects.toThrow()
		expect(await countUsers()).toBe(2)
	})

	it('signs in with e-mail and password and returns an httpOnly, SameSite=Lax session cookie', async () => {
		const result = await signInWithPassword(new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE } }), {
			email: EDITOR.email,
			password: PASSWORD,
			clientIp: nextIp(),
		})
		if (result.status !== 'signed-in') throw new Error(`sign-in refused: ${result.status}`)
		const setCookie = result.headers.getSetCookie().find((c) => c.startsWith('tasdeer.session_token='))
		expect(setCookie).toBeDefined()
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		expect(setCookie).not.toMatch(/Secure/i) // http public URL; Secure when PUBLIC_URL is https
		expect(setCookie).toMatch(/Max-Age=604800/)

		const user = await getSessionUser(page('/admin', cookieOf(result.headers)))
		expect(user).toEqual({ id: editorId, email: EDITOR.email, name: EDITOR.name, role: 'editor', twoFactorEnabled: false })
	})

	it('refuses a wrong password and an unknown e-mail alike, without a cookie', async () => {
		for (const [email, password] of [
			[EDITOR.email, 'not the right password'],
			['nobody@tasdeer.example', PASSWORD],
		] as const) {
			const { status, cookie } = await signIn(email, password)
			expect(status).toBe('invalid')
			expect(cookie).toBe('')
		}
	})

	it('has no user without a cookie or with a forged one', async () => {
		expect(await getSessionUser(page('/admin'))).toBeNull()
		expect(await getSessionUser(page('/admin', 'tasdeer.session_token=forged.value'))).toBeNull()
	})

	it('requireUser redirects to the login page with the way back', async () => {
		const error = await thrown(requireUser(page('/admin/products?page=2')))
		expect(error).toBeInstanceOf(Response)
		const response = error as Response
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent('/admin/products?page=2')}`)
	})

	it('the role map refuses an editor the users screen with 403 and lets an administrator through', async () => {
		const editor = await signIn(EDITOR.email, PASSWORD)
		const error = await thrown(requireStaff(page('/admin/users', editor.cookie)))
		// `data(…, { status: 403 })`: React Router renders the error boundary with this status.
		expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 403 } })
		expect((await requireStaff(page('/admin', editor.cookie))).role).toBe('editor')

		const admin = await signIn(ADMIN.email, PASSWORD)
		expect(await requireStaff(page('/admin/users', admin.cookie))).toMatchObject({ email: ADMIN.email, role: 'admin' })

		// User management is ours (audited); better-auth's admin HTTP endpoints are closed, even to an admin.
		const listUsers = await handleAuthRequest(
			new Request(`${BASE}/api/auth/admin/list-users`, { headers: { cookie: admin.cookie, origin: BASE } }),
			nextIp(),
		)
		expect(listUsers.status).toBe(404)
		const setRole = await handleAuthRequest(
			authRequest('/admin/set-role', { userId: editorId, role: 'admin' }, { cookie: editor.cookie }),
			nextIp(),
		)
		expect(setRole.status).toBe(404)
		expect((await getSessionUser(page('/admin', editor.cookie)))?.role).toBe('editor')
	})

	it('sign-out ends the session on the server: the old cookie no longer yields a user', async () => {
		const again = await signIn(EDITOR.email, PASSWORD)
		const cleared = await signOut(page('/logout', again.cookie))
		expect(cleared.getSetCookie().some((c) => c.startsWith('tasdeer.session_token=') && /Max-Age=0/i.test(c))).toBe(true)
		expect(await getSessionUser(page('/admin', again.cookie))).toBeNull()
	})

	it('refuses requests from a foreign origin', async () => {
		const foreign = 'https://evil.example'
		for (const headers of [{ origin: foreign }, { 'sec-fetch-site': 'cross-site' }, { referer: `${foreign}/login` }] as Record<string, string>[]) {
			const viaAction = new Request(`${BASE}/login`, { method: 'POST', headers })
			expect(await signInWithPassword(viaAction, { email: EDITOR.email, password: PASSWORD, clientIp: nextIp() })).toEqual({ status: 'forbidden' })
		}
	})

	it('signs in from our own login action and rate-limits guessing', async () => {
		const form = () => new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE } })
		const ip = nextIp()
		const ok = await signInWithPassword(form(), { email: ` ${EDITOR.email.toUpperCase()} `, password: PASSWORD, clientIp: ip })
		expect(ok.status).toBe('signed-in')
		const cookie = cookieOf((ok as { headers: Headers }).headers)
		expect((await getSessionUser(page('/admin', cookie)))?.email).toBe(EDITOR.email)

		expect((await signInWithPassword(form(), { email: EDITOR.email, password: 'wrong password!', clientIp: ip })).status).toBe('invalid')
		let last
		// Different accounts from one address: the per-address limit is what stops them.
		for (let i = 0; i < signInLimits.perClient.limit; i++) last = await signInWithPassword(form(), { email: `x${i}@tasdeer.example`, password: 'wrong password!', clientIp: ip })
		expect(last).toMatchObject({ status: 'rate-limited' })
		// Another client is not affected.
		expect((await signInWithPassword(form(), { email: EDITOR.email, password: PASSWORD, clientIp: nextIp() })).status).toBe('signed-in')
	})

	it("rate-limits better-auth's open endpoints per client address, which a client cannot choose", async () => {
		const ip = nextIp()
		const statuses = []
		for (let i = 0; i < 11; i++) {
			const request = new Request(`${BASE}/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password`, { headers: { [CLIENT_IP_HEADER]: nextIp() } })
			statuses.push((await handleAuthRequest(request, ip)).status)
		}
		expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true)
		expect(statuses[10]).toBe(429)
		const keys = (await db().selectFrom('rate_limits').select('key').execute()).map((r) => r.key).join(' ')
		expect(keys).not.toContain('198.51.100')
	})

	it('refuses an expired session and slides an active one', async () => {
		const { cookie } = await signIn(EDITOR.email, PASSWORD)
		const token = decodeURIComponent(cookie.split('=')[1]!.split('.')[0]!)
		const inOneDay = new Date(Date.now() + 24 * 3600_000)
		await anyDb().updateTable('auth_session').set({ expires_at: inOneDay }).where('token', '=', token).execute()
		// Older than a day: the session is extended to 7 days and a fresh cookie is sent.
		const { user, headers } = await getSession(page('/admin', cookie))
		expect(user?.email).toBe(EDITOR.email)
		expect(headers.getSetCookie().some((c) => c.startsWith('tasdeer.session_token='))).toBe(true)
		const row = await anyDb().selectFrom('auth_session').select('expires_at').where('token', '=', token).executeTakeFirstOrThrow()
		expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000)

		await anyDb()
			.updateTable('auth_session')
			.set({ expires_at: new Date(Date.now() - 60_000) })
			.where('token', '=', token)
			.execute()
		expect(await getSessionUser(page('/admin', cookie))).toBeNull()
	})

	it('signs a user out everywhere', async () => {
		const a = await signIn(EDITOR.email, PASSWORD)
		const b = await signIn(EDITOR.email, PASSWORD)
		await signOutEverywhere(editorId)
		expect(await getSessionUser(page('/admin', a.cookie))).toBeNull()
		expect(await getSessionUser(page('/admin', b.cookie))).toBeNull()
	})

	it('resets a password by e-mail and ends the old sessions', async () => {
		const before = await signIn(EDITOR.email, PASSWORD)
		const form = () => new Request(`${BASE}/forgot-password`, { method: 'POST', headers: { origin: BASE } })
		const ip = nextIp()
		expect(await requestPasswordReset(form(), { email: ` ${EDITOR.email.toUpperCase()}`, clientIp: ip })).toEqual({ status: 'sent' })
		const mail = await db()
			.selectFrom('mail_outbox')
			.select(['to_address', 'subject', 'body_text'])
			.orderBy('id', 'desc')
			.executeTakeFirstOrThrow()
		expect(mail.to_address).toBe(EDITOR.email)
		expect(mail.subject).toContain('Password reset')
		const link = mail.body_text.match(/https?:\/\/\S+/)?.[0]
		expect(link).toContain(`${BASE}/api/auth/reset-password/`)
		// The link goes through better-auth's handler to our page, carrying the token.
		const landing = await handleAuthRequest(new Request(link!), nextIp())
		expect(landing.status).toBe(302)
		const token = new URL(landing.headers.get('location')!, BASE).searchParams.get('token')!
		expect(new URL(landing.headers.get('location')!, BASE).pathname).toBe('/reset-password')

		expect(await resetPassword({ token, newPassword: 'short', clientIp: nextIp() })).toMatchObject({ ok: false, reason: 'weak-password' })
		const newPassword = 'a brand new passphrase'
		expect(await resetPassword({ token, newPassword, clientIp: nextIp() })).toEqual({ ok: true })
		expect(await getSessionUser(page('/admin', before.cookie))).toBeNull()
		expect((await signIn(EDITOR.email, PASSWORD)).status).toBe('invalid')
		expect((await signIn(EDITOR.email, newPassword)).status).toBe('signed-in')
		// The token works once.
		expect(await resetPassword({ token, newPassword: 'yet another passphrase', clientIp: nextIp() })).toEqual({ ok: false, reason: 'invalid-token' })

		// Unknown addresses get the same answer and no mail; asking again and again is limited.
		const count = async () =>
			Number((await db().selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
		const mails = await count()
		expect(await requestPasswordReset(form(), { email: 'nobody@tasdeer.example', clientIp: nextIp() })).toEqual({ status: 'sent' })
		expect(await count()).toBe(mails)
		const results = []
		for (let i = 0; i < 4; i++) results.push((await requestPasswordReset(form(), { email: 'nobody@tasdeer.example', clientIp: nextIp() })).status)
		expect(results).toEqual(['sent', 'sent', 'rate-limited', 'rate-limited'])
	})

	it('adds TOTP two-factor: sign-in then asks for a code, and a backup code works once', async () => {
		const user = await createUser({ email: 'totp@tasdeer.example', name: 'Two Factor', password: PASSWORD, role: 'admin' })
		const { cookie } = await signIn(user.email, PASSWORD)
		const settings = (cookie: string) => new Request(`${BASE}/admin/security`, { method: 'POST', headers: { cookie, origin: BASE } })
		expect(await beginTwoFactorSetup(settings(cookie), 'not my password')).toEqual({ ok: false })
		const enabled = await beginTwoFactorSetup(settings(cookie), PASSWORD)
		if (!enabled.ok) throw new Error('two-factor setup refused')
		expect(enabled.backupCodes).toHaveLength(10)
		const uri = new URL(enabled.totpURI)
		expect(uri.protocol).toBe('otpauth:')
		expect(decodeURIComponent(uri.pathname)).toContain('Tasdeer Food Trading')
		const secret = base32Decode(uri.searchParams.get('secret')!)
		const stored = await anyDb().selectFrom('auth_two_factor').select('secret').where('user_id', '=', user.id).executeTakeFirstOrThrow()
		expect(stored.secret).not.toBe(secret) // encrypted at rest
		// Not on until a first code confirms it.
		expect((await getSessionUser(page('/admin', cookie)))?.twoFactorEnabled).toBe(false)

		const code = async () => (await getAuth().api.generateTOTP({ body: { secret } })).code
		expect(await confirmTwoFactorSetup(settings(cookie), '123 456')).toEqual({ ok: false })
		const firstCode = await code()
		const confirmed = await confirmTwoFactorSetup(settings(cookie), firstCode)
		if (!confirmed.ok) throw new Error('two-factor confirmation refused')
		// Confirming renews the session cookie.
		const renewed = cookieOf(confirmed.headers) || cookie
		expect((await getSessionUser(page('/admin', renewed)))?.twoFactorEnabled).toBe(true)

		const form = () => new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE } })
		const first = await signInWithPassword(form(), { email: user.email, password: PASSWORD, clientIp: nextIp() })
		expect(first.status).toBe('two-factor')
		const pending = cookieOf((first as { headers: Headers }).headers)
		expect(await getSessionUser(page('/admin', pending))).toBeNull()
		const secondStep = (code: string, cookie = pending) =>
			verifySecondFactor(new Request(`${BASE}/login/verify`, { method: 'POST', headers: { origin: BASE, cookie } }), {
				code,
				clientIp: nextIp(),
			})
		expect((await secondStep('000000')).status).toBe('invalid')
		// The code that confirmed the setup is spent; the next step's code (accepted one step early) works.
		expect((await secondStep(firstCode)).status).toBe('invalid')
		const done = await secondStep(totp(uri.searchParams.get('secret')!, Date.now() + totpStepMs))
		expect(done.status).toBe('signed-in')
		const session = cookieOf((done as { headers: Headers }).headers)
		expect(await getSessionUser(page('/admin', session))).toMatchObject({ email: user.email, twoFactorEnabled: true })

		const again = await signInWithPassword(form(), { email: user.email, password: PASSWORD, clientIp: nextIp() })
		const pendingAgain = cookieOf((again as { headers: Headers }).headers)
		const backup = enabled.backupCodes[0]!
		expect((await secondStep(backup, pendingAgain)).status).toBe('signed-in')
		const third = await signInWithPassword(form(), { email: user.email, password: PASSWORD, clientIp: nextIp() })
		expect((await secondStep(backup, cookieOf((third as { headers: Headers }).headers))).status).toBe('invalid')

		const off = await disableTwoFactor(settings(session), PASSWORD)
		expect(off.ok).toBe(true)
		const plain = await signInWithPassword(form(), { email: user.email, password: PASSWORD, clientIp: nextIp() })
		expect(plain.status).toBe('signed-in')
	})
})
