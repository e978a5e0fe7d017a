import type { Kysely } from 'kysely'
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
