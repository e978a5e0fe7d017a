import { passwordProblem } from '#app/lib/staff-schema.ts'
import { apiErrorStatus, authHeaders, getAuth } from './auth.server.ts'
import { isSameOrigin } from './same-origin.server.ts'
import { limitResetConfirm, limitResetRequest, openSignInAttempt } from './sign-in-limits.server.ts'

/**
 * Signing in and out: the password, the second step (a code from the authenticator app or a
 * backup code), the forgotten-password mail and the new password. Every step checks the origin
 * and the sign-in limits (sign-in-limits.server.ts) before better-auth sees it.
 */

export type SignInResult =
	| { status: 'signed-in'; headers: Headers }
	| { status: 'two-factor'; headers: Headers }
	| { status: 'invalid' }
	| { status: 'rate-limited'; retryAfterSeconds: number }
	| { status: 'forbidden' }


/**
 * The login form's action: checks origin and rate limits, then signs in. On success the headers
 * carry the session cookie (or, with two-factor on, the short-lived cookie `verifySecondFactor`
 * needs): return them with the redirect.
 */
export async function signInWithPassword(
	request: Request,
	input: { email: string; password: string; rememberMe?: boolean; clientIp: string },
): Promise<SignInResult> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const email = input.email.trim().toLowerCase()
	const attempt = await openSignInAttempt({ clientIp: input.clientIp, account: email })
	if (attempt.status === 'rate-limited') return attempt
	try {
		const { headers, response } = await getAuth().api.signInEmail({
			body: { email, password: input.password, rememberMe: input.rememberMe ?? true },
			headers: authHeaders(request, input.clientIp),
			returnHeaders: true,
		})
		// The password was right: the address's run of failures on this account ends (a second
		// step, when asked for, is counted on its own).
		await attempt.succeeded()
		if ('twoFactorRedirect' in response && response.twoFactorRedirect) return { status: 'two-factor', headers }
		return { status: 'signed-in', headers }
	} catch (error) {
		const status = apiErrorStatus(error)
		if (status === 401 || status === 400) {
			await attempt.failed()
			return { status: 'invalid' }
		}
		if (status === 403) return { status: 'forbidden' }
		throw error
	}
}

/**
 * The second step: a 6-digit code from the authenticator app, or one of the backup codes. The
 * request must carry the cookie `signInWithPassword` set.
 */
export async function verifySecondFactor(
	request: Request,
	input: { code: string; trustDevice?: boolean; clientIp: string },
): Promise<SignInResult> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const code = input.code.replace(/\s+/g, '')
	const headers = authHeaders(request, input.clientIp)
	const api = getAuth().api
	// The codes count against the same limits as the password, for the account whose sign-in this is.
	const { email } = await api.twoFactorPendingAccount({ headers })
	const attempt = await openSignInAttempt({ clientIp: input.clientIp, account: email })
	if (attempt.status === 'rate-limited') return attempt
	try {
		const result = /^\d{6}$/.test(code)
			? await api.verifyTOTP({ body: { code, trustDevice: input.trustDevice ?? false }, headers, returnHeaders: true })
			: await api.verifyBackupCode({ body: { code, trustDevice: input.trustDevice ?? false }, headers, returnHeaders: true })
		await attempt.succeeded()
		return { status: 'signed-in', headers: result.headers }
	} catch (error) {
		const status = apiErrorStatus(error)
		if (status === 401 || status === 400) {
			await attempt.failed()
			return { status: 'invalid' }
		}
		// better-auth's own lock of the second step (10 wrong codes in a row: only someone who knows the
		// password gets there), for its 15 minutes.
		if (status === 429) return { status: 'rate-limited', retryAfterSeconds: 15 * 60 }
		if (status === 403) return { status: 'forbidden' }
		throw error
	}
}

/**
 * The "forgot password" form's action. Answers the same whether or not the address belongs to a
 * user (no account discovery); the mail links to /api/auth/reset-password/<token>, which better-auth
 * redirects to `redirectTo?token=<token>` (or `?error=INVALID_TOKEN`).
 */
export async function requestPasswordReset(
	request: Request,
	input: { email: string; clientIp: string; redirectTo?: string },
): Promise<{ status: 'sent' } | { status: 'rate-limited'; retryAfterSeconds: number } | { status: 'forbidden' }> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const email = input.email.trim().toLowerCase()
	const limit = await limitResetRequest({ clientIp: input.clientIp, account: email })
	if (!limit.allowed) return { status: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
	await getAuth().api.requestPasswordReset({
		body: { email, redirectTo: input.redirectTo ?? '/reset-password' },
		headers: authHeaders(request, input.clientIp),
	})
	return { status: 'sent' }
}

/** The "new password" form's action: every session of the user ends (`revokeSessionsOnPasswordReset`). */
export async function resetPassword(input: {
	token: string
	newPassword: string
	clientIp: string
}): Promise<
	| { ok: true }
	| { ok: false; reason: 'weak-password'; message: string }
	| { ok: false; reason: 'invalid-token' }
	| { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
> {
	const limit = await limitResetConfirm(input.clientIp)
	if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds }
	const problem = passwordProblem(input.newPassword)
	if (problem) return { ok: false, reason: 'weak-password', message: problem }
	try {
		await getAuth().api.resetPassword({ body: { token: input.token, newPassword: input.newPassword } })
		return { ok: true }
	} catch (error) {
		if (apiErrorStatus(error) !== undefined) return { ok: false, reason: 'invalid-token' }
		throw error
	}
}

/** Ends the request's session (server side) and returns the headers that clear the cookie. */
export async function signOut(request: Request): Promise<Headers> {
	try {
		const { headers } = await getAuth().api.signOut({ headers: authHeaders(request), returnHeaders: true })
		return headers
	} catch (error) {
		// No session, or one that is already gone: nothing to end.
		if (apiErrorStatus(error) !== undefined) return new Headers()
		throw error
	}
}
