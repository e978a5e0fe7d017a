import { type Selectable, sql } from 'kysely'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { csvTime, toCsv } from '#app/lib/csv.ts'
import { type SubscriberFilter, type SubscriberStatus, subscriberActionSchema } from '#app/lib/subscriber-schema.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { db } from './db/db.server.ts'
import type { SubscribersTable } from './db/schema.ts'
import type { Outcome } from './admin-action.server.ts'
import { likePattern } from '#app/lib/like-pattern.ts'
import { newestPage } from './paged-query.server.ts'

/* ------------------------------------------------------------------------------------------------
 * The back-office list: search, filters, delete and export.
 * --------------------------------------------------------------------------------------------- */

export interface AdminSubscriber {
	id: number
	email: string
	language: Lang
	status: SubscriberStatus
	/** When the address confirmed (null while pending, and for addresses from before confirmation existed). */
	confirmedAt: string | null
	createdAt: string
	updatedAt: string
}

function filtered(filter: SubscriberFilter) {
	let query = db().selectFrom('subscribers')
	const q = filter.q.trim().toLowerCase()
	if (q) query = query.where(sql<boolean>`lower(email) like ${likePattern(q)} escape '\\'`)
	if (filter.status) query = query.where('status', '=', filter.status)
	if (filter.language) query = query.where('language', '=', filter.language)
	return query
}

const toSubscriber = (row: Selectable<SubscribersTable>): AdminSubscriber => ({
	id: row.id,
	email: row.email,
	language: row.language,
	status: row.status,
	confirmedAt: row.confirmed_at,
	createdAt: row.created_at,
	updatedAt: row.updated_at,
})

/** One page of the subscribers that match, newest first, with the count of all that match. */
export async function listSubscribers(filter: SubscriberFilter, options: { page?: number; pageSize?: number } = {}) {
	const { rows, total, page, pageCount } = await newestPage(filtered(filter), options)
	return { items: rows.map(toSubscriber), total, page, pageCount }
}

/**
 * "buyer@example.com" → "b***r@example.com": enough for the activity log to say who was removed
 * without keeping the address a person asked to have deleted.
 */
export function maskEmail(email: string): string {
	const at = email.lastIndexOf('@')
	const local = at > 0 ? email.slice(0, at) : email
	const domain = at > 0 ? email.slice(at) : ''
	const masked = local.length <= 2 ? `${local[0] ?? ''}***` : `${local[0]}***${local[local.length - 1]}`
	return `${masked}${domain}`
}

/** Removes a subscriber for good; the activity log keeps only a masked address. Null when unknown. */
export async function deleteSubscriber(id: number, actor: Actor): Promise<AdminSubscriber | null> {
	return db()
		.transaction()
		.execute(async (trx) => {
			const row = await trx.deleteFrom('subscribers').where('id', '=', id).returningAll().executeTakeFirst()
			if (!row) return null
			await logActivity(trx, deletionEntry({ entityType: 'subscriber', entityId: id }, { email: maskEmail(row.email), status: row.status, language: row.language }, actor))
			return toSubscriber(row)
		})
}

/** The list's delete, answered as the banner's message; an unexpected failure is the kernel's (subscribers.error.delete). */
export async function submitSubscriberAction(fields: Record<string, string>, options: { actor: Actor }): Promise<Outcome> {
	const parsed = subscriberActionSchema.safeParse(fields)
	if (!parsed.success) return { ok: false, status: 400, message: 'common.error' }
	const deleted = await deleteSubscriber(parsed.data.id, options.actor)
	if (!deleted) return { ok: false, status: 404, message: 'subscribers.error.notFound' }
	return { ok: true, message: { key: 'subscribers.deleted', params: { email: deleted.email } } }
}

/** Every subscriber that matches the filters (not just one page), newest first, as a CSV file. */
export async function exportSubscribersCsv(filter: SubscriberFilter, lang: Lang): Promise<string> {
	const t = adminDictionaryFor(lang)
	const rows = await filtered(filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
	return toCsv(
		[t['subscribers.csv.id'], t['subscribers.col.email'], t['subscribers.col.status'], t['subscribers.col.language'], `${t['subscribers.col.date']} (UTC)`, `${t['subscribers.csv.confirmed']} (UTC)`, `${t['subscribers.csv.updated']} (UTC)`],
		rows.map((r) => [r.id, r.email, t[`subscribers.status.${r.status}`], t[`subscribers.lang.${r.language}`], csvTime(r.created_at), r.confirmed_at ? csvTime(r.confirmed_at) : '', csvTime(r.updated_at)]),
	)
}
