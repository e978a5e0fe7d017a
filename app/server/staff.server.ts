import crypto from 'node:crypto'
import { APIError } from 'better-auth/api'
import { type Kysely, type Transaction, sql } from 'kysely'
import QRCode from 'qrcode'
import { data } from 'react-router'
import type { ZodError } from 'zod'
import type { AdminDictionary, AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'
import {
	type MySession,
	type QrCodeShape,
	type SessionScope,
	type StaffMember,
	type StaffRole,
	type TwoFactorSetup,
	totpUriPattern,
} from '#app/lib/staff-schema.ts'
import { fieldErrors } from '#app/lib/validation.ts'
import { type Actor, logActivity } from './activity.server.ts'
import {
	type SessionUser,
	UserExistsError,
	authHeaders,
	beginTwoFactorSetup,
	confirmTwoFactorSetup,
	createUser,
	disableTwoFactor,
	getAuth,
	passwordProblem,
	signOut,
} from './auth.server.ts'
import { getConfig } from './config.server.ts'
import { db, getDatabase, nowIso } from './db/db.server.ts'
import { type Database, toBool } from './db/schema.ts'
import { sendMail } from './mail.server.ts'

/**
 * Staff accounts (the users screen, admin only) and the signed-in person's own account (password,
 * two-factor, sessions). better-auth owns the credentials; the rules of a small team live here:
 * only administrators manage people, the last administrator stays, nobody removes or demotes
 * themselves, and every change leaves an activity-log row (in the transaction of the change when
 * the change is ours to write).
 */

// better-auth's tables are not part of our typed schema (they are created by its migrations); the
// columns this module reads and writes, as better-auth names them (snake_case, see auth.server.ts).
interface AuthTables {
	auth_user: {
		id: string
		name: string
		email: string
		role: string | null
		two_factor_enabled: boolean | number | null
		created_at: string
		updated_at: string
	}
	auth_session: {
		id: string
		token: string
		user_id: string
		expires_at: string
		created_at: string
		updated_at: string
		ip_address: string | null
		user_agent: string | null
	}
	auth_account: { id: string; user_id: string }
	auth_two_factor: { id: string; user_id: string }
	auth_verification: { id: string; identifier: string; value: string; expires_at: string }
}
type StaffDatabase = Database & AuthTables

const staffDb = () => db() as unknown as Kysely<StaffDatabase>
const asAppTransaction = (trx: Transaction<StaffDatabase>) => trx as unknown as Transaction<Database>

/** How long an invitation or an administrator's "set your password" link stays valid. */
export const passwordLinkHours = 72


export type StaffRefusal = 'not-found' | 'last-admin' | 'self'

/** The HTTP status of a better-auth refusal, or undefined for any other error. */
const refusalStatus = (error: unknown) => (error instanceof APIError ? error.statusCode : undefined)

const toRole = (value: unknown): StaffRole => (value === 'admin' ? 'admin' : 'editor')
const actorOf = (user: Pick<SessionUser, 'id' | 'email' | 'name'>): Actor => ({ id: user.id, email: user.email, name: user.name })

/** Refuses anyone but an administrator (403, like requireAdmin): the rule holds whoever calls. */
export function assertAdmin(actor: Pick<SessionUser, 'role'>): void {
	if (actor.role !== 'admin') throw data({ error: 'forbidden', message: 'You do not have permission to do this.' }, { status: 403 })
}

/**
 * Serialises changes that count administrators. SQLite runs one write transaction at a time; on
 * PostgreSQL two administrators demoting each other at once would both see "two admins" without it.
 */
async function lockStaff(trx: Transaction<StaffDatabase>) {
	if (getDatabase().dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext('tasdeer:staff'))`.execute(trx)
}

async function countAdmins(trx: Transaction<StaffDatabase>): Promise<number> {
	const row = await trx
		.selectFrom('auth_user')
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.where('role', '=', 'admin')
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

// ---------------------------------------------------------------------------------------------
// The users screen

/** Every staff member, administrators first, then by name. */
export async function listStaff(actor: Pick<SessionUser, 'role'>): Promise<StaffMember[]> {
	assertAdmin(actor)
	const now = nowIso()
	const rows = await staffDb()
		.selectFrom('auth_user as u')
		.select(['u.id', 'u.name', 'u.email', 'u.role', 'u.two_factor_enabled', 'u.created_at'])
		.select((eb) =>
			eb
				.selectFrom('auth_session as s')
				.select((inner) => inner.fn.max('s.updated_at').as('last'))
				.whereRef('s.user_id', '=', 'u.id')
				.where('s.expires_at', '>', now)
				.as('last_active_at'),
		)
		.orderBy(sql`case when u.role = 'admin' then 0 else 1 end`)
		.orderBy('u.name')
		.orderBy('u.email')
		.execute()
	return rows.map((row) => ({
		id: row.id,
		name: row.name,
		email: row.email,
		role: toRole(row.role),
		twoFactorEnabled: toBool(row.two_factor_enabled),
		createdAt: String(row.created_at),
		lastActiveAt: row.last_active_at ? String(row.last_active_at) : null,
	}))
}

/** Without SMTP, password links are shown on screen for the administrator to hand over. */
export { mailIsConfigured } from './mail.server.ts'

export interface PasswordLink {
	/** How the mail went: 'sent' over SMTP, 'logged' without SMTP, 'failed' when SMTP refused it. */
	mail: 'sent' | 'logged' | 'failed'
	/** The link itself, only when it did not leave by mail (the administrator hands it over). */
	link?: string
}

/**
 * A one-time link to choose a password (better-auth's reset token, valid `passwordLinkHours`),
 * e-mailed as "set your password". Older links of the same person stop working.
 */
async function issuePasswordLink(user: { id: string; name: string; email: string; role: StaffRole }): Promise<PasswordLink> {
	const config = getConfig()
	const context = await getAuth().$context
	const token = crypto.randomBytes(24).toString('base64url')
	await staffDb()
		.deleteFrom('auth_verification')
		.where('value', '=', user.id)
		.where('identifier', 'like', 'reset-password:%')
		.execute()
	await context.internalAdapter.createVerificationValue({
		identifier: `reset-password:${token}`,
		value: user.id,
		expiresAt: new Date(Date.now() + passwordLinkHours * 3600_000),
	})
	const link = `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`
	const roleAr = user.role === 'admin' ? 'مدير' : 'محرر'
	const mail = await sendMail({
		kind: 'password-link',
		to: user.email,
		subject: `${config.COMPANY_NAME_AR} / ${config.COMPANY_NAME_EN}: تعيين كلمة المرور / Set your password`,
		text: [
			`مرحباً ${user.name}،`,
			`لديك حساب في لوحة تحكم ${config.COMPANY_NAME_AR} بصلاحية ${roleAr}.`,
			`لاختيار كلمة المرور افتح الرابط التالي خلال ${passwordLinkHours} ساعة:`,
			link,
			`ثم سجّل الدخول من ${config.publicUrl}/login ببريدك ${user.email}.`,
			'',
			`Hello ${user.name},`,
			`You have a staff account (${user.role}) on the ${config.COMPANY_NAME_EN} back-office.`,
			`To choose your password, open this link within ${passwordLinkHours} hours:`,
			link,
			`Then sign in at ${config.publicUrl}/login with ${user.email}.`,
		].join('\n'),
	})
	return mail === 'sent' ? { mail } : { mail, link }
}

export type InviteResult = ({ ok: true; member: StaffMember } & PasswordLink) | { ok: false; reason: 'exists' }

/**
 * Creates a staff member with an unusable random password and e-mails them a link to choose their
 * own: nobody, the administrator included, ever knows it.
 */
export async function inviteStaff(actor: SessionUser, input: { name: string; email: string; role: StaffRole }): Promise<InviteResult> {
	assertAdmin(actor)
	let created: SessionUser
	try {
		created = await createUser({ ...input, password: `${crypto.randomBytes(32).toString('base64url')}!Aa1` })
	} catch (error) {
		if (error instanceof UserExistsError) return { ok: false, reason: 'exists' }
		throw error
	}
	try {
		await staffDb()
			.transaction()
			.execute((trx) =>
				logActivity(asAppTransaction(trx), {
					action: 'create',
					entityType: 'user',
					entityId: created.id,
					details: { name: created.name, email: created.email, role: created.role },
					actor: actorOf(actor),
				}),
			)
	} catch (error) {
		// No account without its record: undo the creation.
		await staffDb().deleteFrom('auth_account').where('user_id', '=', created.id).execute()
		await staffDb().deleteFrom('auth_user').where('id', '=', created.id).execute()
		throw error
	}
	const link = await issuePasswordLink({ ...created, role: toRole(created.role) })
	return {
		ok: true,
		member: { ...created, role: toRole(created.role), createdAt: nowIso(), lastActiveAt: null, twoFactorEnabled: false },
		...link,
	}
}

async function findMember(trx: Transaction<StaffDatabase>, id: string) {
	return trx.selectFrom('auth_user').select(['id', 'name', 'email', 'role']).where('id', '=', id).executeTakeFirst()
}

export type SendLinkResult = ({ ok: true; member: { id: string; name: string; email: string } } & PasswordLink) | { ok: false; reason: 'not-found' }

/** An administrator sends someone a fresh "set your password" link (lost invitation, forgotten password). */
export async function sendPasswordLink(actor: SessionUser, id: string): Promise<SendLinkResult> {
	assertAdmin(actor)
	const member = await staffDb().transaction().execute(async (trx) => {
		const found = await findMember(trx, id)
		if (!found) return null
		await logActivity(asAppTransaction(trx), {
			action: 'update',
			entityType: 'user',
			entityId: found.id,
			details: { name: found.name, email: found.email, change: 'password-link' },
			actor: actorOf(actor),
		})
		return found
	})
	if (!member) return { ok: false, reason: 'not-found' }
	const link = await issuePasswordLink({ ...member, role: toRole(member.role) })
	return { ok: true, member: { id: member.id, name: member.name, email: member.email }, ...link }
}

export type StaffChangeResult = { ok: true; member: { id: string; name: string; email: string; role: StaffRole } } | { ok: false; reason: StaffRefusal }

/**
 * Changes someone's role. Refused for your own account and for the last administrator. The new
 * role applies from their next request (sessions are read from the database on every request).
 */
export async function changeRole(actor: SessionUser, input: { id: string; role: StaffRole }): Promise<StaffChangeResult> {
	assertAdmin(actor)
	return staffDb()
		.transaction()
		.execute(async (trx): Promise<StaffChangeResult> => {
			await lockStaff(trx)
			const member = await findMember(trx, input.id)
			if (!member) return { ok: false, reason: 'not-found' }
			const from = toRole(member.role)
			if (from === 'admin' && input.role !== 'admin' && (await countAdmins(trx)) <= 1) return { ok: false, reason: 'last-admin' }
			if (member.id === actor.id) return { ok: false, reason: 'self' }
			const result = { ok: true as const, member: { id: member.id, name: member.name, email: member.email, role: input.role } }
			if (from === input.role) return result
			await trx.updateTable('auth_user').set({ role: input.role, updated_at: nowIso() }).where('id', '=', member.id).execute()
			await logActivity(asAppTransaction(trx), {
				action: 'update',
				entityType: 'user',
				entityId: member.id,
				details: { name: member.name, email: member.email, change: 'role', from, to: input.role, changes: [{ field: 'role', from, to: input.role }] },
				actor: actorOf(actor),
			})
			return result
		})
}

/**
 * Removes a staff member with everything that signs them in (sessions, password, two-factor,
 * pending links), in one transaction with its activity-log row. Their past activity stays in the
 * log. Refused for your own account and for the last administrator.
 */
export async function removeStaff(actor: SessionUser, id: string): Promise<StaffChangeResult> {
	assertAdmin(actor)
	return staffDb()
		.transaction()
		.execute(async (trx): Promise<StaffChangeResult> => {
			await lockStaff(trx)
			const member = await findMember(trx, id)
			if (!member) return { ok: false, reason: 'not-found' }
			const role = toRole(member.role)
			if (role === 'admin' && (await countAdmins(trx)) <= 1) return { ok: false, reason: 'last-admin' }
			if (member.id === actor.id) return { ok: false, reason: 'self' }
			await trx.deleteFrom('auth_session').where('user_id', '=', member.id).execute()
			await trx.deleteFrom('auth_two_factor').where('user_id', '=', member.id).execute()
			await trx.deleteFrom('auth_account').where('user_id', '=', member.id).execute()
			await trx.deleteFrom('auth_verification').where('value', '=', member.id).where('identifier', 'like', 'reset-password:%').execute()
			await trx.deleteFrom('auth_user').where('id', '=', member.id).execute()
			await logActivity(asAppTransaction(trx), {
				action: 'delete',
				entityType: 'user',
				entityId: member.id,
				details: { name: member.name, email: member.email, role },
				actor: actorOf(actor),
			})
			return { ok: true, member: { id: member.id, name: member.name, email: member.email, role } }
		})
}

// ---------------------------------------------------------------------------------------------
// The account page: the signed-in person's own password, two-factor and sessions

/** A record of a change to your own account (they are security events worth keeping). */
async function logOwnChange(user: SessionUser, details: Record<string, unknown>) {
	await staffDb()
		.transaction()
		.execute((trx) =>
			logActivity(asAppTransaction(trx), {
				action: 'update',
				entityType: 'user',
				entityId: user.id,
				details: { name: user.name, email: user.email, ...details },
				actor: actorOf(user),
			}),
		)
}

export type PasswordChangeResult = { ok: true; headers: Headers } | { ok: false; reason: 'wrong-password' | 'weak-password' }

/**
 * Changes your password after checking the current one. With `revokeOthers` every other session
 * ends and this one is renewed: return `headers` (the new session cookie) with the response.
 */
export async function changeMyPassword(
	request: Request,
	user: SessionUser,
	input: { currentPassword: string; newPassword: string; revokeOthers: boolean },
): Promise<PasswordChangeResult> {
	if (passwordProblem(input.newPassword)) return { ok: false, reason: 'weak-password' }
	try {
		const { headers } = await getAuth().api.changePassword({
			body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: input.revokeOthers },
			headers: authHeaders(request),
			returnHeaders: true,
		})
		await logOwnChange(user, { change: 'password', signedOutOthers: input.revokeOthers })
		return { ok: true, headers }
	} catch (error) {
		if (refusalStatus(error) === 400) return { ok: false, reason: 'wrong-password' }
		throw error
	}
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
export async function startTwoFactor(request: Request, password: string): Promise<{ ok: true; setup: TwoFactorSetup } | { ok: false }> {
	const result = await beginTwoFactorSetup(request, password)
	if (!result.ok) return { ok: false }
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
export async function finishTwoFactor(
	request: Request,
	user: SessionUser,
	code: string,
): Promise<{ ok: true; headers: Headers; backupCodes: string[] } | { ok: false }> {
	const result = await confirmTwoFactorSetup(request, code)
	if (!result.ok) return { ok: false }
	const { backupCodes } = await getAuth().api.viewBackupCodes({ body: { userId: user.id } })
	await logOwnChange(user, { change: 'two-factor', enabled: true })
	return { ok: true, headers: result.headers, backupCodes }
}

export async function turnOffTwoFactor(request: Request, user: SessionUser, password: string): Promise<{ ok: true; headers: Headers } | { ok: false }> {
	const result = await disableTwoFactor(request, password)
	if (result.ok) await logOwnChange(user, { change: 'two-factor', enabled: false })
	return result
}

/** Ten new backup codes (the old ones stop working), after the password. */
export async function renewBackupCodes(request: Request, user: SessionUser, password: string): Promise<{ ok: true; backupCodes: string[] } | { ok: false }> {
	try {
		const { backupCodes } = await getAuth().api.generateBackupCodes({ body: { password }, headers: authHeaders(request) })
		await logOwnChange(user, { change: 'backup-codes' })
		return { ok: true, backupCodes }
	} catch (error) {
		if (refusalStatus(error) !== undefined) return { ok: false }
		throw error
	}
}


/** The browser and system a user-agent string names, roughly (enough to tell devices apart). */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
	const ua = userAgent ?? ''
	const browser = /Edg(?:e|A|iOS)?\//.test(ua)
		? 'Edge'
		: /OPR\/|Opera/.test(ua)
			? 'Opera'
			: /SamsungBrowser\//.test(ua)
				? 'Samsung Internet'
				: /Firefox\/|FxiOS\//.test(ua)
					? 'Firefox'
					: /Chrom(?:e|ium)\/|CriOS\//.test(ua)
						? 'Chrome'
						: /Safari\//.test(ua)
							? 'Safari'
							: null
	const os = /Windows/.test(ua)
		? 'Windows'
		: /iPhone|iPad|iPod/.test(ua)
			? 'iOS'
			: /Android/.test(ua)
				? 'Android'
				: /Mac OS X|Macintosh/.test(ua)
					? 'macOS'
					: /CrOS/.test(ua)
						? 'ChromeOS'
						: /Linux/.test(ua)
							? 'Linux'
							: null
	return { browser, os }
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

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * A refused form's errors in the staff member's language: validation codes through the generic
 * catalogue, dictionary keys (`account.password.mismatch`, …) through the back-office texts.
 */
export function staffFieldErrors(error: ZodError, lang: Lang, texts: AdminDictionary): Record<string, string> {
	const generic = fieldErrors(error, lang)
	const errors: Record<string, string> = {}
	for (const issue of error.issues) {
		const key = issue.path.join('.') || '_form'
		if (key in errors) continue
		errors[key] = issue.message in texts ? texts[issue.message as AdminKey] : (generic[key] ?? issue.message)
	}
	return errors
}
