import crypto from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import pg from 'pg'
import { type DatabaseHandle, type Dialect, openPostgres, openSqlite } from '#app/server/db/connect.server.ts'
import { clearCache } from '#app/server/cache.server.ts'
import { closeDatabase, installDatabase } from '#app/server/db/db.server.ts'
import { migrateToLatest } from '#app/server/db/migrations.server.ts'
import { workerDatabaseName } from './worker-databases.ts'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: Dialect[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])]

/**
 * The PostgreSQL database of this test worker: TEST_DATABASE_URL's database name with `_w` and the
 * worker's number, made on first use. Workers run test files side by side; Kysely's migrator reads
 * the whole database's catalogue (every schema's tables) and fails when another worker drops a schema
 * in the middle of that read, so each worker keeps its schemas in a database of its own.
 * `worker-databases.ts`, Vitest's global setup, drops them all when the run ends.
 */
export async function workerDatabaseUrl(): Promise<string> {
	const base = process.env.TEST_DATABASE_URL
	if (!base) throw new Error('TEST_DATABASE_URL is not set')
	const url = new URL(base)
	const name = workerDatabaseName(url.pathname.slice(1), process.env.VITEST_POOL_ID ?? '1')
	const admin = new pg.Client({ connectionString: base })
	await admin.connect()
	try {
		const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
		// A file before this one in the same worker may have made it; no other worker makes this name.
		if (!rowCount) await admin.query(`create database "${name}"`)
	} finally {
		await admin.end()
	}
	url.pathname = `/${name}`
	return url.toString()
}

export interface TestDatabase extends DatabaseHandle {
	/** Closes and removes the database (the PostgreSQL schema), leaving nothing behind. */
	drop: () => Promise<void>
}

/** A fresh, empty, un-migrated database of its own: an in-memory SQLite or a new PostgreSQL schema. */
export async function createEmptyTestDatabase(dialect: Dialect): Promise<TestDatabase> {
	if (dialect === 'sqlite') {
		const handle = openSqlite(':memory:')
		return { ...handle, drop: handle.close }
	}
	const url = await workerDatabaseUrl()
	const schema = `t_${crypto.randomBytes(6).toString('hex')}`
	const admin = new pg.Client({ connectionString: url })
	await admin.connect()
	await admin.query(`create schema ${schema}`)
	await admin.end()
	const handle = openPostgres(url, { schema, max: 4 })
	return {
		...handle,
		drop: async () => {
			await handle.close()
			const client = new pg.Client({ connectionString: url })
			await client.connect()
			await client.query(`drop schema if exists ${schema} cascade`)
			await client.end()
		},
	}
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
	const database = await createEmptyTestDatabase(dialect)
	await migrateToLatest(database.db, dialect, database.schema)
	return database
}

/**
 * Gives a describe block its own migrated database, installed as the one domain modules use.
 * Call inside `describe.each(testDialects)`.
 */
export function withTestDatabase(dialect: Dialect) {
	const state = {} as { database: TestDatabase }
	beforeAll(async () => {
		state.database = await createTestDatabase(dialect)
		installDatabase(state.database)
		clearCache()
	})
	afterAll(async () => {
		await closeDatabase().catch(() => {})
		await state.database?.drop()
	})
	return state
}
