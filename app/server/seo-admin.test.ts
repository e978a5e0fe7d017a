import { beforeAll, describe, expect, it } from 'vitest'
import { adminActor as actor } from '#tests/actors.ts'
import { activityLogRows } from '#tests/activity-log.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { outcomeText } from '#tests/outcome-text.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { loader as robotsLoader } from '#app/routes/robots.ts'
import { loader as sitemapLoader } from '#app/routes/sitemap.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { pageContext } from './page-context.server.ts'
import { getSeoFallbacks, getSeoForEdit, saveSeoForm, seoForm } from './seo-admin.server.ts'
import { getSeoSettings } from './seo.server.ts'

const BASE = 'http://127.0.0.1:3999'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3999' }))

const logRows = () => activityLogRows('seo')

async function homeMeta(path: '/' | '/en') {
	const context = await pageContext(new Request(`${BASE}${path}`))
	return pageMeta({ ...context.seo, path: '/', documentTitle: context.homeTitle })
}
const metaContent = (meta: Awaited<ReturnType<typeof homeMeta>>, key: string) =>
	(meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as { content?: string } | undefined)?.content

describe.each(testDialects)('SEO administration on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		await db().insertInto('site_settings').values({ key: 'company_name', value: 'تصدير', value_en: 'Tasdeer', updated_at: '2026-01-01T00:00:00.000Z' }).execute()
	})

	it('starts from empty values with the sitemap on while no row exists', async () => {
		const { values, updatedAt } = await getSeoForEdit()
		expect(updatedAt).toBeNull()
		expect(values).toMatchObject({ meta_title_ar: '', canonical_url: '', sitemap_enabled: 'on' })
		const { fallbacks, publicUrl } = await getSeoFallbacks()
		expect(publicUrl).toBe(BASE)
		expect(fallbacks.en).toMatchObject({ siteName: 'Tasdeer', title: 'Tasdeer' })
	})

	it('refuses URL fields that are not URLs, in the staff language, and writes no row', async () => {
		const { values } = await getSeoForEdit()
		const outcome = outcomeText(await saveSeoForm({ ...values, og_image: 'picture.png', canonical_url: 'tasdeer.example', meta_title_en: 'Kept' }, { actor }), 'en')
		expect(outcome.ok).toBe(false)
		if (outcome.ok) return
		expect(outcome.errors).toEqual({ og_image: 'Enter a valid URL starting with https://', canonical_url: 'Enter a valid URL starting with https://' })
		expect(seoForm.values!({ meta_title_en: 'Kept' })?.meta_title_en).toBe('Kept')
		expect(await db().selectFrom('seo_settings').selectAll().execute()).toHaveLength(0)
		expect(await logRows()).toHaveLength(0)
	})

	it('creates the single row, and the home meta, robots.txt and sitemap follow at once', async () => {
		// Warm the cache: the save must drop it.
		expect((await getSeoSettings()).sitemap_enabled).toBe(true)
		expect(metaContent(await homeMeta('/en'), 'description')).toBeUndefined()

		const { values } = await getSeoForEdit()
		const outcome = outcomeText(await saveSeoForm(
			{
				...values,
				meta_title_ar: 'تصدير | تجارة الأغذية',
				meta_title_en: 'Tasdeer | Food trade',
				meta_description_en: 'Rice, spices and dates from Jeddah.',
				og_title_en: 'From the source to your warehouse',
				twitter_image: 'https://cdn.example/card.png',
				canonical_url: 'https://www.tasdeer.example/',
				robots_txt: 'User-agent: *\r\nDisallow: /admin\r\nDisallow: /private-e2e',
			},
			{ actor },
		), 'ar')
		expect(outcome).toMatchObject({ ok: true, message: 'تم حفظ الإعدادات بنجاح' })

		const en = await homeMeta('/en')
		expect(en).toContainEqual({ title: 'Tasdeer | Food trade' })
		expect(metaContent(en, 'description')).toBe('Rice, spices and dates from Jeddah.')
		expect(metaContent(en, 'og:title')).toBe('From the source to your warehouse')
		expect(metaContent(en, 'twitter:title')).toBe('From the source to your warehouse')
		expect(metaContent(en, 'twitter:image')).toBe('https://cdn.example/card.png')
		expect(en).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.tasdeer.example/en' })
		expect(await homeMeta('/')).toContainEqual({ title: 'تصدير | تجارة الأغذية' })

		const robots = await (await robotsLoader()).text()
		expect(robots).toBe('User-agent: *\nDisallow: /admin\nDisallow: /private-e2e\n\nSitemap: https://www.tasdeer.example/sitemap.xml\n')
		expect(await (await sitemapLoader()).text()).toContain('<loc>https://www.tasdeer.example/en</loc>')

		const logs = await logRows()
		expect(logs).toHaveLength(1)
		expect(logs[0]).toMatchObject({ action: 'create', entity_id: '1', user_email: 'admin@example.com' })
	})

	it('updates the same row: switching the sitemap off removes it from robots.txt and answers 404', async () => {
		const { values, updatedAt } = await getSeoForEdit()
		expect(values.sitemap_enabled).toBe('on')
		const outcome = outcomeText(await saveSeoForm({ ...values, sitemap_enabled: '' }, { actor }), 'en')
		expect(outcome).toMatchObject({ ok: true, changed: ['sitemap_enabled'], message: 'Settings saved successfully' })
		const rows = await db().selectFrom('seo_settings').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]!.updated_at > updatedAt!).toBe(true)
		expect(await (await robotsLoader()).text()).not.toContain('Sitemap:')
		const answer = await sitemapLoader().then(
			() => null,
			(thrown: unknown) => thrown as { init?: { status?: number } },
		)
		expect(answer?.init?.status).toBe(404)
		const logs = await logRows()
		expect(logs.map((l) => l.action)).toEqual(['create', 'update'])
		expect(JSON.parse(logs[1]!.details!)).toEqual({ changed: ['sitemap_enabled'], changes: [{ field: 'sitemap_enabled', from: true, to: false }] })
	})

	it('an unchanged save upserts the row again without a log entry', async () => {
		const { values } = await getSeoForEdit()
		const outcome = outcomeText(await saveSeoForm(values, { actor }), 'en')
		expect(outcome).toMatchObject({ ok: true, changed: [] })
		expect(await logRows()).toHaveLength(2)
	})

	it('never stores control characters: dropped from texts and robots.txt, refused in URLs', async () => {
		const { values } = await getSeoForEdit()
		const refused = outcomeText(await saveSeoForm({ ...values, og_image: 'https://cdn.example/\u0000.png' }, { actor }), 'en')
		expect(refused).toMatchObject({ ok: false, status: 400 })
		const saved = outcomeText(await saveSeoForm({ ...values, keywords_en: 'rice,\u0000 dates', robots_txt: 'User-agent: *\u0000\nDisallow: /admin' }, { actor }), 'en')
		expect(saved.ok).toBe(true)
		const seo = await getSeoSettings()
		expect(seo.keywords_en).toBe('rice, dates')
		expect(seo.robots_txt).toBe('User-agent: *\nDisallow: /admin')
	})
})
