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
