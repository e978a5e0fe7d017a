import { redirect } from 'react-router'
import { retryAfterMessage } from '#app/lib/retry-after.ts'
import {
	type SessionScope,
	type TwoFactorSetup,
	changePasswordSchema,
	confirmPasswordSchema,
	sessionScopes,
	totpCodeSchema,
} from '#app/lib/staff-schema.ts'
import { fieldErrorCodes } from '#app/lib/validation.ts'
import { changeMyPassword, finishTwoFactor, renewBackupCodes, resumeTwoFactor, revokeMySessions, startTwoFactor, turnOffTwoFactor } from './account.server.ts'
import type { ActionOptions, Outcome } from './admin-action.server.ts'
import { logger } from './logger.server.ts'
import type { CheckRateLimited } from './sign-in-limits.server.ts'
import { listIdentities, startOAuthLink, unlinkIdentity } from './oauth.server.ts'
import type { SessionUser } from './session.server.ts'
import { requestPasswordReset } from './sign-in.server.ts'

/**
 * The account page's submissions in the action kernel (decision 0027): the signed-in person's own
 * password, two-factor, linked identities and sessions. Passwords are never given back, so the page
 * declares no values: a session that ended goes to the sign-in page and back.
 */

/** What a step shows once: the two-factor setup in progress, or backup codes. */
export interface AccountShown {
	setup?: TwoFactorSetup | null
	backupCodes?: string[]
}

export const accountForm: ActionOptions<undefined> = { maxBytes: 8192 }

type AccountOutcome = Outcome<AccountShown>

/** A check refused by the sign-in limits (decision 0025): nothing was checked; when to try again. */
function limited(retryAfterSeconds: number, result?: AccountShown): AccountOutcome {
	return { ok: false, status: 429, message: retryAfterMessage(retryAfterSeconds), headers: new Headers({ 'Retry-After': String(retryAfterSeconds) }), result }
}

function invalid(errors: Record<string, string>, result?: AccountShown): AccountOutcome {
	return { ok: false, status: 400, message: 'common.fixErrors', errors, result }
}

const notFound: AccountOutcome = { ok: false, status: 404, message: 'common.notFound' }

/**
 * A step behind the password asked again: the form's check, then the step (under the sign-in
 * limits), then `done` with what it gave; a wrong password is said at the field.
 */
async function afterPassword<R>(
	fields: Record<string, string>,
	step: (password: string) => Promise<({ ok: true } & R) | { ok: false } | CheckRateLimited>,
	done: (result: R) => AccountOutcome,
): Promise<AccountOutcome> {
	const parsed = confirmPasswordSchema.safeParse(fields)
	if (!parsed.success) return invalid(fieldErrorCodes(parsed.error))
	const result = await step(parsed.data.password)
	if ('reason' in result) return limited(result.retryAfterSeconds)
	if (!result.ok) return invalid({ password: 'account.wrongPassword' })
	return done(result)
}

export async function submitAccountAction(request: Request, fields: Record<string, string>, options: { user: SessionUser; clientIp: string }): Promise<AccountOutcome> {
	const { user, clientIp } = options
	const me = { request, user, clientIp }
	switch (fields.intent) {
		case 'password': {
			const parsed = changePasswordSchema.safeParse(fields)
			if (!parsed.success) return invalid(fieldErrorCodes(parsed.error))
			const result = await changeMyPassword(me, parsed.data)
			if (!result.ok && result.reason === 'rate-limited') return limited(result.retryAfterSeconds)
			if (!result.ok) return invalid(result.reason === 'wrong-password' ? { currentPassword: 'account.password.wrong' } : { newPassword: 'auth.password.weak' })
			return { ok: true, message: 'account.password.changed', headers: result.headers }
		}
		case 'reset-link': {
			const result = await requestPasswordReset(request, { email: user.email, clientIp })
			if (result.status === 'rate-limited') return limited(result.retryAfterSeconds)
			if (result.status === 'forbidden') return { ok: false, status: 403, message: 'common.forbidden' }
			return { ok: true, message: { key: 'account.reset.sent', params: { email: user.email } } }
		}
		case '2fa-start':
			// No banner: the QR code to scan is the answer.
			return afterPassword(fields, (password) => startTwoFactor(me, password), ({ setup }) => ({ ok: true, message: 'account.twoFactor.scanTitle', quiet: true, result: { setup } }))
		case '2fa-confirm': {
			// A wrong first code keeps the setup on screen.
			const setup = resumeTwoFactor(fields.totpURI ?? '')
			const parsed = totpCodeSchema.safeParse(fields)
			if (!parsed.success) return invalid(fieldErrorCodes(parsed.error), { setup })
			const result = await finishTwoFactor(me, parsed.data.code)
			if ('reason' in result) return limited(result.retryAfterSeconds, { setup })
			if (!result.ok) return invalid({ code: 'account.twoFactor.invalidCode' }, { setup })
			return { ok: true, message: 'account.twoFactor.enabled', headers: result.headers, result: { backupCodes: result.backupCodes } }
		}
		case 'backup-codes':
			return afterPassword(fields, (password) => renewBackupCodes(me, password), ({ backupCodes }) => ({ ok: true, message: 'account.backup.created', result: { backupCodes } }))
		case '2fa-disable':
			return afterPassword(fields, (password) => turnOffTwoFactor(me, password), ({ headers }) => ({ ok: true, message: 'account.twoFactor.disabled', headers }))
		case 'link': {
			let result: Awaited<ReturnType<typeof startOAuthLink>>
			try {
				result = await startOAuthLink(request, (fields.provider ?? '').slice(0, 32))
			} catch (error) {
				// The provider could not be reached: say so on the page, the list stays.
				logger.error({ err: error, provider: fields.provider }, 'linking an identity could not start')
				return { ok: false, status: 502, message: 'common.error' }
			}
			if (result.status === 'redirect') throw redirect(result.url, { headers: result.headers })
			if (result.status === 'forbidden') return { ok: false, status: 403, message: 'common.forbidden' }
			return notFound
		}
		case 'unlink': {
			const id = (fields.id ?? '').slice(0, 64)
			const identity = (await listIdentities(request)).find((candidate) => candidate.id === id)
			const result = await unlinkIdentity(request, id)
			if (result.ok) return { ok: true, message: { key: 'account.identities.unlinked', params: { provider: identity?.providerName ?? '' } } }
			if (result.reason === 'last') return { ok: false, status: 409, message: 'account.identities.last' }
			if (result.reason === 'not-fresh') return { ok: false, status: 403, message: 'account.identities.notFresh' }
			return notFound
		}
		case 'sign-out': {
			const raw = (fields.scope ?? '').slice(0, 64)
			const scope: SessionScope | { id: string } = (sessionScopes as readonly string[]).includes(raw) ? (raw as SessionScope) : { id: raw }
			const result = await revokeMySessions(request, user, scope)
			if (!result.ok) return notFound
			if (result.signedOut) throw redirect('/login', { headers: result.headers })
			if (scope !== 'others') return { ok: true, message: 'account.sessions.revoked' }
			return { ok: true, message: result.count ? { key: 'account.sessions.othersRevoked', params: { count: result.count } } : 'account.sessions.noOthers' }
		}
		default:
			return { ok: false, status: 400, message: 'common.error' }
	}
}
