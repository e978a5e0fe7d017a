import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { getAuthTables } from 'better-auth/db'
import { getMigrations } from 'better-auth/db/migration'
import { createAccessControl } from 'better-auth/plugins/access'
import { admin } from 'better-auth/plugins/admin'
import { type GenericOAuthConfig, genericOAuth } from 'better-auth/plugins/generic-oauth'
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { type Kysely, type KyselyPlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow, sql } from 'kysely'
import { data, redirect } from 'react-router'
import { type AppConfig, ConfigError, type OAuthProviderConfig, getConfig } from './config.server.ts'
import type { DatabaseHandle } from './db/connect.server.ts'
import { getDatabase } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import { logger } from './logger.server.ts'
import { sendMail } from './mail.server.ts'
import type { Identity } from '#app/lib/staff-schema.ts'
import { authGuard } from './auth-guard.server.ts'
import { clientKey, hitRateLimit } from './rate-limit.server.ts'
import { limitResetConfirm, limitResetRequest, openSignInAttempt } from './sign-in-limits.server.ts'

/**
 * Authentication: better-auth over our own Kysely instance (SQLite or PostgreSQL), with e-mail and
 * password (no public sign-up), database sessions, TOTP two-factor with backup codes, password
 * reset by e-mail, and two roles. Route modules call the helpers at the bottom (`requireAdmin`,
 * `signInWithPassword`, …); the browser never needs better-auth's client library.
 */

export const roles = ['admin', 'editor'] as const
export type Role = (typeof roles)[number]

export interface SessionUser {
	id: string
	email: string
	name: string
	role: Role
	twoFactorEnabled: boolean
}

export const passwordPolicy = { minLength: 12, maxLength: 128 } as const

/**
 * The header better-auth reads the client address from. The resource route and our helpers set it
 * from Express's `req.ip` (which honours TRUST_PROXY), replacing anything a client sent.
 */
export const CLIENT_IP_HEADER = 'x-tasdeer-client-ip'

export class UserExistsError extends Error {
	override name = 'UserExistsError'
	readonly code = 'USER_EXISTS'
	constructor(email: string) {
		super(`A user with the e-mail ${email} already exists.`)
	}
}

export class InvalidPasswordError extends Error {
	override name = 'InvalidPasswordError'
	readonly code = 'INVALID_PASSWORD'
}

/** Why a password is refused, or null. Shared by createUser, the CLI and the forms. */
export function passwordProblem(password: string): string | null {
	if (password.length < passwordPolicy.minLength) return `The password must have at least ${passwordPolicy.minLength} characters.`
	if (password.length > passwordPolicy.maxLength) return `The password must have at most ${passwordPolicy.maxLength} characters.`
	if (new Set(password).size < 5) return 'The password is too simple: use more different characters.'
	return null
}

// ---------------------------------------------------------------------------------------------
// Schema: better-auth's models live in tables of their own, with snake_case columns like ours.

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const columns = <K extends string>(...fields: K[]) =>
	Object.fromEntries(fields.map((field) => [field, snake(field)])) as Record<K, string>

export const authTables = {
	user: 'auth_user',
	session: 'auth_session',
	account: 'auth_account',
	verification: 'auth_verification',
	twoFactor: 'auth_two_factor',
} as const

// ---------------------------------------------------------------------------------------------
// Secret

let warnedAboutSecret = false

/**
 * AUTH_SECRET when set. Otherwise: in development and tests a secret derived from DATA_DIR (stable,
 * not secret, with a warning); in production on SQLite (one box) a random secret created once in
 * DATA_DIR/auth-secret; in production on PostgreSQL (possibly several instances, which must agree)
 * a configuration error.
 */
