import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers, oneOf } from './migration-helpers.server.ts'

/**
 * Redirects (decision 0039): old addresses that answer 301/302 instead of the not-found page —
 * written by a slug change (`origin = 'slug'`) or by staff (`'manual'`), an exact path or a prefix —
 * and the paths visitors asked for that found nothing (`not_found_paths`, counted in batches, kept
 * bounded). Hit counts are added in batches too, never one write per request.
 */
export function redirectTables(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await h
				.timestamps(
					h
						.id(db.schema.createTable('redirects'))
						.addColumn('source', 'text', (c) => c.notNull().unique())
						.addColumn('target', 'text', (c) => c.notNull())
						.addColumn('status', 'integer', (c) => c.notNull().defaultTo(301))
						.addColumn('match', 'text', (c) => c.notNull().defaultTo('exact'))
						.addColumn('origin', 'text', (c) => c.notNull().defaultTo('manual'))
						.addColumn('hits', 'bigint', (c) => c.notNull().defaultTo(0))
						.addColumn('last_hit_at', h.timestamp)
						.addCheckConstraint('redirects_status', sql`status in (301, 302)`)
						.addCheckConstraint('redirects_match', oneOf('match', ['exact', 'prefix']))
						.addCheckConstraint('redirects_origin', oneOf('origin', ['slug', 'manual']))
						.addCheckConstraint('redirects_source_path', sql`source like '/%' and source <> target`),
				)
				.execute()
			await db.schema.createIndex('redirects_target_idx').on('redirects').column('target').execute()

			await db.schema
				.createTable('not_found_paths')
				.addColumn('path', 'text', (c) => c.primaryKey())
				.addColumn('hits', 'bigint', (c) => c.notNull().defaultTo(0))
				.addColumn('first_seen_at', h.timestamp, (c) => c.notNull().defaultTo(h.now))
				.addColumn('last_seen_at', h.timestamp, (c) => c.notNull().defaultTo(h.now))
				.execute()
			await db.schema.createIndex('not_found_paths_last_seen_idx').on('not_found_paths').column('last_seen_at').execute()
		},
	}
}
