import { db, nowIso } from './db/db.server.ts'
import type { BlogPostRow } from './db/schema.ts'
import type { BlogPost } from '#app/lib/blog-post.ts'
import { type PageRequest, pagedQuery } from './paged-query.server.ts'

export type { BlogPost }

export function toPost(row: BlogPostRow): BlogPost {
	return {
		id: row.id,
		slug: row.slug,
		titleAr: row.title_ar,
		titleEn: row.title_en,
		excerptAr: row.excerpt_ar,
		excerptEn: row.excerpt_en,
		bodyAr: row.body_ar,
		bodyEn: row.body_en,
		coverImageUrl: row.cover_image_url,
		status: row.status,
		publishedAt: row.published_at,
		unpublishedAt: row.unpublished_at,
		authorName: row.author_name,
		createdAt: row.created_at,
		updatedAt: row.updated_at,
	}
}

/** Published posts whose publish date has come, newest first. */
function published() {
	return db().selectFrom('blog_posts').where('status', '=', 'published').where('published_at', '<=', nowIso())
}

export async function listPublishedPosts(options: PageRequest = {}) {
	const { rows, total, page, pageCount } = await pagedQuery(published(), options, { size: 9, max: 50 }, (query) =>
		query.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc'),
	)
	return { items: rows.map(toPost), total, page, pageCount }
}

export async function getPublishedPostBySlug(slug: string): Promise<BlogPost | null> {
	const row = await published().selectAll().where('slug', '=', slug).executeTakeFirst()
	return row ? toPost(row) : null
}