export function authSecret(config: AppConfig): string {
	if (config.AUTH_SECRET) return config.AUTH_SECRET
	if (!config.isProduction) {
		if (!warnedAboutSecret) logger.warn('AUTH_SECRET is not set: using a development secret derived from DATA_DIR')
		warnedAboutSecret = true
		return crypto.createHash('sha256').update(`tasdeer-development-auth-secret:${config.dataDir}`).digest('base64url')
	}
	if (config.database.dialect === 'postgres') {
		throw new ConfigError(
			'Invalid configuration:\n  AUTH_SECRET: required in production with PostgreSQL (the same value on every instance; e.g. `openssl rand -base64 32`)',
		)
	}
	const file = path.join(config.dataDir, 'auth-secret')
	try {
		return fs.readFileSync(file, 'utf8').trim()
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
	}
	fs.mkdirSync(config.dataDir, { recursive: true })
	try {
		fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
		logger.warn({ file }, 'AUTH_SECRET is not set: created a random secret in the data directory (keep it with the database)')
	} catch (error) {
		// Another process created it first: use theirs.
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
	}
	return fs.readFileSync(file, 'utf8').trim()
}

// ---------------------------------------------------------------------------------------------
// Dates on PostgreSQL
//
// connect.server.ts makes pg answer timestamptz as ISO strings (what our domain code wants), but
// better-auth expects Date objects from PostgreSQL (it converts strings only on SQLite) and would
// compare `expiresAt` strings with Dates: expired sessions would never expire. This plugin turns
// the date columns of better-auth's tables back into Dates, on the Kysely instance better-auth
// gets only.

class DateColumnsPlugin implements KyselyPlugin {
	constructor(private readonly dateColumns: ReadonlySet<string>) {}

	transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node

	async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
		const rows = args.result.rows
		if (!rows?.length) return args.result
		return {
			...args.result,
			rows: rows.map((row) => {
				let copy: UnknownRow | undefined
				for (const key of Object.keys(row)) {
					const value = row[key]
					if (typeof value === 'string' && this.dateColumns.has(key)) {
						copy ??= { ...row }
						copy[key] = new Date(value)
					}
				}
				return copy ?? row
			}),
		}
	}
}

// ---------------------------------------------------------------------------------------------
// The instance

const statements = { ...defaultStatements } as const
const accessControl = createAccessControl(statements)
const accessRoles = {
	// Administrators manage users and sessions, but cannot impersonate anyone.
	admin: accessControl.newRole({
		...adminAc.statements,
		user: adminAc.statements.user.filter((action) => action !== 'impersonate'),
	}),
	editor: accessControl.newRole({ user: [], session: [] }),
}

/**
 * The better-auth instance for `handle`. `database` is the handle's Kysely or a transaction on it
 * (for migrations). On PostgreSQL better-auth gets a Kysely that turns its date columns into Dates.
 */
