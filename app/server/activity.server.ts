import type { Transaction } from 'kysely'
import { db } from './db/db.server.ts'
import type { ActivityAction, Database } from './db/schema.ts'

export interface Actor {
	id: string
	email: string
}

export interface ActivityEntry {
	action: ActivityAction
	entityType: 'post' | 'product' | 'category' | 'message' | 'ad_code' | 'settings' | 'seo' | 'user' | 'subscriber'
	entityId: string | number
	details?: Record<string, unknown>
	actor: Actor
}

/**
 * Writes one activity-log row. Call it with the transaction that made the change, so the change and
 * its record commit or fail together.
 */
export async function logActivity(trx: Transaction<Database>, entry: ActivityEntry) {
	await trx
		.insertInto('admin_activity_logs')
		.values({
			action: entry.action,
			entity_type: entry.entityType,
			entity_id: String(entry.entityId),
			details: entry.details ? JSON.stringify(entry.details) : null,
			user_id: entry.actor.id,
			user_email: entry.actor.email,
		})
		.execute()
}

export interface ActivityRow {
	id: number
	action: ActivityAction
	entityType: string
	entityId: string
	details: Record<string, unknown> | null
	userEmail: string | null
	createdAt: string
}

export async function listActivity(options: { entityType?: string; action?: ActivityAction; page?: number; pageSize?: number } = {}) {
	const pageSize = Math.min(Math.max(options.pageSize ?? 50, 1), 200)
	let query = db().selectFrom('admin_activity_logs')
	if (options.entityType) query = query.where('entity_type', '=', options.entityType)
	if (options.action) query = query.where('action', '=', options.action)
	const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
	const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize))
	const page = Math.min(Math.max(options.page ?? 1, 1), pageCount)
	const rows = await query
		.selectAll()
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.limit(pageSize)
		.offset((page - 1) * pageSize)
		.execute()
	return {
		items: rows.map(
			(r): ActivityRow => ({
				id: r.id,
				action: r.action,
				entityType: r.entity_type,
				entityId: r.entity_id,
				details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
				userEmail: r.user_email,
				createdAt: r.created_at,
			}),
		),
		total: Number(total),
		page,
		pageCount,
	}
}

/**
 * The content version: the newest activity-log id. Every staff write leaves a row in the same
 * transaction, so this number moves exactly when something staff manage has changed (on every
 * instance, since it lives in the database). The public page cache is checked against it.
 */
export async function contentVersion(): Promise<number> {
	const row = await db()
		.selectFrom('admin_activity_logs')
		.select((eb) => eb.fn.max('id').as('v'))
		.executeTakeFirst()
	return Number(row?.v ?? 0)
}
