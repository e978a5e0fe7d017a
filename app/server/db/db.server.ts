import { type Kysely, sql } from 'kysely'
import type { AppConfig } from '../config.server.ts'
import { type DatabaseHandle, openPostgres, openSqlite } from './connect.server.ts'
import type { Database } from './schema.ts'

let handle: DatabaseHandle | undefined

export function openDatabase(config: Pick<AppConfig, 'database' | 'DATABASE_QUERY_TIMEOUT_MS'>): DatabaseHandle {
	return config.database.dialect === 'postgres'
		? openPostgres(config.database.url, { queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS })
		: openSqlite(config.database.file)
}

/** Makes `handle` the database every domain module uses (the server at start, tests per suite). */
export function installDatabase(next: DatabaseHandle) {
	handle = next
}

export function getDatabase(): DatabaseHandle {
	if (!handle) throw new Error('The database is not open yet (installDatabase was not called).')
	return handle
}

export function db(): Kysely<Database> {
	return getDatabase().db
}

export async function closeDatabase() {
	const current = handle
	handle = undefined
	await current?.close()
}

export function nowIso() {
	return new Date().toISOString()
}

/**
 * Runs `fn` while this process holds a database-wide lock named `name`, so that instances starting
 * at once on one PostgreSQL database take turns (decision 0032): the others wait, polling, until
 * the holder is done (a crashed holder's lock goes with its connection). The lock is a session
 * advisory lock on one connection of the pool, taken by polling so no statement timeout cuts the
 * wait. On SQLite a server owns its file, and `fn` just runs.
 */
export async function withDatabaseLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
	const current = getDatabase()
	if (current.dialect !== 'postgres') return fn()
	return current.db.connection().execute(async (connection) => {
		for (;;) {
			const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(hashtext(${`tasdeer:${name}`})) as locked`.execute(connection)
			if (rows[0]?.locked) break
			await new Promise((resolve) => setTimeout(resolve, 250))
		}
		try {
			return await fn()
		} finally {
			await sql`select pg_advisory_unlock(hashtext(${`tasdeer:${name}`}))`.execute(connection)
		}
	})
}
