import { categorySchema } from '#app/lib/category-schema.ts'
import type { Actor } from './activity.server.ts'
import type { Outcome } from './admin-action.server.ts'
import { CategoryError, categoryRevisionState, getCategoryForEdit, updateCategory } from './category-admin.server.ts'
import { restoreRefused, restoreRevision, revisionText } from './revision-restore.server.ts'

/**
 * A category's history (decision 0043): its revisions (the form's values) compared, and a restore
 * that submits a revision's values to the category's own save (the form's schema, the tree's rules,
 * the slug redirect, the activity row, a new revision). Whether it is published and its place among
 * its siblings stay as they are now.
 */

/** Restores revision `number` of category `id` as a new revision; refused (nothing written) when it no longer fits. */
export function restoreCategoryRevision(id: number, number: number, actor: Actor): Promise<Outcome> {
	return restoreRevision({ type: 'category', id, number, notFound: 'categories.error.notFound' }, {
		load: async () => {
			const category = await getCategoryForEdit(id)
			return category && categoryRevisionState({
				name_ar: category.nameAr,
				name_en: category.nameEn,
				slug: category.slug,
				description_ar: category.descriptionAr,
				description_en: category.descriptionEn,
				image_url: category.imageUrl,
				is_active: category.isActive,
				parent_id: category.parentId,
			})
		},
		sameAsNow: (now, state) => {
			const restored = { ...now, ...Object.fromEntries(Object.keys(now).map((key) => [key, state[key]])), isActive: now.isActive }
			return JSON.stringify(restored) === JSON.stringify(now)
		},
		save: async (now, state) => {
			const parsed = categorySchema.safeParse({
				nameAr: revisionText(state.nameAr),
				nameEn: revisionText(state.nameEn),
				slug: revisionText(state.slug),
				descriptionAr: revisionText(state.descriptionAr),
				descriptionEn: revisionText(state.descriptionEn),
				parentId: revisionText(state.parentId),
				imageUrl: revisionText(state.imageUrl),
				isActive: now.isActive ? 'on' : '',
				displayOrder: '',
			})
			if (!parsed.success) return restoreRefused(false)
			try {
				await updateCategory(id, parsed.data, actor, { restoredFrom: number })
				return null
			} catch (error) {
				if (!(error instanceof CategoryError)) throw error
				if (error.code === 'not_found') return { ok: false, status: 404, message: 'categories.error.notFound' }
				// The slug is another category's now; or the parent is gone, or is now below this category.
				return restoreRefused(error.code === 'slug_taken')
			}
		},
	})
}
