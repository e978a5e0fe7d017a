import fs from 'node:fs'
import { withTimeout } from '#app/lib/with-timeout.ts'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { sqliteLockWaitMs, waitForLocksAsynchronously } from './sqlite-busy.server.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
	db: Kysely<Database>
	dialect: Dialect
	/** The PostgreSQL schema the handle is confined to (test isolation), if any. */
	schema?: string
	/** Closes the pool or file handle. */
	close: () => Promise<void>
}

// PostgreSQL answers timestamps as Date and counts as strings; both databases answer ISO strings and
// numbers instead, so domain code sees the same values whichever database runs.
pg.types.setTypeParser(1184, (value) => new Date(value).toISOString()) // timestamptz
pg.types.setTypeParser(1114, (value) => new Date(`${value}Z`).toISOString()) // timestamp
pg.types.setTypeParser(20, (value) => Number(value)) // int8 (count)
pg.types.setTypeParser(1700, (value) => Number(value)) // numeric
pg.types.setTypeParser(1082, (value) => value) // date stays YYYY-MM-DD

/** better-sqlite3 binds neither booleans nor Dates; convert them as PostgreSQL would store them. */
function toSqliteParam(value: unknown): unknown {
	if (typeof value === 'boolean') return value ? 1 : 0
	if (value instanceof Date) return value.toISOString()
	return value
}

/** Statements kept compiled, by SQL text: enough for every query the site writes, bounded for `in (…)` lists of any length. */
export const sqliteStatementCacheSize = 500

/**
 * better-sqlite3 under Kysely's driver. Kysely asks for a new statement for every query; compiling
 * it again each time was a third of SQLite's share of a cold render (decision 0055), so compiled statements are
 * kept by their SQL text (least recently used dropped first). Reuse is safe: the driver runs one
 * query at a time on its one connection, and SQLite recompiles a kept statement itself after a
 * schema change. A statement being iterated is busy until its rows are read, so iteration
 * (streamed queries) gets a statement of its own.
 */
function wrapSqlite(database: SQLite.Database, cacheSize = sqliteStatementCacheSize) {
	const statements = new Map<string, SQLite.Statement>()
	const compiled = (query: string) => {
		let statement = statements.get(query)
		if (statement) statements.delete(query)
		else statement = database.prepare(query)
		statements.set(query, statement)
		if (statements.size > cacheSize) statements.delete(statements.keys().next().value!)
		return statement
	}
	const params = (values: ReadonlyArray<unknown>) => values.map(toSqliteParam)
	return {
		close: () => {
			statements.clear()
			database.close()
		},
		prepare(query: string) {
			const statement = compiled(query)
			return {
				reader: statement.reader,
				all: (values: ReadonlyArray<unknown>) => statement.all(...params(values)),
				run: (values: ReadonlyArray<unknown>) => statement.run(...params(values)),
				iterate: (values: ReadonlyArray<unknown>) => database.prepare(query).iterate(...params(values)),
			}
		},
	}
}

export function openSqlite(file: string, options: { statementCacheSize?: number; busyTimeoutMs?: number } = {}): DatabaseHandle {
	if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
	const database = new SQLite(file)
	database.pragma('journal_mode = WAL')
	database.pragma('synchronous = NORMAL')
	database.pragma('foreign_keys = ON')
	database.pragma(`busy_timeout = ${sqliteLockWaitMs}`)
	const db = new Kysely<Database>({
		dialect: new SqliteDialect({
			database: wrapSqlite(database, options.statementCacheSize),
			onCreateConnection: async (connection) => waitForLocksAsynchronously(connection, options.busyTimeoutMs),
		}),
	})
	return { db, dialect: 'sqlite', close: () => db.destroy() }
}

export function openPostgres(url: string, options: { schema?: string; max?: number; queryTimeoutMs?: number } = {}): DatabaseHandle {
	const pool = new pg.Pool({
		connectionString: url,
		max: options.max ?? 10,
		// A schema of its own isolates a test run inside a shared database.
		...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
		connectionTimeoutMillis: 5000,
		idleTimeoutMillis: 30_000,
	})
	// An idle client losing its server (restart, failover) must not crash the process; the pool
	// drops it and the next query opens a fresh connection.
	pool.on('error', () => {})
	const db = new Kysely<Database>({
		dialect: new PostgresDialect({ pool: options.queryTimeoutMs ? withQueryTimeout(pool, options.queryTimeoutMs) : pool }),
	})
	return { db, dialect: 'postgres', schema: options.schema, close: () => db.destroy() }
}

export class QueryTimeoutError extends Error {
	override name = 'QueryTimeoutError'
}

/**
 * A connection from the pool. pg-pool gives up waiting for a free one after connectionTimeoutMillis
 * (meant for opening a connection): under a burst (200 visitors at once) requests would fail while
 * the database is fine, only busy. A wait that ran out is retried until the query timeout; a
 * connection that cannot be opened fails at once.
 */
async function acquire(pool: pg.Pool, deadline: number): Promise<pg.PoolClient> {
	for (;;) {
		try {
			return await pool.connect()
		} catch (error) {
			const waitedInQueue = error instanceof Error && error.message === 'timeout exceeded when trying to connect'
			if (!waitedInQueue || Date.now() >= deadline) throw error
		}
	}
}

/**
 * A pool whose queries give up after `timeoutMs`. Without it, a network partition (packets
 * dropped, not refused) holds every query, and the request waiting on it, for as long as the
 * partition lasts — or until TCP gives up, many minutes later — and the pool's connections with
 * them. A query that times out rejects with a clear error, its connection is destroyed (its socket
 * may still be stuck) and not returned to the pool; the next query opens a fresh one.
 */
function withQueryTimeout(pool: pg.Pool, timeoutMs: number): PostgresPool {
	return {
		end: () => pool.end(),
		async connect() {
			const client = await acquire(pool, Date.now() + timeoutMs)
			let failure: Error | undefined
			return {
				query: ((text: string, values: readonly unknown[]) => {
					return withTimeout(client.query(text, [...values]), timeoutMs, () => {
						failure = new QueryTimeoutError(`The database query timed out after ${timeoutMs} ms (database unreachable?)`)
						;(client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
						throw failure
					})
				}) as unknown as PostgresPoolClient['query'],
				release() {
					// With an error, pg-pool destroys the client instead of handing it out again.
					client.release(failure)
				},
			}
		},
	}
}

export async function ping(db: Kysely<Database>): Promise<void> {
	await sql`select 1`.execute(db)
}
