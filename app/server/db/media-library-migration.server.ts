import type { Kysely, Migration } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { helpers } from './migration-helpers.server.ts'

/**
 * The media library (decision 0044). Where an image is used is never stored: it is read from the
 * items that name it (app/server/media-usage.server.ts), so these indexes let each of those reads
 * find an image's users by its URL without reading the table. `unused_since` is when the cleanup
 * first saw an image used by nothing (null while it is used, or not yet seen): the grace period
 * counts from there.
 */
export function mediaLibrary(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('media').addColumn('unused_since', h.timestamp).execute()
			await db.schema.createIndex('media_created_idx').on('media').column('created_at').execute()
			await db.schema.createIndex('media_unused_since_idx').on('media').column('unused_since').execute()
			await db.schema.createIndex('product_images_url_idx').on('product_images').column('url').execute()
			await db.schema.createIndex('products_main_image_idx').on('products').column('main_image_url').execute()
			await db.schema.createIndex('p_categories_image_idx').on('p_categories').column('image_url').execute()
			await db.schema
				.createIndex('blog_posts_cover_image_idx')
				.on('blog_posts')
				.column('cover_image_url')
				.execute()
		},
	}
}
