import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely'

/**
 * How long SQLite itself may wait for another process's lock, synchronously. better-sqlite3 runs
 * on the event loop, so SQLite's own wait (`busy_timeout`) stops the whole server: every request,
 * the health check, every timer. It is kept short, for the usual milliseconds of contention (a
 * second instance's write, a checkpoint); a longer wait is the retry's below.
 */
export const sqliteLockWaitMs = 20

/** How long a statement waits in all for a lock before it fails (SQLITE_BUSY), as `busy_timeout = 5000` did. */
export const sqliteBusyTimeoutMs = 5000

const isBusy = (error: unknown) =>
	// SQLITE_BUSY_SNAPSHOT (a read transaction that can no longer become a write) never clears by waiting.
	error instanceof Error && 'code' in error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED')

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Makes a connection wait for a lock held by another process without blocking the event loop: a
 * statement refused with SQLITE_BUSY (it changed nothing) runs again after a pause that grows from
 * 10 to 200 ms, until `timeoutMs` has passed; then the error goes to the caller as before. The
 * driver keeps the connection while it waits, so this process's other queries queue behind it
 * instead of freezing the server. A statement that is not refused takes the driver's own path,
 * unchanged: every query goes through here.
 */
export function waitForLocksAsynchronously(connection: DatabaseConnection, timeoutMs = sqliteBusyTimeoutMs) {
	const execute = connection.executeQuery.bind(connection)
	const retry = async <R>(query: CompiledQuery, refusal: unknown): Promise<QueryResult<R>> => {
		const deadline = Date.now() + timeoutMs
		for (let pause = 10, error = refusal; ; pause = Math.min(pause * 2, 200)) {
			const left = deadline - Date.now()
			if (!isBusy(error) || left <= 0) throw error
			await sleep(Math.min(pause, left))
			try {
				return await execute<R>(query)
			} catch (next) {
				error = next
			}
		}
	}
	connection.executeQuery = <R>(query: CompiledQuery) => {
		try {
			// better-sqlite3 throws synchronously; the driver's answer is an already settled promise.
			return execute<R>(query)
		} catch (error) {
			if (!isBusy(error)) throw error
			return retry<R>(query, error)
		}
	}
}
