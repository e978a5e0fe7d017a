import { db } from './db/db.server.ts'
import { logger } from './logger.server.ts'

/**
 * A job each server offers to run on a timer, with no request needed (analytics retention, the
 * certification expiry mail). One run at a time in this instance; across instances the job's own
 * lease decides who works. Errors are logged and the next offer tries again. Returns the function
 * that stops the timer and waits for a run under way.
 */
export function startPeriodicJob(label: string, run: () => Promise<unknown>, schedule: { firstDelayMs: number; everyMs: number }): () => Promise<void> {
	let stopped = false
	let running: Promise<unknown> | null = null
	const offer = () => {
		// One run at a time (a long catch-up outlasting the interval).
		if (stopped || running) return
		running = run()
			.catch((error: unknown) => logger.error({ err: error }, `${label} failed`))
			.finally(() => (running = null))
	}
	const first = setTimeout(offer, schedule.firstDelayMs)
	const every = setInterval(offer, schedule.everyMs)
	first.unref()
	every.unref()
	return async () => {
		stopped = true
		clearTimeout(first)
		clearInterval(every)
		await running
	}
}

/**
 * Takes the job's lease (true) when no instance took it within the interval: a compare-and-set on
 * its `job_leases` row, so of several instances offering at once only one works.
 */
export async function claimJobLease(name: string, now: Date, intervalMs: number): Promise<boolean> {
	await db().insertInto('job_leases').values({ name, next_run_at: null }).onConflict((c) => c.column('name').doNothing()).execute()
	const taken = await db()
		.updateTable('job_leases')
		.set({ next_run_at: new Date(now.getTime() + intervalMs).toISOString() })
		.where('name', '=', name)
		.where((eb) => eb.or([eb('next_run_at', 'is', null), eb('next_run_at', '<=', now.toISOString())]))
		.executeTakeFirst()
	return Number(taken.numUpdatedRows) === 1
}
