import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openSqlite } from './connect.server.ts'

/** Kept compiled statements (decision 0055) answer exactly as freshly compiled ones would. */
describe('SQLite statements kept compiled', () => {
	async function withDatabase(cacheSize: number, run: (db: ReturnType<typeof openSqlite>['db']) => Promise<void>) {
		const handle = openSqlite(':memory:', { statementCacheSize: cacheSize })
		try {
			await sql`create table t (id integer primary key, name text not null)`.execute(handle.db)
			await run(handle.db)
		} finally {
			await handle.close()
		}
	}
	const names = (db: Parameters<Parameters<typeof withDatabase>[1]>[0], min: number) =>
		sql<{ name: string }>`select name from t where id >= ${min} order by id`.execute(db).then((r) => r.rows.map((row) => row.name))

	it('answers the same query again with new values, and past the cache size', async () => {
		await withDatabase(2, async (db) => {
			for (const name of ['a', 'b', 'c']) await sql`insert into t (name) values (${name})`.execute(db)
			expect(await names(db, 1)).toEqual(['a', 'b', 'c'])
			expect(await names(db, 2)).toEqual(['b', 'c'])
			// More distinct queries than the cache holds, then the first again.
			await sql`select count(*) as n from t`.execute(db)
			await sql`select max(id) as n from t`.execute(db)
			expect(await names(db, 3)).toEqual(['c'])
		})
	})

	it('sees a schema change through a kept statement', async () => {
		await withDatabase(10, async (db) => {
			await sql`insert into t (name) values ('a')`.execute(db)
			const all = () => sql<Record<string, unknown>>`select * from t`.execute(db).then((r) => r.rows)
			expect(await all()).toEqual([{ id: 1, name: 'a' }])
			await sql`alter table t add column origin text not null default 'EG'`.execute(db)
			expect(await all()).toEqual([{ id: 1, name: 'a', origin: 'EG' }])
		})
	})

	it('streams a query that was also run whole', async () => {
		await withDatabase(10, async (db) => {
			for (const name of ['a', 'b', 'c']) await sql`insert into t (name) values (${name})`.execute(db)
			const query = () => db.selectFrom('t' as never).select('name' as never)
			const streamed = async () => {
				const seen: string[] = []
				for await (const row of query().stream() as AsyncIterable<{ name: string }>) seen.push(row.name)
				return seen
			}
			expect((await query().execute()).length).toBe(3)
			expect(await streamed()).toEqual(['a', 'b', 'c'])
			expect(await streamed()).toEqual(['a', 'b', 'c'])
			expect((await query().execute()).length).toBe(3)
		})
	})

	it('keeps a failed statement usable', async () => {
		await withDatabase(10, async (db) => {
			const insert = (name: string | null) => sql`insert into t (name) values (${name})`.execute(db)
			await expect(insert(null)).rejects.toThrow(/NOT NULL/)
			await insert('a')
			expect(await names(db, 1)).toEqual(['a'])
		})
	})
})
