import type { Transaction } from 'kysely'
import { db } from './db/db.server.ts'
import type { ActivityItem } from '#app/lib/activity-item.ts'
import type { ActivityAction, Database } from './db/schema.ts'
import { newestPage } from './paged-query.server.ts'

export interface Actor {
	id: string
	email: string
	/** Kept with the row, so the log reads as people (a signed-in user always has one). */
	name?: string
}

export interface ActivityEntry {
	action: ActivityAction
	entityType: 'post' | 'product' | 'category' | 'message' | 'ad_code' | 'settings' | 'seo' | 'user' | 'subscriber' | 'redirect' | 'media'
	entityId: string | number
	details?: Record<string, unknown>
	/** Who did it; null for the site itself (a scheduled post going live: the log shows "the system"). */
	actor: Actor | null
}

/**
 * Writes one activity-log row and moves the content version. Call it with the transaction that made
 * the change, so the change, its record and the new version commit or fail together.
 */
export async function logActivity(trx: Transaction<Database>, entry: ActivityEntry) {
	await trx
		.insertInto('admin_activity_logs')
		.values({
			action: entry.action,
			entity_type: entry.entityType,
			entity_id: String(entry.entityId),
			details: entry.details ? JSON.stringify(entry.details) : null,
			user_id: entry.actor?.id ?? null,
			user_email: entry.actor?.email ?? null,
			user_name: entry.actor?.name ?? null,
		})
		.execute()
	await moveContentVersion(trx)
}

/**
 * The log entry of a deletion, for `logActivity`: `details` names the item (its name, slug…), all
 * the log keeps of it once its row is gone.
 */
export function deletionEntry(item: Pick<ActivityEntry, 'entityType' | 'entityId'>, details: Record<string, unknown>, actor: Actor | null): ActivityEntry {
	return { action: 'delete', ...item, details, actor }
}

/**
 * Moves the content version, so every instance's kept pages are made again. The counter row is
 * locked until this transaction ends: the next writer moves it only after this write has committed
 * (or rolled back), so a version read never runs ahead of a committed write.
 */
export async function moveContentVersion(trx: Transaction<Database>) {
	await trx
		.updateTable('content_version')
		.set((eb) => ({ value: eb('value', '+', 1) }))
		.where('id', '=', 1)
		.execute()
}


export const activityEntityTypes = ['post', 'product', 'category', 'message', 'ad_code', 'settings', 'seo', 'user', 'subscriber', 'redirect', 'media'] as const satisfies readonly ActivityEntry['entityType'][]

/**
 * What each role may read in the log: what its screens show. Editors manage the content (posts,
 * products, categories); the inbox (senders' and subscribers' personal data), staff accounts,
 * settings, SEO and codes are administrators' (decision 0019), so are their log rows.
 */
export function activityTypesFor(role: string): readonly string[] {
	return role === 'admin' ? activityEntityTypes : (['post', 'product', 'category', 'media'] as const)
}

export async function listActivity(options: { role: string; entityType?: string; action?: ActivityAction; page?: number; pageSize?: number }) {
	const visible = activityTypesFor(options.role)
	let query = db().selectFrom('admin_activity_logs').where('entity_type', 'in', [...visible])
	if (options.entityType) query = query.where('entity_type', '=', options.entityType)
	if (options.action) query = query.where('action', '=', options.action)
	const { rows, total, page, pageCount } = await newestPage(query, options)
	return {
		items: rows.map(
			(r): ActivityItem => ({
				id: r.id,
				action: r.action,
				entityType: r.entity_type,
				entityId: r.entity_id,
				details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
				userEmail: r.user_email,
				userName: r.user_name,
				createdAt: r.created_at,
			}),
		),
		total,
		page,
		pageCount,
	}
}

/**
 * The content version: a counter every staff write moves in its own transaction (logActivity), so
 * it moves exactly when something staff manage has changed, on every instance, since it lives in
 * the database. Writers take turns on its row, so a page read after version v sees every write
 * counted in v (decision 0032). The public page cache and the data cache are checked against it.
 */
export async function contentVersion(): Promise<number> {
	const row = await db().selectFrom('content_version').select('value').where('id', '=', 1).executeTakeFirst()
	return Number(row?.value ?? 0)
}
