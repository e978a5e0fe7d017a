import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { Lang } from '#app/i18n/lang.ts'
import { db, nowIso } from './db/db.server.ts'

export type SubscribeOutcome = 'subscribed' | 'already'

/**
 * Adds an address once, whatever its letter case (a unique index on lower(email) backs this). An
 * address that unsubscribed earlier is made active again with a new unsubscribe token.
 */
export async function subscribe(email: string, lang: Lang): Promise<SubscribeOutcome> {
	const normalized = email.trim().toLowerCase()
	const existing = await db().selectFrom('subscribers').select(['id', 'status']).where('email', '=', normalized).executeTakeFirst()
	if (existing?.status === 'active') return 'already'
	const token = crypto.randomBytes(24).toString('base64url')
	if (existing) {
		await db()
			.updateTable('subscribers')
			.set({ status: 'active', language: lang, unsubscribe_token: token, updated_at: nowIso() })
			.where('id', '=', existing.id)
			.execute()
		return 'subscribed'
	}
	const inserted = await db()
		.insertInto('subscribers')
		.values({ email: normalized, language: lang, status: 'active', unsubscribe_token: token })
		.onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
		.returning('id')
		.executeTakeFirst()
	// A concurrent request may have inserted the same address first: that is still "already".
	return inserted ? 'subscribed' : 'already'
}

/** Ends a subscription by its token; false when the token is unknown or already used. */
export async function unsubscribe(token: string): Promise<boolean> {
	// Tokens are base64url (see `subscribe`); anything else cannot match and never reaches the database.
	if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) return false
	const result = await db()
		.updateTable('subscribers')
		.set({ status: 'unsubscribed', updated_at: nowIso() })
		.where('unsubscribe_token', '=', token)
		.where('status', '=', 'active')
		.executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
}

export async function getUnsubscribeToken(email: string): Promise<string | null> {
	const row = await db().selectFrom('subscribers').select('unsubscribe_token').where('email', '=', email.trim().toLowerCase()).executeTakeFirst()
	return row?.unsubscribe_token ?? null
}