function createAuth(handle: DatabaseHandle, config: AppConfig, database: Kysely<Database> = handle.db) {
	const publicUrl = config.publicUrl
	const companyName = config.COMPANY_NAME_EN || 'Tasdeer'
	const dateColumns = new Set<string>()
	const db = handle.dialect === 'postgres' ? database.withPlugin(new DateColumnsPlugin(dateColumns)) : database
	const adminPlugin = admin({
		defaultRole: 'editor',
		adminRoles: ['admin'],
		ac: accessControl,
		roles: accessRoles,
		schema: {
			user: { fields: columns('banReason', 'banExpires') },
			session: { fields: columns('impersonatedBy') },
		},
	})
	const oidc: GenericOAuthConfig[] =
		config.OIDC_ISSUER && config.OIDC_CLIENT_ID
			? [
					{
						providerId: 'oidc',
						name: config.OIDC_NAME,
						discoveryUrl: `${config.OIDC_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
						// ID tokens are checked against the issuer's keys, issuer and audience (never just decoded).
						requireIdTokenVerification: true,
						clientId: config.OIDC_CLIENT_ID,
						clientSecret: config.OIDC_CLIENT_SECRET,
						scopes: ['openid', 'email', 'profile'],
						disableSignUp: true,
					},
				]
			: []
	const auth = betterAuth({
		appName: companyName,
		baseURL: publicUrl,
		basePath: '/api/auth',
		secret: authSecret(config),
		trustedOrigins: config.trustedOrigins,
		database: { db, type: handle.dialect, transaction: true },
		telemetry: { enabled: false },
		logger: {
			level: 'warn' as const,
			log: (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) =>
				logger[level]({ args: args.length ? args : undefined, source: 'better-auth' }, message),
		},
		user: {
			modelName: authTables.user,
			fields: columns('emailVerified', 'createdAt', 'updatedAt'),
		},
		session: {
			modelName: authTables.session,
			fields: columns('expiresAt', 'createdAt', 'updatedAt', 'ipAddress', 'userAgent', 'userId'),
			expiresIn: 7 * 24 * 3600,
			updateAge: 24 * 3600,
			// Every request reads the session row, so a revoked session stops at once.
			cookieCache: { enabled: false },
		},
		// Staff may also sign in through the configured providers, but only into an account that
		// exists (no sign-up): the first time, when the provider vouches for the e-mail
		// (email_verified), the identity is linked to the staff account with that e-mail; otherwise
		// the person links it from /admin/account while signed in. Nobody can remove their last way
		// to sign in.
		socialProviders: {
			...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
				? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, disableSignUp: true, prompt: 'select_account' as const } }
				: {}),
			...(config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET
				? {
						microsoft: {
							clientId: config.MICROSOFT_CLIENT_ID,
							clientSecret: config.MICROSOFT_CLIENT_SECRET,
							tenantId: config.MICROSOFT_TENANT,
							disableSignUp: true,
							prompt: 'select_account' as const,
						},
					}
				: {}),
		},
		account: {
			modelName: authTables.account,
			fields: columns(
				'accountId',
				'providerId',
				'userId',
				'accessToken',
				'refreshToken',
				'idToken',
				'accessTokenExpiresAt',
				'refreshTokenExpiresAt',
				'createdAt',
				'updatedAt',
			),
			// Provider tokens are not used after sign-in; whatever is kept is encrypted.
			encryptOAuthTokens: true,
			accountLinking: {
				enabled: true,
				// Staff accounts are created by an administrator, so their e-mail is never "verified" in
				// better-auth's sense; the provider's own verification decides instead.
				requireLocalEmailVerified: false,
				trustedProviders: [],
				allowDifferentEmails: false,
				allowUnlinkingAll: false,
			},
		},
		// Errors of the OAuth callback that happen before a flow is known land on the login page.
		onAPIError: { errorURL: `${publicUrl}/login` },
		verification: {
			modelName: authTables.verification,
			fields: columns('expiresAt', 'createdAt', 'updatedAt'),
		},
		emailAndPassword: {
			enabled: true,
			disableSignUp: true,
			minPasswordLength: passwordPolicy.minLength,
			maxPasswordLength: passwordPolicy.maxLength,
			revokeSessionsOnPasswordReset: true,
			resetPasswordTokenExpiresIn: 3600,
			sendResetPassword: async ({ user, url }: { user: { email: string; name: string }; url: string }) => {
				await sendMail({
					kind: 'password-reset',
					to: user.email,
					subject: `${config.COMPANY_NAME_AR} / ${config.COMPANY_NAME_EN}: إعادة تعيين كلمة المرور / Password reset`,
					text: [
						`مرحباً ${user.name}،`,
						'لتعيين كلمة مرور جديدة افتح الرابط التالي خلال ساعة:',
						url,
						'إن لم تطلب ذلك فتجاهل هذه الرسالة.',
						'',
						`Hello ${user.name},`,
						'To choose a new password, open this link within one hour:',
						url,
						'If you did not ask for this, ignore this message.',
					].join('\n'),
				})
			},
		},
		rateLimit: {
			enabled: true,
			window: 60,
			max: 100,
			customRules: {
				// The endpoints open over HTTP (auth-guard.server.ts); the rest answer 404 anyway.
				'/reset-password/*': { window: 60, max: 10 },
				'/callback/*': { window: 60, max: 20 },
			},
			// Our rate_limits table: shared by every instance, keys hashed (no address is stored).
			customStorage: {
				consume: async (key: string, rule: { window: number; max: number }) => {
					const result = await hitRateLimit(clientKey('auth', key), { limit: rule.max, windowMs: rule.window * 1000 })
					return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds }
				},
			},
		},
		advanced: {
			cookiePrefix: 'tasdeer',
			useSecureCookies: publicUrl.startsWith('https://'),
			defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, path: '/' },
			ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
			// better-auth skips its origin and CSRF checks when it thinks it runs under a test runner;
			// spelled out, they hold everywhere (and the tests see what production does).
			disableOriginCheck: false,
			disableCSRFCheck: false,
		},
		// User management goes through our server functions, which write the activity log: the admin
		// plugin's HTTP endpoints stay closed (`auth.api.*` still reaches them from the server). Every
		// other endpoint is closed over HTTP too, unless auth-guard.server.ts lists it as open.
		disabledPaths: ['/sign-up/email', ...Object.values(adminPlugin.endpoints).map((endpoint) => endpoint.path)],
		plugins: [
			adminPlugin,
			genericOAuth({ config: oidc }),
			twoFactor({
				issuer: companyName,
				backupCodeOptions: { amount: 10, length: 10 },
				schema: {
					user: { fields: columns('twoFactorEnabled') },
					twoFactor: {
						modelName: authTables.twoFactor,
						fields: columns('backupCodes', 'userId', 'failedVerificationCount', 'lockedUntil'),
					},
				},
			}),
			authGuard({ basePath: '/api/auth', twoFactorTable: authTables.twoFactor }),
		],
	})
	for (const table of Object.values(getAuthTables(auth.options))) {
		for (const [key, field] of Object.entries(table.fields)) if (field.type === 'date') dateColumns.add(field.fieldName ?? key)
	}
	return auth
}

export type Auth = ReturnType<typeof createAuth>

let cached: { handle: DatabaseHandle; config: AppConfig; auth: Auth } | undefined

/** The better-auth instance of the installed database (rebuilt when another one is installed). */
export function getAuth(): Auth {
	const handle = getDatabase()
	const config = getConfig()
	if (cached?.handle !== handle || cached.config !== config) cached = { handle, config, auth: createAuth(handle, config) }
	return cached.auth
}

/**
 * Creates or completes better-auth's tables in the installed database. Idempotent; on PostgreSQL
 * it runs in one transaction under an advisory lock, so instances starting together do not race,
 * and in the schema of the connection's search_path.
 */
export async function migrateAuth(): Promise<void> {
	const handle = getDatabase()
	const config = getConfig()
	await handle.db.transaction().execute(async (trx) => {
		if (handle.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('tasdeer:auth-migrations'))`.execute(trx)
		const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(createAuth(handle, config, trx).options)
		if (!toBeCreated.length && !toBeAdded.length) return
		await runMigrations()
		logger.info({ created: toBeCreated.map((t) => t.table), extended: toBeAdded.map((t) => t.table) }, 'auth tables migrated')
	})
	// A fresh instance re-reads the schema it validates against.
	cached = undefined
}

