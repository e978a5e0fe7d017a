import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { QueryTimeoutError, openPostgres } from './connect.server.ts'

const url = process.env.TEST_DATABASE_URL

/** PostgreSQL queries give up after the query timeout, and the pool serves the next query on a fresh connection. */
describe.runIf(url)('PostgreSQL query timeout', () => {
	it('refuses a query that outlasts the timeout with a clear error, then answers the next', async () => {
		const handle = openPostgres(url!, { max: 1, queryTimeoutMs: 300 })
		try {
			const started = Date.now()
			await expect(sql`select pg_sleep(3)`.execute(handle.db)).rejects.toBeInstanceOf(QueryTimeoutError)
			expect(Date.now() - started).toBeLessThan(2000)
			const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db)
			expect(rows).toEqual([{ one: 1 }])
		} finally {
			await handle.close()
		}
	})
})
