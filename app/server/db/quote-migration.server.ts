import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers, oneOf } from './migration-helpers.server.ts'

/**
 * Quote requests (decision 0037): a quote request is a contact message of kind `quote`, so it
 * lands in the same inbox under the same statuses, and its lines live in a table of their own. Each
 * line keeps what the buyer saw (product names, packaging label) beside the product's id, so a
 * product renamed or deleted later never changes what was asked.
 */
export function quoteRequests(dialect: Dialect): Migration {
	const h = helpers(dialect)
	const calendarDate = (column: string) =>
		dialect === 'postgres'
			? sql.raw(`${column} is null or ${column} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)
			: sql.raw(`${column} is null or ${column} glob '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`)
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.alterTable('contact_messages')
				.addColumn('kind', 'text', (c) => c.notNull().defaultTo('contact').check(oneOf('kind', ['contact', 'quote'])))
				.execute()
			await db.schema.createIndex('contact_messages_kind_idx').on('contact_messages').columns(['kind', 'created_at']).execute()

			await h
				.id(db.schema.createTable('quote_request_lines'))
				.addColumn('message_id', 'integer', (c) => c.notNull().references('contact_messages.id').onDelete('cascade'))
				.addColumn('position', 'integer', (c) => c.notNull())
				.addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
				.addColumn('product_slug', 'text', (c) => c.notNull())
				.addColumn('product_name_ar', 'text', (c) => c.notNull())
				.addColumn('product_name_en', 'text', (c) => c.notNull())
				.addColumn('packaging_ar', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('packaging_en', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('quantity', 'double precision', (c) => c.notNull())
				.addColumn('unit', 'text', (c) => c.notNull())
				.addColumn('incoterm', 'text', (c) => c.notNull())
				.addColumn('destination_country', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('destination_port', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('target_date', 'text', (c) => c.check(calendarDate('target_date')))
				.addCheckConstraint('quote_request_lines_quantity', sql`quantity > 0`)
				.addCheckConstraint('quote_request_lines_unit', oneOf('unit', ['kg', 'ton', 'carton', 'pallet', 'container_20ft', 'container_40ft']))
				.addCheckConstraint('quote_request_lines_incoterm', oneOf('incoterm', ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']))
				.addCheckConstraint('quote_request_lines_destination', sql`destination_country <> '' or destination_port <> ''`)
				.addUniqueConstraint('quote_request_lines_position', ['message_id', 'position'])
				.execute()
			await db.schema.createIndex('quote_request_lines_product_idx').on('quote_request_lines').column('product_id').execute()
		},
	}
}