// ---------------------------------------------------------------------------------------------
// Users

function toRole(value: unknown): Role {
	return value === 'admin' ? 'admin' : 'editor'
}

/** Creates a user with a password (the only way users come to exist: there is no sign-up). */
export async function createUser(input: { email: string; name: string; password: string; role?: Role }): Promise<SessionUser> {
	const email = input.email.trim().toLowerCase()
	const name = input.name.trim()
	if (!name) throw new Error('The name is required.')
	const problem = passwordProblem(input.password)
	if (problem) throw new InvalidPasswordError(problem)
	const auth = getAuth()
	const context = await auth.$context
	if (await context.internalAdapter.findUserByEmail(email)) throw new UserExistsError(email)
	try {
		const { user } = await auth.api.createUser({ body: { email, name, password: input.password, role: input.role ?? 'editor' } })
		return { id: user.id, email: user.email, name: user.name, role: toRole(user.role), twoFactorEnabled: false }
	} catch (error) {
		// Two creations racing: the unique index decides.
		if (await context.internalAdapter.findUserByEmail(email)) throw new UserExistsError(email)
		throw error
	}
}

export async function countUsers(): Promise<number> {
	const context = await getAuth().$context
	return context.adapter.count({ model: 'user' })
}

/** Ends every session of a user (after a password change, a role change or a lost device). */
export async function signOutEverywhere(userId: string): Promise<void> {
	const context = await getAuth().$context
	await context.internalAdapter.deleteUserSessions(userId)
}

