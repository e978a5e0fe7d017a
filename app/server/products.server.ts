import type { ExpressionBuilder } from 'kysely'
import { visibleCategoryIds } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { type Database, type ProductRow, toBool } from './db/schema.ts'
import type { ExportData } from '#app/lib/export-data.ts'
import { type ExportFilters, exportFilterOptions, getExportData, readExportData, siteToday } from './export-data.server.ts'
import { pagedQuery } from './paged-query.server.ts'

export interface Product {
	id: number
	categoryId: number | null
	slug: string
	nameAr: string
	nameEn: string
	descriptionAr: string
	descriptionEn: string
	mainImageUrl: string | null
	originAr: string
	originEn: string
	packagingTypeAr: string
	packagingTypeEn: string
	weight: number | null
	weightUnit: ProductRow['weight_unit']
	displayOrder: number
	isFeatured: boolean
	isActive: boolean
}

export interface ProductSpecification {
	nameAr: string
	nameEn: string
	valueAr: string
	valueEn: string
}

export interface ProductImage {
	url: string
	altAr: string
	altEn: string
}

export interface ProductDetail extends Product {
	specifications: ProductSpecification[]
	gallery: ProductImage[]
	/** Certifications: only those valid today. */
	exportData: ExportData
}

export function toProduct(row: ProductRow): Product {
	return {
		id: row.id,
		categoryId: row.category_id,
		slug: row.slug,
		nameAr: row.name_ar,
		nameEn: row.name_en,
		descriptionAr: row.description_ar,
		descriptionEn: row.description_en,
		mainImageUrl: row.main_image_url,
		originAr: row.origin_ar,
		originEn: row.origin_en,
		packagingTypeAr: row.packaging_type_ar,
		packagingTypeEn: row.packaging_type_en,
		weight: row.weight === null ? null : Number(row.weight),
		weightUnit: row.weight_unit,
		displayOrder: row.display_order,
		isFeatured: toBool(row.is_featured),
		isActive: toBool(row.is_active),
	}
}

/**
 * The product rule of catalogue-visibility.ts (`isProductVisible`) as a condition on the products
 * table, given the visible categories' ids: active, and without a category or in a visible one.
 */
export function visibleProductWhere(visibleIds: Iterable<number>) {
	const ids = [...visibleIds]
	return (eb: ExpressionBuilder<Database, 'products'>) =>
		eb.and([
			eb('products.is_active', '=', true),
			ids.length ? eb.or([eb('products.category_id', 'is', null), eb('products.category_id', 'in', ids)]) : eb('products.category_id', 'is', null),
		])
}

export interface ProductPage {
	items: Product[]
	total: number
	page: number
	pageCount: number
}

/**
 * Active products in display order, optionally within some categories and narrowed by the export
 * filters (origin, a valid certification, an Incoterm), one page at a time.
 */
export async function listActiveProducts(
	options: { categoryIds?: number[]; page?: number; pageSize?: number; filters?: ExportFilters; now?: Date; visibleIds?: Set<number> } = {},
): Promise<ProductPage> {
	const visible = options.visibleIds ?? (await visibleCategoryIds())
	const { origin, certification, incoterm } = options.filters ?? {}
	const today = siteToday(options.now)
	const base = db()
		.selectFrom('products')
		.where(visibleProductWhere(visible))
		.$if(options.categoryIds !== undefined, (query) =>
			query.where((eb) => (options.categoryIds!.length ? eb('category_id', 'in', options.categoryIds!) : eb.val(false))),
		)
		.$if(Boolean(origin), (q) => q.where('origin_country', '=', origin!))
		.$if(Boolean(certification), (q) =>
			q.where((eb) =>
				eb.exists(
					eb
						.selectFrom('product_certifications as c')
						.select('c.id')
						.whereRef('c.product_id', '=', 'products.id')
						.where('c.name', '=', certification!)
						.where('c.valid_until', '>=', today),
				),
			),
		)
		.$if(Boolean(incoterm), (q) =>
			q.where((eb) =>
				eb.exists(eb.selectFrom('product_incoterms as i').select('i.code').whereRef('i.product_id', '=', 'products.id').where('i.code', '=', incoterm!)),
			),
		)
	const { rows, total, page, pageCount } = await pagedQuery(base, options, { size: 12, max: 100 }, (query) =>
		query.selectAll().orderBy('display_order', 'asc').orderBy('id', 'asc'),
	)
	return { items: rows.map(toProduct), total, page, pageCount }
}

