import { createOTP } from '@better-auth/utils/otp'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { sql } from 'kysely'
import { db } from './db/db.server.ts'

/**
 * Our rules inside better-auth (decision 0025), so they hold whichever way an endpoint is reached
 * (its HTTP handler or `auth.api` from the server):
 * - Only the endpoints a browser must reach without our forms are open over HTTP; every other one
 *   answers 404. Sign-in, two-factor, password reset and account changes go through our actions,
 *   which apply the limits of sign-in-limits.server.ts.
 * - A TOTP code is accepted once: the time step of the last accepted code is kept per account, and a
 *   code of that step or an earlier one is refused (RFC 6238, section 5.2).
 * - `twoFactorPendingAccount` (server only) says whose second step a request is, so the limits of
 *   that step count against the account.
 */

/** The better-auth endpoints open over HTTP (paths under /api/auth), and why each is. */
export const openAuthEndpoints = [
	{ methods: ['GET'], path: /^\/reset-password\/[^/]+$/, why: 'the link in the password-reset mail (it redirects to our form with the token)' },
	{ methods: ['GET', 'POST'], path: /^\/callback\/[^/]+$/, why: 'an OAuth / OpenID Connect provider returns here after sign-in or linking' },
] as const

export function isOpenAuthEndpoint(method: string, path: string): boolean {
	return openAuthEndpoints.some((endpoint) => (endpoint.methods as readonly string[]).includes(method.toUpperCase()) && endpoint.path.test(path))
}

/** better-auth's TOTP settings (its defaults: 30-second steps, 6 digits, one step either side). */
const totp = { periodSeconds: 30, digits: 6, window: 1 }

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/** The user whose sign-in waits for a second step (the signed two-factor cookie), or null. */
async function pendingUserId(ctx: Ctx): Promise<string | null> {
	const cookie = ctx.context.createAuthCookie('two_factor')
	const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
	if (!identifier) return null
	const verification = await ctx.context.internalAdapter.findVerificationValue(identifier)
	if (!verification || new Date(verification.expiresAt).getTime() < Date.now()) return null
	return verification.value
}

/**
 * Before better-auth checks a TOTP code: find the step the code belongs to and claim it for the
 * account in one conditional update. A code of a step already claimed (or an earlier one) is
 * refused as an invalid code; a wrong code is left to better-auth, which refuses and counts it.
 */
async function claimTotpStep(ctx: Ctx, twoFactorTable: string) {
	const code = (ctx.body as { code?: unknown } | undefined)?.code
	if (typeof code !== 'string' || !/^\d+$/.test(code)) return
	const session = await getSessionFromCtx(ctx).catch(() => null)
	const userId = session?.user.id ?? (await pendingUserId(ctx))
	if (!userId) return
	const row = await ctx.context.adapter.findOne<{ id: string; secret: string }>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })
	if (!row) return
	const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret })
	const otp = createOTP(secret, { period: totp.periodSeconds, digits: totp.digits })
	const now = Math.floor(Date.now() / (totp.periodSeconds * 1000))
	let step: number | null = null
	for (let s = now - totp.window; s <= now + totp.window; s++) if ((await otp.hotp(s)) === code) step = s
	if (step === null) return
	const claimed = await sql`
		update ${sql.table(twoFactorTable)} set last_used_step = ${step}
		where id = ${row.id} and (last_used_step is null or last_used_step < ${step})`.execute(db())
	if (Number(claimed.numAffectedRows ?? 0) === 0) {
		throw APIError.from('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' })
	}
}

export function authGuard(options: { basePath: string; twoFactorTable: string }) {
	return {
		id: 'tasdeer-guard',
		schema: {
			twoFactor: {
				modelName: options.twoFactorTable,
				fields: { lastUsedStep: { type: 'number', required: false, input: false, returned: false, fieldName: 'last_used_step' } },
			},
		},
		onRequest: async (request: Request) => {
			const pathname = new URL(request.url).pathname
			const path = pathname.startsWith(options.basePath) ? pathname.slice(options.basePath.length) : pathname
			if (isOpenAuthEndpoint(request.method, path)) return
			return { response: new Response('Not Found', { status: 404 }) }
		},
		endpoints: {
			twoFactorPendingAccount: createAuthEndpoint.serverOnly({ method: 'POST' }, async (ctx) => {
				const userId = await pendingUserId(ctx)
				const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null
				return { email: user?.email ?? null }
			}),
		},
		hooks: {
			before: [
				{
					matcher: (ctx: { path?: string }) => ctx.path === '/two-factor/verify-totp',
					handler: createAuthMiddleware(async (ctx) => claimTotpStep(ctx, options.twoFactorTable)),
				},
			],
		},
	} satisfies BetterAuthPlugin
}
