import { beforeEach, describe, expect, it } from 'vitest'
import { type CategoryInput, categorySchema } from '#app/lib/category-schema.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { createCategory, deleteCategory, getCategoryForEdit, moveCategory, updateCategory } from './category-admin.server.ts'
import { catalogueHistory } from './catalogue-history.server.ts'
import { restoreCategoryRevision } from './category-revisions.server.ts'
import { db } from './db/db.server.ts'
import { listRevisions } from './revisions.server.ts'

const layla = { id: 'user-1', email: 'layla@example.com', name: 'Layla Editor' }
const omar = { id: 'user-2', email: 'omar@example.com', name: 'Omar Admin' }

function input(extra: Record<string, string> = {}): CategoryInput {
	return categorySchema.parse({
		nameAr: 'بقوليات',
		nameEn: 'Pulses',
		slug: 'pulses',
		descriptionAr: 'عدس وحمص وفول',
		descriptionEn: 'Lentils, chickpeas and beans',
		parentId: '',
		imageUrl: '',
		isActive: 'on',
		...extra,
	})
}

const count = async (table: 'revisions' | 'admin_activity_logs') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const categoryLogs = () => db().selectFrom('admin_activity_logs').selectAll().where('entity_type', '=', 'category').orderBy('id', 'desc').execute()

