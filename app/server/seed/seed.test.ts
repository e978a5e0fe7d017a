import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allSiteSettingKeys, siteSettingKeys } from '#app/lib/site-settings.ts'
import { lengthStatus, seoRecommended } from '#app/lib/seo-schema.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { parseConfig, setConfig } from '../config.server.ts'
import { db } from '../db/db.server.ts'
import { toBool } from '../db/schema.ts'
import { imageWidths } from '../media.server.ts'
import { isActiveCertification, normalizeHsCode } from '#app/lib/export-data.ts'
import { listExpiringCertifications, readExportData, siteToday } from '../export-data.server.ts'
import { demoHeroImages, isDatabaseEmpty, type SeedSummary, seedDemoContent } from './seed.server.ts'

// One media directory for both databases: the second dialect reuses the encoded files, as a
// reseed into a new database does, so only the first run pays for encoding.
let dataDir: string
beforeAll(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-seed-'))
	setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir }))
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const mediaUrl = /^\/media\/[a-f0-9]{16}$/
const seedTimeout = 600_000

/** Every id the seed wrote, by natural key, to compare two runs. */
async function snapshot() {
	const [categories, products, specs, images, posts, codes, settings, media] = await Promise.all([
		db().selectFrom('p_categories').select(['id', 'slug', 'parent_id']).orderBy('id').execute(),
		db().selectFrom('products').select(['id', 'slug', 'category_id']).orderBy('id').execute(),
		db()
			.selectFrom('product_specifications')
			.select(['id', 'product_id', 'name_en', 'value_en'])
			.orderBy('id')
			.execute(),
		db().selectFrom('product_images').select(['id', 'product_id', 'url']).orderBy('id').execute(),
		db().selectFrom('blog_posts').select(['id', 'slug', 'status', 'published_at']).orderBy('id').execute(),
		db().selectFrom('advertising_codes').select(['id', 'name', 'enabled']).orderBy('id').execute(),
		db().selectFrom('site_settings').select(['key', 'value', 'value_en']).orderBy('key').execute(),
		db().selectFrom('media').select(['id', 'storage_key']).orderBy('id').execute(),
	])
	return {
		categories,
		products,
		specs,
		images,
		posts,
		codes: codes.map((c) => ({ ...c, enabled: toBool(c.enabled) })),
		settings,
		media,
	}
}

