import {
	type ColumnDefinitionBuilder,
	type CreateTableBuilder,
	type Kysely,
	type Migration,
	type MigrationProvider,
	Migrator,
	sql,
} from 'kysely'
import type { Dialect } from './connect.server.ts'
import { exportProductData } from './export-data-migration.server.ts'

/**
 * Migrations live in code (not files on disk) so they ship inside the server bundle. Each one is
 * written once for both databases; the few types that differ are chosen by these helpers.
 */
type Table = CreateTableBuilder<string, never>

export function helpers(dialect: Dialect) {
	const pg = dialect === 'postgres'
	const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
	return {
		id: (t: Table) =>
			t.addColumn('id', 'integer', (c) =>
				pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
			),
		timestamp: pg ? ('timestamptz' as const) : ('text' as const),
		timestamps: (t: Table) =>
			t
				.addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now))
				.addColumn('updated_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now)),
		createdAt: (t: Table) => t.addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull().defaultTo(now)),
		// SQLite 3.23+ understands TRUE/FALSE as 1/0, so one default serves both.
		bool: (value: boolean) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql.raw(value ? 'true' : 'false')),
		now,
		/** lowercase letters, digits and hyphens: the URL slug rule, enforced by the database too. */
		slugFormat: (column: string) =>
			pg
				? sql.raw(`${column} ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'`)
				: sql.raw(`${column} <> '' and ${column} not glob '*[^a-z0-9-]*' and ${column} not like '-%' and ${column} not like '%-'`),
	}
}

export const oneOf = (column: string, values: readonly string[]) =>
	sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

function initialSchema(dialect: Dialect): Migration {
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

/** Rate-limit counters shared by every app instance, the mail outbox, and normalised search text. */
function operationsAndSearch(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('rate_limits')
				.addColumn('key', 'text', (c) => c.primaryKey())
				.addColumn('window_start', 'bigint', (c) => c.notNull())
				.addColumn('count', 'integer', (c) => c.notNull())
				.execute()
			await h
				.createdAt(
					h
						.id(db.schema.createTable('mail_outbox'))
						.addColumn('to_address', 'text', (c) => c.notNull())
						.addColumn('subject', 'text', (c) => c.notNull())
						.addColumn('body_text', 'text', (c) => c.notNull())
						.addColumn('reply_to', 'text')
						.addColumn('status', 'text', (c) => c.notNull())
						.addColumn('error', 'text')
						.addCheckConstraint('mail_outbox_status', oneOf('status', ['logged', 'sent', 'failed'])),
				)
				.execute()
			// Arabic-normalised copies of the searchable text (app/lib/arabic.ts), written with the row.
			for (const column of ['search_name_ar', 'search_name_en', 'search_description_ar', 'search_description_en']) {
				await db.schema
					.alterTable('products')
					.addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
					.execute()
			}
			await db.schema
				.alterTable('product_specifications')
				.addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
				.execute()
		},
	}
}

/** The one-time link that creates the first administrator (only while no user exists). */
function setupTokens(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('setup_tokens')
				.addColumn('token_hash', 'text', (c) => c.primaryKey())
				.addColumn('expires_at', h.timestamp, (c) => c.notNull())
				.execute()
		},
	}
}

/**
 * Cookieless analytics (issue 5): page-view dimensions and the visitor hash, the shared daily salt,
 * per-day aggregates for the stats screens, and advertising codes that wait for consent.
 */
