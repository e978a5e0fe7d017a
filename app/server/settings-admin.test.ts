import { beforeAll, describe, expect, it, vi } from 'vitest'
import { adminActor as actor } from '#tests/actors.ts'
import { activityLogRows, failNextActivityLog } from '#tests/activity-log.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { outcomeText } from '#tests/outcome-text.ts'
import { db } from './db/db.server.ts'
import { getSettingsForEdit, saveSettingsForm, settingsForm } from './settings-admin.server.ts'
import { getSiteSettings } from './settings.server.ts'
import { getTagConfig } from './tags.server.ts'

vi.mock('./activity.server.ts', { spy: true })

const logRows = () => activityLogRows('settings')

describe.each(testDialects)('site settings administration on %s', (dialect) => {
	withTestDatabase(dialect)
	let form: Record<string, string>

	beforeAll(async () => {
		await db()
			.insertInto('site_settings')
			.values([
				{ key: 'company_name', value: 'تصدير', value_en: 'Tasdeer', updated_at: '2026-01-01T00:00:00.000Z' },
				{ key: 'contact_email', value: 'info@tasdeer.example', value_en: null, updated_at: '2026-01-01T00:00:00.000Z' },
				{ key: 'contact_phone', value: '+966 12 634 5500', value_en: null, updated_at: '2026-01-01T00:00:00.000Z' },
				{ key: 'analytics_enabled', value: 'true', value_en: null, updated_at: '2026-01-01T00:00:00.000Z' },
			])
			.execute()
		form = (await getSettingsForEdit()).values
	})

	it('starts the form from the stored rows', async () => {
		const { values, updatedAt } = await getSettingsForEdit()
		expect(values).toMatchObject({ company_name_ar: 'تصدير', company_name_en: 'Tasdeer', contact_email: 'info@tasdeer.example', analytics_enabled: 'on', hero_image_1: '' })
		expect(updatedAt).toBe('2026-01-01T00:00:00.000Z')
	})

	it('refuses invalid values field by field in the staff language, keeps them, and writes nothing', async () => {
		const submitted = { ...form, contact_email: 'info@', facebook_url: 'facebook', contact_phone: 'call us', google_analytics_id: 'AW-1', facebook_pixel_id: 'abc', hero_title_ar: 'عنوان جديد' }
		const outcome = outcomeText(await saveSettingsForm(submitted, { actor }), 'ar')
		expect(outcome.ok).toBe(false)
		if (outcome.ok) return
		expect(outcome.status).toBe(400)
		expect(outcome.message).toBe('يرجى تصحيح الحقول المشار إليها.')
		expect(Object.keys(outcome.errors ?? {}).sort()).toEqual(['contact_email', 'contact_phone', 'facebook_pixel_id', 'facebook_url', 'google_analytics_id'])
		expect(outcome.errors?.contact_email).toBe('أدخل بريدًا إلكترونيًا صحيحًا')
		expect(settingsForm.values!(submitted)).toMatchObject({ contact_email: 'info@', hero_title_ar: 'عنوان جديد' })
		expect((await getSettingsForEdit()).values.hero_title_ar).toBe('')
		expect(await logRows()).toHaveLength(0)
	})

	it('saves, logs the changed keys, and the public reads show it at once', async () => {
		// Warm the public caches first: the save must drop them.
		expect((await getSiteSettings('en')).contact_email).toBe('info@tasdeer.example')
		expect((await getSiteSettings('ar')).hero_title).toBe('')
		expect(await getTagConfig()).toBeNull()

		const outcome = outcomeText(await saveSettingsForm(
			{
				...form,
				contact_email: 'sales@tasdeer.example',
				hero_title_ar: 'شريكك في تجارة الأغذية',
				hero_title_en: '',
				whatsapp_number: '+966 55 ٠١٢ ٣٤٥٦',
				whatsapp_message_en: 'Hello from the settings screen',
				google_analytics_id: 'g-abc1234',
				hero_image_1: '/media/0123abcd0123abcd',
			},
			{ actor },
		), 'en')
		expect(outcome).toMatchObject({ ok: true, message: 'Site settings saved; the site shows them now.' })
		if (!outcome.ok) return
		expect(outcome.changed?.sort()).toEqual(['contact_email', 'google_analytics_id', 'hero_images', 'hero_title', 'whatsapp_message', 'whatsapp_number'])

		const en = await getSiteSettings('en')
		expect(en.contact_email).toBe('sales@tasdeer.example')
		// English left empty shows the Arabic text.
		expect(en.hero_title).toBe('شريكك في تجارة الأغذية')
		expect(en.whatsapp_number).toBe('+966 55 012 3456')
		expect(en.whatsapp_message).toBe('Hello from the settings screen')
		expect(en.hero_images).toBe('["/media/0123abcd0123abcd"]')
		expect((await getSiteSettings('ar')).contact_email).toBe('sales@tasdeer.example')
		expect(await getTagConfig()).toEqual({ google: { id: 'G-ABC1234', kind: 'gtag' } })

		const logs = await logRows()
		expect(logs).toHaveLength(1)
		expect(logs[0]).toMatchObject({ action: 'update', entity_id: 'site', user_email: 'admin@example.com' })
		expect(JSON.parse(logs[0]!.details!).changed).toContain('contact_email')
	})

	it('writes nothing when nothing changed', async () => {
		const { values, updatedAt } = await getSettingsForEdit()
		const outcome = outcomeText(await saveSettingsForm(values, { actor }), 'en')
		expect(outcome).toMatchObject({ ok: true, changed: [], message: 'Nothing changed; the settings are as they were.' })
		expect((await getSettingsForEdit()).updatedAt).toBe(updatedAt)
		expect(await logRows()).toHaveLength(1)
	})

	it('switches analytics off with the checkbox left empty', async () => {
		const { values } = await getSettingsForEdit()
		const outcome = outcomeText(await saveSettingsForm({ ...values, analytics_enabled: '' }, { actor }), 'en')
		expect(outcome.ok).toBe(true)
		expect((await getSiteSettings('ar')).analytics_enabled).toBe('false')
		expect(await getTagConfig()).toBeNull()
	})

	it('leaves nothing half-written when the log cannot be written', async () => {
		const { values } = await getSettingsForEdit()
		const before = await getSiteSettings('en')
		failNextActivityLog()
		// The action kernel answers the failure (settingsForm.failed) and keeps what was typed.
		await expect(saveSettingsForm({ ...values, contact_email: 'lost@tasdeer.example', mission_ar: 'رسالة' }, { actor })).rejects.toThrow()
		expect(settingsForm.failed).toBe('settings.error.save')
		expect((await getSettingsForEdit()).values).toMatchObject({ contact_email: before.contact_email, mission_ar: '' })
		expect((await getSiteSettings('en')).contact_email).toBe(before.contact_email)
	})

	it('never stores control characters: NUL in text is dropped, in a URL refused (PostgreSQL rejects NUL)', async () => {
		const { values } = await getSettingsForEdit()
		const refused = outcomeText(await saveSettingsForm({ ...values, facebook_url: 'https://x.example/\u0000', vision_en: 'A\u0000B' }, { actor }), 'en')
		expect(refused).toMatchObject({ ok: false, status: 400, errors: { facebook_url: 'Enter a valid URL starting with https://' } })
		const saved = outcomeText(await saveSettingsForm({ ...values, vision_en: 'Vision\u0000 of \u0007tomorrow' }, { actor }), 'en')
		expect(saved.ok).toBe(true)
		expect((await getSiteSettings('en')).vision).toBe('Vision of tomorrow')
	})
})
