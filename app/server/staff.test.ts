import crypto from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { passwordRule } from '#app/lib/staff-schema.ts'
import { action as accountAction, loader as accountLoader } from '#app/routes/admin/account.tsx'
import { action as usersAction, loader as usersLoader } from '#app/routes/admin/staff.tsx'
import { anyDb, clientIps, cookieOf } from '#tests/staff-session.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { base32Decode } from '#tests/totp.ts'
import { getAuth, handleAuthRequest, migrateAuth } from './auth.server.ts'
import { type SessionUser, getSessionUser } from './session.server.ts'
import { resetPassword, signInWithPassword } from './sign-in.server.ts'
import { createUser } from './staff-admin.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { changeMyPassword, finishTwoFactor, listMySessions, qrCodeShape, renewBackupCodes, revokeMySessions, startTwoFactor, turnOffTwoFactor } from './account.server.ts'
import { changeRole, inviteStaff, listStaff, removeStaff, sendPasswordLink } from './staff-admin.server.ts'

const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

const PASSWORD = 'correct horse battery'
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const nextIp = clientIps('203.0.113')

async function signIn(email: string, password = PASSWORD, userAgent = CHROME_MAC): Promise<string> {
	const request = new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE, 'user-agent': userAgent } })
	const result = await signInWithPassword(request, { email, password, clientIp: nextIp() })
	if (result.status !== 'signed-in') throw new Error(`sign-in refused: ${result.status}`)
	return cookieOf(result.headers)
}

const page = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { cookie } })

function post(path: string, cookie: string, fields: Record<string, string>, origin = BASE) {
	return new Request(`${BASE}${path}`, {
		method: 'POST',
		headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields).toString(),
	})
}

/** What a route module's loader or action threw or returned: the status and the body. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; body: Record<string, unknown>; headers?: Headers }> {
	try {
		const result = await run()
		if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
			const { data, init } = result as unknown as { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } }
			return { status: init.status ?? 200, body: data, headers: new Headers(init.headers) }
		}
		return { status: 200, body: result as Record<string, unknown> }
	} catch (thrown) {
		if (thrown instanceof Response) return { status: thrown.status, body: {}, headers: thrown.headers }
		if (thrown && typeof thrown === 'object' && 'type' in thrown && thrown.type === 'DataWithResponseInit') {
			const { data, init } = thrown as unknown as { data: Record<string, unknown>; init: { status?: number } }
			return { status: init.status ?? 500, body: data }
		}
		throw thrown
	}
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route modules take React Router's argument objects
const args = (request: Request): any => ({ request, params: {}, context: { clientIp: nextIp(), nonce: '' } })

async function logRows(entityId: string) {
	return db()
		.selectFrom('admin_activity_logs')
		.selectAll()
		.where('entity_type', '=', 'user')
		.where('entity_id', '=', entityId)
		.orderBy('id')
		.execute()
}

async function lastMail(to: string) {
	return db().selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()
}

/** Follows an e-mailed set-password link to the token our /reset-password page receives. */
async function tokenOf(link: string): Promise<string | null> {
	const landing = await handleAuthRequest(new Request(link), nextIp())
	const location = new URL(landing.headers.get('location') ?? '/', BASE)
	return location.searchParams.get('token')
}

describe('two-factor setup', () => {
	it('draws a QR code as a square of modules with a quiet zone', () => {
		const shape = qrCodeShape('otpauth://totp/Tasdeer:someone%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Tasdeer')
		expect(shape.size).toBeGreaterThanOrEqual(21 + 8)
		expect((shape.size - 8 - 17) % 4).toBe(0) // versions are 17 + 4n modules wide
		expect(shape.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/)
		// The finder pattern's top row: seven dark modules from the quiet zone's corner.
		expect(shape.path.startsWith('M4 4h7v1h-7z')).toBe(true)
	})
})

