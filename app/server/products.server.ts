import type { ExpressionBuilder } from 'kysely'
import { visibleCategoryIds } from './categories.server.ts'
import { db } from './db/db.server.ts'
import { type Database, type ProductRow, toBool } from './db/schema.ts'

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

/** Active products in display order, optionally within some categories, one page at a time. */
export async function listActiveProducts(options: { categoryIds?: number[]; page?: number; pageSize?: number } = {}): Promise<ProductPage> {
	const pageSize = Math.min(Math.max(options.pageSize ?? 12, 1), 100)
	const visible = await visibleCategoryIds()
	const base = db()
		.selectFrom('products')
		.where(visibleProductWhere(visible))
		.$if(options.categoryIds !== undefined, (query) =>
			query.where((eb) => (options.categoryIds!.length ? eb('category_id', 'in', options.categoryIds!) : eb.val(false))),
		)
	const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
	const pageCount = Math.max(1, Math.ceil(Number(total) / pageSize))
	const page = Math.min(Math.max(options.page ?? 1, 1), pageCount)
	const rows = await base
		.selectAll()
		.orderBy('display_order', 'asc')
		.orderBy('id', 'asc')
		.limit(pageSize)
		.offset((page - 1) * pageSize)
		.execute()
	return { items: rows.map(toProduct), total: Number(total), page, pageCount }
}

export async function listFeaturedProducts(limit = 8): Promise<Product[]> {
	const rows = await db()
		.selectFrom('products')
		.selectAll()
		.where(visibleProductWhere(await visibleCategoryIds()))
		.where('is_featured', '=', true)
		.orderBy('display_order', 'asc')
		.limit(limit)
		.execute()
	return rows.map(toProduct)
}

/** A product a visitor may see, with its active specifications and its gallery; null otherwise. */
export async function getActiveProductBySlug(slug: string): Promise<ProductDetail | null> {
	const row = await db()
		.selectFrom('products')
		.selectAll()
		.where('slug', '=', slug)
		.where(visibleProductWhere(await visibleCategoryIds()))
		.executeTakeFirst()
	if (!row) return null
	const [specifications, gallery] = await Promise.all([
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
	])
	return {
		...toProduct(row),
		specifications: specifications.map((s) => ({ nameAr: s.name_ar, nameEn: s.name_en, valueAr: s.value_ar, valueEn: s.value_en })),
		gallery: gallery.map((g) => ({ url: g.url, altAr: g.alt_ar, altEn: g.alt_en })),
	}
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
