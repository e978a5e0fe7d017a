import type { Transaction } from 'kysely'
import { storedDays } from '#app/lib/settings-schema.ts'
import { type RevisionFieldDiff, type RevisionFieldKind, revisionDiff } from '#app/lib/revision-diff.ts'
import type { Actor } from './activity.server.ts'
import { db } from './db/db.server.ts'
import type { Database } from './db/schema.ts'

/**
 * Revisions (decision 0043): the domain modules call `recordRevision` inside the transaction of
 * every save, so the rule holds whichever screen saves. A revision holds the item's whole editable
 * state; a save that changed nothing keeps none. The oldest beyond the retention (the site setting
 * `revision_retention`, 50 by default) go in the same transaction.
 */

export type RevisionItemType = 'post' | 'product' | 'category' | 'settings' | 'seo'

/** An item's editable state: field name → value (text, number, flag, list). */
export type RevisionState = Record<string, unknown>

export interface RevisionSummary {
	number: number
	changed: string[]
	authorName: string | null
	restoredFrom: number | null
	createdAt: string
}

export interface Revision extends RevisionSummary {
	state: RevisionState
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields whose value differs between two states (`after`'s keys, in its order). */
export function changedFields(before: RevisionState | null, after: RevisionState): string[] {
	return Object.keys(after).filter((key) => !before || !same(before[key], after[key]))
}

async function retention(trx: Transaction<Database>): Promise<number> {
	const row = await trx.selectFrom('site_settings').select('value').where('key', '=', 'revision_retention').executeTakeFirst()
	return storedDays('revision_retention', row?.value ?? '')
}

/**
 * Keeps a revision of an item's state as saved now, in the caller's transaction. `before` is the
 * state the save started from: an item saved before revisions were kept gets it as its first
 * revision (no author), so what it was stays restorable. Answers the new number, or null when the
 * state equals the latest revision (nothing changed: nothing kept).
 */
export async function recordRevision(
	trx: Transaction<Database>,
	entry: { type: RevisionItemType; id: string | number; before: RevisionState | null; after: RevisionState; author: Actor; restoredFrom?: number },
): Promise<number | null> {
	const itemId = String(entry.id)
	const latest = await trx
		.selectFrom('revisions')
		.select(['number', 'state'])
		.where('item_type', '=', entry.type)
		.where('item_id', '=', itemId)
		.orderBy('number', 'desc')
		.limit(1)
		.executeTakeFirst()
	let number = latest?.number ?? 0
	let previous = latest ? (JSON.parse(latest.state) as RevisionState) : null
	if (!latest && entry.before) {
		number = 1
		previous = entry.before
		await trx
			.insertInto('revisions')
			.values({ item_type: entry.type, item_id: itemId, number, state: JSON.stringify(entry.before), changed: '[]', author_id: null, author_name: null })
			.execute()
	}
	const changed = changedFields(previous, entry.after)
	if (previous && changed.length === 0) return null
	number += 1
	await trx
		.insertInto('revisions')
		.values({
			item_type: entry.type,
			item_id: itemId,
			number,
			state: JSON.stringify(entry.after),
			changed: JSON.stringify(changed),
			author_id: entry.author.id,
			author_name: entry.author.name ?? entry.author.email,
			restored_from: entry.restoredFrom ?? null,
		})
		.execute()
	await trx
		.deleteFrom('revisions')
		.where('item_type', '=', entry.type)
		.where('item_id', '=', itemId)
		.where('number', '<=', number - (await retention(trx)))
		.execute()
	return number
}

/** Drops an item's revisions (the item was deleted), in the caller's transaction. */
export async function dropRevisions(trx: Transaction<Database>, type: RevisionItemType, id: string | number) {
	await trx.deleteFrom('revisions').where('item_type', '=', type).where('item_id', '=', String(id)).execute()
}

/** An item's revisions, newest first. */
export async function listRevisions(type: RevisionItemType, id: string | number): Promise<RevisionSummary[]> {
	const rows = await db()
		.selectFrom('revisions')
		.select(['number', 'changed', 'author_name', 'restored_from', 'created_at'])
		.where('item_type', '=', type)
		.where('item_id', '=', String(id))
		.orderBy('number', 'desc')
		.execute()
	return rows.map((row) => ({
		number: row.number,
		changed: JSON.parse(row.changed) as string[],
		authorName: row.author_name,
		restoredFrom: row.restored_from,
		createdAt: row.created_at,
	}))
}

export async function getRevision(type: RevisionItemType, id: string | number, number: number): Promise<Revision | null> {
	if (!Number.isSafeInteger(number) || number <= 0) return null
	const row = await db()
		.selectFrom('revisions')
		.selectAll()
		.where('item_type', '=', type)
		.where('item_id', '=', String(id))
		.where('number', '=', number)
		.executeTakeFirst()
	if (!row) return null
	return {
		number: row.number,
		changed: JSON.parse(row.changed) as string[],
		authorName: row.author_name,
		restoredFrom: row.restored_from,
		createdAt: row.created_at,
		state: JSON.parse(row.state) as RevisionState,
	}
}

/** A library image's address in any form a state holds it: a cover, a gallery, a body's variant. */
const namedMediaKey = /\/media\/([a-f0-9]{8,64})(?![a-f0-9])/g

function mediaKeysIn(state: RevisionState): Set<string> {
	return new Set([...JSON.stringify(state).matchAll(namedMediaKey)].map((match) => match[1]!))
}

/**
 * Whether restoring `revision` would bring back an image deleted from the media library since it
 * was kept (decision 0043): one it names that the library no longer holds and the item's latest
 * revision does not name (an image missing now too is no reason to refuse). A restore then says so
 * instead of bringing back a broken picture.
 */
export async function revisionNamesDeletedImage(type: RevisionItemType, id: string | number, revision: Revision): Promise<boolean> {
	const latest = await db()
		.selectFrom('revisions')
		.select('state')
		.where('item_type', '=', type)
		.where('item_id', '=', String(id))
		.orderBy('number', 'desc')
		.limit(1)
		.executeTakeFirst()
	const current = latest ? mediaKeysIn(JSON.parse(latest.state) as RevisionState) : new Set<string>()
	const keys = [...mediaKeysIn(revision.state)].filter((key) => !current.has(key))
	if (keys.length === 0) return false
	const stored = await db().selectFrom('media').select('storage_key').where('storage_key', 'in', keys).execute()
	return stored.length < keys.length
}

export interface RevisionHistory {
	revisions: RevisionSummary[]
	/** The two revisions compared (older first), with each field's diff; null with fewer than two. */
	compare: { from: number; to: number; fields: RevisionFieldDiff[] } | null
}

/**
 * An item's history for its screen: the revisions, and the diff of the two chosen (`from`, `to`, in
 * either order), by default the newest and the one before it. `fields` says how each field is shown;
 * `view`, when the kept state is not flat text (a product's lists), turns a state into those fields.
 */
export async function revisionHistory(
	type: RevisionItemType,
	id: string | number,
	fields: readonly { name: string; kind: RevisionFieldKind }[],
	chosen: { from?: number | null; to?: number | null },
	view: (state: RevisionState) => RevisionState = (state) => state,
): Promise<RevisionHistory> {
	const revisions = await listRevisions(type, id)
	if (revisions.length < 2) return { revisions, compare: null }
	const known = (n: number | null | undefined) => (n && revisions.some((r) => r.number === n) ? n : null)
	let from = known(chosen.from) ?? revisions[1]!.number
	let to = known(chosen.to) ?? revisions[0]!.number
	if (from > to) [from, to] = [to, from]
	const [older, newer] = await Promise.all([getRevision(type, id, from), getRevision(type, id, to)])
	if (!older || !newer) return { revisions, compare: null }
	return { revisions, compare: { from, to, fields: revisionDiff(view(older.state), view(newer.state), fields) } }
}
