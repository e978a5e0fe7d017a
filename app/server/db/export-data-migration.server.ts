import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers, oneOf } from './migration-helpers.server.ts'

/**
 * Export-grade product data (decision 0034): HS code, country of origin, shelf life, storage, the
 * minimum order on the product row; packaging options, Incoterms, ports of loading and
 * certifications in tables of their own (a product has several of each, and the listing filters on
 * Incoterms and certifications). `job_leases` holds the lease of timers that run once a period
 * across every instance (the certification expiry mail first).
 */
export function exportProductData(dialect: Dialect): Migration {
	const h = helpers(dialect)
	const positive = (column: string) => sql.raw(`${column} is null or ${column} > 0`)
	return {
		async up(db: Kysely<unknown>) {
			const products = () => db.schema.alterTable('products')
			await products().addColumn('hs_code', 'text', (c) => c.notNull().defaultTo('')).execute()
			await products().addColumn('origin_country', 'text', (c) => c.notNull().defaultTo('')).execute()
			await products().addColumn('shelf_life_months', 'integer', (c) => c.check(positive('shelf_life_months'))).execute()
			await products().addColumn('storage_ar', 'text', (c) => c.notNull().defaultTo('')).execute()
			await products().addColumn('storage_en', 'text', (c) => c.notNull().defaultTo('')).execute()
			await products().addColumn('moq', 'double precision', (c) => c.check(positive('moq'))).execute()
			await products()
				.addColumn('moq_unit', 'text', (c) =>
					c.check(sql`moq_unit is null or ${oneOf('moq_unit', ['kg', 'ton', 'carton', 'pallet', 'container_20ft', 'container_40ft'])}`),
				)
				.execute()
			await db.schema.createIndex('products_origin_country_idx').on('products').columns(['origin_country', 'is_active']).execute()

			await h
				.id(db.schema.createTable('product_packaging'))
				.addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
				.addColumn('label_ar', 'text', (c) => c.notNull())
				.addColumn('label_en', 'text', (c) => c.notNull())
				.addColumn('net_weight', 'double precision', (c) => c.notNull())
				.addColumn('net_unit', 'text', (c) => c.notNull())
				.addColumn('units_per_carton', 'integer')
				.addColumn('cartons_per_pallet', 'integer')
				.addColumn('cartons_per_20ft', 'integer')
				.addColumn('cartons_per_40ft', 'integer')
				.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addCheckConstraint('product_packaging_net_unit', oneOf('net_unit', ['g', 'kg', 'ml', 'l']))
				.addCheckConstraint('product_packaging_net_weight', sql`net_weight > 0`)
				.execute()
			await db.schema.createIndex('product_packaging_product_idx').on('product_packaging').column('product_id').execute()

			await db.schema
				.createTable('product_incoterms')
				.addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
				.addColumn('code', 'text', (c) => c.notNull())
				.addPrimaryKeyConstraint('product_incoterms_pk', ['product_id', 'code'])
				.addCheckConstraint('product_incoterms_code', oneOf('code', ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']))
				.execute()
			await db.schema.createIndex('product_incoterms_code_idx').on('product_incoterms').columns(['code', 'product_id']).execute()

			await h
				.id(db.schema.createTable('product_ports'))
				.addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
				.addColumn('name_ar', 'text', (c) => c.notNull())
				.addColumn('name_en', 'text', (c) => c.notNull())
				.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
				.execute()
			await db.schema.createIndex('product_ports_product_idx').on('product_ports').column('product_id').execute()

			await h
				.id(db.schema.createTable('product_certifications'))
				.addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
				.addColumn('name', 'text', (c) => c.notNull())
				.addColumn('issuer', 'text', (c) => c.notNull())
				.addColumn('number', 'text', (c) => c.notNull())
				// A calendar date as text on both databases (YYYY-MM-DD compares in order).
				.addColumn('valid_until', 'text', (c) => c.notNull())
				.addColumn('file_url', 'text')
				.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
				.addCheckConstraint(
					'product_certifications_valid_until',
					dialect === 'postgres'
						? sql`valid_until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`
						: sql`valid_until glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`,
				)
				.execute()
			await db.schema.createIndex('product_certifications_product_idx').on('product_certifications').column('product_id').execute()
			await db.schema.createIndex('product_certifications_valid_idx').on('product_certifications').columns(['valid_until', 'name']).execute()

			await db.schema
				.createTable('job_leases')
				.addColumn('name', 'text', (c) => c.primaryKey())
				.addColumn('next_run_at', h.timestamp)
				.execute()
		},
	}
}
