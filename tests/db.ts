import crypto from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import pg from 'pg'
import { type DatabaseHandle, type Dialect, openPostgres, openSqlite } from '#app/server/db/connect.server.ts'
import { clearCache } from '#app/server/cache.server.ts'
import { closeDatabase, installDatabase } from '#app/server/db/db.server.ts'
import { migrateToLatest } from '#app/server/db/migrations.server.ts'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: Dialect[] = ['sqlite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])]

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
	const url = process.env.TEST_DATABASE_URL
	if (!url) throw new Error('TEST_DATABASE_URL is not set')
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
