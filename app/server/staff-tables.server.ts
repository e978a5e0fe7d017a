import type { Kysely, Transaction } from 'kysely'
import { type Actor, logActivity } from './activity.server.ts'
import { db } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import type { SessionUser } from './session.server.ts'

// better-auth's tables are not part of our typed schema (they are created by its migrations); the
// columns the staff modules read and write, as better-auth names them (snake_case, see auth.server.ts).
export interface AuthTables {
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
export type StaffDatabase = Database & AuthTables

export const staffDb = () => db() as unknown as Kysely<StaffDatabase>
export const asAppTransaction = (trx: Transaction<StaffDatabase>) => trx as unknown as Transaction<Database>
export const actorOf = (user: Pick<SessionUser, 'id' | 'email' | 'name'>): Actor => ({ id: user.id, email: user.email, name: user.name })

/**
 * A change to a staff member's account in the activity log, named by their name and email beside
 * `details`: written in `trx` (the change's own transaction), or in a transaction of its own.
 */
export async function logStaffChange(
	trx: Transaction<StaffDatabase> | null,
	change: { action: 'create' | 'update' | 'delete'; member: Pick<SessionUser, 'id' | 'email' | 'name'>; details: Record<string, unknown>; actor: Pick<SessionUser, 'id' | 'email' | 'name'> },
): Promise<void> {
	const { action, member, details, actor } = change
	const entry = { action, entityType: 'user' as const, entityId: member.id, details: { name: member.name, email: member.email, ...details }, actor: actorOf(actor) }
	if (trx) await logActivity(asAppTransaction(trx), entry)
	else await staffDb().transaction().execute((own) => logActivity(asAppTransaction(own), entry))
}