describe.each(testDialects)('demo seed on %s', (dialect) => {
	withTestDatabase(dialect)
	let first: SeedSummary

	it('sees a new database as empty, then loads the demo content', { timeout: seedTimeout }, async () => {
		expect(await isDatabaseEmpty()).toBe(true)
		first = await seedDemoContent()
		expect(await isDatabaseEmpty()).toBe(false)
		expect(first).toMatchObject({ advertisingCodes: 2, settings: allSiteSettingKeys.length })
	})

	it('builds a category tree of at least two levels, every category pictured', async () => {
		const rows = await db().selectFrom('p_categories').selectAll().execute()
		expect(rows.length).toBeGreaterThanOrEqual(8)
		const roots = rows.filter((c) => c.parent_id === null)
		const children = rows.filter((c) => c.parent_id !== null)
		expect(roots.length).toBeGreaterThanOrEqual(8)
		expect(children.length).toBeGreaterThanOrEqual(8)
		for (const child of children) expect(roots.map((r) => r.id)).toContain(child.parent_id)
		for (const category of rows) {
			expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
			expect(category.image_url).toMatch(mediaUrl)
			expect(toBool(category.is_active)).toBe(true)
			for (const text of [
				category.name_ar,
				category.name_en,
				category.description_ar,
				category.description_en,
			])
				expect(text.trim()).not.toBe('')
		}
	})

	it('loads products with specifications, a main picture and a gallery', async () => {
		const rows = await db().selectFrom('products').selectAll().execute()
		expect(rows.length).toBeGreaterThanOrEqual(40)
		const specs = await db()
			.selectFrom('product_specifications')
			.select(['product_id', 'is_active', 'search_text'])
			.execute()
		const gallery = await db()
			.selectFrom('product_images')
			.select(['product_id', 'url', 'alt_ar', 'alt_en'])
			.execute()
		const leafIds = new Set(
			(await db().selectFrom('p_categories').select('id').where('parent_id', 'is not', null).execute()).map(
				(c) => c.id,
			),
		)
		for (const product of rows) {
			const own = specs.filter((s) => s.product_id === product.id)
			expect(own.length, product.slug).toBeGreaterThanOrEqual(1)
			expect(product.main_image_url).toMatch(mediaUrl)
			expect(leafIds.has(product.category_id!)).toBe(true)
			expect(['g', 'kg', 'ton', 'ml', 'l']).toContain(product.weight_unit)
			expect(product.weight).toBeGreaterThan(0)
			for (const text of [
				product.origin_ar,
				product.origin_en,
				product.packaging_type_ar,
				product.packaging_type_en,
			])
				expect(text).not.toBe('')
			expect(product.search_name_ar).not.toBe('')
			const pictures = gallery.filter((g) => g.product_id === product.id)
			expect(pictures.length).toBeGreaterThanOrEqual(1)
			expect(pictures.length).toBeLessThanOrEqual(2)
			for (const picture of pictures) {
				expect(picture.url).toMatch(mediaUrl)
				expect(picture.url).not.toBe(product.main_image_url)
			}
		}
		expect(rows.filter((p) => toBool(p.is_featured)).length).toBeGreaterThanOrEqual(3)
		expect(rows.filter((p) => !toBool(p.is_active)).length).toBeGreaterThanOrEqual(1)
		expect(specs.filter((s) => !toBool(s.is_active)).length).toBeGreaterThanOrEqual(1)
		expect(specs.every((s) => s.search_text !== '')).toBe(true)
	})

	it('stores every picture in every width and format', async () => {
		const product = await db()
			.selectFrom('products')
			.select('main_image_url')
			.where('slug', '=', 'basmati-rice-1121-steam')
			.executeTakeFirstOrThrow()
		const key = product.main_image_url!.slice('/media/'.length)
		const files = fs.readdirSync(path.join(dataDir, 'media', key))
		for (const width of imageWidths)
			expect(files).toEqual(expect.arrayContaining([`${width}.webp`, `${width}.avif`]))
		const row = await db()
			.selectFrom('media')
			.select(['width', 'height', 'mime_type'])
			.where('storage_key', '=', key)
			.executeTakeFirstOrThrow()
		expect(row).toEqual({ width: 1600, height: 1200, mime_type: 'image/svg+xml' })
	})

	it('publishes at least six posts and keeps one draft', async () => {
		const rows = await db().selectFrom('blog_posts').selectAll().execute()
		const published = rows.filter((p) => p.status === 'published')
		expect(published.length).toBeGreaterThanOrEqual(6)
		expect(rows.filter((p) => p.status === 'draft')).toHaveLength(1)
		for (const post of published) {
			expect(Date.parse(post.published_at!)).toBeLessThan(Date.now())
			expect(post.cover_image_url).toMatch(mediaUrl)
			expect(post.author_name).not.toBe('')
			for (const body of [post.body_ar, post.body_en]) {
				expect(body).toContain('<h2>')
				expect(body.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4)
			}
		}
		// Spread over the past months, not all on one day.
		expect(new Set(published.map((p) => p.published_at!.slice(0, 10))).size).toBe(published.length)
	})

	it('writes every site setting, both languages for the localized ones', async () => {
		const rows = await db().selectFrom('site_settings').selectAll().execute()
		const byKey = new Map(rows.map((r) => [r.key, r]))
		const deliberatelyEmpty = new Set([
			'twitter_url',
			'instagram_url',
			'linkedin_url',
			'google_analytics_id',
			'facebook_pixel_id',
			// No value means the default retention (90 days), so a first save of the form changes nothing.
			'analytics_retention_days',
			// The same for the certification warning (30 days).
			'certification_warning_days',
			// And the revisions kept per item (50).
			'revision_retention',
		])
		for (const key of allSiteSettingKeys) {
			const row = byKey.get(key)
			expect(row, key).toBeDefined()
			if (siteSettingKeys[key].localized) {
				expect(row!.value, key).not.toBe('')
				expect(row!.value_en, key).toBeTruthy()
			} else {
				expect(row!.value_en, key).toBeNull()
				if (!deliberatelyEmpty.has(key)) expect(row!.value, key).not.toBe('')
			}
		}
		expect(byKey.get('whatsapp_number')!.value).toBe('+966550123456')
		expect(byKey.get('contact_email')!.value).toBe('info@tasdeer.example')
		expect(byKey.get('analytics_enabled')!.value).toBe('true')
		const hero = JSON.parse(byKey.get('hero_images')!.value) as string[]
		expect(hero).toHaveLength(3)
		expect(byKey.get('og_image')!.value).toBe(hero[0])
		expect(await demoHeroImages()).toEqual(hero)
	})

	it('writes the SEO row and two disabled advertising codes', async () => {
		const seo = await db().selectFrom('seo_settings').selectAll().executeTakeFirstOrThrow()
		expect(seo.id).toBe(1)
		expect(toBool(seo.sitemap_enabled)).toBe(true)
		expect(seo.robots_txt).toBe('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login')
		expect(seo.meta_title_ar).not.toBe('')
		// Within the lengths the SEO screen recommends (it shows anything else in red).
		for (const code of ['ar', 'en'] as const) {
			expect(lengthStatus(seo[`meta_title_${code}`] ?? '', seoRecommended.title), `meta_title_${code}`).toBe('good')
			expect(lengthStatus(seo[`meta_description_${code}`] ?? '', seoRecommended.description), `meta_description_${code}`).toBe('good')
			expect(lengthStatus(seo[`og_title_${code}`] ?? '', seoRecommended.socialTitle), `og_title_${code}`).toBe('good')
			expect(lengthStatus(seo[`og_description_${code}`] ?? '', seoRecommended.socialDescription), `og_description_${code}`).toBe('good')
		}
		expect(seo.og_image).toMatch(mediaUrl)
		const codes = await db().selectFrom('advertising_codes').selectAll().execute()
		expect(codes).toHaveLength(2)
		expect(codes.every((c) => !toBool(c.enabled))).toBe(true)
		expect(codes.map((c) => c.type).sort()).toEqual(['body_end', 'header'])
	})

	it('fills the export data of every product: HS code, origin, shelf life, storage, order, terms, ports, packaging, certifications', async () => {
		const ids = (await db().selectFrom('products').select('id').execute()).map((row) => row.id)
		const data = await readExportData(ids)
		expect(data.size).toBe(ids.length)
		const today = siteToday()
		for (const item of data.values()) {
			expect(normalizeHsCode(item.hsCode)).toBe(item.hsCode)
			expect(item.originCountry).toMatch(/^[A-Z]{2}$/)
			expect(item.shelfLifeMonths).toBeGreaterThan(0)
			expect(item.storageAr && item.storageEn).toBeTruthy()
			expect(item.moq).toBeGreaterThan(0)
			expect(item.moqUnit).toBeTruthy()
			expect(item.incoterms.length).toBeGreaterThan(0)
			expect(item.ports.length).toBeGreaterThan(0)
			expect(item.packaging.length).toBeGreaterThan(0)
			expect(item.certifications.some((c) => isActiveCertification(c, today))).toBe(true)
		}
		// The demo shows the dashboard's warning list from the first start.
		expect((await listExpiringCertifications({ days: 30 })).map((c) => c.productSlug)).toContain('basmati-rice-1121-steam')
	})

	it(
		'changes nothing when run again: same counts, same ids, no new media',
		{ timeout: seedTimeout },
		async () => {
			const before = await snapshot()
			const again = await seedDemoContent()
			expect({ ...again, ms: 0 }).toEqual({ ...first, newMedia: 0, ms: 0 })
			expect(await snapshot()).toEqual(before)
		},
	)
})
