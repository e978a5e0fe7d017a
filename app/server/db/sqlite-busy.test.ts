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
		// Timer ticks while a write waits: with a synchronous wait there would be none.
		const ticks = () => {
			let count = 0
			const timer = setInterval(() => count++, 10)
			cleanups.push(() => clearInterval(timer))
			return () => count
		}
		return { handle, holdLock, ticks }
	}

	it('a write waits for the lock with the event loop free, and goes through once it is released', async () => {
		const { handle, holdLock, ticks } = setup()
		await sql`create table notes (text text not null)`.execute(handle.db)
		const release = holdLock()
		const counted = ticks()
		const started = Date.now()
		setTimeout(release, 400)
		await sql`insert into notes (text) values ('after the lock')`.execute(handle.db)
		expect(Date.now() - started).toBeGreaterThanOrEqual(350)
		expect(counted()).toBeGreaterThanOrEqual(15)
		const { rows } = await sql<{ text: string }>`select text from notes`.execute(handle.db)
		expect(rows).toEqual([{ text: 'after the lock' }])
	})

	it('a transaction waits the same way, and writes all of its statements', async () => {
		const { handle, holdLock, ticks } = setup()
		await sql`create table notes (text text not null)`.execute(handle.db)
		const release = holdLock()
		const counted = ticks()
		setTimeout(release, 300)
		await handle.db.transaction().execute(async (trx) => {
			await sql`insert into notes (text) values ('one')`.execute(trx)
			await sql`insert into notes (text) values ('two')`.execute(trx)
		})
		expect(counted()).toBeGreaterThanOrEqual(10)
		const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db)
		expect(rows).toEqual([{ n: 2 }])
	})

	it('a lock held past the wait fails the write with SQLITE_BUSY, and the next write works once it is gone', async () => {
		const { handle, holdLock, ticks } = setup(500)
		await sql`create table notes (text text not null)`.execute(handle.db)
		const release = holdLock()
		const counted = ticks()
		const started = Date.now()
		await expect(sql`insert into notes (text) values ('refused')`.execute(handle.db)).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
		const waited = Date.now() - started
		expect(waited).toBeGreaterThanOrEqual(450)
		expect(waited).toBeLessThan(2000)
		expect(counted()).toBeGreaterThanOrEqual(20)
		// Reads are not held by a writer (WAL) while it is there.
		const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db)
		expect(rows).toEqual([{ n: 0 }])
		release()
		await sql`insert into notes (text) values ('accepted')`.execute(handle.db)
		const after = await sql<{ text: string }>`select text from notes`.execute(handle.db)
		expect(after.rows).toEqual([{ text: 'accepted' }])
	})
})