function analyticsPrivacy(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			const columns: [string, ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?][] = [
				['visitor_hash'],
				['referrer_host'],
				['utm_source'],
				['utm_medium'],
				['utm_campaign'],
				['device', (c) => c.check(sql`device is null or ${oneOf('device', ['mobile', 'tablet', 'desktop'])}`)],
				['language', (c) => c.check(sql`language is null or ${oneOf('language', ['ar', 'en'])}`)],
			]
			for (const [name, build] of columns) await db.schema.alterTable('page_views').addColumn(name, 'text', build).execute()

			await h
				.createdAt(
					db.schema
						.createTable('analytics_salts')
						.addColumn('day', 'text', (c) => c.primaryKey())
						.addColumn('salt', 'text', (c) => c.notNull()),
				)
				.execute()

			await db.schema
				.createTable('analytics_daily')
				.addColumn('time_zone', 'text', (c) => c.notNull())
				.addColumn('dimension', 'text', (c) => c.notNull())
				.addColumn('day', 'text', (c) => c.notNull())
				.addColumn('key', 'text', (c) => c.notNull())
				.addColumn('hits', 'bigint', (c) => c.notNull())
				.addColumn('visitors', 'bigint', (c) => c.notNull().defaultTo(0))
				.addColumn('value_sum', 'double precision', (c) => c.notNull().defaultTo(0))
				.addPrimaryKeyConstraint('analytics_daily_pk', ['time_zone', 'dimension', 'day', 'key'])
				// Stored in key order on SQLite too: a range of days of one dimension is one sequential read.
				.$call((t) => (dialect === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t))
				.execute()

			await db.schema.alterTable('advertising_codes').addColumn('requires_consent', 'boolean', h.bool(false)).execute()
		},
	}
}

/**
 * Search that stays fast on a large catalogue (decision 0017).
 * - PostgreSQL: trigram GIN indexes (pg_trgm) let `like '%…%'` on the normalised search columns
 *   find rows without reading the table. The extension ships with PostgreSQL's contrib package and
 *   is trusted (a database owner may create it); where it cannot be created, search keeps working
 *   by reading the table, and the server says so at start.
 * - SQLite: FTS5 tables with the trigram tokenizer over the same columns (external content: they
 *   keep only the index), kept in step by triggers, so every write path updates them.
 */
function searchIndexes(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			if (dialect === 'postgres') await createSearchIndexes(db)
			else for (const index of sqliteSearchIndexes) for (const statement of ftsStatements(index)) await sql.raw(statement).execute(db)
		},
	}
}

/** The SQLite full-text indexes: name, indexed table, columns. */
export const sqliteSearchIndexes = [
	{ name: 'product_search', table: 'products', columns: ['search_name_ar', 'search_name_en', 'search_description_ar', 'search_description_en'] },
	{ name: 'specification_search', table: 'product_specifications', columns: ['search_text'] },
] as const

function ftsStatements({ name, table, columns }: (typeof sqliteSearchIndexes)[number]) {
	const list = columns.join(', ')
	const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ')
	const remove = `insert into ${name}(${name}, rowid, ${list}) values ('delete', old.id, ${values('old')});`
	const add = `insert into ${name}(rowid, ${list}) values (new.id, ${values('new')});`
	return [
		`create virtual table ${name} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`,
		`create trigger ${name}_insert after insert on ${table} begin ${add} end`,
		`create trigger ${name}_delete after delete on ${table} begin ${remove} end`,
		`create trigger ${name}_update after update of ${list} on ${table} begin ${remove} ${add} end`,
		`insert into ${name}(${name}) values ('rebuild')`,
	]
}

const searchColumns = [
	['products', 'search_name_ar'],
	['products', 'search_name_en'],
	['products', 'search_description_ar'],
	['products', 'search_description_en'],
	['product_specifications', 'search_text'],
] as const
const searchIndexName = (table: string, column: string) => `${table}_${column}_trgm`
export const searchIndexNames = searchColumns.map(([table, column]) => searchIndexName(table, column))

