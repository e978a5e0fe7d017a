import { type ProductFormValues, productSchema } from '#app/lib/product-schema.ts'
import type { Actor } from './activity.server.ts'
import type { Outcome } from './admin-action.server.ts'
import { ProductAdminError, type ProductForEdit, getProductForEdit, updateProduct } from './product-admin.server.ts'
import { restoreRefused, restoreRevision } from './revision-restore.server.ts'
import type { RevisionState } from './revisions.server.ts'

/**
 * A product's history (decision 0043): its revisions (the form's values, export data included)
 * compared field by field, and a restore that submits a revision's values to the product's own save
 * (the form's schema, the slug redirect, the activity row, a new revision). Whether the product is
 * published stays as it is now: a restore brings back what the product said, not whether it is live.
 */

/** Restores revision `number` of product `id` as a new revision; refused (nothing written) when it no longer fits. */
export function restoreProductRevision(id: number, number: number, actor: Actor): Promise<Outcome> {
	// Whether the product is published stays as it is now.
	const restored = (product: ProductForEdit, state: RevisionState) => ({ ...(state as unknown as ProductFormValues), is_active: product.values.is_active })
	return restoreRevision({ type: 'product', id, number, notFound: 'products.error.notFound' }, {
		load: () => getProductForEdit(id),
		sameAsNow: (product, state) => JSON.stringify(restored(product, state)) === JSON.stringify(product.values),
		save: async (product, state) => {
			const parsed = productSchema.safeParse(restored(product, state))
			if (!parsed.success) return restoreRefused(false)
			try {
				const { changed } = await updateProduct(id, parsed.data, actor, { restoredFrom: number })
				return changed ? null : { ok: true, message: 'revisions.sameAsNow' }
			} catch (error) {
				if (!(error instanceof ProductAdminError)) throw error
				if (error.code === 'not_found') return { ok: false, status: 404, message: 'products.error.notFound' }
				// The slug is another product's now; or the category or an image it named is gone.
				return restoreRefused(error.code === 'slug_taken')
			}
		},
	})
}
