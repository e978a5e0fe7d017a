import type { ColumnType } from 'kysely'
import type { NetUnit, WeightUnit } from '#app/lib/units.ts'
import type { Bool, Default, Id, Timestamp } from './column-types.ts'

/** The catalogue: categories, products and what each product lists. */

export interface CategoriesTable {
	id: Id
	parent_id: number | null
	name_ar: string
	name_en: string
	slug: string
	description_ar: Default<string>
	description_en: Default<string>
	image_url: string | null
	is_active: Bool
	display_order: ColumnType<number, number | undefined, number>
	created_at: Timestamp
	updated_at: Timestamp
}

export interface ProductsTable {
	id: Id
	category_id: number | null
	name_ar: string
	name_en: string
	slug: string
	description_ar: Default<string>
	description_en: Default<string>
	main_image_url: string | null
	origin_ar: Default<string>
	origin_en: Default<string>
	packaging_type_ar: Default<string>
	packaging_type_en: Default<string>
	weight: number | null
	weight_unit: WeightUnit | null
	display_order: ColumnType<number, number | undefined, number>
	is_featured: Bool
	is_active: Bool
	search_name_ar: Default<string>
	search_name_en: Default<string>
	search_description_ar: Default<string>
	search_description_en: Default<string>
	/** Export data (decision 0034): '' / null when not stated. */
	hs_code: Default<string>
	origin_country: Default<string>
	shelf_life_months: ColumnType<number | null, number | null | undefined, number | null>
	storage_ar: Default<string>
	storage_en: Default<string>
	moq: ColumnType<number | null, number | null | undefined, number | null>
	moq_unit: ColumnType<MoqUnit | null, MoqUnit | null | undefined, MoqUnit | null>
	created_at: Timestamp
	updated_at: Timestamp
}

export type MoqUnit = 'kg' | 'ton' | 'carton' | 'pallet' | 'container_20ft' | 'container_40ft'

export interface ProductPackagingTable {
	id: Id
	product_id: number
	label_ar: string
	label_en: string
	net_weight: number
	net_unit: NetUnit
	units_per_carton: number | null
	cartons_per_pallet: number | null
	cartons_per_20ft: number | null
	cartons_per_40ft: number | null
	display_order: ColumnType<number, number | undefined, number>
}

export interface ProductIncotermsTable {
	product_id: number
	code: string
}

export interface ProductPortsTable {
	id: Id
	product_id: number
	name_ar: string
	name_en: string
	display_order: ColumnType<number, number | undefined, number>
}

export interface ProductCertificationsTable {
	id: Id
	product_id: number
	name: string
	issuer: string
	number: string
	/** YYYY-MM-DD, the last day it is valid. */
	valid_until: string
	file_url: string | null
	display_order: ColumnType<number, number | undefined, number>
}

export interface ProductImagesTable {
	id: Id
	product_id: number
	url: string
	alt_ar: Default<string>
	alt_en: Default<string>
	display_order: ColumnType<number, number | undefined, number>
}

export interface ProductSpecificationsTable {
	id: Id
	product_id: number
	name_ar: string
	name_en: string
	value_ar: string
	value_en: string
	is_active: Bool
	display_order: ColumnType<number, number | undefined, number>
	search_text: Default<string>
}
