import { beforeEach, describe, expect, it, vi } from 'vitest'
import { editorActor as actor } from '#tests/actors.ts'
import { activityLogRows, failNextActivityLog } from '#tests/activity-log.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { outcomeText } from '#tests/outcome-text.ts'
import { refusalOf } from '#tests/refusal.ts'
import { categorySchema, type CategoryInput } from '#app/lib/category-schema.ts'
import {
	type AdminCategoryNode,
	CategoryError,
	createCategory,
	deleteCategory,
	getCategoryForEdit,
	listAllCategoriesTree,
	moveCategory,
	categoryValues,
	saveCategoryForm,
	submitCategoryTreeAction,
	updateCategory,
} from './category-admin.server.ts'
import { getActiveCategoryTree } from './categories.server.ts'
import { db, nowIso } from './db/db.server.ts'

vi.mock('./activity.server.ts', { spy: true })

function input(slug: string, extra: Partial<Record<keyof CategoryInput, string>> = {}): CategoryInput {
	return categorySchema.parse({ nameAr: `فئة ${slug}`, nameEn: `Category ${slug}`, slug, isActive: 'on', ...extra })
}

const refusal = refusalOf(CategoryError)

/** The tree as nested slugs, to compare shapes at a glance. */
function shape(nodes: AdminCategoryNode[]): unknown[] {
	return nodes.map((n) => (n.children.length ? { [n.slug]: shape(n.children) } : n.slug))
}

async function orders() {
	const rows = await db().selectFrom('p_categories').select(['slug', 'parent_id', 'display_order']).orderBy('parent_id').orderBy('display_order').execute()
	return rows.map((r) => `${r.slug}:${r.display_order}`)
}

const logRows = () => activityLogRows('category')

async function addProduct(categoryId: number, slug: string, active = true) {
	const now = nowIso()
	await db()
		.insertInto('products')
		.values({ category_id: categoryId, name_ar: slug, name_en: slug, slug, is_active: active, is_featured: false, created_at: now, updated_at: now })
		.execute()
}

