import type { Lang } from '#app/i18n/lang.ts'
import { categoryTrail, visibleCategories } from '#app/lib/catalogue-visibility.ts'
import { findInTree } from '#app/lib/tree.ts'
import { db } from './db/db.server.ts'
import { type CategoryRow, toBool } from './db/schema.ts'

export interface Category {
	id: number
	parentId: number | null
	slug: string
	nameAr: string
	nameEn: string
	descriptionAr: string
	descriptionEn: string
	imageUrl: string | null
	isActive: boolean
	displayOrder: number
}

export interface CategoryNode extends Category {
	children: CategoryNode[]
}

export function toCategory(row: CategoryRow): Category {
	return {
		id: row.id,
		parentId: row.parent_id,
		slug: row.slug,
		nameAr: row.name_ar,
		nameEn: row.name_en,
		descriptionAr: row.description_ar,
		descriptionEn: row.description_en,
		imageUrl: row.image_url,
		isActive: toBool(row.is_active),
		displayOrder: row.display_order,
	}
}

export function categoryName(category: Pick<Category, 'nameAr' | 'nameEn'>, lang: Lang) {
	return lang === 'en' ? category.nameEn : category.nameAr
}

/** Active categories ordered by display order (spec section 7), hidden branches included. */
async function listActiveCategories(): Promise<Category[]> {
	const rows = await db()
		.selectFrom('p_categories')
		.selectAll()
		.where('is_active', '=', true)
		.orderBy('display_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	return rows.map(toCategory)
}

/** The categories visitors see (catalogue-visibility.ts: active, with every ancestor active), in display order. */
export async function listVisibleCategories(): Promise<Category[]> {
	return visibleCategories(await listActiveCategories())
}

/** The ids of the visible categories: what decides whether a product shows. */
export async function visibleCategoryIds(): Promise<Set<number>> {
	return new Set((await listVisibleCategories()).map((category) => category.id))
}

/** The visible categories nested under their parents, in display order. */
export function buildTree(categories: Category[]): CategoryNode[] {
	const nodes = new Map(categories.map((c) => [c.id, { ...c, children: [] as CategoryNode[] }]))
	const roots: CategoryNode[] = []
	for (const node of nodes.values()) {
		if (node.parentId === null) roots.push(node)
		else nodes.get(node.parentId)?.children.push(node)
	}
	return roots
}

export async function getActiveCategoryTree(): Promise<CategoryNode[]> {
	return buildTree(await listVisibleCategories())
}

export interface CategoryPage {
	category: CategoryNode
	/** Root first, for breadcrumbs. */
	ancestors: Category[]
	/** The category navigation as the page shows it. */
	tree: CategoryNode[]
	/** The categories whose products the page may list. */
	visibleIds: Set<number>
}

/** A visible category's page: the category, its ancestors and the visible tree. */
export async function getActiveCategoryBySlug(slug: string): Promise<CategoryPage | null> {
	return categoryPage(await listVisibleCategories(), slug)
}

/**
 * A category's page as it will look once published, for a staff preview (decision 0045): the
 * category and its ancestors are taken as published, every other category keeps its own state, so
 * a draft subcategory stays out and a draft product stays unlisted. Null for an unknown slug.
 */
export async function getCategoryPreviewBySlug(slug: string): Promise<CategoryPage | null> {
	const rows = await db().selectFrom('p_categories').selectAll().orderBy('display_order', 'asc').orderBy('id', 'asc').execute()
	const all = rows.map(toCategory)
	const byId = new Map(all.map((c) => [c.id, c]))
	const published = new Set<number>()
	for (let current = all.find((c) => c.slug === slug); current && !published.has(current.id); current = byId.get(current.parentId ?? -1)) {
		published.add(current.id)
	}
	return categoryPage(visibleCategories(all.filter((c) => c.isActive || published.has(c.id))), slug)
}

function categoryPage(visible: Category[], slug: string): CategoryPage | null {
	const category = visible.find((c) => c.slug === slug)
	if (!category) return null
	const trail = categoryTrail(new Map(visible.map((c) => [c.id, c])), category.id)
	const tree = buildTree(visible)
	const node = findInTree(tree, (n) => n.id === category.id)
	return trail && node ? { category: node, ancestors: trail.slice(0, -1), tree, visibleIds: new Set(visible.map((c) => c.id)) } : null
}

/** The ids of a category and all its descendants: a parent's page lists its children's products. */
export function descendantIds(node: CategoryNode): number[] {
	return [node.id, ...node.children.flatMap(descendantIds)]
}

/** A visible category and its ancestors, root first (breadcrumbs of a product); [] when hidden. */
export async function getActiveCategoryTrail(categoryId: number): Promise<Category[]> {
	const visible = await listVisibleCategories()
	return categoryTrail(new Map(visible.map((c) => [c.id, c])), categoryId) ?? []
}
