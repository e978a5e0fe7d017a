import {
	categoryRevisionFields,
	categoryRevisionView,
	productRevisionFields,
	productRevisionView,
} from '#app/lib/catalogue-revision-view.ts'
import { getCategoryForEdit } from './category-admin.server.ts'
import { getProductForEdit } from './product-admin.server.ts'
import { categoryNames } from './product-list.server.ts'
import { revisionHistory } from './revisions.server.ts'

/**
 * The history screen's data of a product or a category (decision 0043): the item's names and slug
 * beside its revisions, compared as their views with the current category names (a revision keeps
 * a category's id). Null when the item does not exist.
 */
export async function catalogueHistory(
	kind: 'product' | 'category',
	id: number,
	chosen: { from?: number | null; to?: number | null },
) {
	const [item, names] = await Promise.all([
		kind === 'product' ? getProductForEdit(id) : getCategoryForEdit(id),
		categoryNames(),
	])
	if (!item) return null
	const [fields, view] =
		kind === 'product'
			? [productRevisionFields, productRevisionView]
			: [categoryRevisionFields, categoryRevisionView]
	const history = await revisionHistory(kind, id, fields, chosen, (state) => view(state, names))
	return { item: { id: item.id, nameAr: item.nameAr, nameEn: item.nameEn, slug: item.slug }, ...history }
}
