import { beforeAll, describe, expect, it } from 'vitest'
import { adminActor as actor } from '#tests/actors.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { contentVersion } from './activity.server.ts'
import { db } from './db/db.server.ts'
import { listRevisions } from './revisions.server.ts'
import { getSeoForEdit, saveSeoForm } from './seo-admin.server.ts'
import { getSettingsForEdit, saveSettingsForm } from './settings-admin.server.ts'
import { getSiteSettings } from './settings.server.ts'
import { restoreSingletonRevision, singletonHistory } from './singleton-revisions.server.ts'

const count = async (table: 'revisions' | 'admin_activity_logs') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe.each(testDialects)('settings and SEO revisions on %s', (dialect) => {
	withTestDatabase(dialect)
	beforeAll(async () => {
		const updated_at = '2026-01-01T00:00:00.000Z'
		await db()
			.insertInto('site_settings')
			.values([
				{ key: 'company_name', value: 'تصدير', value_en: 'Tasdeer', updated_at },
				{ key: 'contact_email', value: 'info@tasdeer.example', value_en: null, updated_at },
				{ key: 'contact_phone', value: '+966 12 634 5500', value_en: null, updated_at },
			])
			.execute()
	})

	it('keeps a settings revision per save that changes something, and restores one through the form\'s save', async () => {
		const { values } = await getSettingsForEdit()
		await saveSettingsForm({ ...values, company_name_ar: 'شركة تصدير', company_name_en: 'Tasdeer Co' }, { actor })
		await saveSettingsForm({ ...values, company_name_ar: 'شركة تصدير للأغذية', company_name_en: 'Tasdeer Co' }, { actor })
		const unchanged = await saveSettingsForm({ ...values, company_name_ar: 'شركة تصدير للأغذية', company_name_en: 'Tasdeer Co' }, { actor })
		expect(unchanged).toMatchObject({ ok: true, message: 'settings.unchanged' })
		// The settings as they were before history began are revision 1, with no author.
		expect((await listRevisions('settings', 'site')).map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 3, changed: ['company_name_ar'], authorName: 'Sami Admin' },
			{ number: 2, changed: ['company_name_ar', 'company_name_en'], authorName: 'Sami Admin' },
			{ number: 1, changed: [], authorName: null },
		])
		const history = await singletonHistory('settings', {})
		const name = history.compare!.fields.find((field) => field.name === 'company_name_ar')!
		expect(name).toMatchObject({ changed: true, dir: 'rtl' })
		expect(name.parts.filter((part) => part.change).map((part) => [part.change, part.text.trim()])).toEqual([['added', 'للأغذية']])

		const version = await contentVersion()
		expect(await restoreSingletonRevision('settings', 2, actor)).toMatchObject({ ok: true, message: { key: 'revisions.restored' } })
		expect((await getSiteSettings('ar')).company_name).toBe('شركة تصدير')
		expect(await contentVersion()).toBeGreaterThan(version)
		expect((await listRevisions('settings', 'site'))[0]).toMatchObject({ number: 4, restoredFrom: 2, changed: ['company_name_ar'] })
		const log = await db().selectFrom('admin_activity_logs').selectAll().where('entity_type', '=', 'settings').orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(JSON.parse(log.details!)).toMatchObject({ restoredFrom: 2 })
	})

	it('refuses a settings revision the form no longer accepts, and writes nothing', async () => {
		const [latest] = await listRevisions('settings', 'site')
		const row = await db().selectFrom('revisions').select('state').where('item_type', '=', 'settings').where('number', '=', 1).executeTakeFirstOrThrow()
		await db().updateTable('revisions').set({ state: JSON.stringify({ ...JSON.parse(row.state), contact_email: 'not an address' }) }).where('item_type', '=', 'settings').where('number', '=', 1).execute()
		const before = { revisions: await count('revisions'), activity: await count('admin_activity_logs'), version: await contentVersion() }
		expect(await restoreSingletonRevision('settings', 1, actor)).toMatchObject({ ok: false, status: 409, message: 'revisions.invalid' })
		expect({ revisions: await count('revisions'), activity: await count('admin_activity_logs'), version: await contentVersion() }).toEqual(before)
		expect((await listRevisions('settings', 'site'))[0]!.number).toBe(latest!.number)
	})

	it('keeps SEO revisions and restores one', async () => {
		const { values } = await getSeoForEdit()
		await saveSeoForm({ ...values, meta_title_en: 'Food exports' }, { actor })
		await saveSeoForm({ ...values, meta_title_en: 'Food exports from Jeddah', sitemap_enabled: '' }, { actor })
		expect((await listRevisions('seo', 1)).map(({ number, changed }) => ({ number, changed }))[0]).toEqual({ number: 2, changed: ['meta_title_en', 'sitemap_enabled'] })
		expect(await restoreSingletonRevision('seo', 1, actor)).toMatchObject({ ok: true })
		expect((await getSeoForEdit()).values).toMatchObject({ meta_title_en: 'Food exports', sitemap_enabled: 'on' })
		expect((await listRevisions('seo', 1))[0]).toMatchObject({ number: 3, restoredFrom: 1 })
		expect(await restoreSingletonRevision('seo', 3, actor)).toMatchObject({ ok: true, message: 'revisions.sameAsNow' })
		expect(await restoreSingletonRevision('seo', 42, actor)).toMatchObject({ ok: false, status: 404 })
	})
})
