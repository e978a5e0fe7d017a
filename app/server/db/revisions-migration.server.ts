import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers } from './migration-helpers.server.ts'

/**
 * Revisions (decision 0043): every save of an item staff edit keeps the item's whole editable state
 * as JSON, numbered per item, with the names of the fields that changed and who saved it (their name
 * as it was then). Written in the transaction of the save; the oldest beyond the retention are
 * deleted in that same transaction.
 */
export function revisionsTable(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await h
				.createdAt(
					h
						.id(db.schema.createTable('revisions'))
						.addColumn('item_type', 'text', (c) => c.notNull())
						.addColumn('item_id', 'text', (c) => c.notNull())
						.addColumn('number', 'integer', (c) => c.notNull())
						.addColumn('state', 'text', (c) => c.notNull())
						.addColumn('changed', 'text', (c) => c.notNull())
						.addColumn('author_id', 'text')
						.addColumn('author_name', 'text')
						.addColumn('restored_from', 'integer')
						.addUniqueConstraint('revisions_item_number', ['item_type', 'item_id', 'number']),
				)
				.execute()
		},
	}
}
