import { postSchema } from '#app/lib/post-schema.ts'
import type { RevisionFieldKind } from '#app/lib/revision-diff.ts'
import type { Outcome } from './admin-action.server.ts'
import { type Author, getPostForEdit, updatePost } from './post-admin.server.ts'
import { getRevision, revisionHistory, revisionNamesDeletedImage } from './revisions.server.ts'

/**
 * A post's history (decision 0043): its revisions compared, and a restore that writes a revision's
 * content back through the post's own save (validation, slug redirect, activity, content version),
 * as a new revision. The post's publication (status and date) stays as it is now: a restore brings
 * back what the post said, not whether it is live.
 */

/** The post's fields in the history, in the edit screen's order, with how each reads. */
export const postRevisionFields = [
	{ name: 'title_ar', kind: 'ar' },
	{ name: 'title_en', kind: 'en' },
	{ name: 'slug', kind: 'plain' },
	{ name: 'excerpt_ar', kind: 'ar' },
	{ name: 'excerpt_en', kind: 'en' },
	{ name: 'body_ar', kind: 'html-ar' },
	{ name: 'body_en', kind: 'html-en' },
	{ name: 'cover_image_url', kind: 'plain' },
	{ name: 'status', kind: 'plain' },
	{ name: 'published_at', kind: 'plain' },
	{ name: 'author_name', kind: 'plain' },
] as const satisfies readonly { name: string; kind: RevisionFieldKind }[]

/** The history screen's data; null when the post does not exist. */
export async function postHistory(id: number, chosen: { from?: number | null; to?: number | null }) {
	const post = await getPostForEdit(id)
	if (!post) return null
	return { post: { id: post.id, titleAr: post.titleAr, titleEn: post.titleEn, slug: post.slug }, ...(await revisionHistory('post', id, postRevisionFields, chosen)) }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Restores revision `number` of post `id` as a new revision; refused (nothing written) when it no longer fits. */
export async function restorePostRevision(id: number, number: number, author: Author): Promise<Outcome> {
	const [post, revision] = await Promise.all([getPostForEdit(id), getRevision('post', id, number)])
	if (!post) return { ok: false, status: 404, message: 'posts.notFound' }
	if (!revision) return { ok: false, status: 404, message: 'revisions.notFound' }
	const state = revision.state
	const current: Record<string, unknown> = { title_ar: post.titleAr, title_en: post.titleEn, slug: post.slug, excerpt_ar: post.excerptAr, excerpt_en: post.excerptEn, body_ar: post.bodyAr, body_en: post.bodyEn, cover_image_url: post.coverImageUrl, author_name: post.authorName }
	if (Object.keys(current).every((key) => text(current[key]) === text(state[key]))) return { ok: true, message: 'revisions.sameAsNow' }
	if (await revisionNamesDeletedImage('post', id, revision)) return { ok: false, status: 409, message: 'revisions.imageDeleted' }
	const parsed = postSchema.safeParse({
		title_ar: text(state.title_ar),
		title_en: text(state.title_en),
		slug: text(state.slug),
		excerpt_ar: text(state.excerpt_ar),
		excerpt_en: text(state.excerpt_en),
		body_ar: text(state.body_ar),
		body_en: text(state.body_en),
		cover_image_url: text(state.cover_image_url),
		author_name: text(state.author_name),
		status: post.status,
		published_at: post.publishedAt ?? '',
	})
	if (!parsed.success) return { ok: false, status: 409, message: 'revisions.invalid' }
	const result = await updatePost(id, parsed.data, author, { restoredFrom: number })
	if (!result.ok) return result.error === 'not_found' ? { ok: false, status: 404, message: 'posts.notFound' } : { ok: false, status: 409, message: 'revisions.slugTaken' }
	return { ok: true, message: { key: 'revisions.restored', params: { revision: String(number) } } }
}
