import { betterAuth } from 'better-auth'
import { APIError } from 'better-auth/api'
import { getAuthTables } from 'better-auth/db'
import { getMigrations } from 'better-auth/db/migration'
import { createAccessControl } from 'better-auth/plugins/access'
import { admin } from 'better-auth/plugins/admin'
import { type GenericOAuthConfig, genericOAuth } from 'better-auth/plugins/generic-oauth'
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { type Kysely, sql } from 'kysely'
import { passwordRule } from '#app/lib/staff-schema.ts'
import { authGuard } from './auth-guard.server.ts'
import { DateColumnsPlugin } from './auth-pg-dates.server.ts'
import { authSecret } from './auth-secret.server.ts'
import { type AppConfig, getConfig } from './config.server.ts'
import type { DatabaseHandle } from './db/connect.server.ts'
import { getDatabase } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import { logger } from './logger.server.ts'
import { sendMail } from './mail.server.ts'
import { clientKey, hitRateLimit } from './rate-limit.server.ts'

/**
 * The better-auth instance and its configuration: over our own Kysely instance (SQLite or
 * PostgreSQL), with e-mail and password (no public sign-up), database sessions, TOTP two-factor
 * with backup codes, password reset by e-mail, sign-in through configured OAuth/OIDC providers, and
 * two roles. The browser never needs better-auth's client library: the modules around this one
 * call it from the server — session.server.ts (guards), sign-in.server.ts, account.server.ts,
 * oauth.server.ts, staff-admin.server.ts.
 */

/**
 * The header better-auth reads the client address from. The resource route and our helpers set it
 * from Express's `req.ip` (which honours TRUST_PROXY), replacing anything a client sent.
 */
export const CLIENT_IP_HEADER = 'x-tasdeer-client-ip'

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
			minPasswordLength: passwordRule.minLength,
			maxPasswordLength: passwordRule.maxLength,
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

/** The HTTP status of a better-auth refusal, or undefined for any other error. */
export function apiErrorStatus(error: unknown): number | undefined {
	return error instanceof APIError ? error.statusCode : undefined
}

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
