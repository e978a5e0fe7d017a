import { type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely'
import type { Dialect } from './connect.server.ts'
import { initialSchema } from './initial-schema-migration.server.ts'
import { helpers, oneOf } from './migration-helpers.server.ts'
import { searchIndexes } from './search-indexes-migration.server.ts'
import { exportProductData } from './export-data-migration.server.ts'
import { quoteRequests } from './quote-migration.server.ts'
import { leadSourceColumns } from './lead-source-migration.server.ts'
import { redirectTables } from './redirects-migration.server.ts'
import { postUnpublishedColumn } from './post-unpublished-migration.server.ts'
import { revisionsTable } from './revisions-migration.server.ts'
import { mediaLibrary } from './media-library-migration.server.ts'
import { documentsTable } from './documents-migration.server.ts'

/**
 * Migrations live in code (not files on disk) so they ship inside the server bundle, each written
 * once for both databases (migration-helpers.server.ts). The list is `migrationsFor`; the larger
 * ones have a file of their own.
 */

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
		'0011_quote_requests': quoteRequests(dialect),
		'0012_lead_source': leadSourceColumns(),
		'0013_redirects': redirectTables(dialect),
		'0014_post_unpublished': postUnpublishedColumn(),
		'0015_revisions': revisionsTable(dialect),
		'0016_media_library': mediaLibrary(dialect),
		'0017_documents': documentsTable(dialect),
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
	// Numbers are handed out to work done side by side, so a lower number may land after a higher
	// one was applied: each migration touches its own tables and columns, and runs when it is new.
	const migrator = new Migrator({
		db,
		provider: new InCodeMigrationProvider(dialect),
		allowUnorderedMigrations: true,
		...(schema ? { migrationTableSchema: schema } : {}),
	})
	const { error, results } = await migrator.migrateToLatest()
	if (error) throw error instanceof Error ? error : new Error(String(error))
	return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
