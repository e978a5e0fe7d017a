import { scheduledLiveEvent } from '#app/lib/activity-changes.ts'
import { logActivity } from './activity.server.ts'
import { db } from './db/db.server.ts'
import { startPeriodicJob } from './periodic-job.server.ts'

/**
 * Scheduled posts going live with no staff request (decision 0042). A post whose publish date has
 * come is already served by every query (they compare with the time of the request); what would
 * lag are the kept copies: pages, the sitemap and the feeds kept under the content version
 * (decisions 0015, 0018). So every instance looks, every few seconds, for posts whose date passed
 * since the last look, and when there are some, moves the content version once.
 *
 * The time of the last look is the `scheduled-publishing` row of `job_leases`. It is moved by a
 * compare-and-set in the same transaction as the version, so of several instances seeing the same
 * posts come due, exactly one moves the version and the others find the window already closed.
 * That one also writes the activity-log row of each post that went live (actor: the site itself),
 * so each post gets exactly one row whatever the number of instances.
 */
export const scheduledPublishingSchedule = {
	/** How late a kept page may show the blog without a post that has just come due, at most. */
	offerEveryMs: 15_000,
	firstDelayMs: 5_000,
} as const

const leaseName = 'scheduled-publishing'

/** One look: the number of posts that came due since the last look and were announced by this call. */
export async function publishDuePosts(now = new Date()): Promise<number> {
	const at = now.toISOString()
	await db().insertInto('job_leases').values({ name: leaseName, next_run_at: at }).onConflict((c) => c.column('name').doNothing()).execute()
	return db()
		.transaction()
		.execute(async (trx) => {
			const lease = await trx.selectFrom('job_leases').select('next_run_at').where('name', '=', leaseName).executeTakeFirstOrThrow()
			const since = lease.next_run_at ?? ''
			if (since >= at) return 0
			const due = await trx
				.selectFrom('blog_posts')
				.select(['id', 'slug', 'title_ar', 'published_at'])
				.where('status', '=', 'published')
				.where('published_at', '>', since)
				.where('published_at', '<=', at)
				.orderBy('published_at')
				.orderBy('id')
				.execute()
			// Nothing came due: the window stays open (no write every few seconds for nothing).
			if (due.length === 0) return 0
			const moved = await trx
				.updateTable('job_leases')
				.set({ next_run_at: at })
				.where('name', '=', leaseName)
				.where('next_run_at', '=', since)
				.executeTakeFirst()
			if (Number(moved.numUpdatedRows) !== 1) return 0
			// One row per post that went live, by the site itself; each moves the version (logActivity).
			for (const post of due) {
				await logActivity(trx, {
					action: 'update',
					entityType: 'post',
					entityId: post.id,
					details: { slug: post.slug, title: post.title_ar, status: 'published', event: scheduledLiveEvent, published_at: post.published_at },
					actor: null,
				})
			}
			return due.length
		})
}

/** Starts the server's look for scheduled posts coming due. Returns the function that stops it. */
export function startScheduledPublishing(schedule: { offerEveryMs?: number; firstDelayMs?: number } = {}): () => Promise<void> {
	return startPeriodicJob('scheduled publishing', () => publishDuePosts(), {
		firstDelayMs: schedule.firstDelayMs ?? scheduledPublishingSchedule.firstDelayMs,
		everyMs: schedule.offerEveryMs ?? scheduledPublishingSchedule.offerEveryMs,
	})
}
