import { categoryRevisionFields, categoryRevisionView } from '#app/lib/catalogue-revision-view.ts'
import { categorySchema } from '#app/lib/category-schema.ts'
import type { Actor } from './activity.server.ts'
import type { Outcome } from './admin-action.server.ts'
import { CategoryError, categoryRevisionState, getCategoryForEdit, updateCategory } from './category-admin.server.ts'
import { categoryNames } from './product-list.server.ts'
import { getRevision, revisionHistory, revisionNamesDeletedImage } from './revisions.server.ts'

/**
 * A category's history (decision 0043): its revisions (the form's values) compared, and a restore
 * that submits a revision's values to the category's own save (the form's schema, the tree's rules,
 * the slug redirect, the activity row, a new revision). Whether it is published and its place among
 * its siblings stay as they are now.
 */

/** The history screen's data; null when the category does not exist. */
export async function categoryHistory(id: number, chosen: { from?: number | null; to?: number | null }) {
	const [category, names] = await Promise.all([getCategoryForEdit(id), categoryNames()])
	if (!category) return null
	const history = await revisionHistory('category', id, categoryRevisionFields, chosen, (state) => categoryRevisionView(state, names))
	return { category: { id: category.id, nameAr: category.nameAr, nameEn: category.nameEn, slug: category.slug }, ...history }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Restores revision `number` of category `id` as a new revision; refused (nothing written) when it no longer fits. */
export async function restoreCategoryRevision(id: number, number: number, actor: Actor): Promise<Outcome> {
	const [category, revision] = await Promise.all([getCategoryForEdit(id), getRevision('category', id, number)])
	if (!category) return { ok: false, status: 404, message: 'categories.error.notFound' }
	if (!revision) return { ok: false, status: 404, message: 'revisions.notFound' }
	const state = revision.state
	const now = categoryRevisionState({
		name_ar: category.nameAr,
		name_en: category.nameEn,
		slug: category.slug,
		description_ar: category.descriptionAr,
		description_en: category.descriptionEn,
		image_url: category.imageUrl,
		is_active: category.isActive,
		parent_id: category.parentId,
	})
	const restored = { ...now, ...Object.fromEntries(Object.keys(now).map((key) => [key, state[key]])), isActive: now.isActive }
	if (JSON.stringify(restored) === JSON.stringify(now)) return { ok: true, message: 'revisions.sameAsNow' }
	if (await revisionNamesDeletedImage('category', id, revision)) return { ok: false, status: 409, message: 'revisions.imageDeleted' }
	const parsed = categorySchema.safeParse({
		nameAr: text(state.nameAr),
		nameEn: text(state.nameEn),
		slug: text(state.slug),
		descriptionAr: text(state.descriptionAr),
		descriptionEn: text(state.descriptionEn),
		parentId: text(state.parentId),
		imageUrl: text(state.imageUrl),
		isActive: now.isActive ? 'on' : '',
		displayOrder: '',
	})
	if (!parsed.success) return { ok: false, status: 409, message: 'revisions.invalid' }
	try {
		await updateCategory(id, parsed.data, actor, { restoredFrom: number })
	} catch (error) {
		if (!(error instanceof CategoryError)) throw error
		if (error.code === 'not_found') return { ok: false, status: 404, message: 'categories.error.notFound' }
		// The slug is another category's now; or the parent is gone, or is now below this category.
		return { ok: false, status: 409, message: error.code === 'slug_taken' ? 'revisions.slugTaken' : 'revisions.invalid' }
	}
	return { ok: true, message: { key: 'revisions.restored', params: { revision: String(number) } } }
}