describe.each(testDialects)('category administration on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeEach(async () => {
		await db().deleteFrom('admin_activity_logs').execute()
		await db().deleteFrom('products').execute()
		// Children first: the parent key refuses to orphan them.
		for (let left = 1; left > 0; ) {
			await db()
				.deleteFrom('p_categories')
				.where('id', 'not in', db().selectFrom('p_categories as c').select('c.parent_id').where('c.parent_id', 'is not', null))
				.execute()
			left = Number((await db().selectFrom('p_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
		}
	})

	it('creates categories at the end of their siblings, or at the place asked for, with a log row each', async () => {
		const grains = await createCategory(input('grains', { descriptionEn: 'Rice and wheat', imageUrl: '/media/abcdef0123456789' }), actor)
		const spices = await createCategory(input('spices'), actor)
		const oils = await createCategory(input('oils', { displayOrder: '1' }), actor)
		expect(grains).toMatchObject({ slug: 'grains', descriptionEn: 'Rice and wheat', imageUrl: '/media/abcdef0123456789', isActive: true, parentId: null, position: 1 })
		expect(oils.position).toBe(1)
		const rice = await createCategory(input('rice', { parentId: String(grains.id) }), actor)
		expect(rice).toMatchObject({ parentId: grains.id, position: 1 })
		expect(shape(await listAllCategoriesTree())).toEqual(['oils', { grains: ['rice'] }, 'spices'])
		expect(await orders()).toContain('spices:3')

		const logs = await logRows()
		expect(logs.map((l) => [l.action, l.entity_id, l.user_email])).toEqual([
			['create', String(grains.id), actor.email],
			['create', String(spices.id), actor.email],
			['create', String(oils.id), actor.email],
			['create', String(rice.id), actor.email],
		])
		expect(JSON.parse(logs[3]!.details!)).toMatchObject({ slug: 'rice', parentId: grains.id })
	})

	it('lists inactive categories too, with depth, product and child counts', async () => {
		const grains = await createCategory(input('grains'), actor)
		const rice = await createCategory(input('rice', { parentId: String(grains.id) }), actor)
		const hidden = await createCategory(input('hidden', { isActive: undefined, parentId: String(grains.id) }), actor)
		await addProduct(rice.id, 'basmati')
		await addProduct(rice.id, 'jasmine', false)
		const [root] = await listAllCategoriesTree()
		expect(root).toMatchObject({ slug: 'grains', depth: 0, productCount: 0, childCount: 2 })
		expect(root!.children.map((c) => [c.slug, c.depth, c.productCount, c.isActive])).toEqual([
			['rice', 1, 2, true],
			['hidden', 1, 0, false],
		])
		// The public tree still hides it.
		expect((await getActiveCategoryTree())[0]!.children.map((c) => c.slug)).toEqual(['rice'])
		expect(await getCategoryForEdit(hidden.id)).toMatchObject({ slug: 'hidden', isActive: false, position: 2 })
		expect(await getCategoryForEdit(999_999)).toBeNull()
	})

	it('refuses a slug already taken, whatever the screen, and writes nothing', async () => {
		const grains = await createCategory(input('grains'), actor)
		const spices = await createCategory(input('spices'), actor)
		expect((await refusal(createCategory(input('grains'), actor))).code).toBe('slug_taken')
		expect((await refusal(updateCategory(spices.id, input('grains'), actor))).code).toBe('slug_taken')
		expect((await logRows()).length).toBe(2)
		expect((await getCategoryForEdit(grains.id))!.slug).toBe('grains')
	})

	it('refuses a parent that does not exist', async () => {
		expect((await refusal(createCategory(input('orphan', { parentId: '987654' }), actor))).code).toBe('parent_not_found')
		expect(await listAllCategoriesTree()).toEqual([])
	})

	it('updates every field, logs what changed, and never makes a category its own ancestor', async () => {
		const grains = await createCategory(input('grains'), actor)
		const rice = await createCategory(input('rice', { parentId: String(grains.id) }), actor)
		const basmati = await createCategory(input('basmati', { parentId: String(rice.id) }), actor)

		const updated = await updateCategory(
			rice.id,
			input('rice-all', { parentId: String(grains.id), nameAr: 'أرز', nameEn: 'Rice', descriptionAr: 'وصف', imageUrl: '/media/0123456789abcdef' }),
			actor,
		)
		expect(updated).toMatchObject({ slug: 'rice-all', nameAr: 'أرز', nameEn: 'Rice', descriptionAr: 'وصف', imageUrl: '/media/0123456789abcdef', isActive: true })
		const log = (await logRows()).at(-1)!
		expect(log.action).toBe('update')
		expect(JSON.parse(log.details!).changes.map((change: { field: string }) => change.field)).toEqual(['name_ar', 'name_en', 'slug', 'description_ar', 'image_url'])

		expect((await refusal(updateCategory(grains.id, input('grains', { parentId: String(grains.id) }), actor))).code).toBe('cycle')
		expect((await refusal(updateCategory(grains.id, input('grains', { parentId: String(basmati.id) }), actor))).code).toBe('cycle')
		expect((await refusal(updateCategory(999_999, input('ghost'), actor))).code).toBe('not_found')
		expect(shape(await listAllCategoriesTree())).toEqual([{ grains: [{ 'rice-all': ['basmati'] }] }])

		// Deactivating is a change like any other; the public tree drops the branch.
		await updateCategory(grains.id, input('grains', { isActive: undefined }), actor)
		expect(JSON.parse((await logRows()).at(-1)!.details!).changes).toEqual([{ field: 'is_active', from: true, to: false }])
		// Saved again as it is: nothing logged.
		const logged = (await logRows()).length
		await updateCategory(grains.id, input('grains', { isActive: undefined }), actor)
		expect(await logRows()).toHaveLength(logged)
		expect(await getActiveCategoryTree()).toEqual([])
	})

	it('re-parents through the form and renumbers both sibling groups', async () => {
		const a = await createCategory(input('a'), actor)
		const b = await createCategory(input('b'), actor)
		const a1 = await createCategory(input('a1', { parentId: String(a.id) }), actor)
		await createCategory(input('a2', { parentId: String(a.id) }), actor)
		await createCategory(input('b1', { parentId: String(b.id) }), actor)
		await updateCategory(a1.id, input('a1', { parentId: String(b.id) }), actor)
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['a2'] }, { b: ['b1', 'a1'] }])
		expect(await orders()).toEqual(expect.arrayContaining(['a2:1', 'b1:1', 'a1:2']))
		// A display order places it among its siblings.
		await updateCategory(a1.id, input('a1', { parentId: String(b.id), displayOrder: '1' }), actor)
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['a2'] }, { b: ['a1', 'b1'] }])
		expect(JSON.parse((await logRows()).at(-1)!.details!).changes.map((change: { field: string }) => change.field)).toEqual(['display_order'])
		// Out to the root through the form.
		await updateCategory(a1.id, input('a1'), actor)
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['a2'] }, { b: ['b1'] }, 'a1'])
	})

	it('moves up and down among siblings, refusing to pass the ends', async () => {
		const a = await createCategory(input('a'), actor)
		const b = await createCategory(input('b'), actor)
		const c = await createCategory(input('c'), actor)
		const moved = await moveCategory({ id: c.id, kind: 'up', targetId: null }, actor)
		expect(moved).toMatchObject({ id: c.id, parentId: null, position: 2, siblingCount: 3, nameEn: 'Category c' })
		expect(shape(await listAllCategoriesTree())).toEqual(['a', 'c', 'b'])
		await moveCategory({ id: a.id, kind: 'down', targetId: null }, actor)
		expect(shape(await listAllCategoriesTree())).toEqual(['c', 'a', 'b'])
		expect(await orders()).toEqual(['c:1', 'a:2', 'b:3'])

		expect((await refusal(moveCategory({ id: c.id, kind: 'up', targetId: null }, actor))).code).toBe('at_edge')
		expect((await refusal(moveCategory({ id: b.id, kind: 'down', targetId: null }, actor))).code).toBe('at_edge')
		expect((await refusal(moveCategory({ id: 999_999, kind: 'up', targetId: null }, actor))).code).toBe('not_found')

		const logs = await logRows()
		expect(logs.filter((l) => l.action === 'update')).toHaveLength(2)
		expect(JSON.parse(logs.at(-1)!.details!)).toEqual({ name_ar: 'فئة a', name_en: 'Category a', slug: 'a', move: 'down', from: { parentId: null, position: 1 }, to: { parentId: null, position: 2 } })
	})

	it('moves into another parent, out to the root, and before or after another category', async () => {
		const a = await createCategory(input('a'), actor)
		const b = await createCategory(input('b'), actor)
		const a1 = await createCategory(input('a1', { parentId: String(a.id) }), actor)
		const a2 = await createCategory(input('a2', { parentId: String(a.id) }), actor)
		const b1 = await createCategory(input('b1', { parentId: String(b.id) }), actor)

		const into = await moveCategory({ id: a1.id, kind: 'into', targetId: b.id }, actor)
		expect(into).toMatchObject({ parentId: b.id, parentNameEn: 'Category b', position: 2, siblingCount: 2 })
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['a2'] }, { b: ['b1', 'a1'] }])

		const root = await moveCategory({ id: b1.id, kind: 'into', targetId: null }, actor)
		expect(root).toMatchObject({ parentId: null, parentNameEn: null, position: 3, siblingCount: 3 })
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['a2'] }, { b: ['a1'] }, 'b1'])

		await moveCategory({ id: b1.id, kind: 'before', targetId: a2.id }, actor)
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['b1', 'a2'] }, { b: ['a1'] }])
		await moveCategory({ id: b1.id, kind: 'after', targetId: a2.id }, actor)
		expect(shape(await listAllCategoriesTree())).toEqual([{ a: ['a2', 'b1'] }, { b: ['a1'] }])
		await moveCategory({ id: a.id, kind: 'after', targetId: b.id }, actor)
		expect(shape(await listAllCategoriesTree())).toEqual([{ b: ['a1'] }, { a: ['a2', 'b1'] }])
		expect(await orders()).toEqual(expect.arrayContaining(['b:1', 'a:2', 'a2:1', 'b1:2', 'a1:1']))
		// The moved category's parent is stored, not only its order.
		expect((await getCategoryForEdit(b1.id))!.parentId).toBe(a.id)
	})

	it('refuses every move that would put a category below itself', async () => {
		const a = await createCategory(input('a'), actor)
		const a1 = await createCategory(input('a1', { parentId: String(a.id) }), actor)
		const a11 = await createCategory(input('a11', { parentId: String(a1.id) }), actor)
		const before = shape(await listAllCategoriesTree())
		for (const move of [
			{ id: a.id, kind: 'into' as const, targetId: a.id },
			{ id: a.id, kind: 'into' as const, targetId: a11.id },
			{ id: a.id, kind: 'before' as const, targetId: a11.id },
			{ id: a1.id, kind: 'after' as const, targetId: a11.id },
			{ id: a.id, kind: 'after' as const, targetId: a.id },
		]) {
			expect((await refusal(moveCategory(move, actor))).code).toBe('cycle')
		}
		expect((await refusal(moveCategory({ id: a.id, kind: 'into', targetId: 999_999 }, actor))).code).toBe('target_not_found')
		expect(shape(await listAllCategoriesTree())).toEqual(before)
		expect((await logRows()).filter((l) => l.action === 'update')).toHaveLength(0)
	})

	it('keeps the hierarchy a tree under concurrent crossing moves', async () => {
		const a = await createCategory(input('a'), actor)
		const b = await createCategory(input('b'), actor)
		const outcomes = await Promise.allSettled([
			moveCategory({ id: a.id, kind: 'into', targetId: b.id }, actor),
			moveCategory({ id: b.id, kind: 'into', targetId: a.id }, actor),
		])
		expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
		const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult
		expect((refused.reason as CategoryError).code).toBe('cycle')
		const tree = await listAllCategoriesTree()
		expect(tree).toHaveLength(1)
		expect(tree[0]!.children).toHaveLength(1)
	})

	it('refuses to delete a category with products or children, and deletes an empty one', async () => {
		const a = await createCategory(input('a'), actor)
		const a1 = await createCategory(input('a1', { parentId: String(a.id) }), actor)
		const a2 = await createCategory(input('a2', { parentId: String(a.id) }), actor)
		await createCategory(input('a3', { parentId: String(a.id) }), actor)
		await addProduct(a1.id, 'p1')
		await addProduct(a1.id, 'p2', false)

		const products = await refusal(deleteCategory(a1.id, actor))
		expect([products.code, products.count]).toEqual(['has_products', 2])
		const children = await refusal(deleteCategory(a.id, actor))
		expect([children.code, children.count]).toEqual(['has_children', 3])
		expect((await refusal(deleteCategory(999_999, actor))).code).toBe('not_found')
		expect((await logRows()).filter((l) => l.action === 'delete')).toHaveLength(0)

		const deleted = await deleteCategory(a2.id, actor)
		expect(deleted).toMatchObject({ id: a2.id, slug: 'a2' })
		expect(await getCategoryForEdit(a2.id)).toBeNull()
		// The gap is closed.
		expect(await orders()).toEqual(expect.arrayContaining(['a1:1', 'a3:2']))
		const log = (await logRows()).at(-1)!
		expect([log.action, log.entity_id, log.user_email]).toEqual(['delete', String(a2.id), actor.email])
		expect(JSON.parse(log.details!)).toMatchObject({ slug: 'a2', name_en: 'Category a2', parentId: a.id })
	})

	it('rolls every write back when its activity-log row cannot be written', async () => {
		const a = await createCategory(input('a'), actor)
		const b = await createCategory(input('b'), actor)
		const before = await orders()
		failNextActivityLog()
		await expect(createCategory(input('c'), actor)).rejects.toThrow('log refused')
		failNextActivityLog()
		await expect(updateCategory(a.id, input('a-renamed'), actor)).rejects.toThrow('log refused')
		failNextActivityLog()
		await expect(moveCategory({ id: b.id, kind: 'up', targetId: null }, actor)).rejects.toThrow('log refused')
		failNextActivityLog()
		await expect(deleteCategory(a.id, actor)).rejects.toThrow('log refused')
		expect(await orders()).toEqual(before)
		expect((await getCategoryForEdit(a.id))!.slug).toBe('a')
	})

	describe('screen submissions', () => {
		const form = (extra: Record<string, string> = {}) => ({ nameAr: 'أرز', nameEn: 'Rice', slug: 'rice', isActive: 'on', ...extra })

		const text = outcomeText

		it('saves a valid form, leading back to the tree with the row marked, and answers a refused one with field errors', async () => {
			const saved = await saveCategoryForm(form(), { actor, lang: 'en' })
			const id = (await db().selectFrom('p_categories').select('id').where('slug', '=', 'rice').executeTakeFirstOrThrow()).id
			expect(text(saved, 'en')).toEqual({ ok: true, message: 'Category “Rice” saved.', redirectTo: `/admin/categories?saved=${id}` })
			expect(categoryValues({ ...form(), intent: 'save' })).toEqual(form())

			const invalid = await saveCategoryForm(form({ slug: 'Rice Grain', nameEn: '' }), { actor, lang: 'ar' })
			expect(text(invalid, 'ar')).toEqual({
				ok: false,
				status: 400,
				errors: { nameEn: 'هذا الحقل مطلوب', slug: 'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات فقط' },
				message: 'يرجى تصحيح الحقول المشار إليها.',
			})

			const taken = await saveCategoryForm(form({ nameEn: 'Rice again' }), { actor, lang: 'en' })
			expect(text(taken, 'en')).toMatchObject({ ok: false, status: 400, errors: { slug: 'Another category already uses this slug.' } })

			await saveCategoryForm(form({ slug: 'basmati', nameEn: 'Basmati', parentId: String(id) }), { actor, lang: 'en' })
			const childId = (await db().selectFrom('p_categories').select('id').where('slug', '=', 'basmati').executeTakeFirstOrThrow()).id
			const cycle = await saveCategoryForm(form({ parentId: String(childId) }), { id, actor, lang: 'en' })
			expect(text(cycle, 'en')).toMatchObject({ ok: false, status: 400, errors: { parentId: 'A category cannot be moved into itself or one of its subcategories.' } })
			const missing = await saveCategoryForm(form({ slug: 'ghost' }), { id: 999_999, actor, lang: 'en' })
			expect(missing).toEqual({ ok: false, status: 404, message: 'categories.error.notFound' })
		})

		it('answers moves and deletes with the texts a person reads', async () => {
			const grains = await createCategory(input('grains', { nameAr: 'الحبوب', nameEn: 'Grains' }), actor)
			const rice = await createCategory(input('rice', { nameAr: 'الأرز', nameEn: 'Rice', parentId: String(grains.id) }), actor)
			const wheat = await createCategory(input('wheat', { nameAr: 'القمح', nameEn: 'Wheat', parentId: String(grains.id) }), actor)
			await addProduct(rice.id, 'basmati')
			const tree = async (fields: Record<string, string>, lang: 'ar' | 'en', backToList?: boolean) =>
				text(await submitCategoryTreeAction(fields, { actor, lang, backToList }), lang)

			const up = await tree({ intent: 'move', id: String(wheat.id), kind: 'up' }, 'en')
			expect(up).toEqual({ ok: true, message: 'Moved “Wheat” to position 1 of 2 under “Grains”.' })
			const out = await tree({ intent: 'move', id: String(wheat.id), kind: 'into', targetId: 'root' }, 'ar')
			expect(out.message).toBe('نُقلت «القمح» إلى الموضع 2 من 2 في المستوى الأعلى.')
			const edge = await tree({ intent: 'move', id: String(grains.id), kind: 'up' }, 'en')
			expect(edge).toMatchObject({ ok: false, status: 409, message: 'The category is already first or last.' })
			const cycle = await tree({ intent: 'move', id: String(grains.id), kind: 'into', targetId: String(rice.id) }, 'en')
			expect(cycle).toMatchObject({ ok: false, status: 409, message: 'A category cannot be moved into itself or one of its subcategories.' })
			const bad = await tree({ intent: 'move', id: String(grains.id), kind: 'into' }, 'en')
			expect(bad).toMatchObject({ ok: false, status: 400, message: 'An error occurred while moving the category. Please try again.' })

			const products = await tree({ intent: 'delete', id: String(rice.id) }, 'ar')
			expect(products).toMatchObject({ ok: false, status: 409 })
			expect(products.message).toBe('لا يمكن حذف الفئة «الأرز» لأنها تحتوي على منتجات (1). انقل منتجاتها إلى فئة أخرى أو احذفها أولًا.')
			const children = await tree({ intent: 'delete', id: String(grains.id) }, 'en')
			expect(children.message).toBe('The category “Grains” cannot be deleted because it has subcategories (1). Move or delete the subcategories first.')
			const deleted = await tree({ intent: 'delete', id: String(wheat.id) }, 'en', true)
			expect(deleted).toEqual({ ok: true, message: 'Category “Wheat” deleted.', redirectTo: '/admin/categories' })
			const gone = await tree({ intent: 'delete', id: String(wheat.id) }, 'en')
			expect(gone).toMatchObject({ ok: false, status: 404, message: 'The category no longer exists; someone may have deleted it.' })
			expect(await submitCategoryTreeAction({ intent: 'rename', id: '1' }, { actor, lang: 'en' })).toMatchObject({ ok: false, status: 400 })
		})
	})
})
