import crypto from 'node:crypto'
import { type Transaction, sql } from 'kysely'
import { data } from 'react-router'
import type { Lang } from '#app/i18n/lang.ts'
import { type StaffMember, type StaffRole, changeRoleSchema, inviteStaffSchema, passwordProblem, staffIdSchema, toStaffRole } from '#app/lib/staff-schema.ts'
import { type ActionOptions, type Outcome, refusedForm } from './admin-action.server.ts'
import { getAuth } from './auth.server.ts'
import { getConfig } from './config.server.ts'
import { getDatabase, nowIso } from './db/db.server.ts'
import { toBool } from './db/schema.ts'
import { sendMail } from './mail.server.ts'
import type { SessionUser } from './session.server.ts'
import { adminTexts } from './staff-lang.server.ts'
import { type StaffDatabase, logStaffChange, staffDb } from './staff-tables.server.ts'

/**
 * Staff accounts: how they come to exist (`createUser`, the only way: there is no sign-up) and the
 * users screen (admin only). better-auth owns the credentials; the rules of a small team live here:
 * only administrators manage people, the last administrator stays, nobody removes or demotes
 * themselves, and every change leaves an activity-log row (in the transaction of the change when
 * the change is ours to write).
 */

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

/** Creates a user with a password (the only way users come to exist: there is no sign-up). */
export async function createUser(input: { email: string; name: string; password: string; role?: StaffRole }): Promise<SessionUser> {
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
		return { id: user.id, email: user.email, name: user.name, role: toStaffRole(user.role), twoFactorEnabled: false }
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

/** How long an invitation or an administrator's "set your password" link stays valid. */
export const passwordLinkHours = 72


export type StaffRefusal = 'not-found' | 'last-admin' | 'self'

/** Refuses anyone but an administrator (403, as the role map does for the screen): the rule holds whoever calls. */
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
		role: toStaffRole(row.role),
		twoFactorEnabled: toBool(row.two_factor_enabled),
		createdAt: String(row.created_at),
		lastActiveAt: row.last_active_at ? String(row.last_active_at) : null,
	}))
}

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
		await logStaffChange(null, { action: 'create', member: created, details: { role: created.role }, actor })
	} catch (error) {
		// No account without its record: undo the creation.
		await staffDb().deleteFrom('auth_account').where('user_id', '=', created.id).execute()
		await staffDb().deleteFrom('auth_user').where('id', '=', created.id).execute()
		throw error
	}
	const link = await issuePasswordLink({ ...created, role: toStaffRole(created.role) })
	return {
		ok: true,
		member: { ...created, role: toStaffRole(created.role), createdAt: nowIso(), lastActiveAt: null, twoFactorEnabled: false },
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
		await logStaffChange(trx, { action: 'update', member: found, details: { change: 'password-link' }, actor })
		return found
	})
	if (!member) return { ok: false, reason: 'not-found' }
	const link = await issuePasswordLink({ ...member, role: toStaffRole(member.role) })
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
			const from = toStaffRole(member.role)
			if (from === 'admin' && input.role !== 'admin' && (await countAdmins(trx)) <= 1) return { ok: false, reason: 'last-admin' }
			if (member.id === actor.id) return { ok: false, reason: 'self' }
			const result = { ok: true as const, member: { id: member.id, name: member.name, email: member.email, role: input.role } }
			if (from === input.role) return result
			await trx.updateTable('auth_user').set({ role: input.role, updated_at: nowIso() }).where('id', '=', member.id).execute()
			await logStaffChange(trx, { action: 'update', member, details: { change: 'role', from, to: input.role, changes: [{ field: 'role', from, to: input.role }] }, actor })
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
			const role = toStaffRole(member.role)
			if (role === 'admin' && (await countAdmins(trx)) <= 1) return { ok: false, reason: 'last-admin' }
			if (member.id === actor.id) return { ok: false, reason: 'self' }
			await trx.deleteFrom('auth_session').where('user_id', '=', member.id).execute()
			await trx.deleteFrom('auth_two_factor').where('user_id', '=', member.id).execute()
			await trx.deleteFrom('auth_account').where('user_id', '=', member.id).execute()
			await trx.deleteFrom('auth_verification').where('value', '=', member.id).where('identifier', 'like', 'reset-password:%').execute()
			await trx.deleteFrom('auth_user').where('id', '=', member.id).execute()
			await logStaffChange(trx, { action: 'delete', member, details: { role }, actor })
			return { ok: true, member: { id: member.id, name: member.name, email: member.email, role } }
		})
}

// ---------------------------------------------------------------------------------------------
// The users screen's submissions, in the action kernel (decision 0027)

export interface InviteValues {
	name: string
	email: string
	role: string
}

/** The invitation form keeps what was typed; the row actions (role, remove, link) have no values. */
export const staffForm: ActionOptions<InviteValues> = {
	maxBytes: 8192,
	values: (fields) => (fields.intent === 'invite' ? { name: fields.name ?? '', email: fields.email ?? '', role: fields.role ?? 'editor' } : undefined),
}

/** A password link that did not leave by mail: shown once, for the administrator to hand over. */
export interface HandedLink {
	link: { email: string; url: string }
}

const refusals: Record<StaffRefusal, Outcome<HandedLink>> = {
	'not-found': { ok: false, status: 404, message: 'common.notFound' },
	'last-admin': { ok: false, status: 409, message: 'staff.lastAdmin' },
	self: { ok: false, status: 409, message: 'staff.self' },
}

const badRequest: Outcome<HandedLink> = { ok: false, status: 400, message: 'common.error' }

/** Invite, change a role, remove, or send a password link: the users screen's one action. */
export async function submitStaffAction(fields: Record<string, string>, options: { actor: SessionUser; lang: Lang }): Promise<Outcome<HandedLink>> {
	const { actor } = options
	const intent = fields.intent
	if (intent === 'invite') {
		const parsed = inviteStaffSchema.safeParse(fields)
		if (!parsed.success) return refusedForm(parsed.error)
		const result = await inviteStaff(actor, parsed.data)
		if (!result.ok) return { ok: false, status: 409, message: 'staff.exists', errors: { email: 'staff.exists' } }
		const { name, email } = result.member
		if (result.link) return { ok: true, message: { key: 'staff.invitedNoMail', params: { name } }, result: { link: { email, url: result.link } } }
		return { ok: true, message: { key: 'staff.invited', params: { name } } }
	}
	if (intent === 'role') {
		const parsed = changeRoleSchema.safeParse(fields)
		if (!parsed.success) return badRequest
		const result = await changeRole(actor, parsed.data)
		if (!result.ok) return refusals[result.reason]
		const { name, role } = result.member
		return { ok: true, message: { key: 'staff.roleChanged', params: { name, role: adminTexts(options.lang)(`admin.role.${role}`) } } }
	}
	if (intent !== 'remove' && intent !== 'send-link') return badRequest
	const parsed = staffIdSchema.safeParse(fields)
	if (!parsed.success) return badRequest
	if (intent === 'remove') {
		const result = await removeStaff(actor, parsed.data.id)
		if (!result.ok) return refusals[result.reason]
		return { ok: true, message: { key: 'staff.removed', params: { name: result.member.name } } }
	}
	const result = await sendPasswordLink(actor, parsed.data.id)
	if (!result.ok) return refusals[result.reason]
	const { name, email } = result.member
	if (result.link) return { ok: true, message: { key: 'staff.linkNotMailed', params: { name } }, result: { link: { email, url: result.link } } }
	return { ok: true, message: { key: 'staff.linkSent', params: { email } } }
}
