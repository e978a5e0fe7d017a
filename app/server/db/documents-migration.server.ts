import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers } from './migration-helpers.server.ts'

/**
 * Uploaded documents (decision 0051): a certification's PDF, checked and rewritten on upload, kept
 * in the media storage under its content hash. Like an image, where a document is used is read from
 * what names it (a certification, a kept revision), never stored; `unused_since` starts the grace
 * period of the cleanup. (Certifications are few per product: finding those naming a file needs no
 * index of its own, and this migration keeps to its own table.)
 */
export function documentsTable(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await h
				.createdAt(
					h
						.id(db.schema.createTable('documents'))
						.addColumn('storage_key', 'text', (c) => c.notNull().unique())
						.addColumn('original_name', 'text', (c) => c.notNull())
						.addColumn('bytes', 'integer', (c) => c.notNull())
						.addColumn('pages', 'integer', (c) => c.notNull())
						.addColumn('created_by', 'text')
						.addColumn('unused_since', h.timestamp),
				)
				.execute()
		},
	}
}
