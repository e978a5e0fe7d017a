import { db } from './db/db.server.ts'
import { markUnused } from './unused-since.server.ts'
import { cleanUpUnusedDocuments } from './documents.server.ts'
import { logger } from './logger.server.ts'
import { removeMediaFiles } from './media-library.server.ts'
import { usedOrKept } from './media-usage.server.ts'
import { claimJobLease, startPeriodicJob } from './periodic-job.server.ts'

/**
 * The cleanup of images nothing uses (decision 0044): an image a product, post or category no
 * longer names, or an upload whose form was never saved. An image a kept revision names is in use
 * (decision 0043): restoring that revision must not bring back a missing image. Each run first marks the images it finds
 * unused (`unused_since`, the start of their grace period) and clears the mark of those used again
 * (a restored image, a reused upload), then deletes the images unused for longer than the grace
 * period, checking once more in the delete itself, and removes their files after it commits.
 *
 * Certification files (decision 0051) follow the same rule in the same run.
 *
 * Several instances offer to run it; the `media-cleanup` lease of `job_leases` (a compare-and-set,
 * like the other periodic jobs) lets one of them run once per interval.
 */
export const mediaCleanupSchedule = {
	/** How long an unused image is kept: long enough for a form left open, an undo, a restore. */
	graceMs: 7 * 24 * 60 * 60_000,
	intervalMs: 60 * 60_000,
	firstDelayMs: 2 * 60_000,
	offerEveryMs: 10 * 60_000,
} as const

const leaseName = 'media-cleanup'

const claim = (now: Date, intervalMs: number) => claimJobLease(leaseName, now, intervalMs)

/** One offer: null when another instance holds the lease, else the number of images deleted. */
export async function cleanUpUnusedMedia(
	options: { now?: Date; graceMs?: number; intervalMs?: number } = {},
): Promise<number | null> {
	const now = options.now ?? new Date()
	if (!(await claim(now, options.intervalMs ?? mediaCleanupSchedule.intervalMs))) return null
	const at = now.toISOString()
	const before = new Date(now.getTime() - (options.graceMs ?? mediaCleanupSchedule.graceMs)).toISOString()
	await markUnused('media', usedOrKept, at)
	const removed = await db()
		.transaction()
		.execute((trx) =>
			trx
				.deleteFrom('media')
				.where('unused_since', '<=', before)
				.where((eb) => eb.not(usedOrKept(eb)))
				.returning(['storage_key', 'variants'])
				.execute(),
		)
	for (const files of removed) await removeMediaFiles(files)
	if (removed.length)
		logger.info({ images: removed.length }, 'unused images removed after their grace period')
	// Certification files (decision 0051) follow the same rule, in the same run.
	const documents = await cleanUpUnusedDocuments(at, before)
	if (documents) logger.info({ documents }, 'unused documents removed after their grace period')
	return removed.length
}

/** Starts the server's offers to clean up unused images. Returns the function that stops it. */
export function startMediaCleanup(): () => Promise<void> {
	return startPeriodicJob('media cleanup', () => cleanUpUnusedMedia(), {
		firstDelayMs: mediaCleanupSchedule.firstDelayMs,
		everyMs: mediaCleanupSchedule.offerEveryMs,
	})
}