/**
 * The export filters' choices for active products within some categories (all visible ones by
 * default). `visibleIds` replaces the visible categories, as a staff preview of a draft category does.
 */
export async function listProductFilterOptions(options: { categoryIds?: number[]; now?: Date; visibleIds?: Set<number> } = {}) {
	const ids = await db()
		.selectFrom('products')
		.select('id')
		.where(visibleProductWhere(options.visibleIds ?? (await visibleCategoryIds())))
		.$if(options.categoryIds !== undefined, (query) =>
			query.where((eb) => (options.categoryIds!.length ? eb('category_id', 'in', options.categoryIds!) : eb.val(false))),
		)
		.execute()
	return exportFilterOptions(
		ids.map((row) => row.id),
		options.now,
	)
}

/** A product a visitor may see, with its active specifications, its gallery and its export data; null otherwise. */
export async function getActiveProductBySlug(slug: string, now = new Date()): Promise<ProductDetail | null> {
	return productDetailBySlug(slug, { visibleOnly: true, now })
}

/**
 * Any product by slug, a draft (inactive) one or one in a draft category too: what staff preview as
 * the public page (decision 0045). Never for visitors: the caller checks the staff session.
 */
export async function getProductForPreview(slug: string, now = new Date()): Promise<ProductDetail | null> {
	return productDetailBySlug(slug, { visibleOnly: false, now })
}

async function productDetailBySlug(slug: string, { visibleOnly, now }: { visibleOnly: boolean; now: Date }): Promise<ProductDetail | null> {
	let query = db().selectFrom('products').selectAll().where('slug', '=', slug)
	if (visibleOnly) query = query.where(visibleProductWhere(await visibleCategoryIds()))
	const row = await query.executeTakeFirst()
	if (!row) return null
	const [specifications, gallery, exportData] = await Promise.all([
		db()
			.selectFrom('product_specifications')
			.select(['name_ar', 'name_en', 'value_ar', 'value_en'])
			.where('product_id', '=', row.id)
			.where('is_active', '=', true)
			.orderBy('display_order', 'asc')
			.orderBy('id', 'asc')
			.execute(),
		db()
			.selectFrom('product_images')
			.select(['url', 'alt_ar', 'alt_en'])
			.where('product_id', '=', row.id)
			.orderBy('display_order', 'asc')
			.orderBy('id', 'asc')
			.execute(),
		getExportData(row.id),
	])
	const today = siteToday(now)
	return {
		...toProduct(row),
		specifications: specifications.map((s) => ({ nameAr: s.name_ar, nameEn: s.name_en, valueAr: s.value_ar, valueEn: s.value_en })),
		gallery: gallery.map((g) => ({ url: g.url, altAr: g.alt_ar, altEn: g.alt_en })),
		exportData: { ...exportData!, certifications: exportData!.certifications.filter((c) => c.validUntil >= today) },
	}
}

/** The visible products among these slugs, with their export data, by slug (a quote basket's products). */
export async function getActiveProductsBySlugs(slugs: string[]): Promise<Map<string, Product & { exportData: ExportData }>> {
	const found = new Map<string, Product & { exportData: ExportData }>()
	if (!slugs.length) return found
	const rows = await db()
		.selectFrom('products')
		.selectAll()
		.where('slug', 'in', slugs)
		.where(visibleProductWhere(await visibleCategoryIds()))
		.execute()
	const exportData = await readExportData(rows.map((row) => row.id))
	for (const row of rows) found.set(row.slug, { ...toProduct(row), exportData: exportData.get(row.id)! })
	return found
}

/** Other visible products of the same category, for the product page. */
export async function listRelatedProducts(product: Pick<Product, 'id' | 'categoryId'>, limit = 4): Promise<Product[]> {
	if (product.categoryId === null) return []
	const rows = await db()
		.selectFrom('products')
		.selectAll()
		.where(visibleProductWhere(await visibleCategoryIds()))
		.where('category_id', '=', product.categoryId)
		.where('id', '<>', product.id)
		.orderBy('display_order', 'asc')
		.limit(limit)
		.execute()
	return rows.map(toProduct)
}
