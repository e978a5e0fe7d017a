import { sql, type Transaction } from 'kysely'
import { getDatabase } from './db/db.server.ts'
import type { CategoryRow, Database } from './db/schema.ts'

/**
 * The category tree as the writes see it (category-admin.server.ts): one transaction that locks the
 * hierarchy against other writers, the tree read in it, and siblings kept numbered 1…n.
 */

const byOrder = (a: Pick<CategoryRow, 'display_order' | 'id'>, b: Pick<CategoryRow, 'display_order' | 'id'>) =>
	a.display_order - b.display_order || a.id - b.id

/**
 * Runs a write that may change the hierarchy. On PostgreSQL the table is locked against other
 * writers for the transaction (readers are not blocked), so two concurrent moves cannot build a
 * cycle together and sibling numbering stays consistent; SQLite runs one write transaction at a time.
 */
export function hierarchyWrite<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
	const { db: database, dialect } = getDatabase()
	return database.transaction().execute(async (trx) => {
		if (dialect === 'postgres') await sql`lock table p_categories in share row exclusive mode`.execute(trx)
		return write(trx)
	})
}

export interface Tree {
	rows: Map<number, CategoryRow>
	/** Siblings in display order. */
	childrenOf: (parentId: number | null) => CategoryRow[]
	/** True when `candidate` is `id` itself or lies below it. */
	isSelfOrDescendant: (candidate: number, id: number) => boolean
}

export async function readTree(trx: Transaction<Database>): Promise<Tree> {
	const list = await trx.selectFrom('p_categories').selectAll().execute()
	const rows = new Map(list.map((row) => [row.id, row]))
	return {
		rows,
		childrenOf: (parentId) => list.filter((row) => row.parent_id === parentId).sort(byOrder),
		isSelfOrDescendant: (candidate, id) => {
			const seen = new Set<number>()
			for (let current: number | null = candidate; current !== null && !seen.has(current); current = rows.get(current)?.parent_id ?? null) {
				if (current === id) return true
				seen.add(current)
			}
			return false
		},
	}
}

/**
 * Puts `id` at `index` (0-based, clamped) among the children of `parentId` and numbers that group
 * 1…n. Only rows whose number changes are written.
 */
export async function placeAt(trx: Transaction<Database>, tree: Tree, parentId: number | null, id: number, index: number): Promise<{ position: number; count: number }> {
	const others = tree.childrenOf(parentId).filter((row) => row.id !== id)
	const at = Math.min(Math.max(index, 0), others.length)
	const ordered = [...others.slice(0, at).map((r) => r.id), id, ...others.slice(at).map((r) => r.id)]
	await renumber(trx, tree, ordered)
	return { position: at + 1, count: ordered.length }
}

async function renumber(trx: Transaction<Database>, tree: Tree, ordered: number[]) {
	for (const [i, rowId] of ordered.entries()) {
		const row = tree.rows.get(rowId)
		if (row && row.display_order === i + 1) continue
		await trx.updateTable('p_categories').set({ display_order: i + 1 }).where('id', '=', rowId).execute()
		if (row) row.display_order = i + 1
	}
}

/** Closes the gap a category leaves among its former siblings. */
export async function closeGap(trx: Transaction<Database>, tree: Tree, parentId: number | null, leaving: number) {
	await renumber(
		trx,
		tree,
		tree.childrenOf(parentId).filter((row) => row.id !== leaving).map((row) => row.id),
	)
}