/**
 * Creates the trigram search indexes where pg_trgm is (or can be) installed; answers whether they
 * exist. Also run at start while they are missing, so installing the extension later is enough.
 * Inside a transaction (the migrator's, or the caller's), serialised with other instances.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- runs before and after the typed schema exists
export async function createSearchIndexes(db: Kysely<any>): Promise<boolean> {
	await sql`select pg_advisory_xact_lock(hashtext('tasdeer:search-indexes'))`.execute(db)
	const trgm = await trigramSchema(db)
	if (!trgm) return false
	const ops = sql.raw(`${quoteIdentifier(trgm)}.gin_trgm_ops`)
	// One index a column: the planner prices each well and combines them for an OR (one index over
	// four columns looked as costly as reading the table). fastupdate off: the catalogue changes
	// rarely, and a pending list of unsorted entries would make every search read it and the
	// planner shy away from the index until a vacuum.
	for (const [table, column] of searchColumns) {
		await sql`create index if not exists ${sql.raw(searchIndexName(table, column))} on ${sql.table(table)} using gin (${sql.ref(column)} ${ops}) with (fastupdate = off)`.execute(db)
	}
	return true
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * The schema pg_trgm lives in, creating it (in `public`, so every schema of the database finds it)
 * if it is missing and may be created; null when it is not to be had. Runs inside the migration's
 * transaction, so a refusal is contained by a savepoint. Two migrations creating it at once (test
 * schemas of one database) both end up using the one that won.
 */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
	const installed = async () =>
		(await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db)).rows[0]?.schema.replace(/^"|"$/g, '') ?? null
	const existing = await installed()
	if (existing) return existing
	await sql`savepoint search_trgm`.execute(db)
	try {
		await sql`create extension if not exists pg_trgm with schema public`.execute(db)
		await sql`release savepoint search_trgm`.execute(db)
	} catch {
		await sql`rollback to savepoint search_trgm`.execute(db)
	}
	return installed()
}

/**
 * Newsletter double opt-in (decision 0024): a subscription waits as `pending` until its address
 * confirms through a mailed link. The confirmation token is stored only as its SHA-256 hash, with
 * its expiry; `mailed_at` paces mails to one address; `confirmed_at` records the consent. Rows that
 * exist already were subscribed before confirmation existed and stay `active`.
 * PostgreSQL changes the status check in place; SQLite cannot alter a check constraint, so the
 * table is rebuilt (inside the migration's transaction) with the same rows and index.
 */
function newsletterConfirmation(dialect: Dialect): Migration {
	const h = helpers(dialect)
	const statuses = oneOf('status', ['pending', 'active', 'unsubscribed'])
	return {
		async up(db: Kysely<unknown>) {
			if (dialect === 'postgres') {
				await sql`alter table subscribers drop constraint subscribers_status`.execute(db)
				await sql`alter table subscribers add constraint subscribers_status check (${statuses})`.execute(db)
				for (const column of ['confirm_expires_at', 'confirmed_at', 'mailed_at']) {
					await db.schema.alterTable('subscribers').addColumn(column, h.timestamp).execute()
				}
				await db.schema.alterTable('subscribers').addColumn('confirm_token_hash', 'text', (c) => c.unique()).execute()
				return
			}
			await h
				.timestamps(
					h
						.id(db.schema.createTable('subscribers_next'))
						.addColumn('email', 'text', (c) => c.notNull())
						.addColumn('language', 'text', (c) => c.notNull().defaultTo('ar'))
						.addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
						.addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
						.addColumn('confirm_token_hash', 'text', (c) => c.unique())
						.addColumn('confirm_expires_at', h.timestamp)
						.addColumn('confirmed_at', h.timestamp)
						.addColumn('mailed_at', h.timestamp)
						.addCheckConstraint('subscribers_language', oneOf('language', ['ar', 'en']))
						.addCheckConstraint('subscribers_status', statuses),
				)
				.execute()
			await sql`insert into subscribers_next (id, email, language, status, unsubscribe_token, created_at, updated_at)
				select id, email, language, status, unsubscribe_token, created_at, updated_at from subscribers`.execute(db)
			// Ids of deleted subscribers are not handed out again.
			await sql`update sqlite_sequence set seq = max(seq, coalesce((select seq from sqlite_sequence where name = 'subscribers'), 0))
				where name = 'subscribers_next'`.execute(db)
			await db.schema.dropTable('subscribers').execute()
			await sql`alter table subscribers_next rename to subscribers`.execute(db)
			await db.schema.createIndex('subscribers_email_unique').on('subscribers').unique().expression(sql`lower(email)`).execute()
		},
	}
}

