import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqlite } from './connect.server.ts'

/**
 * Another process holding SQLite's write lock (a backup tool, the admin CLI, a second instance):
 * this process's writes wait for it without stopping the event loop, then go through, or fail
 * with SQLITE_BUSY once the wait is over, as before.
 */
describe('SQLite lock waits', () => {
	const cleanups: (() => void | Promise<void>)[] = []
	afterEach(async () => {
		for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
	})

	function setup(busyTimeoutMs?: number) {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-busy-'))
		const file = path.join(dir, 'data.db')
		const handle = openSqlite(file, { busyTimeoutMs })
		cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
		cleanups.push(() => handle.close())
		// The other process: a connection of its own on the same file, holding the write lock.
		const holdLock = () => {
			const other = new SQLite(file)
			other.exec('begin immediate')
			cleanups.push(() => {
				if (other.open) other.close()
			})
			return () => {
				other.exec('rollback')
				other.close()
			}
		}
		// The event loop's longest stall while a write waits: a synchronous wait would be all of it.
		const stalls = () => {
			let last = Date.now()
			let longest = 0
			const timer = setInterval(() => {
				longest = Math.max(longest, Date.now() - last)
				last = Date.now()
			}, 10)
			cleanups.push(() => clearInterval(timer))
			return () => Math.max(longest, Date.now() - last)
		}
		return { handle, holdLock, stalls }
	}

	it('a write waits for the lock with the event loop free, and goes through once it is released', async () => {
		const { handle, holdLock, stalls } = setup()
		await sql`create table notes (text text not null)`.execute(handle.db)
		const release = holdLock()
		const longestStall = stalls()
		const started = Date.now()
		setTimeout(release, 1000)
		await sql`insert into notes (text) values ('after the lock')`.execute(handle.db)
		expect(Date.now() - started).toBeGreaterThanOrEqual(950)
		expect(longestStall()).toBeLessThan(400)
		const { rows } = await sql<{ text: string }>`select text from notes`.execute(handle.db)
		expect(rows).toEqual([{ text: 'after the lock' }])
	})

	it('a transaction waits the same way, and writes all of its statements', async () => {
		const { handle, holdLock, stalls } = setup()
		await sql`create table notes (text text not null)`.execute(handle.db)
		const release = holdLock()
		const longestStall = stalls()
		setTimeout(release, 1000)
		await handle.db.transaction().execute(async (trx) => {
			await sql`insert into notes (text) values ('one')`.execute(trx)
			await sql`insert into notes (text) values ('two')`.execute(trx)
		})
		expect(longestStall()).toBeLessThan(400)
		const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db)
		expect(rows).toEqual([{ n: 2 }])
	})

	it('a lock held past the wait fails the write with SQLITE_BUSY, and the next write works once it is gone', async () => {
		const { handle, holdLock, stalls } = setup(1000)
		await sql`create table notes (text text not null)`.execute(handle.db)
		const release = holdLock()
		const longestStall = stalls()
		const started = Date.now()
		await expect(sql`insert into notes (text) values ('refused')`.execute(handle.db)).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
		const waited = Date.now() - started
		expect(waited).toBeGreaterThanOrEqual(950)
		expect(waited).toBeLessThan(3000)
		expect(longestStall()).toBeLessThan(400)
		// Reads are not held by a writer (WAL) while it is there.
		const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db)
		expect(rows).toEqual([{ n: 0 }])
		release()
		await sql`insert into notes (text) values ('accepted')`.execute(handle.db)
		const after = await sql<{ text: string }>`select text from notes`.execute(handle.db)
		expect(after.rows).toEqual([{ text: 'accepted' }])
	})
})
