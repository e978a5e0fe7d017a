import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'

/**
 * What the migrations share: each is written once for both databases, and the few types that
 * differ are chosen by these helpers.
 */
export type Table = CreateTableBuilder<string, never>

export function helpers(dialect: Dialect) {
	const pg = dialect === 'postgres'
	const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
	return {
		id: (t: Table) =>
			t.addColumn('id', 'integer', (c) =>
				pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
			),
		timestamp: pg ? ('timestamptz' as const) : ('text' as const),
		timestamps: (t: Table) =>
			t
				.addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now))
				.addColumn('updated_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now)),
		createdAt: (t: Table) => t.addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now)),
		// SQLite 3.23+ understands TRUE/FALSE as 1/0, so one default serves both.
		bool: (value: boolean) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql.raw(value ? 'true' : 'false')),
		now,
		/** lowercase letters, digits and hyphens: the URL slug rule, enforced by the database too. */
		slugFormat: (column: string) =>
			pg
				? sql.raw(`${column} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`)
				: sql.raw(`${column} <> '' and ${column} not glob '*[^a-z0-9-]*' and ${column} not like '-%' and ${column} not like '%-'`),
	}
}

export const oneOf = (column: string, values: readonly string[]) =>
	sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)
