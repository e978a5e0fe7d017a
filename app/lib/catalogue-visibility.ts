/**
 * What visitors may see of the catalogue, in one place (decision 0028). A category is visible when
 * it and every one of its ancestors are active; a product is visible when it is active and its
 * category, when it has one, is visible. The listing, the category pages and their counts, the
 * product page, search, suggestions, the home page's cards and the sitemap all ask these functions
 * (or, in SQL, `visibleProductWhere` of products.server.ts, which the tests hold to the same answer).
 */

export interface CategoryLink {
	id: number
	parentId: number | null
}

/**
 * The category `id` and its ancestors, root first, when every one of them is in `active`;
 * null when one is missing (inactive) or the parents loop.
 */
export function categoryTrail<T extends CategoryLink>(active: ReadonlyMap<number, T>, id: number): T[] | null {
	const trail: T[] = []
	for (let current: number | null = id; current !== null; ) {
		const category = active.get(current)
		if (!category || trail.length > active.size) return null
		trail.unshift(category)
		current = category.parentId
	}
	return trail
}

/** The visible ones among the active categories, in the order given. */
export function visibleCategories<T extends CategoryLink>(active: readonly T[]): T[] {
	const byId = new Map(active.map((category) => [category.id, category]))
	return active.filter((category) => categoryTrail(byId, category.id) !== null)
}

/** The product rule, given the ids of the visible categories. */
export function isProductVisible(product: { isActive: boolean; categoryId: number | null }, visibleCategoryIds: ReadonlySet<number>): boolean {
	return product.isActive && (product.categoryId === null || visibleCategoryIds.has(product.categoryId))
}