// ---------------------------------------------------------------------------------------------
// Sessions in loaders and actions

/** The request's headers with the client address better-auth should see (ours, not the client's). */
export function authHeaders(request: Request, clientIp?: string): Headers {
	const headers = new Headers(request.headers)
	headers.delete(CLIENT_IP_HEADER)
	if (clientIp) headers.set(CLIENT_IP_HEADER, clientIp)
	return headers
}

/**
 * Hands a request to better-auth (the `api/auth/*` resource route). The client address comes from
 * Express, so a client cannot choose its own rate-limit bucket.
 */
export function handleAuthRequest(request: Request, clientIp: string): Promise<Response> {
	return getAuth().handler(new Request(request, { headers: authHeaders(request, clientIp) }))
}

/**
 * The signed-in user and the headers to forward: when better-auth extends a session (once a day)
 * it sends a fresh cookie, which a layout loader should pass on (`data(…, { headers })`) so the
 * cookie's own expiry slides with the session's.
 */
export async function getSession(request: Request): Promise<{ user: SessionUser | null; headers: Headers }> {
	if (!request.headers.get('cookie')) return { user: null, headers: new Headers() }
	const { headers, response } = await getAuth().api.getSession({ headers: authHeaders(request), returnHeaders: true })
	if (!response) return { user: null, headers }
	const { user } = response
	return {
		user: {
			id: user.id,
			email: user.email,
			name: user.name,
			role: toRole(user.role),
			twoFactorEnabled: Boolean(user.twoFactorEnabled),
		},
		headers,
	}
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
	return (await getSession(request)).user
}

function loginRedirect(request: Request): never {
	const url = new URL(request.url)
	throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
	return (await getSessionUser(request)) ?? loginRedirect(request)
}

export async function requireRole(request: Request, allowed: readonly Role[]): Promise<SessionUser> {
	const user = await requireUser(request)
	if (!allowed.includes(user.role)) throw data({ error: 'forbidden', message: 'You do not have permission to do this.' }, { status: 403 })
	return user
}

export function requireAdmin(request: Request): Promise<SessionUser> {
	return requireRole(request, ['admin'])
}

/**
 * True unless the browser says the request comes from another site: the Origin (or Referer) must
 * be the public URL's origin when present, and a cross-site fetch is refused. React Router actions
 * get no CSRF check of their own; better-auth's applies only to its HTTP handler.
 */
export function isSameOrigin(request: Request): boolean {
	const trusted = getConfig().trustedOrigins
	const origin = request.headers.get('origin')
	if (origin) return trusted.includes(origin)
	if (request.headers.get('sec-fetch-site') === 'cross-site') return false
	const referer = request.headers.get('referer')
	if (referer) {
		try {
			return trusted.includes(new URL(referer).origin)
		} catch {
			return false
		}
	}
	return true
}

export type SignInResult =
	| { status: 'signed-in'; headers: Headers }
	| { status: 'two-factor'; headers: Headers }
	| { status: 'invalid' }
	| { status: 'rate-limited'; retryAfterSeconds: number }
	| { status: 'forbidden' }

function statusOf(error: unknown) {
	return error instanceof APIError ? error.statusCode : undefined
}

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
		const status = statusOf(error)
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
		const status = statusOf(error)
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
		if (statusOf(error) !== undefined) return { ok: false, reason: 'invalid-token' }
		throw error
	}
}

export type TwoFactorResult = { ok: true; headers: Headers } | { ok: false }

/**
 * Step one of turning on two-factor (the user's security page): checks the password and returns
 * the otpauth:// URI to show as a QR code (and as text) plus ten one-time backup codes to show
 * once. Two-factor is on only after `confirmTwoFactorSetup`.
 */
