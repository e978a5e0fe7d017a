import { sql } from 'kysely'
import { type FieldChange, fieldChanges, shortValue } from '#app/lib/activity-changes.ts'
import { likePattern } from '#app/lib/like-pattern.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { formatDate } from '#app/i18n/format.ts'
import { displayStatus, htmlText, type PostDisplayStatus, parsePostForm, type PostFormValues, postFormValues, type PostInput, type PostListFilter } from '#app/lib/post-schema.ts'
import type { ActionOptions, Outcome } from './admin-action.server.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { getConfig } from './config.server.ts'
import { claimAddress, keepOldAddress } from './redirect-admin.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { isConstraintViolation } from './db/errors.server.ts'
import type { BlogPostRow } from './db/schema.ts'
import { sanitizeRichText } from './html.server.ts'
import { type BlogPost, toPost } from './posts.server.ts'
import { dropRevisions, recordRevision } from './revisions.server.ts'
import { pagedQuery } from './paged-query.server.ts'
import { bodyMediaUrls, withMediaRelease } from './media-library.server.ts'

/**
 * Blog posts in the back-office: list (newest first), read one, create, update, delete. Every write
 * runs in one transaction with its activity-log row; bodies are sanitised before they are stored.
 */

/** Who is writing: the activity log's actor, and the default author of a post. */
export interface Author extends Actor {
	name: string
}

export interface AdminPostListItem {
	id: number
	slug: string
	titleAr: string
	titleEn: string
	status: BlogPostRow['status']
	/** Draft, scheduled, published or unpublished, as of the list's reading. */
	state: PostDisplayStatus
	publishedAt: string | null
	authorName: string
	coverImageUrl: string | null
	createdAt: string
	updatedAt: string
}

export type PostWriteResult =
	{ ok: true; id: number; slug: string } | { ok: false; error: 'slug_taken' | 'not_found' }


export async function listPostsForAdmin(
	options: { q?: string; status?: PostListFilter | ''; page?: number; pageSize?: number } = {},
) {
	const now = nowIso()
	const q = options.q?.trim().slice(0, 200) ?? ''
	let query = db().selectFrom('blog_posts')
	if (q) {
		const pattern = likePattern(q.toLowerCase())
		const like = (column: 'title_ar' | 'title_en' | 'slug' | 'excerpt_ar' | 'excerpt_en' | 'author_name') =>
			sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
		query = query.where((eb) =>
			eb.or([
				like('title_ar'),
				like('title_en'),
				like('slug'),
				like('excerpt_ar'),
				like('excerpt_en'),
				like('author_name'),
			]),
		)
	}
	if (options.status === 'draft') query = query.where('status', '=', 'draft').where('unpublished_at', 'is', null)
	if (options.status === 'unpublished') query = query.where('status', '=', 'draft').where('unpublished_at', 'is not', null)
	if (options.status === 'published')
		query = query.where('status', '=', 'published').where('published_at', '<=', now)
	if (options.status === 'scheduled')
		query = query.where('status', '=', 'published').where('published_at', '>', now)

	const { rows, total, page, pageCount } = await pagedQuery(query, options, { size: 20, max: 100 }, (posts) =>
		posts
			.select(['id', 'slug', 'title_ar', 'title_en', 'status', 'published_at', 'unpublished_at', 'author_name', 'cover_image_url', 'created_at', 'updated_at'])
			.orderBy('created_at', 'desc')
			.orderBy('id', 'desc'),
	)
	const nowTime = Date.parse(now)
	return {
		items: rows.map((row): AdminPostListItem => ({
			id: row.id,
			slug: row.slug,
			titleAr: row.title_ar,
			titleEn: row.title_en,
			status: row.status,
			state: displayStatus({ status: row.status, publishedAt: row.published_at, unpublishedAt: row.unpublished_at }, nowTime),
			publishedAt: row.published_at,
			authorName: row.author_name,
			coverImageUrl: row.cover_image_url,
			createdAt: row.created_at,
			updatedAt: row.updated_at,
		})),
		total,
		page,
		pageCount,
	}
}

export async function getPostForEdit(id: number): Promise<BlogPost | null> {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	const row = await db().selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst()
	return row ? toPost(row) : null
}

/** A sanitised body, or '' when nothing readable is left (an empty editor leaves `<p><br></p>`). */
function cleanBody(html: string): string {
	const clean = sanitizeRichText(html).trim()
	return htmlText(clean) === '' && !/<img\b/i.test(clean) ? '' : clean
}