describe.each(testDialects)('staff on %s', (dialect) => {
	withTestDatabase(dialect)
	let admin: SessionUser
	let editor: SessionUser
	let adminCookie = ''
	let editorCookie = ''
	const invite = (fields: { name: string; email: string; role: string }) =>
		outcome(() => usersAction(args(post('/admin/users', adminCookie, { intent: 'invite', ...fields }))))

	beforeAll(async () => {
		await migrateAuth()
		admin = await createUser({ email: 'admin@staff.example', name: 'Omar Admin', password: PASSWORD, role: 'admin' })
		editor = await createUser({ email: 'editor@staff.example', name: 'Huda Editor', password: PASSWORD, role: 'editor' })
		adminCookie = await signIn(admin.email)
		editorCookie = await signIn(editor.email)
	})

	it('lists the staff for an administrator, administrators first, with their last activity', async () => {
		const members = await listStaff(admin)
		expect(members.map((m) => [m.email, m.role])).toEqual([
			[admin.email, 'admin'],
			[editor.email, 'editor'],
		])
		expect(members[0]?.lastActiveAt).toBeTruthy()
		expect(members[0]?.twoFactorEnabled).toBe(false)
		const { status, body } = await outcome(() => usersLoader(args(page('/admin/users', adminCookie))))
		expect(status).toBe(200)
		expect(body.meId).toBe(admin.id)
		expect(body.mailConfigured).toBe(false)
	})

	it('refuses an editor every users action, in the route and in the domain functions', async () => {
		const before = await anyDb().selectFrom('auth_user').select(['id', 'role']).orderBy('id').execute()
		expect((await outcome(() => usersLoader(args(page('/admin/users', editorCookie))))).status).toBe(403)
		const attempts: Record<string, string>[] = [
			{ intent: 'invite', name: 'Sneaky Editor', email: 'sneaky@staff.example', role: 'admin' },
			{ intent: 'role', id: editor.id, role: 'admin' },
			{ intent: 'role', id: admin.id, role: 'editor' },
			{ intent: 'remove', id: admin.id },
			{ intent: 'send-link', id: admin.id },
		]
		for (const fields of attempts) {
			expect((await outcome(() => usersAction(args(post('/admin/users', editorCookie, fields)))))).toMatchObject({ status: 403 })
		}
		const forbidden = { type: 'DataWithResponseInit', init: { status: 403 } }
		await expect(listStaff(editor)).rejects.toMatchObject(forbidden)
		await expect(inviteStaff(editor, { name: 'X Y', email: 'x@staff.example', role: 'admin' })).rejects.toMatchObject(forbidden)
		await expect(changeRole(editor, { id: editor.id, role: 'admin' })).rejects.toMatchObject(forbidden)
		await expect(removeStaff(editor, admin.id)).rejects.toMatchObject(forbidden)
		await expect(sendPasswordLink(editor, admin.id)).rejects.toMatchObject(forbidden)
		expect(await anyDb().selectFrom('auth_user').select(['id', 'role']).orderBy('id').execute()).toEqual(before)
		expect(await db().selectFrom('admin_activity_logs').selectAll().where('entity_type', '=', 'user').execute()).toEqual([])
		// Anonymous: to the login page.
		expect((await outcome(() => usersAction(args(post('/admin/users', '', { intent: 'remove', id: editor.id }))))).status).toBe(302)
	})

	it('refuses a form from another site', async () => {
		const result = await outcome(() => usersAction(args(post('/admin/users', adminCookie, { intent: 'remove', id: editor.id }, 'https://evil.example'))))
		expect(result.status).toBe(403)
		expect((await listStaff(admin)).some((m) => m.id === editor.id)).toBe(true)
	})

	it('invites a staff member who sets their own password from the e-mailed link', async () => {
		const result = await invite({ name: '  Sara Invited ', email: 'Sara@Staff.example', role: 'editor' })
		expect(result.status).toBe(200)
		expect(result.body.ok).toBe(true)
		// No SMTP here: the mail is logged and the administrator gets the link to hand over.
		const link = (result.body.result as { link: { email: string; url: string } }).link.url
		expect(link).toContain(`${BASE}/api/auth/reset-password/`)
		const sara = (await listStaff(admin)).find((m) => m.email === 'sara@staff.example')
		expect(sara).toMatchObject({ name: 'Sara Invited', role: 'editor', lastActiveAt: null })
		const mail = await lastMail('sara@staff.example')
		expect(mail.subject).toContain('Set your password')
		expect(mail.body_text).toContain(link)
		expect(mail.status).toBe('logged')

		const [log] = await logRows(sara!.id)
		expect(log).toMatchObject({ action: 'create', user_id: admin.id, user_email: admin.email })
		expect(JSON.parse(log!.details!)).toEqual({ name: 'Sara Invited', email: 'sara@staff.example', role: 'editor' })

		const token = await tokenOf(link)
		expect(token).toBeTruthy()
		expect(await resetPassword({ token: token!, newPassword: 'sara chooses her own words', clientIp: nextIp() })).toEqual({ ok: true })
		expect(await getSessionUser(page('/admin', await signIn('sara@staff.example', 'sara chooses her own words')))).toMatchObject({ role: 'editor' })

		// The same address again (any case): refused with the values kept.
		const again = await invite({ name: 'Sara Again', email: 'SARA@staff.example', role: 'admin' })
		expect(again.status).toBe(409)
		expect(again.body.errors).toHaveProperty('email')
		expect(again.body.values).toEqual({ name: 'Sara Again', email: 'SARA@staff.example', role: 'admin' })
	})

	it('refuses an invalid invitation with the errors in the staff language and the typed values', async () => {
		const result = await outcome(() =>
			usersAction(args(post('/admin/users', `${adminCookie}; lang=en`, { intent: 'invite', name: 'A', email: 'not-an-email', role: 'owner' }))),
		)
		expect(result.status).toBe(400)
		expect(result.body.errors).toEqual({
			name: 'Must be at least 2 characters',
			email: 'Enter a valid e-mail address',
			role: 'Choose a value from the list',
		})
		expect(result.body.values).toEqual({ name: 'A', email: 'not-an-email', role: 'owner' })
		expect((await listStaff(admin)).some((m) => m.email === 'not-an-email')).toBe(false)
	})

	it('sends a fresh password link: the older one stops working', async () => {
		const first = await sendPasswordLink(admin, editor.id)
		const second = await sendPasswordLink(admin, editor.id)
		if (!first.ok || !second.ok) throw new Error('links refused')
		expect(first.mail).toBe('logged')
		expect(await tokenOf(first.link!)).toBeNull()
		expect(await tokenOf(second.link!)).toBeTruthy()
		expect(await sendPasswordLink(admin, 'no-such-user')).toEqual({ ok: false, reason: 'not-found' })
		const logs = await logRows(editor.id)
		expect(logs.map((l) => JSON.parse(l.details!).change)).toEqual(['password-link', 'password-link'])
	})

	it('changes a role with an activity-log row; the new role applies at the next request', async () => {
		const result = await outcome(() => usersAction(args(post('/admin/users', adminCookie, { intent: 'role', id: editor.id, role: 'admin' }))))
		expect(result).toMatchObject({ status: 200, body: { ok: true } })
		expect(await getSessionUser(page('/admin', editorCookie))).toMatchObject({ role: 'admin' })
		const log = (await logRows(editor.id)).at(-1)!
		expect(log.action).toBe('update')
		expect(JSON.parse(log.details!)).toMatchObject({ change: 'role', from: 'editor', to: 'admin' })

		expect(await changeRole(admin, { id: editor.id, role: 'editor' })).toMatchObject({ ok: true, member: { role: 'editor' } })
		expect(await getSessionUser(page('/admin', editorCookie))).toMatchObject({ role: 'editor' })
		// No change, no row.
		const rows = (await logRows(editor.id)).length
		expect(await changeRole(admin, { id: editor.id, role: 'editor' })).toMatchObject({ ok: true })
		expect((await logRows(editor.id)).length).toBe(rows)
		expect(await changeRole(admin, { id: 'no-such-user', role: 'admin' })).toEqual({ ok: false, reason: 'not-found' })
	})

	it('keeps the last administrator: no removal, no demotion, even from a stale page', async () => {
		// Alone: removing yourself is refused as the last administrator, with 409.
		const alone = await outcome(() => usersAction(args(post('/admin/users', adminCookie, { intent: 'remove', id: admin.id }))))
		expect(alone.status).toBe(409)
		expect(alone.body.message).toBe('لا يمكن إزالة آخر مدير أو تحويله إلى محرر. أضف مديرًا آخر أولًا.')
		expect(await changeRole(admin, { id: admin.id, role: 'editor' })).toEqual({ ok: false, reason: 'last-admin' })

		// With a second administrator, you still cannot remove or demote yourself.
		const second = await createUser({ email: 'second@staff.example', name: 'Second Admin', password: PASSWORD, role: 'admin' })
		expect(await removeStaff(admin, admin.id)).toEqual({ ok: false, reason: 'self' })
		expect(await changeRole(admin, { id: admin.id, role: 'editor' })).toEqual({ ok: false, reason: 'self' })

		// Each demotes the other from pages loaded while both were administrators: one wins.
		const results = await Promise.all([changeRole(admin, { id: second.id, role: 'editor' }), changeRole(second, { id: admin.id, role: 'editor' })])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'last-admin' }])
		const admins = await anyDb().selectFrom('auth_user').select('id').where('role', '=', 'admin').execute()
		expect(admins).toHaveLength(1)

		// Put things back: `admin` is the administrator, `second` goes.
		const winner = admins[0]!.id === admin.id ? admin : second
		const loser = winner === admin ? second : admin
		await changeRole(winner, { id: loser.id, role: 'admin' })
		expect(await removeStaff(admin, second.id)).toMatchObject({ ok: true })
		expect((await listStaff(admin)).filter((m) => m.role === 'admin').map((m) => m.id)).toEqual([admin.id])
		expect(await removeStaff(admin, admin.id)).toEqual({ ok: false, reason: 'last-admin' })
	})

	it('removes a staff member with their sessions and sign-in, in one transaction with its log row', async () => {
		const gone = await createUser({ email: 'gone@staff.example', name: 'Leaving Soon', password: PASSWORD, role: 'editor' })
		const cookie = await signIn(gone.email)
		await sendPasswordLink(admin, gone.id)
		expect(await getSessionUser(page('/admin', cookie))).not.toBeNull()
		const result = await outcome(() => usersAction(args(post('/admin/users', adminCookie, { intent: 'remove', id: gone.id }))))
		expect(result).toMatchObject({ status: 200, body: { ok: true } })
		expect(await getSessionUser(page('/admin', cookie))).toBeNull()
		for (const table of ['auth_session', 'auth_account', 'auth_two_factor']) {
			expect(await anyDb().selectFrom(table).select('id').where('user_id', '=', gone.id).execute()).toEqual([])
		}
		expect(await anyDb().selectFrom('auth_verification').select('id').where('value', '=', gone.id).execute()).toEqual([])
		expect(await anyDb().selectFrom('auth_user').select('id').where('id', '=', gone.id).execute()).toEqual([])
		const log = (await logRows(gone.id)).at(-1)!
		expect(log.action).toBe('delete')
		expect(JSON.parse(log.details!)).toEqual({ name: 'Leaving Soon', email: 'gone@staff.example', role: 'editor' })
		expect((await outcome(() => usersAction(args(post('/admin/users', adminCookie, { intent: 'remove', id: gone.id }))))).status).toBe(404)
	})

	it('gives better-auth the length limits of the password rule the forms use', () => {
		const options = getAuth().options.emailAndPassword
		expect(options?.minPasswordLength).toBe(passwordRule.minLength)
		expect(options?.maxPasswordLength).toBe(passwordRule.maxLength)
	})

	describe('my account', () => {
		let me: SessionUser
		/** Me changing my own account in the session of `cookie`. */
		const myAccount = (cookie: string) => ({ request: post('/admin/account', cookie, {}), user: me, clientIp: '192.0.2.1' })
		const email = 'me@staff.example'

		beforeAll(async () => {
			me = await createUser({ email, name: 'Mona Staff', password: PASSWORD, role: 'editor' })
		})

		it('lists my sessions and signs out one, all others, or all of them', async () => {
			const mine = await signIn(email, PASSWORD, CHROME_MAC)
			const phone = await signIn(email, PASSWORD, SAFARI_IPHONE)
			const third = await signIn(email, PASSWORD, CHROME_MAC)
			const fourth = await signIn(email, PASSWORD, CHROME_MAC)
			const sessions = await listMySessions(page('/admin/account', mine), me)
			expect(sessions).toHaveLength(4)
			expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome', os: 'macOS' })
			expect(sessions.filter((s) => s.current)).toHaveLength(1)
			expect(sessions.some((s) => s.browser === 'Safari' && s.os === 'iOS')).toBe(true)
			expect(JSON.stringify(sessions)).not.toMatch(/token/i)
			// Someone else's sessions are not mine to see.
			expect((await listMySessions(page('/admin/account', adminCookie), admin)).every((s) => !sessions.some((m) => m.id === s.id))).toBe(true)

			// One other session, by id (through the page's action).
			const phoneId = (await listMySessions(page('/admin/account', phone), me)).find((s) => s.current)!.id
			const one = await outcome(() => accountAction(args(post('/admin/account', mine, { intent: 'sign-out', scope: phoneId }))))
			expect(one).toMatchObject({ status: 200, body: { ok: true } })
			expect(await getSessionUser(page('/admin', phone))).toBeNull()
			expect(await getSessionUser(page('/admin', mine))).not.toBeNull()
			// Not someone else's session.
			const adminSession = (await listMySessions(page('/admin/account', adminCookie), admin))[0]!.id
			expect(await revokeMySessions(post('/admin/account', mine, {}), me, { id: adminSession })).toEqual({ ok: false, reason: 'not-found' })
			expect(await getSessionUser(page('/admin', adminCookie))).not.toBeNull()

			// All others.
			const others = await revokeMySessions(post('/admin/account', mine, {}), me, 'others')
			expect(others).toMatchObject({ ok: true, count: 2, signedOut: false })
			expect(await getSessionUser(page('/admin', third))).toBeNull()
			expect(await getSessionUser(page('/admin', fourth))).toBeNull()
			expect(await getSessionUser(page('/admin', mine))).not.toBeNull()
			expect(await listMySessions(page('/admin/account', mine), me)).toHaveLength(1)

			// All, this one included: back to the login page with the cookie cleared.
			const again = await signIn(email)
			const all = await outcome(() => accountAction(args(post('/admin/account', mine, { intent: 'sign-out', scope: 'all' }))))
			expect(all.status).toBe(302)
			expect(all.headers?.get('location')).toBe('/login')
			expect(all.headers?.getSetCookie().some((c) => c.startsWith('tasdeer.session_token=') && /Max-Age=0/i.test(c))).toBe(true)
			expect(await getSessionUser(page('/admin', mine))).toBeNull()
			expect(await getSessionUser(page('/admin', again))).toBeNull()

			// This device only.
			const a = await signIn(email)
			const b = await signIn(email)
			const current = await outcome(() => accountAction(args(post('/admin/account', a, { intent: 'sign-out', scope: 'current' }))))
			expect(current.status).toBe(302)
			expect(await getSessionUser(page('/admin', a))).toBeNull()
			expect(await getSessionUser(page('/admin', b))).not.toBeNull()

			const logged = (await logRows(me.id)).map((row) => JSON.parse(row.details!))
			expect(logged.map((d) => [d.change, d.scope, d.count])).toEqual([
				['sessions', 'one', 1],
				['sessions', 'others', 2],
				['sessions', 'all', 2],
			])
		})

		it('changes my password after the current one, signing out my other devices', async () => {
			const mine = await signIn(email)
			const other = await signIn(email)
			const refused = await outcome(() =>
				accountAction(
					args(post('/admin/account', mine, { intent: 'password', currentPassword: 'wrong password!', newPassword: 'a new long passphrase', confirmPassword: 'a new long passphrase', revokeOthers: 'on' })),
				),
			)
			expect(refused.status).toBe(400)
			expect(refused.body.errors).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة.' })
			const mismatch = await outcome(() =>
				accountAction(
					args(post('/admin/account', `${mine}; lang=en`, { intent: 'password', currentPassword: PASSWORD, newPassword: 'a new long passphrase', confirmPassword: 'a new long passphrasE' })),
				),
			)
			expect(mismatch.body.errors).toEqual({ confirmPassword: 'The passwords do not match.' })
			const weak = await outcome(() =>
				accountAction(args(post('/admin/account', `${mine}; lang=en`, { intent: 'password', currentPassword: PASSWORD, newPassword: 'aaaaaaaaaaaaaa', confirmPassword: 'aaaaaaaaaaaaaa' }))),
			)
			expect(weak.body.errors).toHaveProperty('newPassword')

			const newPassword = 'a new long passphrase'
			const done = await outcome(() =>
				accountAction(args(post('/admin/account', mine, { intent: 'password', currentPassword: PASSWORD, newPassword, confirmPassword: newPassword, revokeOthers: 'on' }))),
			)
			expect(done).toMatchObject({ status: 200, body: { ok: true } })
			const renewed = cookieOf(done.headers!)
			expect(renewed).toContain('tasdeer.session_token=')
			expect(await getSessionUser(page('/admin', renewed))).toMatchObject({ email })
			expect(await getSessionUser(page('/admin', other))).toBeNull()
			await signIn(email, newPassword)
			expect(JSON.parse((await logRows(me.id)).at(-1)!.details!)).toMatchObject({ change: 'password', signedOutOthers: true })

			// Without signing out the others, they stay.
			const third = await signIn(email, newPassword)
			expect(await changeMyPassword(myAccount(renewed), { currentPassword: newPassword, newPassword: PASSWORD, revokeOthers: false })).toMatchObject({
				ok: true,
			})
			expect(await getSessionUser(page('/admin', third))).not.toBeNull()
		})

		it('e-mails me a reset link from the account page', async () => {
			const mine = await signIn(email)
			const result = await outcome(() => accountAction(args(post('/admin/account', mine, { intent: 'reset-link' }))))
			expect(result).toMatchObject({ status: 200, body: { ok: true } })
			const mail = await lastMail(email)
			expect(mail.subject).toContain('Password reset')
		})

		it('turns two-factor on with a QR code and a first code, shows backup codes once, and off again', async () => {
			const mine = await signIn(email)
			const form = (fields: Record<string, string>, cookie = mine) => args(post('/admin/account', cookie, fields))
			const wrong = await outcome(() => accountAction(form({ intent: '2fa-start', password: 'not my password' })))
			expect(wrong.status).toBe(400)
			expect(wrong.body.errors).toEqual({ password: 'كلمة المرور غير صحيحة.' })

			const started = await outcome(() => accountAction(form({ intent: '2fa-start', password: PASSWORD })))
			expect(started.status).toBe(200)
			const setup = (started.body.result as { setup: unknown }).setup as { totpURI: string; qr: { size: number; path: string } }
			expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//)
			expect(setup.qr.path.length).toBeGreaterThan(100)
			const secret = base32Decode(new URL(setup.totpURI).searchParams.get('secret')!)
			const code = async () => (await getAuth().api.generateTOTP({ body: { secret } })).code

			// A wrong or malformed code keeps the setup on screen with the error.
			const badCode = await outcome(() => accountAction(form({ intent: '2fa-confirm', code: '12345', totpURI: setup.totpURI })))
			expect(badCode.status).toBe(400)
			expect(badCode.body.errors).toEqual({ code: 'أدخل 6 أرقام.' })
			expect((badCode.body.result as { setup: { totpURI: string } }).setup.totpURI).toBe(setup.totpURI)
			const current = await code()
			const otherCode = String((Number(current) + 1) % 1_000_000).padStart(6, '0')
			const refused = await outcome(() => accountAction(form({ intent: '2fa-confirm', code: otherCode, totpURI: setup.totpURI })))
			expect(refused.body.errors).toHaveProperty('code')
			// A forged URI is not drawn.
			const forged = await outcome(() => accountAction(form({ intent: '2fa-confirm', code: otherCode, totpURI: 'javascript:alert(1)' })))
			expect((forged.body.result as { setup: unknown }).setup).toBeNull()

			const firstCode = await code()
			const confirmed = await outcome(() => accountAction(form({ intent: '2fa-confirm', code: firstCode, totpURI: setup.totpURI })))
			expect(confirmed).toMatchObject({ status: 200, body: { ok: true } })
			const codes = (confirmed.body.result as { backupCodes: string[] }).backupCodes
			expect(codes).toHaveLength(10)
			const cookie = cookieOf(confirmed.headers!) || mine
			expect(await getSessionUser(page('/admin', cookie))).toMatchObject({ twoFactorEnabled: true })
			const { body } = await outcome(() => accountLoader(args(page('/admin/account', cookie))))
			expect(body.me).toMatchObject({ twoFactorEnabled: true })

			// New backup codes replace the old ones (password again).
			expect(await renewBackupCodes(myAccount(cookie), 'not my password')).toEqual({ ok: false })
			const renewed = await renewBackupCodes(myAccount(cookie), PASSWORD)
			if (!renewed.ok) throw new Error('backup codes refused')
			expect(renewed.backupCodes).toHaveLength(10)
			expect(renewed.backupCodes).not.toEqual(codes)

			expect(await turnOffTwoFactor(myAccount(cookie), 'not my password')).toEqual({ ok: false })
			const off = await outcome(() => accountAction(form({ intent: '2fa-disable', password: PASSWORD }, cookie)))
			expect(off).toMatchObject({ status: 200, body: { ok: true } })
			expect(await getSessionUser(page('/admin', cookieOf(off.headers!) || cookie))).toMatchObject({ twoFactorEnabled: false })
			const changes = (await logRows(me.id)).map((row) => JSON.parse(row.details!)).filter((d) => d.change !== 'sessions' && d.change !== 'password')
			expect(changes.map((d) => [d.change, d.enabled])).toEqual([
				['two-factor', true],
				['backup-codes', undefined],
				['two-factor', false],
			])
		})

		it('the account page works for an editor and refuses another site', async () => {
			const { status } = await outcome(() => accountLoader(args(page('/admin/account', editorCookie))))
			expect(status).toBe(200)
			const foreign = await outcome(() => accountAction(args(post('/admin/account', editorCookie, { intent: 'sign-out', scope: 'all' }, 'https://evil.example'))))
			expect(foreign.status).toBe(403)
			expect(await getSessionUser(page('/admin', editorCookie))).not.toBeNull()
		})

		it('setup helpers refuse a wrong password and code', async () => {
			const mine = await signIn(email)
			expect(await startTwoFactor(myAccount(mine), 'nope nope nope')).toEqual({ ok: false })
			expect(await finishTwoFactor(myAccount(mine), crypto.randomInt(0, 999_999).toString().padStart(6, '0'))).toMatchObject({
				ok: false,
			})
		})
	})
})
