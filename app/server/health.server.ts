import crypto from 'node:crypto'
import { withTimeout } from '#app/lib/with-timeout.ts'
import os from 'node:os'
import { sql } from 'kysely'
import { getDatabase } from './db/db.server.ts'
import { ping } from './db/connect.server.ts'

/**
 * What a load balancer and an orchestrator need to know (decision 0026):
 * - liveness (`/healthz`): the process answers requests. It never asks the database: restarting
 *   a process because its database is away does not bring the database back.
 * - readiness (`/readyz`): this instance can serve the site now: the database answers a read and
 *   commits a write (a full disk, a database switched to read-only, a lock held too long all fail
 *   the write while reads still work).
 */
export interface Readiness {
	ready: boolean
	database: 'up' | 'down'
	writes: 'ok' | 'failing' | 'unknown'
}

const probeTimeoutMs = 2_000
/** One probe row per instance, refreshed by each check, in the shared counters table (pruned after a day idle). */
const probeKey = `readiness:${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`

function within<T>(work: Promise<T>, what: string): Promise<T> {
	return withTimeout(work, probeTimeoutMs, () => {
		throw new Error(`${what} timed out after ${probeTimeoutMs} ms`)
	})
}

/** A committed write: what every form, staff save and analytics batch needs. */
async function writeProbe() {
	const { db } = getDatabase()
	const now = Date.now()
	await sql`insert into rate_limits (key, window_start, count) values (${probeKey}, ${now}, 0)
		on conflict (key) do update set window_start = ${now}`.execute(db)
}

export async function readiness(onFailure?: (error: unknown, step: 'read' | 'write') => void): Promise<Readiness> {
	try {
		await within(ping(getDatabase().db), 'database read')
	} catch (error) {
		onFailure?.(error, 'read')
		return { ready: false, database: 'down', writes: 'unknown' }
	}
	try {
		await within(writeProbe(), 'database write')
	} catch (error) {
		onFailure?.(error, 'write')
		return { ready: false, database: 'up', writes: 'failing' }
	}
	return { ready: true, database: 'up', writes: 'ok' }
}