describe.each(testDialects)('category revisions on %s', (dialect) => {
	withTestDatabase(dialect)
	beforeEach(async () => {
		await db().deleteFrom('products').execute()
		await db().updateTable('p_categories').set({ parent_id: null }).execute()
		await db().deleteFrom('p_categories').execute()
		await db().deleteFrom('revisions').execute()
		await db().deleteFrom('site_settings').where('key', '=', 'revision_retention').execute()
	})

	it('keeps a revision per save with who and what changed, and none for a save that changes nothing', async () => {
		const { id } = await createCategory(input(), layla)
		await updateCategory(id, input({ descriptionAr: 'عدس أحمر وحمص وفول', nameEn: 'Pulses and beans' }), omar)
		await updateCategory(id, input({ descriptionAr: 'عدس أحمر وحمص وفول', nameEn: 'Pulses and beans' }), omar)
		expect((await listRevisions('category', id)).map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 2, changed: ['nameEn', 'descriptionAr'], authorName: 'Omar Admin' },
			{ number: 1, changed: expect.arrayContaining(['nameAr', 'nameEn', 'slug', 'isActive']), authorName: 'Layla Editor' },
		])
		const history = (await catalogueHistory('category', id, {}))!
		expect(history.item).toMatchObject({ id, nameEn: 'Pulses and beans' })
		const field = (name: string) => history.compare!.fields.find((f) => f.name === name)!
		expect(field('descriptionAr')).toMatchObject({ changed: true, dir: 'rtl', lang: 'ar' })
		expect(field('descriptionAr').parts.filter((part) => part.change)).toEqual([{ text: 'أحمر ', change: 'added' }])
		expect(field('nameAr')).toMatchObject({ changed: false })
		// A move under another parent is a change of what the category is: kept, with the parent by name.
		const parent = await createCategory(input({ nameAr: 'حبوب', nameEn: 'Grains', slug: 'grains' }), layla)
		await moveCategory({ id, kind: 'into', targetId: parent.id }, layla)
		expect((await listRevisions('category', id))[0]).toMatchObject({ number: 3, changed: ['parentId'] })
		const moved = (await catalogueHistory('category', id, {}))!.compare!.fields
		expect(moved.find((f) => f.name === 'parentEn')!.parts).toEqual([{ text: 'Grains', change: 'added' }])
		// A move among its siblings only is not.
		await createCategory(input({ nameAr: 'أرز', nameEn: 'Rice', slug: 'rice', parentId: String(parent.id) }), layla)
		await moveCategory({ id, kind: 'down', targetId: null }, layla)
		expect(await listRevisions('category', id)).toHaveLength(3)
	})

	it('keeps what a category was before history began as its first revision, with no author', async () => {
		const { id } = await createCategory(input(), layla)
		await db().deleteFrom('revisions').execute()
		await updateCategory(id, input({ nameEn: 'Legumes' }), omar)
		expect((await listRevisions('category', id)).map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 2, changed: ['nameEn'], authorName: 'Omar Admin' },
			{ number: 1, changed: [], authorName: null },
		])
	})

	it('keeps only the last revisions the setting allows, pruning in the save', async () => {
		await db().insertInto('site_settings').values({ key: 'revision_retention', value: '5', value_en: null }).execute()
		const { id } = await createCategory(input(), layla)
		for (let i = 1; i <= 7; i++) await updateCategory(id, input({ descriptionEn: `Pulses ${i}` }), layla)
		expect((await listRevisions('category', id)).map((revision) => revision.number)).toEqual([8, 7, 6, 5, 4])
	})

	it('restores an old revision through the save: logged with the revision, a new revision, publication and place kept', async () => {
		const { id } = await createCategory(input(), layla)
		await updateCategory(id, input({ nameAr: 'بقول', slug: 'legumes', descriptionEn: 'Beans only', isActive: '' }), layla)
		const activity = (await categoryLogs()).length
		expect(await restoreCategoryRevision(id, 1, omar)).toMatchObject({ ok: true, message: { key: 'revisions.restored', params: { revision: '1' } } })
		expect(await getCategoryForEdit(id)).toMatchObject({ nameAr: 'بقوليات', slug: 'pulses', descriptionEn: 'Lentils, chickpeas and beans', isActive: false, position: 1 })
		const [log, ...earlier] = await categoryLogs()
		expect(earlier).toHaveLength(activity)
		expect(log).toMatchObject({ action: 'update', entity_id: String(id), user_id: omar.id })
		expect(JSON.parse(log!.details!)).toMatchObject({ restoredFrom: 1 })
		expect((await listRevisions('category', id))[0]).toMatchObject({ number: 3, restoredFrom: 1, authorName: 'Omar Admin', changed: ['nameAr', 'slug', 'descriptionEn'] })
		const revisions = await count('revisions')
		expect(await restoreCategoryRevision(id, 3, omar)).toMatchObject({ ok: true, message: 'revisions.sameAsNow' })
		expect(await count('revisions')).toBe(revisions)
	})

	it('refuses a restore whose slug another category now has, or whose parent is gone, and writes nothing', async () => {
		const parent = await createCategory(input({ nameAr: 'حبوب', nameEn: 'Grains', slug: 'grains' }), layla)
		const { id } = await createCategory(input({ parentId: String(parent.id) }), layla)
		await updateCategory(id, input({ slug: 'pulses-2026' }), layla)
		await createCategory(input({ slug: 'pulses', nameEn: 'Other' }), layla)
		const snapshot = async () => ({ revisions: await count('revisions'), activity: await count('admin_activity_logs'), category: await getCategoryForEdit(id) })
		const before = await snapshot()
		expect(await restoreCategoryRevision(id, 1, omar)).toMatchObject({ ok: false, status: 409, message: 'revisions.slugTaken' })
		expect(await snapshot()).toEqual(before)
		await db().updateTable('revisions').set({ state: JSON.stringify({ ...input(), slug: 'pulses-free', parentId: '999999', isActive: true }) }).where('item_id', '=', String(id)).where('number', '=', 1).execute()
		expect(await restoreCategoryRevision(id, 1, omar)).toMatchObject({ ok: false, status: 409, message: 'revisions.invalid' })
		expect(await restoreCategoryRevision(id, 99, omar)).toMatchObject({ ok: false, status: 404, message: 'revisions.notFound' })
		expect(await snapshot()).toEqual(before)
	})

	it('drops a deleted category\'s revisions', async () => {
		const { id } = await createCategory(input(), layla)
		await deleteCategory(id, layla)
		expect(await listRevisions('category', id)).toEqual([])
		expect(await catalogueHistory('category', id, {})).toBeNull()
	})
})
