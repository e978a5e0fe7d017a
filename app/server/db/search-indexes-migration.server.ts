import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'

/**
 * Search that stays fast on a large catalogue (decision 0017).
 * - PostgreSQL: trigram GIN indexes (pg_trgm) let `like '%…%'` on the normalised search columns
 *   find rows without reading the table. The extension ships with PostgreSQL's contrib package and
 *   is trusted (a database owner may create it); where it cannot be created, search keeps working
 *   by reading the table, and the server says so at start.
 * - SQLite: FTS5 tables with the trigram tokenizer over the same columns (external content: they
 *   keep only the index), kept in step by triggers, so every write path updates them.
 */
export function searchIndexes(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			if (dialect === 'postgres') await createSearchIndexes(db)
			else for (const index of sqliteSearchIndexes) for (const statement of ftsStatements(index)) await sql.raw(statement).execute(db)
		},
	}
}

/** The SQLite full-text indexes: name, indexed table, columns. */
export const sqliteSearchIndexes = [
	{ name: 'product_search', table: 'products', columns: ['search_name_ar', 'search_name_en', 'search_description_ar', 'search_description_en'] },
	{ name: 'specification_search', table: 'product_specifications', columns: ['search_text'] },
] as const

function ftsStatements({ name, table, columns }: (typeof sqliteSearchIndexes)[number]) {
	const list = columns.join(', ')
	const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ')
	const remove = `insert into ${name}(${name}, rowid, ${list}) values ('delete', old.id, ${values('old')});`
	const add = `insert into ${name}(rowid, ${list}) values (new.id, ${values('new')});`
	return [
		`create virtual table ${name} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
		`create trigger ${name}_insert after insert on ${table} begin ${add} end`,
		`create trigger ${name}_delete after delete on ${table} begin ${remove} end`,
		`create trigger ${name}_update after update of ${list} on ${table} begin ${remove} ${add} end`,
		`insert into ${name}(${name}) values ('rebuild')`,
	]
}

const searchColumns = [
	['products', 'search_name_ar'],
	['products', 'search_name_en'],
	['products', 'search_description_ar'],
	['products', 'search_description_en'],
	['product_specifications', 'search_text'],
] as const
const searchIndexName = (table: string, column: string) => `${table}_${column}_trgm`
export const searchIndexNames = searchColumns.map(([table, column]) => searchIndexName(table, column))

/**
 * Creates the trigram search indexes where pg_trgm is (or can be) installed; answers whether they
 * exist. Also run at start while they are missing, so installing the extension later is enough.
 * Inside a transaction (the migrator's, or the caller's), serialised with other instances.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs before and after the typed schema exists
export async function createSearchIndexes(db: Kysely<any>): Promise<boolean> {
	await sql`select pg_advisory_xact_lock(hashtext('tasdeer:search-indexes'))`.execute(db)
	const trgm = await trigramSchema(db)
	if (!trgm) return false
	const ops = sql.raw(`${quoteIdentifier(trgm)}.gin_trgm_ops`)
	// One index a column: the planner prices each well and combines them for an OR (one index over
	// four columns looked as costly as reading the table). fastupdate off: the catalogue changes
	// rarely, and a pending list of unsorted entries would make every search read it and the
	// planner shy away from the index until a vacuum.
	for (const [table, column] of searchColumns) {
		await sql`create index if not exists ${sql.raw(searchIndexName(table, column))} on ${sql.table(table)} using gin (${sql.ref(column)} ${ops}) with (fastupdate = off)`.execute(db)
	}
	return true
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * The schema pg_trgm lives in, creating it (in `public`, so every schema of the database finds it)
 * if it is missing and may be created; null when it is not to be had. Runs inside the migration's
 * transaction, so a refusal is contained by a savepoint. Two migrations creating it at once (test
 * schemas of one database) both end up using the one that won.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
	const installed = async () =>
		(await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema.replace(/^"|"$/g, '') ?? null
	const existing = await installed()
	if (existing) return existing
	await sql`savepoint search_trgm`.execute(db)
	try {
		await sql`create extension if not exists pg_trgm with schema public`.execute(db)
		await sql`release savepoint search_trgm`.execute(db)
	} catch {
		await sql`rollback to savepoint search_trgm`.execute(db)
	}
	return installed()
}
