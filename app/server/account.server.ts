import QRCode from 'qrcode'
import { type MySession, type QrCodeShape, type SessionScope, type TwoFactorSetup, passwordProblem, totpUriPattern } from '#app/lib/staff-schema.ts'
import { describeUserAgent } from '#app/lib/user-agent.ts'
import { apiErrorStatus, authHeaders, getAuth } from './auth.server.ts'
import { nowIso } from './db/db.server.ts'
import type { SessionUser } from './session.server.ts'
import { signOut } from './sign-in.server.ts'
import { type CheckRateLimited, checkUnderSignInLimits } from './sign-in-limits.server.ts'
import { logStaffChange, staffDb } from './staff-tables.server.ts'

/**
 * The account page: the signed-in person's own password, two-factor and sessions. Every check of
 * the password or a code here counts against the account's sign-in limits from `clientIp`
 * (decision 0025) and may answer `rate-limited` without checking.
 */

export type TwoFactorResult = { ok: true; headers: Headers } | { ok: false }

/** Who is changing their own account: the request (its session), the signed-in person, and from where. */
export interface OwnAccountRequest {
	request: Request
	user: SessionUser
	clientIp: string
}

/** A check of your password or code, counted against your account's sign-in limits from your address. */
function underMyLimits<T extends { ok: boolean }>(me: OwnAccountRequest, check: () => Promise<T>) {
	return checkUnderSignInLimits({ clientIp: me.clientIp, account: me.user.email }, check)
}

/** An auth call the API refuses (a wrong password or code: any status it answers) is `{ ok: false }`; any other failure is thrown. */
async function unlessRefused<T>(call: () => Promise<T>): Promise<T | { ok: false }> {
	try {
		return await call()
	} catch (error) {
		if (apiErrorStatus(error) !== undefined) return { ok: false }
		throw error
	}
}

/**
 * Step one of turning on two-factor (the user's security page): checks the password and returns
 * the otpauth:// URI to show as a QR code (and as text) plus ten one-time backup codes to show
 * once. Two-factor is on only after `confirmTwoFactorSetup`.
 */
export async function beginTwoFactorSetup(
	request: Request,
	password: string,
): Promise<{ ok: true; totpURI: string; backupCodes: string[] } | { ok: false }> {
	return unlessRefused(async () => {
		const result = await getAuth().api.enableTwoFactor({ body: { password }, headers: authHeaders(request) })
		if (result.method !== 'totp') return { ok: false } as const
		return { ok: true, totpURI: result.totpURI, backupCodes: result.backupCodes } as const
	})
}

/** Step two: the first code from the app turns two-factor on. The session cookie is renewed. */
export async function confirmTwoFactorSetup(request: Request, code: string): Promise<TwoFactorResult> {
	return unlessRefused(async () => {
		const { headers } = await getAuth().api.verifyTOTP({ body: { code: code.replace(/\s+/g, '') }, headers: authHeaders(request), returnHeaders: true })
		return { ok: true, headers } as const
	})
}

export async function disableTwoFactor(request: Request, password: string): Promise<TwoFactorResult> {
	return unlessRefused(async () => {
		const { headers } = await getAuth().api.disableTwoFactor({ body: { password }, headers: authHeaders(request), returnHeaders: true })
		return { ok: true, headers } as const
	})
}

/** A record of a change to your own account (they are security events worth keeping). */
async function logOwnChange(user: SessionUser, details: Record<string, unknown>) {
	await logStaffChange(null, { action: 'update', member: user, details, actor: user })
}

export type PasswordChangeResult = { ok: true; headers: Headers } | { ok: false; reason: 'wrong-password' | 'weak-password' } | CheckRateLimited

/**
 * Changes your password after checking the current one. With `revokeOthers` every other session
 * ends and this one is renewed: return `headers` (the new session cookie) with the response.
 */
export async function changeMyPassword(
	me: OwnAccountRequest,
	input: { currentPassword: string; newPassword: string; revokeOthers: boolean },
): Promise<PasswordChangeResult> {
	if (passwordProblem(input.newPassword)) return { ok: false, reason: 'weak-password' }
	return underMyLimits(me, async () => {
		try {
			const { headers } = await getAuth().api.changePassword({
				body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: input.revokeOthers },
				headers: authHeaders(me.request),
				returnHeaders: true,
			})
			await logOwnChange(me.user, { change: 'password', signedOutOthers: input.revokeOthers })
			return { ok: true, headers } as const
		} catch (error) {
			if (apiErrorStatus(error) === 400) return { ok: false, reason: 'wrong-password' } as const
			throw error
		}
	})
}

/** The QR code of `text` as one SVG path (runs of dark modules), drawn by the page without markup injection. */
export function qrCodeShape(text: string): QrCodeShape {
	const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
	const count = qr.modules.size
	const margin = 4
	let path = ''
	for (let y = 0; y < count; y++) {
		let x = 0
		while (x < count) {
			if (!qr.modules.get(y, x)) {
				x++
				continue
			}
			const start = x
			while (x < count && qr.modules.get(y, x)) x++
			path += `M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`
		}
	}
	return { size: count + margin * 2, path }
}


