import { postSchema } from '#app/lib/post-schema.ts'
import { revisionFields } from '#app/lib/revision-diff.ts'
import type { Outcome } from './admin-action.server.ts'
import type { BlogPost } from './posts.server.ts'
import { type Author, getPostForEdit, updatePost } from './post-admin.server.ts'
import { restoreRefused, restoreRevision, revisionText } from './revision-restore.server.ts'
import { revisionHistory } from './revisions.server.ts'

/**
 * A post's history (decision 0043): its revisions compared, and a restore that writes a revision's
 * content back through the post's own save (validation, slug redirect, activity, content version),
 * as a new revision. The post's publication (status and date) stays as it is now: a restore brings
 * back what the post said, not whether it is live.
 */

/** The post's fields in the history, in the edit screen's order, with how each reads. */
export const postRevisionFields = revisionFields(
	['title_ar', 'title_en', 'slug', 'excerpt_ar', 'excerpt_en', 'body_ar', 'body_en', 'cover_image_url', 'status', 'published_at', 'author_name'],
	['body_ar', 'body_en'],
)

/** The history screen's data; null when the post does not exist. */
export async function postHistory(id: number, chosen: { from?: number | null; to?: number | null }) {
	const post = await getPostForEdit(id)
	if (!post) return null
	return { post: { id: post.id, titleAr: post.titleAr, titleEn: post.titleEn, slug: post.slug }, ...(await revisionHistory('post', id, postRevisionFields, chosen)) }
}

/** The post's content a restore brings back (its publication stays as it is now). */
const restoredFields = ['title_ar', 'title_en', 'slug', 'excerpt_ar', 'excerpt_en', 'body_ar', 'body_en', 'cover_image_url', 'author_name'] as const

/** Restores revision `number` of post `id` as a new revision; refused (nothing written) when it no longer fits. */
export function restorePostRevision(id: number, number: number, author: Author): Promise<Outcome> {
	return restoreRevision({ type: 'post', id, number, notFound: 'posts.notFound' }, {
		load: () => getPostForEdit(id),
		sameAsNow: (post, state) => {
			const current = postContent(post)
			return restoredFields.every((key) => current[key] === revisionText(state[key]))
		},
		save: async (post, state) => {
			const parsed = postSchema.safeParse({
				...Object.fromEntries(restoredFields.map((key) => [key, revisionText(state[key])])),
				status: post.status,
				published_at: post.publishedAt ?? '',
			})
			if (!parsed.success) return restoreRefused(false)
			const result = await updatePost(id, parsed.data, author, { restoredFrom: number })
			if (result.ok) return null
			return result.error === 'not_found' ? { ok: false, status: 404, message: 'posts.notFound' } : restoreRefused(true)
		},
	})
}

/** The post's content as its form fields name it, as text. */
function postContent(post: BlogPost): Record<(typeof restoredFields)[number], string> {
	const fields = { title_ar: post.titleAr, title_en: post.titleEn, slug: post.slug, excerpt_ar: post.excerptAr, excerpt_en: post.excerptEn, body_ar: post.bodyAr, body_en: post.bodyEn, cover_image_url: post.coverImageUrl, author_name: post.authorName }
	return Object.fromEntries(restoredFields.map((key) => [key, revisionText(fields[key])])) as Record<(typeof restoredFields)[number], string>
}
