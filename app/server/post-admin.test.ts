import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { postFormValues } from '#app/lib/post-schema.ts'
import { postInput } from '#tests/post-form.ts'
import { instantOfLocalDateTime } from '#app/lib/time-zone.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import {
	createPost,
	deletePost,
	getPostForEdit,
	listPostsForAdmin,
	savePostForm,
	deletePostAction,
	updatePost,
} from './post-admin.server.ts'
import { getPublishedPostBySlug, listPublishedPosts } from './posts.server.ts'
import { errorTexts, messageText } from './staff-lang.server.ts'

const author = { id: 'user-1', email: 'editor@example.com', name: 'Mona Editor' }
const day = 24 * 3600 * 1000

const input = postInput

async function activity(entityId: number) {
	return db()
		.selectFrom('admin_activity_logs')
		.selectAll()
		.where('entity_type', '=', 'post')
		.where('entity_id', '=', String(entityId))
		.orderBy('id')
		.execute()
}

describe.each(testDialects)('blog posts in the back-office on %s', (dialect) => {
	withTestDatabase(dialect)

	it('creates a draft with the author defaulting to the signed-in user, logged in the same transaction', async () => {
		const result = await createPost(input(), author)
		expect(result.ok).toBe(true)
		if (!result.ok) return
		const post = (await getPostForEdit(result.id))!
		expect(post).toMatchObject({
			slug: 'rice-season',
			titleAr: 'موسم الأرز',
			titleEn: 'Rice season',
			status: 'draft',
			publishedAt: null,
			authorName: 'Mona Editor',
		})
		expect(post.bodyEn).toBe('<p>Text <strong>bold</strong></p><ol><li>item</li></ol>')
		const log = await activity(result.id)
		expect(log).toHaveLength(1)
		expect(log[0]).toMatchObject({ action: 'create', user_id: 'user-1', user_email: 'editor@example.com' })
		expect(JSON.parse(log[0]!.details!)).toMatchObject({ slug: 'rice-season', status: 'draft' })
		// A draft is not public.
		expect(await getPublishedPostBySlug('rice-season')).toBeNull()
	})

	it('refuses a slug already used, on create and on update, and writes nothing', async () => {
		const before = await db().selectFrom('admin_activity_logs').select('id').execute()
		expect(await createPost(input({ title_en: 'Other' }), author)).toEqual({ ok: false, error: 'slug_taken' })
		const other = await createPost(input({ slug: 'other-post' }), author)
		expect(other.ok).toBe(true)
		if (!other.ok) return
		expect(await updatePost(other.id, input({ slug: 'rice-season' }), author)).toEqual({
			ok: false,
			error: 'slug_taken',
		})
		expect((await getPostForEdit(other.id))!.slug).toBe('other-post')
		expect(await db().selectFrom('admin_activity_logs').select('id').execute()).toHaveLength(
			before.length + 1,
		)
		expect(
			await db().selectFrom('blog_posts').select('id').where('slug', '=', 'rice-season').execute(),
		).toHaveLength(1)
	})

	it('keeps exactly one post when two saves race for the same slug', async () => {
		const results = await Promise.all([
			createPost(input({ slug: 'race' }), author),
			createPost(input({ slug: 'race' }), author),
		])
		expect(results.filter((r) => r.ok)).toHaveLength(1)
		expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'slug_taken' }])
		expect(
			await db().selectFrom('blog_posts').select('id').where('slug', '=', 'race').execute(),
		).toHaveLength(1)
	})

	it('publishes now when no date is given; a published post appears on the public blog', async () => {
		const created = await createPost(input({ slug: 'go-live' }), author)
		if (!created.ok) throw new Error('not created')
		const started = Date.now()
		const result = await updatePost(
			created.id,
			input({ slug: 'go-live', status: 'published', author_name: 'Sami' }),
			author,
		)
		expect(result).toEqual({ ok: true, id: created.id, slug: 'go-live' })
		const post = (await getPostForEdit(created.id))!
		expect(post.status).toBe('published')
		expect(Math.abs(Date.parse(post.publishedAt!) - started)).toBeLessThan(60_000)
		expect(post.authorName).toBe('Sami')
		expect((await getPublishedPostBySlug('go-live'))?.titleEn).toBe('Rice season')
		const log = await activity(created.id)
		expect(log.map((row) => row.action)).toEqual(['create', 'update'])
		expect(JSON.parse(log[1]!.details!).changes.map((change: { field: string }) => change.field)).toEqual(
			expect.arrayContaining(['status', 'published_at', 'author_name']),
		)
		expect(JSON.parse(log[1]!.details!).changes).toContainEqual({ field: 'status', from: 'draft', to: 'published' })
		// Saved again as it is: nothing written, nothing logged.
		const stored = (await getPostForEdit(created.id))!
		expect(await updatePost(created.id, input({ slug: 'go-live', status: 'published', author_name: 'Sami', published_at: stored.publishedAt! }), author)).toEqual({ ok: true, id: created.id, slug: 'go-live' })
		expect((await activity(created.id)).map((row) => row.action)).toEqual(['create', 'update'])
		expect((await getPostForEdit(created.id))!.updatedAt).toBe(stored.updatedAt)
	})

	it('keeps a future publish date: the post is scheduled, not public yet', async () => {
		const later = new Date(Date.now() + 2 * day).toISOString()
		const created = await createPost(
			input({ slug: 'later', status: 'published', published_at: later }),
			author,
		)
		if (!created.ok) throw new Error('not created')
		expect((await getPostForEdit(created.id))!.publishedAt).toBe(later)
		expect(await getPublishedPostBySlug('later')).toBeNull()
		const scheduled = await listPostsForAdmin({ status: 'scheduled' })
		expect(scheduled.items.map((p) => p.slug)).toEqual(['later'])
		expect(scheduled.items[0]!.state).toBe('scheduled')
	})

	it('marks a live post taken back to draft as unpublished, and clears it when published again', async () => {
		const created = await createPost(input({ slug: 'taken-down', status: 'published' }), author)
		if (!created.ok) throw new Error('not created')
		expect(await updatePost(created.id, input({ slug: 'taken-down', status: 'draft' }), author)).toMatchObject({ ok: true })
		const down = (await getPostForEdit(created.id))!
		expect(down.unpublishedAt).not.toBeNull()
		expect(await getPublishedPostBySlug('taken-down')).toBeNull()
		expect((await listPostsForAdmin({ status: 'unpublished' })).items.map((p) => [p.slug, p.state])).toEqual([['taken-down', 'unpublished']])
		expect((await listPostsForAdmin({ status: 'draft' })).items.map((p) => p.slug)).not.toContain('taken-down')
		// A scheduled post going back to draft was never live: a plain draft.
		const later = await createPost(input({ slug: 'never-live', status: 'published', published_at: new Date(Date.now() + day).toISOString() }), author)
		if (!later.ok) throw new Error('not created')
		await updatePost(later.id, input({ slug: 'never-live', status: 'draft' }), author)
		expect((await getPostForEdit(later.id))!.unpublishedAt).toBeNull()
		await updatePost(created.id, input({ slug: 'taken-down', status: 'published' }), author)
		expect((await getPostForEdit(created.id))!.unpublishedAt).toBeNull()
		expect(await getPublishedPostBySlug('taken-down')).not.toBeNull()
		await deletePost(created.id, author)
		await deletePost(later.id, author)
	})

	it('never stores a script, an event handler or a javascript: link', async () => {
		const hostile =
			'<p onclick="steal()">Hi <img src="x" onerror="alert(1)"></p><script>alert(document.cookie)</script>' +
			'<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(2)">again</a><iframe src="https://evil.example"></iframe>' +
			'<p style="position:fixed">styled</p><svg onload="alert(3)"></svg>'
		const created = await createPost(
			input({ slug: 'hostile', body_ar: hostile, body_en: hostile, status: 'published' }),
			author,
		)
		if (!created.ok) throw new Error('not created')
		const updated = await updatePost(
			created.id,
			input({ slug: 'hostile', body_ar: hostile, body_en: `<p>ok</p>${hostile}`, status: 'published' }),
			author,
		)
		expect(updated.ok).toBe(true)
		const row = await db()
			.selectFrom('blog_posts')
			.select(['body_ar', 'body_en'])
			.where('id', '=', created.id)
			.executeTakeFirstOrThrow()
		for (const body of [row.body_ar, row.body_en]) {
			expect(body).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|style=|<svg/i)
			expect(body).toContain('styled')
			expect(body).toContain('click')
		}
		const post = (await getPublishedPostBySlug('hostile'))!
		expect(post.bodyAr).not.toMatch(/script|onerror|javascript:/i)
	})

	it('stores an empty editor as an empty body', async () => {
		const created = await createPost(
			input({ slug: 'empty-body', body_ar: '<p><br></p>', body_en: '<p>&nbsp;</p>' }),
			author,
		)
		if (!created.ok) throw new Error('not created')
		expect(await getPostForEdit(created.id)).toMatchObject({ bodyAr: '', bodyEn: '' })
	})

	it('lists newest first, searches titles and slugs case-insensitively, and filters by status', async () => {
		// Known creation times, so the order does not depend on the speed of the test.
		const base = Date.now() - 30 * day
		const rows = await db().selectFrom('blog_posts').select(['id', 'slug']).orderBy('id').execute()
		for (const [index, row] of rows.entries()) {
			await db()
				.updateTable('blog_posts')
				.set({ created_at: new Date(base + index * day).toISOString() })
				.where('id', '=', row.id)
				.execute()
		}
		const all = await listPostsForAdmin()
		expect(all.items.map((p) => p.slug)).toEqual([...rows].reverse().map((r) => r.slug))
		expect(all.total).toBe(rows.length)

		expect((await listPostsForAdmin({ q: 'GO-LIVE' })).items.map((p) => p.slug)).toEqual(['go-live'])
		expect((await listPostsForAdmin({ q: 'الأرز' })).total).toBe(rows.length)
		expect((await listPostsForAdmin({ q: '100%_' })).total).toBe(0)
		expect((await listPostsForAdmin({ status: 'draft' })).items.every((p) => p.status === 'draft')).toBe(true)
		const live = await listPostsForAdmin({ status: 'published' })
		expect(live.items.map((p) => p.slug).sort()).toEqual(['go-live', 'hostile'])
		expect(live.items.every((p) => p.state === 'published')).toBe(true)
		const paged = await listPostsForAdmin({ page: 2, pageSize: 2 })
		expect(paged).toMatchObject({ page: 2, pageCount: Math.ceil(rows.length / 2) })
		expect(paged.items.map((p) => p.slug)).toEqual(
			[...rows]
				.reverse()
				.slice(2, 4)
				.map((r) => r.slug),
		)
	})

	it('saves a submitted form, or answers the problems as codes that read in the staff language', async () => {
		const fields = {
			title_ar: 'عنوان',
			title_en: '',
			slug: 'Bad Slug',
			body_ar: '<p>نص محفوظ</p>',
			status: 'published',
			intent: 'save',
		}
		const refused = await savePostForm(fields, { author, lang: 'ar' })
		expect(refused).toMatchObject({ ok: false, status: 400, message: 'common.fixErrors' })
		if (refused.ok) throw new Error('expected a refusal')
		expect(errorTexts(refused.errors ?? {}, 'ar')).toMatchObject({
			title_en: 'هذا الحقل مطلوب',
			slug: 'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات فقط',
			body_en: 'هذا الحقل مطلوب',
		})
		// What the kernel gives back as typed: the form's fields, not the button.
		expect(postFormValues(fields)).toEqual({ title_ar: 'عنوان', title_en: '', slug: 'Bad Slug', body_ar: '<p>نص محفوظ</p>', status: 'published' })

		const valid = { ...fields, title_en: 'Title', slug: 'rice-season', body_en: '<p>Saved</p>' }
		const taken = await savePostForm(valid, { author, lang: 'en' })
		expect(taken).toEqual({ ok: false, status: 400, message: 'posts.slugTaken', errors: { slug: 'posts.slugTaken' } })
		expect(messageText(taken.message, 'en')).toBe('This slug is already used by another post. Choose a different one.')

		const created = await savePostForm({ ...valid, slug: 'from-the-form' }, { author, lang: 'en' })
		const row = await db().selectFrom('blog_posts').select(['id', 'status', 'published_at']).where('slug', '=', 'from-the-form').executeTakeFirstOrThrow()
		expect(created).toEqual({ ok: true, message: 'posts.created', redirectTo: `/admin/posts/edit/${row.id}` })
		expect([row.status, row.published_at]).toEqual(['published', expect.any(String)])
		expect(await savePostForm({ ...valid, slug: 'from-the-form' }, { author, lang: 'en', id: row.id })).toEqual({ ok: true, message: 'posts.savedPublished' })
		expect(await savePostForm({ ...valid, slug: 'from-the-form', status: 'draft' }, { author, lang: 'en', id: row.id })).toEqual({ ok: true, message: 'posts.savedUnpublished' })
		const later = await savePostForm({ ...valid, slug: 'from-the-form', published_at: '2999-01-02T03:04' }, { author, lang: 'en', id: row.id })
		expect(later).toMatchObject({ ok: true, message: { key: 'posts.savedScheduled' } })
		// The date field is a wall-clock time in the site's time zone, and the message says so.
		const zone = getConfig().SITE_TIMEZONE
		expect(messageText(later.message, 'en')).toBe(`The post was saved and will be published on Jan 2, 2999, 3:04 AM (${zone}).`)
		const scheduled = await db().selectFrom('blog_posts').select('published_at').where('id', '=', row.id).executeTakeFirstOrThrow()
		expect(scheduled.published_at).toBe(new Date(instantOfLocalDateTime('2999-01-02T03:04', zone)!).toISOString())
		expect(await savePostForm(valid, { author, lang: 'en', id: 999_999 })).toEqual({ ok: false, status: 404, message: 'posts.notFound' })
	})

	it('deletes after logging it; the post leaves the public blog', async () => {
		const target = (await listPublishedPosts()).items.find((p) => p.slug === 'go-live')!
		expect(await deletePost(target.id, author)).toBe(true)
		expect(await getPostForEdit(target.id)).toBeNull()
		expect(await getPublishedPostBySlug('go-live')).toBeNull()
		expect((await activity(target.id)).map((row) => row.action)).toEqual(['create', 'update', 'delete'])
		expect(await deletePost(target.id, author)).toBe(false)
		expect(await deletePostAction(target.id, author)).toEqual({ ok: false, status: 404, message: 'posts.notFound' })
		expect(await deletePostAction(null, author)).toEqual({ ok: false, status: 404, message: 'posts.notFound' })
		expect(await updatePost(target.id, input({ slug: 'go-live' }), author)).toEqual({
			ok: false,
			error: 'not_found',
		})
	})
})
