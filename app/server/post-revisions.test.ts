import { beforeEach, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { postFormFields, postInput } from '#tests/post-form.ts'
import { contentVersion } from './activity.server.ts'
import { db } from './db/db.server.ts'
import { createPost, deletePost, getPostForEdit, updatePost } from './post-admin.server.ts'
import { postHistory, restorePostRevision } from './post-revisions.server.ts'
import { getPublishedPostBySlug } from './posts.server.ts'
import { listRevisions } from './revisions.server.ts'

const mona = { id: 'user-1', email: 'mona@example.com', name: 'Mona Editor' }
const sami = { id: 'user-2', email: 'sami@example.com', name: 'Sami Admin' }

/** A published post by Mona, as its form sends it. */
const input = (overrides: Record<string, string> = {}) => postInput({ status: 'published', published_at: '2026-01-01T10:00:00Z', author_name: 'Mona Editor', ...overrides })

async function newPost(overrides: Record<string, string> = {}) {
	const result = await createPost(input(overrides), mona)
	if (!result.ok) throw new Error(result.error)
	return result.id
}

const count = async (table: 'revisions' | 'admin_activity_logs') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe.each(testDialects)('post revisions on %s', (dialect) => {
	withTestDatabase(dialect)
	beforeEach(async () => {
		await db().deleteFrom('blog_posts').execute()
		await db().deleteFrom('revisions').execute()
		await db().deleteFrom('site_settings').where('key', '=', 'revision_retention').execute()
	})

	it('keeps a revision per save with who saved it and which fields changed, and none for a save that changes nothing', async () => {
		const id = await newPost()
		await updatePost(id, input({ title_en: 'Rice harvest season' }), sami)
		await updatePost(id, input({ title_en: 'Rice harvest season' }), sami)
		const revisions = await listRevisions('post', id)
		expect(revisions.map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 2, changed: ['title_en'], authorName: 'Sami Admin' },
			{ number: 1, changed: expect.arrayContaining(['title_ar', 'title_en', 'slug', 'body_ar']), authorName: 'Mona Editor' },
		])
		const history = (await postHistory(id, {}))!
		expect(history.compare).toMatchObject({ from: 1, to: 2 })
		const title = history.compare!.fields.find((field) => field.name === 'title_en')!
		expect(title).toMatchObject({ changed: true, dir: 'ltr' })
		expect(title.parts.filter((part) => part.change)).toEqual([{ text: 'harvest ', change: 'added' }])
		expect(history.compare!.fields.find((field) => field.name === 'title_ar')).toMatchObject({ changed: false, dir: 'rtl' })
	})

	it('keeps what a post was before history began as its first revision, with no author', async () => {
		const id = await newPost()
		await db().deleteFrom('revisions').execute()
		await updatePost(id, input({ excerpt_ar: 'ملخص جديد' }), sami)
		const revisions = await listRevisions('post', id)
		expect(revisions.map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 2, changed: ['excerpt_ar'], authorName: 'Sami Admin' },
			{ number: 1, changed: [], authorName: null },
		])
	})

	it('keeps only the last revisions the setting allows, pruning in the save', async () => {
		await db().insertInto('site_settings').values({ key: 'revision_retention', value: '5', value_en: null }).execute()
		const id = await newPost()
		for (let i = 1; i <= 7; i++) await updatePost(id, input({ excerpt_en: `Summary ${i}` }), mona)
		expect((await listRevisions('post', id)).map((revision) => revision.number)).toEqual([8, 7, 6, 5, 4])
	})

	it('restores an old revision as a new one, through the save: logged, the public page and the content version follow, publication kept', async () => {
		const id = await newPost()
		await updatePost(id, input({ title_en: 'Changed title', body_en: '<p>Second text</p>' }), mona)
		const version = await contentVersion()
		const activity = await count('admin_activity_logs')
		const outcome = await restorePostRevision(id, 1, sami)
		expect(outcome).toMatchObject({ ok: true, message: { key: 'revisions.restored', params: { revision: '1' } } })
		const post = (await getPostForEdit(id))!
		expect(post).toMatchObject({ titleEn: 'Rice season', bodyEn: postFormFields().body_en, status: 'published' })
		expect((await getPublishedPostBySlug('rice-season'))?.titleEn).toBe('Rice season')
		const [newest] = await listRevisions('post', id)
		expect(newest).toMatchObject({ number: 3, restoredFrom: 1, authorName: 'Sami Admin', changed: ['title_en', 'body_en'] })
		expect(await contentVersion()).toBeGreaterThan(version)
		expect(await count('admin_activity_logs')).toBe(activity + 1)
		const log = await db().selectFrom('admin_activity_logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(log).toMatchObject({ action: 'update', entity_type: 'post', entity_id: String(id), user_id: 'user-2' })
		expect(JSON.parse(log.details!)).toMatchObject({ restoredFrom: 1 })
		// The revision restored equals the content now: nothing more is written.
		expect(await restorePostRevision(id, 3, sami)).toMatchObject({ ok: true, message: 'revisions.sameAsNow' })
		expect((await listRevisions('post', id))).toHaveLength(3)
	})

	it('refuses a restore whose slug another post now has, or whose content no longer validates, and writes nothing', async () => {
		const id = await newPost({ status: 'draft', body_en: '' })
		await updatePost(id, input({ slug: 'rice-2026' }), mona)
		await newPost({ slug: 'rice-season', title_en: 'Other' })
		const before = { revisions: await count('revisions'), activity: await count('admin_activity_logs'), version: await contentVersion(), post: await getPostForEdit(id) }
		// Revision 1 had the slug the other post took, and no English body (the post is published now).
		expect(await restorePostRevision(id, 1, sami)).toMatchObject({ ok: false, status: 409, message: 'revisions.invalid' })
		await updatePost(id, input({ slug: 'rice-2026', status: 'draft' }), mona)
		const middle = { revisions: await count('revisions'), activity: await count('admin_activity_logs'), version: await contentVersion(), post: await getPostForEdit(id) }
		expect(middle.revisions).toBe(before.revisions + 1)
		await db().updateTable('revisions').set({ state: JSON.stringify({ ...input({ status: 'draft' }), body_en: '<p>x</p>' }) }).where('number', '=', 1).where('item_id', '=', String(id)).execute()
		expect(await restorePostRevision(id, 1, sami)).toMatchObject({ ok: false, status: 409, message: 'revisions.slugTaken' })
		expect({ revisions: await count('revisions'), activity: await count('admin_activity_logs'), version: await contentVersion(), post: await getPostForEdit(id) }).toEqual(middle)
		expect(await restorePostRevision(id, 99, sami)).toMatchObject({ ok: false, status: 404, message: 'revisions.notFound' })
	})

	it('refuses a restore that would bring back an image deleted from the library since, and writes nothing', async () => {
		const key = 'dddddddddddddddd'
		await db()
			.insertInto('media')
			.values({ storage_key: key, mime_type: 'image/png', width: 10, height: 10, bytes: 100, variants: '[]', original_name: 'rice.png', alt_ar: '', alt_en: '', created_by: null })
			.execute()
		const id = await newPost({ body_en: `<p>First text</p><img src="/media/${key}/1200.webp" alt="Rice">` })
		await updatePost(id, input({ title_en: 'Rice harvest season' }), sami)
		// The image leaves the body, then the library: a staff member deletes it there.
		await db().deleteFrom('media').where('storage_key', '=', key).execute()
		const before = { revisions: await count('revisions'), activity: await count('admin_activity_logs'), post: await getPostForEdit(id) }
		expect(await restorePostRevision(id, 1, sami)).toMatchObject({ ok: false, status: 409, message: 'revisions.imageDeleted' })
		expect({ revisions: await count('revisions'), activity: await count('admin_activity_logs'), post: await getPostForEdit(id) }).toEqual(before)
		// A revision without the image still restores.
		await updatePost(id, input({ title_en: 'Rice season, again' }), sami)
		expect(await restorePostRevision(id, 2, sami)).toMatchObject({ ok: true })
		expect((await getPostForEdit(id))!.titleEn).toBe('Rice harvest season')
	})

	it('drops a deleted post\'s revisions', async () => {
		const id = await newPost()
		await deletePost(id, mona)
		expect(await listRevisions('post', id)).toEqual([])
		expect(await postHistory(id, {})).toBeNull()
	})
})
