import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmptyTestDatabase, type TestDatabase, testDialects } from '#tests/db.ts'
import { Migrator } from 'kysely'
import { migrateToLatest, migrationsFor } from './migrations.server.ts'

const expectedTables = [
	'admin_activity_logs',
	'advertising_codes',
	'analytics_daily',
	'analytics_retention',
	'analytics_salts',
	'blog_posts',
	'contact_messages',
	'content_version',
	'conversion_events',
	'documents',
	'job_leases',
	'mail_outbox',
	'media',
	'not_found_paths',
	'p_categories',
	'page_views',
	'product_certifications',
	'product_images',
	'product_incoterms',
	'product_packaging',
	'product_ports',
	'product_specifications',
	'products',
	'quote_request_lines',
	'rate_limits',
	'redirects',
	'revisions',
	'seo_settings',
	'setup_tokens',
	'site_settings',
	'subscribers',
	'tracking_events',
]

describe.each(testDialects)('migrations on %s', (dialect) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createEmptyTestDatabase(dialect)
	})
	afterAll(() => database.drop())

	it('create every table of the spec, and a second run applies nothing', async () => {
		const applied = await migrateToLatest(database.db, dialect, database.schema)
		expect(applied).toEqual(['0001_initial_schema', '0002_operations_and_search', '0003_setup_tokens', '0004_analytics_privacy', '0005_search_indexes', '0006_newsletter_confirmation', '0007_analytics_retention', '0008_activity_actor_names', '0009_content_version', '0010_export_product_data', '0011_quote_requests', '0012_lead_source', '0013_redirects', '0014_post_unpublished', '0015_revisions', '0016_media_library', '0017_documents'])
		const all = (await database.db.introspection.getTables()).map((t) => t.name).sort()
		// SQLite's full-text search indexes are virtual tables with shadow tables of their own.
		const searchIndex = /^(product_search|specification_search)(_|$)/
		expect(all.filter((name) => !searchIndex.test(name))).toEqual(expectedTables)
		if (dialect === 'sqlite') expect(all).toEqual(expect.arrayContaining(['product_search', 'specification_search']))
		expect(await migrateToLatest(database.db, dialect, database.schema)).toEqual([])
	})

	it('applies a migration numbered below one already applied (work landed out of order)', async () => {
		const later = await createEmptyTestDatabase(dialect)
		try {
			const withoutExportData = Object.fromEntries(Object.entries(migrationsFor(dialect)).filter(([name]) => name !== '0010_export_product_data'))
			// A database that applied everything but 0010 (as if 0010 had landed after 0012)…
			const first = new Migrator({ db: later.db, provider: { getMigrations: async () => withoutExportData }, ...(later.schema ? { migrationTableSchema: later.schema } : {}) })
			expect((await first.migrateToLatest()).error).toBeUndefined()
			// …gets 0010 from the app's own run.
			expect(await migrateToLatest(later.db, dialect, later.schema)).toEqual(['0010_export_product_data'])
		} finally {
			await later.drop()
		}
	})

	it('has the columns the spec names', async () => {
		const tables = await database.db.introspection.getTables()
		const columns = (name: string) => tables.find((t) => t.name === name)!.columns.map((c) => c.name)
		expect(columns('products')).toEqual(
			expect.arrayContaining(['id', 'name_ar', 'name_en', 'slug', 'description_ar', 'description_en', 'main_image_url', 'category_id', 'is_active', 'origin_ar', 'packaging_type_en', 'weight', 'weight_unit', 'display_order', 'is_featured']),
		)
		expect(columns('p_categories')).toEqual(
			expect.arrayContaining(['id', 'parent_id', 'name_ar', 'name_en', 'slug', 'description_ar', 'description_en', 'image_url', 'is_active', 'display_order', 'created_at', 'updated_at']),
		)
		expect(columns('contact_messages')).toEqual(
			expect.arrayContaining(['id', 'name', 'email', 'phone', 'country', 'service', 'subject', 'message', 'status', 'kind', 'created_at', 'updated_at']),
		)
		expect(columns('seo_settings')).toEqual(
			expect.arrayContaining(['og_image', 'twitter_image', 'canonical_url', 'robots_txt', 'sitemap_enabled', 'updated_at', 'meta_title_ar', 'meta_title_en']),
		)
		expect(columns('page_views')).toEqual(
			expect.arrayContaining(['visitor_hash', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'language']),
		)
		expect(columns('advertising_codes')).toContain('requires_consent')
		expect(columns('tracking_events')).toEqual(
			expect.arrayContaining(['event_name', 'event_category', 'event_action', 'event_label', 'event_value', 'page_path', 'referrer', 'user_agent', 'session_id', 'user_id', 'custom_parameters', 'created_at']),
		)
	})

	// Only this database has these indexes.
	if (dialect === 'postgres')
		it('gives product search trigram indexes that the planner uses for substring matches', async () => {
		const indexes = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where schemaname = current_schema() and indexname like '%_trgm'`.execute(database.db)
		expect(indexes.rows.map((r) => r.indexname).sort()).toEqual([
			'product_specifications_search_text_trgm',
			'products_search_description_ar_trgm',
			'products_search_description_en_trgm',
			'products_search_name_ar_trgm',
			'products_search_name_en_trgm',
		])
		expect(indexes.rows.every((r) => r.indexdef.includes('gin_trgm_ops'))).toBe(true)
		// An empty table is read whole whatever the indexes; forbidding that shows the index can serve.
		const plan = await database.db.transaction().execute(async (trx) => {
			await sql`set local enable_seqscan = off`.execute(trx)
			return sql<{ 'QUERY PLAN': string }>`explain select id from products where search_name_en like '%basmati%'`.execute(trx)
		})
		expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('products_search_name_en_trgm')
	})

	// Only this database has these indexes.
	if (dialect === 'sqlite')
		it('keeps the full-text search indexes in step with every write', async () => {
		const found = async (text: string) =>
			(await sql<{ rowid: number }>`select rowid from product_search where product_search match ${`"${text}"`}`.execute(database.db)).rows.map((r) => r.rowid)
		const { id } = await database.db
			.insertInto('products')
			.values({ slug: 'fts-probe', name_ar: 'x', name_en: 'x', description_ar: '', description_en: '', search_name_en: 'sumac berries' })
			.returning('id')
			.executeTakeFirstOrThrow()
		expect(await found('sumac')).toEqual([id])
		await database.db.updateTable('products').set({ search_name_en: 'za’atar blend' }).where('id', '=', id).execute()
		expect(await found('sumac')).toEqual([])
		expect(await found('atar bl')).toEqual([id])
		await database.db.deleteFrom('products').where('id', '=', id).execute()
		expect(await found('atar bl')).toEqual([])
		// The index agrees with its table (FTS5's own consistency check throws otherwise).
		await sql`insert into product_search(product_search) values ('integrity-check')`.execute(database.db)
	})

	const category = { name_ar: 'أرز', name_en: 'Rice', slug: 'rice' }

	it('enforces the enumerations with check constraints', async () => {
		const message = { name: 'A', email: 'a@example.com', message: 'hello', service: 'sea_freight' as const }
		await expect(database.db.insertInto('contact_messages').values({ ...message, status: 'deleted' as never }).execute()).rejects.toThrow()
		await expect(database.db.insertInto('contact_messages').values({ ...message, service: 'rail' as never }).execute()).rejects.toThrow()
		await expect(
			database.db.insertInto('advertising_codes').values({ name: 'x', code: '<script></script>', platform: 'gtm', type: 'footer' as never }).execute(),
		).rejects.toThrow()
		await expect(
			database.db.insertInto('admin_activity_logs').values({ action: 'read' as never, entity_type: 'post', entity_id: '1' }).execute(),
		).rejects.toThrow()
		const ok = await database.db.insertInto('contact_messages').values(message).returning(['id', 'status']).executeTakeFirstOrThrow()
		expect(ok.status).toBe('unread')
	})

	it('enforces unique slugs, the slug format and foreign keys', async () => {
		const { id } = await database.db.insertInto('p_categories').values(category).returning('id').executeTakeFirstOrThrow()
		await expect(database.db.insertInto('p_categories').values(category).execute()).rejects.toThrow()
		await expect(database.db.insertInto('p_categories').values({ ...category, slug: 'Bad Slug' }).execute()).rejects.toThrow()
		await expect(
			database.db.insertInto('products').values({ name_ar: 'x', name_en: 'x', slug: 'x', category_id: 999_999 }).execute(),
		).rejects.toThrow()
		await database.db.insertInto('products').values({ name_ar: 'أرز بسمتي', name_en: 'Basmati rice', slug: 'basmati', category_id: id }).execute()
		// A category with products cannot be deleted (restrict), whatever screen asks.
		await expect(database.db.deleteFrom('p_categories').where('id', '=', id).execute()).rejects.toThrow()
	})

	it('keeps one subscriber per e-mail whatever its case', async () => {
		await database.db.insertInto('subscribers').values({ email: 'Buyer@Example.com', language: 'en', unsubscribe_token: 'a' }).execute()
		await expect(
			database.db.insertInto('subscribers').values({ email: 'buyer@example.COM', language: 'ar', unsubscribe_token: 'b' }).execute(),
		).rejects.toThrow()
	})

	it('stores booleans and timestamps the same way on both databases', async () => {
		const row = await database.db
			.insertInto('advertising_codes')
			.values({ name: 'GTM', code: '<script></script>', platform: 'google', type: 'header', enabled: true })
			.returning(['enabled', 'created_at'])
			.executeTakeFirstOrThrow()
		expect(Boolean(row.enabled)).toBe(true)
		expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
		const found = await database.db.selectFrom('advertising_codes').select('id').where('enabled', '=', true).execute()
		expect(found).toHaveLength(1)
		const count = await database.db.selectFrom('advertising_codes').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
		expect(count.n).toBe(1)
	})

	it('allows a single SEO settings row only', async () => {
		await database.db.insertInto('seo_settings').values({ id: 1, robots_txt: 'User-agent: *' } as never).execute()
		await expect(database.db.insertInto('seo_settings').values({ id: 2 } as never).execute()).rejects.toThrow()
	})

	it('keeps existing subscribers subscribed through the double opt-in migration, and allows the new status only', async () => {
		const earlier = await createEmptyTestDatabase(dialect)
		try {
			const migrator = (target?: string) => {
				const m = new Migrator({ db: earlier.db, provider: { getMigrations: async () => migrationsFor(dialect) }, ...(earlier.schema ? { migrationTableSchema: earlier.schema } : {}) })
				return target ? m.migrateTo(target) : m.migrateToLatest()
			}
			expect((await migrator('0005_search_indexes')).error).toBeUndefined()
			await sql`insert into subscribers (email, language, status, unsubscribe_token) values ('old@example.com', 'en', 'active', 'tok-1'), ('left@example.com', 'ar', 'unsubscribed', 'tok-2')`.execute(earlier.db)
			await sql`delete from subscribers where email = 'left@example.com'`.execute(earlier.db)
			await sql`insert into subscribers (email, language, status, unsubscribe_token) values ('left@example.com', 'ar', 'unsubscribed', 'tok-3')`.execute(earlier.db)
			const before = await earlier.db.selectFrom('subscribers').selectAll().orderBy('id').execute()
			expect((await migrator()).error).toBeUndefined()
			const after = await earlier.db.selectFrom('subscribers').selectAll().orderBy('id').execute()
			expect(after).toEqual(before.map((row) => ({ ...row, confirm_token_hash: null, confirm_expires_at: null, confirmed_at: null, mailed_at: null })))
			// New rows take new ids (a deleted subscriber's id is not handed out again), the new status is allowed, others are not.
			const next = await earlier.db.insertInto('subscribers').values({ email: 'new@example.com', status: 'pending', unsubscribe_token: 'tok-4' }).returning('id').executeTakeFirstOrThrow()
			expect(next.id).toBeGreaterThan(Math.max(...after.map((r) => r.id)))
			await expect(earlier.db.insertInto('subscribers').values({ email: 'x@example.com', status: 'bogus' as never, unsubscribe_token: 'tok-5' }).execute()).rejects.toThrow()
			await expect(earlier.db.insertInto('subscribers').values({ email: 'OLD@example.com', unsubscribe_token: 'tok-6' }).execute()).rejects.toThrow()
		} finally {
			await earlier.drop()
		}
	})
})