/** The columns a form writes, with the rules that hold whichever screen calls. */
function columnsOf(input: PostInput, author: Author) {
	const status = input.status
	return {
		slug: input.slug,
		title_ar: input.title_ar,
		title_en: input.title_en,
		excerpt_ar: input.excerpt_ar,
		excerpt_en: input.excerpt_en,
		body_ar: cleanBody(input.body_ar),
		body_en: cleanBody(input.body_en),
		cover_image_url: input.cover_image_url,
		status,
		// Publishing without a date publishes now; a draft may keep a planned date.
		published_at: input.published_at ?? (status === 'published' ? nowIso() : null),
		author_name: input.author_name || author.name,
	}
}


async function slugTaken(slug: string, exceptId?: number) {
	let query = db().selectFrom('blog_posts').select('id').where('slug', '=', slug)
	if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
	return (await query.executeTakeFirst()) !== undefined
}

export async function createPost(input: PostInput, author: Author): Promise<PostWriteResult> {
	if (await slugTaken(input.slug)) return { ok: false, error: 'slug_taken' }
	const values = columnsOf(input, author)
	try {
		return await db()
			.transaction()
			.execute(async (trx) => {
				const now = nowIso()
				const { id } = await trx
					.insertInto('blog_posts')
					.values({ ...values, created_at: now, updated_at: now })
					.returning('id')
					.executeTakeFirstOrThrow()
				await claimAddress(trx, 'post', values.slug, author)
				await logActivity(trx, {
					action: 'create',
					entityType: 'post',
					entityId: id,
					details: { slug: values.slug, title: values.title_ar, status: values.status },
					actor: author,
				})
				await recordRevision(trx, { type: 'post', id, before: null, after: values, author })
				return { ok: true as const, id, slug: values.slug }
			})
	} catch (error) {
		if (isConstraintViolation(error, 'unique')) return { ok: false, error: 'slug_taken' }
		throw error
	}
}

function bodyChange(field: string, before: unknown, after: unknown): FieldChange {
	const [from, to] = [htmlText(String(before ?? '')), htmlText(String(after ?? ''))]
	if (from === to) return { field, from: shortValue(from), to: shortValue(`${to} *`) }
	return fieldChanges({ [field]: from }, { [field]: to })[0]!
}

/** `restoredFrom`: the save writes back that revision (logged and kept as such). */
export async function updatePost(id: number, input: PostInput, author: Author, options: { restoredFrom?: number } = {}): Promise<PostWriteResult> {
	const before = await getPostForEdit(id)
	if (!before) return { ok: false, error: 'not_found' }
	if (await slugTaken(input.slug, id)) return { ok: false, error: 'slug_taken' }
	const values = columnsOf(input, author)
	const previous: Record<keyof typeof values, unknown> = {
		slug: before.slug,
		title_ar: before.titleAr,
		title_en: before.titleEn,
		excerpt_ar: before.excerptAr,
		excerpt_en: before.excerptEn,
		body_ar: before.bodyAr,
		body_en: before.bodyEn,
		cover_image_url: before.coverImageUrl,
		status: before.status,
		published_at: before.publishedAt,
		author_name: before.authorName,
	}
	const changes = fieldChanges(previous, values).map((change) =>
		// A body is logged as its text; a change of formatting alone shows as the same text, marked.
		change.field === 'body_ar' || change.field === 'body_en' ? bodyChange(change.field, previous[change.field], values[change.field]) : change,
	)
	// Nothing changed: nothing to write, nothing to log.
	if (changes.length === 0) return { ok: true, id, slug: values.slug }
	// A live post taken back to draft is "unpublished" from now on; publishing it again clears that.
	const wasLive = displayStatus(before) === 'published'
	const unpublishedAt = values.status === 'published' ? null : wasLive ? nowIso() : before.unpublishedAt
	try {
		return await db()
			.transaction()
			.execute(async (trx) => {
				const result = await trx
					.updateTable('blog_posts')
					.set({ ...values, unpublished_at: unpublishedAt, updated_at: nowIso() })
					.where('id', '=', id)
					.executeTakeFirst()
				if (Number(result.numUpdatedRows) === 0) return { ok: false as const, error: 'not_found' as const }
				// A published post's old address keeps working (decision 0039), in this same transaction.
				if (before.slug !== values.slug) await claimAddress(trx, 'post', values.slug, author)
				if (wasLive && before.slug !== values.slug) await keepOldAddress(trx, 'post', before.slug, values.slug, author)
				await logActivity(trx, {
					action: 'update',
					entityType: 'post',
					entityId: id,
					details: { slug: values.slug, title: values.title_ar, status: values.status, changes, ...(options.restoredFrom ? { restoredFrom: options.restoredFrom } : {}) },
					actor: author,
				})
				await recordRevision(trx, { type: 'post', id, before: previous, after: values, author, restoredFrom: options.restoredFrom })
				return { ok: true as const, id, slug: values.slug }
			})
	} catch (error) {
		if (isConstraintViolation(error, 'unique')) return { ok: false, error: 'slug_taken' }
		throw error
	}
}