/** Step one of turning two-factor on: the password again, then a QR code of the secret to scan. */
export async function startTwoFactor(me: OwnAccountRequest, password: string): Promise<{ ok: true; setup: TwoFactorSetup } | { ok: false } | CheckRateLimited> {
	const result = await underMyLimits(me, () => beginTwoFactorSetup(me.request, password))
	if (!result.ok) return result
	return { ok: true, setup: { totpURI: result.totpURI, qr: qrCodeShape(result.totpURI) } }
}

/** The setup in progress again (after a wrong first code): only a well-formed otpauth URI is drawn. */
export function resumeTwoFactor(totpURI: string): TwoFactorSetup | null {
	return totpUriPattern.test(totpURI) && totpURI.length <= 512 ? { totpURI, qr: qrCodeShape(totpURI) } : null
}

/**
 * Step two: the first code from the app turns two-factor on. Returns the session's renewed cookie
 * and the ten backup codes, to show once.
 */
export async function finishTwoFactor(me: OwnAccountRequest, code: string): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | { ok: false } | CheckRateLimited> {
	const result = await underMyLimits(me, () => confirmTwoFactorSetup(me.request, code))
	if (!result.ok) return result
	const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: me.user.id } })
	await logOwnChange(me.user, { change: 'two-factor', enabled: true })
	return { ok: true, headers: result.headers, backupCodes }
}

export async function turnOffTwoFactor(me: OwnAccountRequest, password: string): Promise<{ ok: true; headers: Headers } | { ok: false } | CheckRateLimited> {
	const result = await underMyLimits(me, () => disableTwoFactor(me.request, password))
	if (result.ok) await logOwnChange(me.user, { change: 'two-factor', enabled: false })
	return result
}

/** Ten new backup codes (the old ones stop working), after the password. */
export async function renewBackupCodes(me: OwnAccountRequest, password: string): Promise<{ ok: true; backupCodes: string[] } | { ok: false } | CheckRateLimited> {
	return underMyLimits(me, () =>
		unlessRefused(async () => {
			const { backupCodes } = await getAuth().api.generateBackupCodes({ body: { password }, headers: authHeaders(me.request) })
			await logOwnChange(me.user, { change: 'backup-codes' })
			return { ok: true, backupCodes } as const
		}),
	)
}


/** The id of the request's own session (never its token, which stays on the server). */
async function currentSessionId(request: Request): Promise<string | null> {
	const session = await getAuth().api.getSession({ headers: authHeaders(request) })
	return session?.session.id ?? null
}

/** Your open sessions, the current one first, then the most recently active. */
export async function listMySessions(request: Request, user: Pick<SessionUser, 'id'>): Promise<MySession[]> {
	const current = await currentSessionId(request)
	const rows = await staffDb()
		.selectFrom('auth_session')
		.select(['id', 'created_at', 'updated_at', 'expires_at', 'ip_address', 'user_agent'])
		.where('user_id', '=', user.id)
		.where('expires_at', '>', nowIso())
		.orderBy('updated_at', 'desc')
		.execute()
	return rows
		.map((row) => ({
			id: row.id,
			current: row.id === current,
			createdAt: String(row.created_at),
			lastActiveAt: String(row.updated_at),
			expiresAt: String(row.expires_at),
			ipAddress: row.ip_address || null,
			...describeUserAgent(row.user_agent),
		}))
		.sort((a, b) => Number(b.current) - Number(a.current))
}

export type RevokeResult = { ok: true; count: number; headers: Headers; signedOut: boolean } | { ok: false; reason: 'not-found' }

/**
 * Sign-out with the spec's scopes: 'current' (this device), 'others' (every other session) or
 * 'all' (everywhere, this one included); or one other session by id. When `signedOut`, the
 * headers clear the cookie: send them with the redirect to /login.
 */
export async function revokeMySessions(request: Request, user: SessionUser, scope: SessionScope | { id: string }): Promise<RevokeResult> {
	const headers = authHeaders(request)
	if (scope === 'current') return { ok: true, count: 1, headers: await signOut(request), signedOut: true }
	const sessions = await staffDb()
		.selectFrom('auth_session')
		.select(['id', 'token'])
		.where('user_id', '=', user.id)
		.where('expires_at', '>', nowIso())
		.execute()
	const current = await currentSessionId(request)
	const api = getAuth().api
	if (scope === 'all') {
		const result = await api.revokeSessions({ headers, returnHeaders: true })
		await logOwnChange(user, { change: 'sessions', scope: 'all', count: sessions.length })
		return { ok: true, count: sessions.length, headers: result.headers, signedOut: true }
	}
	if (scope === 'others') {
		const others = sessions.filter((session) => session.id !== current).length
		await api.revokeOtherSessions({ headers })
		if (others) await logOwnChange(user, { change: 'sessions', scope: 'others', count: others })
		return { ok: true, count: others, headers: new Headers(), signedOut: false }
	}
	const target = sessions.find((session) => session.id === scope.id)
	if (!target) return { ok: false, reason: 'not-found' }
	if (target.id === current) return { ok: true, count: 1, headers: await signOut(request), signedOut: true }
	await api.revokeSession({ body: { token: target.token }, headers })
	await logOwnChange(user, { change: 'sessions', scope: 'one', count: 1 })
	return { ok: true, count: 1, headers: new Headers(), signedOut: false }
}