/**
 * Analytics retention (decision 0022): one row holding how far raw analytics rows have been folded
 * into `analytics_daily` and deleted (`folded_before`: rows created before it are gone), how many
 * rows of each table went that way (the overall totals still count them), and the lease that lets
 * one instance at a time do it (`next_run_at`).
 */
function analyticsRetention(dialect: Dialect): Migration {
	const h = helpers(dialect)
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('analytics_retention')
				.addColumn('id', 'integer', (c) => c.primaryKey())
				.addColumn('folded_before', h.timestamp)
				.addColumn('page_views', 'bigint', (c) => c.notNull().defaultTo(0))
				.addColumn('tracking_events', 'bigint', (c) => c.notNull().defaultTo(0))
				.addColumn('conversion_events', 'bigint', (c) => c.notNull().defaultTo(0))
				.addColumn('next_run_at', h.timestamp)
				.addCheckConstraint('analytics_retention_one_row', sql`id = 1`)
				.execute()
			await db.insertInto('analytics_retention' as never).values({ id: 1 } as never).execute()
		},
	}
}

/**
 * The activity log keeps the name of the person who acted, as it was then (their e-mail was kept
 * already): the log shows people, not account ids. Rows written before get the account's current
 * name (the accounts table exists once the auth library has set itself up; before that there are
 * no rows to name).
 */
function activityActorNames(dialect: Dialect): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema.alterTable('admin_activity_logs').addColumn('user_name', 'text').execute()
			// Only this schema's accounts table counts (PostgreSQL may hold other schemas' tables).
			const present =
				dialect === 'postgres'
					? await sql<{ found: string | null }>`select to_regclass('auth_user')::text as found`.execute(db)
					: await sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = 'auth_user'`.execute(db)
			if (!present.rows[0]?.found) return
			await sql`update admin_activity_logs set user_name = (select name from auth_user where auth_user.id = admin_activity_logs.user_id) where user_name is null`.execute(db)
		},
	}
}

/**
 * The content version as a counter (decision 0032): one row, moved by every staff write in its own
 * transaction (logActivity). Its row lock makes writers take turns, so the value read always covers
 * every write committed under it; the newest activity-log id did not on PostgreSQL, where ids are
 * handed out at insert and two writes may commit in the other order. It starts at that id so the
 * version never goes back.
 */
function contentVersionCounter(): Migration {
	return {
		async up(db: Kysely<unknown>) {
			await db.schema
				.createTable('content_version')
				.addColumn('id', 'integer', (c) => c.primaryKey())
				.addColumn('value', 'bigint', (c) => c.notNull())
				.addCheckConstraint('content_version_one_row', sql`id = 1`)
				.execute()
			await sql`insert into content_version (id, value) select 1, coalesce(max(id), 0) from admin_activity_logs`.execute(db)
		},
	}
}

export function migrationsFor(dialect: Dialect): Record<string, Migration> {
	return {
		'0001_initial_schema': initialSchema(dialect),
		'0002_operations_and_search': operationsAndSearch(dialect),
		'0003_setup_tokens': setupTokens(dialect),
		'0004_analytics_privacy': analyticsPrivacy(dialect),
		'0005_search_indexes': searchIndexes(dialect),
		'0006_newsletter_confirmation': newsletterConfirmation(dialect),
		'0007_analytics_retention': analyticsRetention(dialect),
		'0008_activity_actor_names': activityActorNames(dialect),
		'0009_content_version': contentVersionCounter(),
		'0010_export_product_data': exportProductData(dialect),
	}
}

class InCodeMigrationProvider implements MigrationProvider {
	constructor(private readonly dialect: Dialect) {}
	async getMigrations() {
		return migrationsFor(this.dialect)
	}
}

/** Applies every pending migration; throws (and applies nothing further) if one fails. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, schema?: string): Promise<string[]> {
	// A PostgreSQL schema of its own (tests) keeps its own migration and lock tables; without this,
	// Kysely may find another schema's lock table and never create its own.
	const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) })
	const { error, results } = await migrator.migrateToLatest()
	if (error) throw error instanceof Error ? error : new Error(String(error))
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
