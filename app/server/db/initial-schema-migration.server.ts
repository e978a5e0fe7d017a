import { type Kysely, type Migration, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers, oneOf, type Table } from './migration-helpers.server.ts'

export function initialSchema(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await h
				.timestamps(
					h
						.id(db.schema.createTable('p_categories'))
						.addColumn('parent_id', 'integer', (c) => c.references('p_categories.id').onDelete('restrict'))
						.addColumn('name_ar', 'text', (c) => c.notNull())
						.addColumn('name_en', 'text', (c) => c.notNull())
						.addColumn('slug', 'text', (c) => c.notNull().unique())
						.addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('image_url', 'text')
						.addColumn('is_active', 'boolean', h.bool(true))
						.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
						.addCheckConstraint('p_categories_slug_format', h.slugFormat('slug'))
						.addCheckConstraint('p_categories_not_own_parent', sql`parent_id is null or parent_id <> id`),
				)
				.execute()
			await db.schema.createIndex('p_categories_parent_idx').on('p_categories').column('parent_id').execute()
			await db.schema
				.createIndex('p_categories_active_order_idx')
				.on('p_categories')
				.columns(['is_active', 'display_order'])
				.execute()

			await h
				.timestamps(
					h
						.id(db.schema.createTable('products'))
						.addColumn('category_id', 'integer', (c) => c.references('p_categories.id').onDelete('restrict'))
						.addColumn('name_ar', 'text', (c) => c.notNull())
						.addColumn('name_en', 'text', (c) => c.notNull())
						.addColumn('slug', 'text', (c) => c.notNull().unique())
						.addColumn('description_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('main_image_url', 'text')
						.addColumn('origin_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('origin_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('packaging_type_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('packaging_type_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('weight', 'double precision')
						.addColumn('weight_unit', 'text')
						.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
						.addColumn('is_featured', 'boolean', h.bool(false))
						.addColumn('is_active', 'boolean', h.bool(true))
						.addCheckConstraint('products_weight_unit', sql`weight_unit is null or ${oneOf('weight_unit', ['g', 'kg', 'ton', 'ml', 'l'])}`)
						.addCheckConstraint('products_weight_positive', sql`weight is null or weight > 0`)
						.addCheckConstraint('products_slug_format', h.slugFormat('slug')),
				)
				.execute()
			await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'is_active']).execute()
			await db.schema.createIndex('products_active_order_idx').on('products').columns(['is_active', 'display_order']).execute()

			await h
				.id(db.schema.createTable('product_images'))
				.addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
				.addColumn('url', 'text', (c) => c.notNull())
				.addColumn('alt_ar', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
				.execute()
			await db.schema.createIndex('product_images_product_idx').on('product_images').column('product_id').execute()

			await h
				.id(db.schema.createTable('product_specifications'))
				.addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
				.addColumn('name_ar', 'text', (c) => c.notNull())
				.addColumn('name_en', 'text', (c) => c.notNull())
				.addColumn('value_ar', 'text', (c) => c.notNull())
				.addColumn('value_en', 'text', (c) => c.notNull())
				.addColumn('is_active', 'boolean', h.bool(true))
				.addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
				.execute()
			await db.schema.createIndex('product_specifications_product_idx').on('product_specifications').column('product_id').execute()

			await h
				.timestamps(
					h
						.id(db.schema.createTable('blog_posts'))
						.addColumn('slug', 'text', (c) => c.notNull().unique())
						.addColumn('title_ar', 'text', (c) => c.notNull())
						.addColumn('title_en', 'text', (c) => c.notNull())
						.addColumn('excerpt_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('excerpt_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('body_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('cover_image_url', 'text')
						.addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
						.addColumn('published_at', h.timestamp)
						.addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
						.addCheckConstraint('blog_posts_status', oneOf('status', ['draft', 'published']))
						.addCheckConstraint('blog_posts_slug_format', h.slugFormat('slug'))
						.addCheckConstraint('blog_posts_published_has_date', sql`status <> 'published' or published_at is not null`),
				)
				.execute()
			await db.schema.createIndex('blog_posts_status_published_idx').on('blog_posts').columns(['status', 'published_at']).execute()
			await db.schema.createIndex('blog_posts_created_idx').on('blog_posts').column('created_at').execute()

			await h
				.timestamps(
					h
						.id(db.schema.createTable('contact_messages'))
						.addColumn('name', 'text', (c) => c.notNull())
						.addColumn('email', 'text', (c) => c.notNull())
						.addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('service', 'text', (c) => c.notNull())
						.addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('message', 'text', (c) => c.notNull())
						.addColumn('status', 'text', (c) => c.notNull().defaultTo('unread'))
						.addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
						.addColumn('spam_reason', 'text')
						.addCheckConstraint('contact_messages_status', oneOf('status', ['unread', 'read', 'archived']))
						.addCheckConstraint(
							'contact_messages_service',
							oneOf('service', ['sea_freight', 'air_freight', 'land_transport', 'other']),
						)
						.addCheckConstraint('contact_messages_language', oneOf('language', ['ar', 'en'])),
				)
				.execute()
			await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute()
			await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').columns(['status', 'created_at']).execute()

			await h
				.timestamps(
					h
						.id(db.schema.createTable('subscribers'))
						.addColumn('email', 'text', (c) => c.notNull())
						.addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
						.addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
						.addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
						.addCheckConstraint('subscribers_language', oneOf('language', ['ar', 'en']))
						.addCheckConstraint('subscribers_status', oneOf('status', ['active', 'unsubscribed'])),
				)
				.execute()
			// One row per address whatever its letter case.
			await db.schema.createIndex('subscribers_email_unique').on('subscribers').unique().expression(sql`lower(email)`).execute()

			await h
				.timestamps(
					h
						.id(db.schema.createTable('advertising_codes'))
						.addColumn('name', 'text', (c) => c.notNull())
						.addColumn('code', 'text', (c) => c.notNull())
						.addColumn('type', 'text', (c) => c.notNull().defaultTo('header'))
						.addColumn('enabled', 'boolean', h.bool(false))
						.addColumn('platform', 'text', (c) => c.notNull())
						.addCheckConstraint('advertising_codes_type', oneOf('type', ['header', 'body', 'body_start', 'body_end'])),
				)
				.execute()
			await db.schema
				.createIndex('advertising_codes_type_enabled_idx')
				.on('advertising_codes')
				.columns(['type', 'enabled', 'created_at'])
				.execute()

			await h
				.createdAt(
					h
						.id(db.schema.createTable('admin_activity_logs'))
						.addColumn('action', 'text', (c) => c.notNull())
						.addColumn('entity_type', 'text', (c) => c.notNull())
						.addColumn('entity_id', 'text', (c) => c.notNull())
						.addColumn('details', 'text')
						.addColumn('user_id', 'text')
						.addColumn('user_email', 'text')
						.addCheckConstraint('admin_activity_logs_action', oneOf('action', ['create', 'update', 'delete'])),
				)
				.execute()
			await db.schema.createIndex('admin_activity_logs_created_idx').on('admin_activity_logs').column('created_at').execute()
			await db.schema
				.createIndex('admin_activity_logs_entity_idx')
				.on('admin_activity_logs')
				.columns(['entity_type', 'entity_id'])
				.execute()

			let seo = db.schema
				.createTable('seo_settings')
				.addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(1))
				.addCheckConstraint('seo_settings_single_row', sql`id = 1`)
			for (const field of ['meta_title', 'meta_description', 'keywords', 'og_title', 'og_description', 'twitter_title', 'twitter_description']) {
				seo = seo
					.addColumn(`${field}_ar`, 'text', (c) => c.notNull().defaultTo(''))
					.addColumn(`${field}_en`, 'text', (c) => c.notNull().defaultTo(''))
			}
			await seo
				.addColumn('og_image', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('twitter_image', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('canonical_url', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('robots_txt', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('sitemap_enabled', 'boolean', h.bool(true))
				.addColumn('updated_at', h.timestamp, (c) => c.notNull().defaultTo(h.now))
				.execute()

			await db.schema
				.createTable('site_settings')
				.addColumn('key', 'text', (c) => c.primaryKey())
				.addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
				.addColumn('value_en', 'text')
				.addColumn('updated_at', h.timestamp, (c) => c.notNull().defaultTo(h.now))
				.execute()

			const visit = (t: Table) =>
				t
					.addColumn('page_path', 'text')
					.addColumn('referrer', 'text')
					.addColumn('user_agent', 'text')
					.addColumn('session_id', 'text')
					.addColumn('user_id', 'text')
			await h
				.createdAt(
					visit(h.id(db.schema.createTable('page_views')))
						.addColumn('page_title', 'text')
						.addCheckConstraint('page_views_path_present', sql`page_path is not null`),
				)
				.execute()
			await db.schema.createIndex('page_views_created_idx').on('page_views').column('created_at').execute()
			await db.schema.createIndex('page_views_path_idx').on('page_views').columns(['page_path', 'created_at']).execute()

			await h
				.createdAt(
					visit(h.id(db.schema.createTable('tracking_events')))
						.addColumn('event_name', 'text', (c) => c.notNull())
						.addColumn('event_category', 'text')
						.addColumn('event_action', 'text')
						.addColumn('event_label', 'text')
						.addColumn('event_value', 'double precision')
						.addColumn('custom_parameters', 'text'),
				)
				.execute()
			await db.schema.createIndex('tracking_events_created_idx').on('tracking_events').column('created_at').execute()

			await h
				.createdAt(
					visit(h.id(db.schema.createTable('conversion_events')))
						.addColumn('conversion_name', 'text', (c) => c.notNull())
						.addColumn('conversion_value', 'double precision')
						.addColumn('custom_parameters', 'text'),
				)
				.execute()
			await db.schema.createIndex('conversion_events_created_idx').on('conversion_events').column('created_at').execute()

			await h
				.createdAt(
					h
						.id(db.schema.createTable('media'))
						.addColumn('storage_key', 'text', (c) => c.notNull().unique())
						.addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('mime_type', 'text', (c) => c.notNull())
						.addColumn('width', 'integer', (c) => c.notNull())
						.addColumn('height', 'integer', (c) => c.notNull())
						.addColumn('bytes', 'integer', (c) => c.notNull())
						.addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
						.addColumn('alt_ar', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
						.addColumn('created_by', 'text'),
				)
				.execute()
		},
	}
}
