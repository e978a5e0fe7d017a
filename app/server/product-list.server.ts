import { sql } from 'kysely'
import type { CategoryNames } from '#app/lib/catalogue-revision-view.ts'
import { isProductVisible } from '#app/lib/catalogue-visibility.ts'
import { normalizeArabic } from '#app/lib/arabic.ts'
import { likePattern } from '#app/lib/like-pattern.ts'
import { pagedQuery } from './paged-query.server.ts'
import type { CategoryOption } from '#app/lib/product-schema.ts'
import { visibleCategoryIds } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { toBool } from './db/schema.ts'
import { logger } from './logger.server.ts'

/**
 * The back-office product list: every product with search, category and state filters, and the
 * category options its filter and the product form offer. The writes are in product-admin.server.ts.
 */

export interface AdminProductListItem {
	id: number
	slug: string
	nameAr: string
	nameEn: string
	mainImageUrl: string | null
	categoryId: number | null
	categoryNameAr: string | null
	categoryNameEn: string | null
	isActive: boolean
	/** Published and in a category visitors see (catalogue-visibility.ts): its public page answers. */
	visible: boolean
	isFeatured: boolean
	displayOrder: number
	updatedAt: string
}

export interface AdminProductPage {
	items: AdminProductListItem[]
	total: number
	page: number
	pageCount: number
}


/** The ids of a category and all its descendants (a parent's filter shows its children's products). */
async function withDescendants(categoryId: number): Promise<number[]> {
	const all = await db().selectFrom('p_categories').select(['id', 'parent_id']).execute()
	const ids = [categoryId]
	for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parent_id === ids[i] && !ids.includes(c.id)) ids.push(c.id)
	return ids
}

/**
 * Every product (active or not), newest first, one page at a time; `q` matches either name or the
 * slug (Arabic-normalised, case-insensitive), `categoryId` includes the category's subcategories.
 */
/** A product's state for staff (decision 0045): published (`is_active`, shown where its category is) or a draft, shown nowhere. */
export type ProductState = 'draft' | 'published'
export const productStates = ['published', 'draft'] as const satisfies readonly ProductState[]

export async function listProductsForAdmin(options: { q?: string; categoryId?: number; state?: ProductState; page?: number; pageSize?: number } = {}): Promise<AdminProductPage> {
	let query = db().selectFrom('products as p').leftJoin('p_categories as c', 'c.id', 'p.category_id')
	const q = normalizeArabic(options.q ?? '')
	if (q) {
		const pattern = likePattern(q)
		const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`
		query = query.where(() => sql<boolean>`(${like('p.search_name_ar')} or ${like('p.search_name_en')} or ${like('p.slug')})`)
	}
	if (options.categoryId !== undefined) query = query.where('p.category_id', 'in', await withDescendants(options.categoryId))
	if (options.state) query = query.where('p.is_active', '=', options.state === 'published')
	const { rows, total, page, pageCount } = await pagedQuery(query, options, { size: 20, max: 100 }, (products) =>
		products
			.select([
				'p.id', 'p.slug', 'p.name_ar', 'p.name_en', 'p.main_image_url', 'p.category_id', 'p.is_active', 'p.is_featured',
				'p.display_order', 'p.updated_at', 'c.name_ar as category_name_ar', 'c.name_en as category_name_en',
			])
			.orderBy('p.id', 'desc'),
	)
	const visibleCategories = await visibleCategoryIds()
	return {
		items: rows.map((r) => ({
			id: r.id,
			slug: r.slug,
			nameAr: r.name_ar,
			nameEn: r.name_en,
			mainImageUrl: r.main_image_url,
			categoryId: r.category_id,
			categoryNameAr: r.category_name_ar,
			categoryNameEn: r.category_name_en,
			isActive: toBool(r.is_active),
			visible: isProductVisible({ isActive: toBool(r.is_active), categoryId: r.category_id }, visibleCategories),
			isFeatured: toBool(r.is_featured),
			displayOrder: r.display_order,
			updatedAt: r.updated_at,
		})),
		total,
		page,
		pageCount,
	}
}

/** Every category (inactive ones too, marked), in tree order, for the category select and filter. */
export async function listCategoryOptions(): Promise<CategoryOption[]> {
	const rows = await db()
		.selectFrom('p_categories')
		.select(['id', 'parent_id', 'name_ar', 'name_en', 'is_active'])
		.orderBy('display_order', 'asc')
		.orderBy('id', 'asc')
		.execute()
	const options: CategoryOption[] = []
	const seen = new Set<number>()
	const visit = (parentId: number | null, depth: number) => {
		for (const row of rows) {
			if (row.parent_id !== parentId || seen.has(row.id)) continue
			seen.add(row.id)
			options.push({ id: row.id, nameAr: row.name_ar, nameEn: row.name_en, depth, isActive: toBool(row.is_active) })
			visit(row.id, depth + 1)
		}
	}
	visit(null, 0)
	return options
}

/**
 * The category options for a screen, or none and a flag when they cannot be read: the screen still
 * opens and says so (the spec's "fetching categories" error) instead of failing as a whole.
 */
export async function categoryOptionsForScreen(): Promise<{ categories: CategoryOption[]; categoriesError: boolean }> {
	try {
		return { categories: await listCategoryOptions(), categoriesError: false }
	} catch (error) {
		logger.error({ err: error }, 'fetching the product categories failed')
		return { categories: [], categoriesError: true }
	}
}

/** Every category's names by id, for the histories (a revision names its category or parent by id). */
export async function categoryNames(): Promise<CategoryNames> {
	return new Map((await listCategoryOptions()).map((c) => [String(c.id), { ar: c.nameAr, en: c.nameEn }]))
}
