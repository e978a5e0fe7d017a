import type { Kysely, Migration } from 'kysely'

/**
 * Scheduled publishing (decision 0042): when a post that was live goes back to draft, the moment is
 * kept in `unpublished_at`, so staff see "unpublished" apart from a draft never shown. Publishing it
 * again clears it.
 */
export function postUnpublishedColumn(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('blog_posts').addColumn('unpublished_at', 'text').execute()
		},
	}
}