/** Deletes a post and logs it; false when it no longer exists. */
export async function deletePost(id: number, actor: Actor): Promise<boolean> {
	if (!Number.isSafeInteger(id) || id <= 0) return false
	// Its images that nothing else uses go with it (decision 0044).
	return withMediaRelease(async (trx, releaseMedia) => {
			const row = await trx
				.deleteFrom('blog_posts')
				.where('id', '=', id)
				.returning(['slug', 'title_ar', 'cover_image_url', 'body_ar', 'body_en'])
				.executeTakeFirst()
			if (!row) return false
			// Its history goes first: an image only its revisions named is then free to go too.
			await dropRevisions(trx, 'post', id)
			await releaseMedia([row.cover_image_url, ...bodyMediaUrls(row.body_ar, row.body_en)])
			await logActivity(trx, deletionEntry({ entityType: 'post', entityId: id }, { slug: row.slug, title: row.title_ar }, actor))
			return true
		})
}

/**
 * The post form in the action kernel. It carries two HTML bodies: up to 200,000 characters each,
 * which URL-encoding can grow six-fold for Arabic text; bigger bodies are refused (413) before they
 * are parsed.
 */
export const postForm: ActionOptions<PostFormValues> = {
	maxBytes: 4 * 1024 * 1024,
	values: postFormValues,
	notFound: 'posts.notFound',
	failed: 'common.error',
}

/**
 * The post form's submission: validated, then created (no `id`, leading to its edit screen) or saved
 * over post `id`, answered with the codes of what happened. A saved post's message says how it now
 * stands (draft, scheduled with its date, published); the date is written in `lang`.
 */
export async function savePostForm(fields: Record<string, string>, options: { author: Author; lang: Lang; id?: number }): Promise<Outcome> {
	const timeZone = getConfig().SITE_TIMEZONE
	const form = parsePostForm(fields, timeZone)
	if (!form.ok) return { ok: false, status: 400, message: 'common.fixErrors', errors: form.errors }
	const result = options.id === undefined ? await createPost(form.input, options.author) : await updatePost(options.id, form.input, options.author)
	if (!result.ok) {
		if (result.error === 'not_found') return { ok: false, status: 404, message: 'posts.notFound' }
		return { ok: false, status: 400, message: 'posts.slugTaken', errors: { slug: 'posts.slugTaken' } }
	}
	if (options.id === undefined) return { ok: true, message: 'posts.created', redirectTo: `/admin/posts/edit/${result.id}` }
	const saved = await db().selectFrom('blog_posts').select(['status', 'published_at', 'unpublished_at']).where('id', '=', result.id).executeTakeFirstOrThrow()
	const state = displayStatus({ status: saved.status, publishedAt: saved.published_at, unpublishedAt: saved.unpublished_at })
	if (state === 'draft') return { ok: true, message: 'posts.savedDraft' }
	if (state === 'unpublished') return { ok: true, message: 'posts.savedUnpublished' }
	if (state === 'published') return { ok: true, message: 'posts.savedPublished' }
	const date = `${formatDate(saved.published_at!, options.lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })} (${timeZone})`
	return { ok: true, message: { key: 'posts.savedScheduled', params: { date } } }
}

/** Deletes a post from its list, or from its edit screen (which then goes back to the list). */
export async function deletePostAction(id: number | null, actor: Actor, options: { backToList?: boolean } = {}): Promise<Outcome> {
	if (id === null || !(await deletePost(id, actor))) return { ok: false, status: 404, message: 'posts.notFound' }
	return { ok: true, message: 'posts.deleted', ...(options.backToList ? { redirectTo: '/admin/posts' } : {}) }
}