export async function beginTwoFactorSetup(
	request: Request,
	password: string,
): Promise<{ ok: true; totpURI: string; backupCodes: string[] } | { ok: false }> {
	try {
		const result = await getAuth().api.enableTwoFactor({ body: { password }, headers: authHeaders(request) })
		if (result.method !== 'totp') return { ok: false }
		return { ok: true, totpURI: result.totpURI, backupCodes: result.backupCodes }
	} catch (error) {
		if (statusOf(error) !== undefined) return { ok: false }
		throw error
	}
}

/** Step two: the first code from the app turns two-factor on. The session cookie is renewed. */
export async function confirmTwoFactorSetup(request: Request, code: string): Promise<TwoFactorResult> {
	try {
		const { headers } = await getAuth().api.verifyTOTP({
			body: { code: code.replace(/\s+/g, '') },
			headers: authHeaders(request),
			returnHeaders: true,
		})
		return { ok: true, headers }
	} catch (error) {
		if (statusOf(error) !== undefined) return { ok: false }
		throw error
	}
}

export async function disableTwoFactor(request: Request, password: string): Promise<TwoFactorResult> {
	try {
		const { headers } = await getAuth().api.disableTwoFactor({ body: { password }, headers: authHeaders(request), returnHeaders: true })
		return { ok: true, headers }
	} catch (error) {
		if (statusOf(error) !== undefined) return { ok: false }
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
		if (statusOf(error) !== undefined) return new Headers()
		throw error
	}
}

// ---------------------------------------------------------------------------------------------
// Sign-in through an OAuth / OpenID Connect provider, and the identities of an account

/** The providers the login page offers (none unless configured). */
export function oauthProviders(): OAuthProviderConfig[] {
	return getConfig().oauthProviders
}

const fixedAuthorizationOrigins: Record<Exclude<OAuthProviderConfig['id'], 'oidc'>, string> = {
	google: 'https://accounts.google.com',
	microsoft: 'https://login.microsoftonline.com',
}

let discoveredOrigins: { issuer: string; origins: Promise<string[]>; at: number } | undefined

/** The issuer's origin and that of its authorization endpoint (read once from its discovery document). */
function oidcOrigins(issuer: string): Promise<string[]> {
	const stale = discoveredOrigins && (discoveredOrigins.issuer !== issuer || Date.now() - discoveredOrigins.at > 3_600_000)
	if (!discoveredOrigins || stale) {
		const base = new URL(issuer).origin
		const origins = fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(3000) })
			.then(async (response) => {
				const document = (await response.json()) as { authorization_endpoint?: string }
				const authorization = document.authorization_endpoint ? new URL(document.authorization_endpoint).origin : base
				return [...new Set([base, authorization])]
			})
			.catch((error: unknown) => {
				logger.warn({ err: error, issuer }, 'OIDC discovery failed: allowing forms to the issuer origin only for now')
				// Try again on a later request.
				discoveredOrigins = undefined
				return [base]
			})
		discoveredOrigins = { issuer, origins, at: Date.now() }
	}
	return discoveredOrigins!.origins
}

/**
 * Origins the "Sign in with …" and "Link …" forms redirect to (the CSP's form-action must allow
 * them, or the browser stops the redirect): the authorization endpoints of the configured providers.
 */
export async function oauthFormOrigins(): Promise<string[]> {
	const config = getConfig()
	const origins: string[] = []
	for (const provider of config.oauthProviders) {
		if (provider.id === 'oidc') origins.push(...(config.OIDC_ISSUER ? await oidcOrigins(config.OIDC_ISSUER) : []))
		else origins.push(fixedAuthorizationOrigins[provider.id])
	}
	return origins
}

export type OAuthStartResult =
	| { status: 'redirect'; url: string; headers: Headers }
	| { status: 'unknown-provider' }
	| { status: 'rate-limited'; retryAfterSeconds: number }
	| { status: 'forbidden' }

function configuredProvider(providerId: string) {
	return oauthProviders().find((provider) => provider.id === providerId)
}

