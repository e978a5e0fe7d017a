import { localizePath } from '#app/i18n/lang.ts'
import { displayStatus, type PostDisplayStatus } from '#app/lib/post-schema.ts'
import { db } from './db/db.server.ts'
import { checkPreviewToken, previewSecret, signPreviewToken } from './preview-link.server.ts'
import { type BlogPost, toPost } from './posts.server.ts'

/** Headers of every preview answer: never indexed, never kept by the page cache, a CDN or a browser. */
export const previewHeaders = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'private, no-store' } as const

export type PostPreview =
	| { ok: true; post: BlogPost; state: PostDisplayStatus; expiresAt: string }
	| { ok: false; reason: 'invalid' | 'expired' }

/** The post a review link opens, whatever its state, or why the link is refused. */
export async function postForPreview(token: string, now = Date.now()): Promise<PostPreview> {
	const check = checkPreviewToken(token, { secret: previewSecret(), now })
	if (!check.ok) return check
	const row = await db().selectFrom('blog_posts').selectAll().where('id', '=', check.postId).executeTakeFirst()
	// A deleted post: the link no longer leads anywhere.
	if (!row) return { ok: false, reason: 'invalid' }
	const post = toPost(row)
	return { ok: true, post, state: displayStatus(post, now), expiresAt: check.expiresAt.toISOString() }
}

/** Review links to a post in both languages (site-relative), good for the default period. */
export function previewLinks(post: Pick<BlogPost, 'id' | 'slug'>, now = Date.now()) {
	const { token, expiresAt } = signPreviewToken(post.id, { secret: previewSecret(), now })
	const link = (lang: 'ar' | 'en') => `${localizePath(`/blog/${post.slug}`, lang)}?preview=${token}`
	return { ar: link('ar'), en: link('en'), expiresAt: expiresAt.toISOString() }
}
