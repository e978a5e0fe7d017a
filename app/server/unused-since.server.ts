import type { Expression, ExpressionBuilder, SqlBool } from 'kysely'
import { db } from './db/db.server.ts'
import type { Database } from './db/schema.ts'

/** The stored files that are cleaned up after a grace period unused: images and certification files. */
type StoredFiles = 'media' | 'documents'

/**
 * The start and end of a stored file's grace period (decisions 0044, 0051): the rows of `table` that
 * `inUse` no longer holds are marked unused since `at`; those used again lose their mark.
 */
export async function markUnused<T extends StoredFiles>(
	table: T,
	inUse: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>,
	at: string,
): Promise<void> {
	// One table at a time; typed as the images' (both have `unused_since`), so one query serves both.
	const files = table as 'media'
	const used = inUse as unknown as (eb: ExpressionBuilder<Database, 'media'>) => Expression<SqlBool>
	await db().updateTable(files).set({ unused_since: at }).where('unused_since', 'is', null).where((eb) => eb.not(used(eb))).execute()
	await db().updateTable(files).set({ unused_since: null }).where('unused_since', 'is not', null).where(used).execute()
}