/**
 * The login page's "Sign in with …" button: returns the provider's authorization URL to redirect
 * to, and the headers that carry the flow's state cookie. The provider comes back to
 * /api/auth/callback/<id>, which signs in a staff member whose identity is linked (or whose
 * provider-verified e-mail matches) and goes on to `redirectTo`, or returns to /login with
 * `?error=…&error_description=…`.
 */
export async function startOAuthSignIn(
	request: Request,
	input: { providerId: string; redirectTo: string; clientIp: string },
): Promise<OAuthStartResult> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const provider = configuredProvider(input.providerId)
	if (!provider) return { status: 'unknown-provider' }
	// The provider proves who it is; here only the address is limited.
	const attempt = await openSignInAttempt({ clientIp: input.clientIp })
	if (attempt.status === 'rate-limited') return attempt
	const { headers, response } = await getAuth().api.signInSocial({
		body: {
			provider: provider.id,
			callbackURL: input.redirectTo,
			errorCallbackURL: `/login?redirectTo=${encodeURIComponent(input.redirectTo)}`,
			disableRedirect: true,
		},
		headers: authHeaders(request, input.clientIp),
		returnHeaders: true,
	})
	if (!response.url) throw new Error(`No authorization URL for ${provider.id}`)
	return { status: 'redirect', url: response.url, headers }
}

/**
 * Links another identity to the signed-in account (the account page): the same round trip through
 * the provider, back to /admin/account?linked=<id> or /admin/account?error=…. The provider's
 * e-mail must be the account's, and verified by the provider.
 */
export async function startOAuthLink(request: Request, providerId: string): Promise<OAuthStartResult> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const provider = configuredProvider(providerId)
	if (!provider) return { status: 'unknown-provider' }
	const { headers, response } = await getAuth().api.linkSocialAccount({
		body: {
			provider: provider.id,
			callbackURL: `/admin/account?linked=${provider.id}`,
			errorCallbackURL: '/admin/account',
			disableRedirect: true,
		},
		headers: authHeaders(request),
		returnHeaders: true,
	})
	if (!response.url) throw new Error(`No authorization URL for ${provider.id}`)
	return { status: 'redirect', url: response.url, headers }
}


/** The ways the signed-in person can sign in: the password and every linked identity. */
export async function listIdentities(request: Request): Promise<Identity[]> {
	const accounts = await getAuth().api.listUserAccounts({ headers: authHeaders(request) })
	return accounts
		.map((account) => ({
			id: account.id,
			providerId: account.providerId,
			providerName:
				account.providerId === 'credential' ? null : (configuredProvider(account.providerId)?.name ?? account.providerId),
			subject: account.accountId,
			linkedAt: new Date(account.createdAt).toISOString(),
		}))
		.sort((a, b) => Number(b.providerId === 'credential') - Number(a.providerId === 'credential') || a.linkedAt.localeCompare(b.linkedAt))
}

export type UnlinkResult = { ok: true } | { ok: false; reason: 'last' | 'not-fresh' | 'not-found' }

/**
 * Removes a linked identity of the signed-in person. Never the last way to sign in, never the
 * password (it is changed or reset, not removed), and only in a session started within the last
 * day (better-auth's "fresh session" rule).
 */
export async function unlinkIdentity(request: Request, id: string): Promise<UnlinkResult> {
	const identities = await listIdentities(request)
	const identity = identities.find((candidate) => candidate.id === id)
	if (!identity || identity.providerId === 'credential') return { ok: false, reason: 'not-found' }
	if (identities.length < 2) return { ok: false, reason: 'last' }
	try {
		await getAuth().api.unlinkAccount({ body: { accountId: id }, headers: authHeaders(request) })
		return { ok: true }
	} catch (error) {
		const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined
		if (code === 'FAILED_TO_UNLINK_LAST_ACCOUNT') return { ok: false, reason: 'last' }
		if (code === 'SESSION_NOT_FRESH') return { ok: false, reason: 'not-fresh' }
		if (code === 'ACCOUNT_NOT_FOUND') return { ok: false, reason: 'not-found' }
		throw error
	}
}
