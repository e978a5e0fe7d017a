import { type Transaction, sql } from 'kysely'
import { clearCache } from '../cache.server.ts'
import { getConfig } from '../config.server.ts'
import { db, nowIso, withDatabaseLock } from '../db/db.server.ts'
import { type Database, toBool } from '../db/schema.ts'
import { sanitizeRichText } from '../html.server.ts'
import { productSearchColumns, specificationSearchText } from '../search.server.ts'
import { categories } from './content/categories.ts'
import { posts } from './content/posts/index.ts'
import { products } from './content/products/index.ts'
import { advertisingCodes, seoSettings, siteSettings } from './content/settings.ts'
import { mediaKey, mediaUrl } from '#app/lib/images.ts'
import { markImagesPending } from '../media-pending.server.ts'
import { type DemoImages, demoImagesFrom, storeDemoImages, storeHeroImages } from './images.server.ts'
import { startDemoImageWorker } from './image-worker.server.ts'
import { exportData } from './content/export.ts'
import { seedExportData } from './export-data.server.ts'

/**
 * Loads the demo content: a category tree, products with specifications and pictures, blog posts,
 * site and SEO settings and two (disabled) advertising codes. Safe to run again: every row is
 * upserted by its natural key (slug, setting key, code name), ids are kept, and a product's
 * specifications and gallery are rewritten only when they differ. All of it is written in one
 * transaction: a seed that fails or is killed part-way leaves nothing, so the next start finds the
 * database empty and seeds it whole (decision 0032).
 */
export interface SeedSummary {
	categories: number
	products: number
	productImages: number
	specifications: number
	posts: number
	settings: number
	advertisingCodes: number
	media: number
	/** Media rows this run added (0 on a reseed). */
	newMedia: number
	ms: number
}

type Log = (message: string) => void

/**
 * Loads the demo content. The pictures are drawn and encoded here unless `images` says where they
 * are already (the first start passes the child process's plan, `seedDemoContentWhileImagesEncode`).
 */
export async function seedDemoContent(options: { log?: Log; images?: DemoImages } = {}): Promise<SeedSummary> {
	const log = options.log ?? (() => {})
	const started = performance.now()
	const mediaBefore = await count('media')
	let images = options.images
	if (!images) {
		images = await storeDemoImages(log)
		log(`images stored in ${Math.round(performance.now() - started)} ms`)
	}

	const demo = images
	await db()
		.transaction()
		.execute(async (trx) => {
			const categoryIds = await seedCategories(trx, demo)
			log(`categories: ${categoryIds.size}`)
			await seedProducts(trx, demo, categoryIds)
			log(`products: ${products.length}`)
			await seedPosts(trx, demo)
			log(`posts: ${posts.length}`)
			await seedSettings(trx, demo)
			log('settings, SEO and advertising codes written')
		})
	// Pages cache settings and lists per instance; the new content must show at once.
	clearCache()

	const summary: SeedSummary = {
		categories: await count('p_categories'),
		products: await count('products'),
		productImages: await count('product_images'),
		specifications: await count('product_specifications'),
		posts: await count('blog_posts'),
		settings: await count('site_settings'),
		advertisingCodes: await count('advertising_codes'),
		media: await count('media'),
		newMedia: 0,
		ms: 0,
	}
	summary.newMedia = summary.media - mediaBefore
	summary.ms = Math.round(performance.now() - started)
	return summary
}

/**
 * Loads the demo content when the database is brand new (`SEED_DEMO_CONTENT`), once however many
 * instances start at once: they take turns under a database lock and each looks again once it
 * holds it, so the first seeds and the others find the content there (null: nothing done).
 */
export async function seedWhenEmpty(
	options: { log?: Log; seed?: () => Promise<SeedSummary> } = {},
): Promise<SeedSummary | null> {
	if (!(await isDatabaseEmpty())) return null
	return withDatabaseLock('demo-seed', async () => {
		if (!(await isDatabaseEmpty())) return null
		options.log?.('empty database: loading demo content')
		// The server passes the first start's way (pictures in the background); the default makes them here.
		return options.seed ? options.seed() : seedDemoContent({ log: options.log })
	})
}

/**
 * The server's first start (decision 0030): a child process draws the pictures and sends their
 * content keys, the content is written with those URLs at once, and the pictures are encoded and
 * recorded in the background (`imagesDone`), a placeholder answering for each until it is there.
 */
export async function seedDemoContentWhileImagesEncode(
	log: Log,
	onError: (error: Error) => void,
): Promise<{ summary: SeedSummary; imagesDone: Promise<void> }> {
	const worker = startDemoImageWorker(log, onError)
	try {
		const plan = await worker.plan
		const images = demoImagesFrom(new Map(plan.map((image) => [image.job, mediaUrl(image.key)])))
		return { summary: await seedDemoContent({ log, images }), imagesDone: worker.done }
	} catch (error) {
		worker.stop()
		throw error
	}
}

/**
 * A later start: when content names pictures that were never recorded (the server stopped while
 * the first start's pictures were being made), they answer the placeholder and the child process
 * makes them again in the background (`done`): the start does not wait for them. Null when nothing
 * is missing. (The end is wrapped in an object: an async function returning the promise itself
 * would resolve only when it settles, and the start waited minutes for the pictures.)
 */
export async function resumeDemoImages(log: Log, onError: (error: Error) => void): Promise<{ done: Promise<void> } | null> {
	const missing = await unrecordedMediaKeys()
	if (!missing.length) return null
	markImagesPending(missing)
	log(`${missing.length} demo pictures were not finished: making them now`)
	return { done: startDemoImageWorker(log, onError).done }
}

/** Keys of `/media/<key>` URLs the content names (products, galleries, categories, posts, the home collage) without a media row. */
export async function unrecordedMediaKeys(): Promise<string[]> {
	const [products, gallery, categories, posts, hero] = await Promise.all([
		db().selectFrom('products').select('main_image_url as url').execute(),
		db().selectFrom('product_images').select('url').execute(),
		db().selectFrom('p_categories').select('image_url as url').execute(),
		db().selectFrom('blog_posts').select('cover_image_url as url').execute(),
		db().selectFrom('site_settings').select('value').where('key', '=', 'hero_images').executeTakeFirst(),
	])
	let heroUrls: unknown = []
	try {
		heroUrls = JSON.parse(hero?.value ?? '[]')
	} catch {
		// Not a list: nothing to check there.
	}
	const urls = [...products, ...gallery, ...categories, ...posts].map((row) => row.url)
	if (Array.isArray(heroUrls)) urls.push(...heroUrls.filter((url): url is string => typeof url === 'string'))
	const keys = [...new Set(urls.map((url) => (url ? mediaKey(url) : null)).filter((key): key is string => key !== null))]
	if (!keys.length) return []
	const recorded = new Set<string>()
	for (let i = 0; i < keys.length; i += 500) {
		const rows = await db().selectFrom('media').select('storage_key').where('storage_key', 'in', keys.slice(i, i + 500)).execute()
		for (const row of rows) recorded.add(row.storage_key)
	}
	return keys.filter((key) => !recorded.has(key))
}

/** The home collage's pictures, stored if they are not yet; their URLs in collage order. */
export function demoHeroImages(): Promise<string[]> {
	return storeHeroImages()
}

/** True when none of the content the seed provides exists yet (a brand-new database). */
export async function isDatabaseEmpty(): Promise<boolean> {
	for (const table of ['p_categories', 'products', 'blog_posts', 'site_settings'] as const) {
		const row = await db()
			.selectFrom(table)
			.select(sql<number>`1`.as('one'))
			.limit(1)
			.executeTakeFirst()
		if (row) return false
	}
	return true
}

type CountedTable =
	| 'p_categories'
	| 'products'
	| 'product_images'
	| 'product_specifications'
	| 'blog_posts'
	| 'site_settings'
	| 'advertising_codes'
	| 'media'

async function count(table: CountedTable): Promise<number> {
	const row = await db()
		.selectFrom(table)
		.select((eb) => eb.fn.countAll<number>().as('total'))
		.executeTakeFirstOrThrow()
	return Number(row.total)
}

async function seedCategories(trx: Transaction<Database>, images: DemoImages): Promise<Map<string, number>> {
	// A sub-category shows the gallery picture of its first product.
	const firstProductImage = new Map<string, string>()
	for (const product of products) {
		if (!firstProductImage.has(product.category))
			firstProductImage.set(product.category, images.products.get(product.slug)!.gallery[0]!.url)
	}
	const ids = new Map<string, number>()
	const now = nowIso()
	const order = new Map<string, number>()
	// Parents come before their children in the list, so a parent's id is always known.
	for (const category of categories) {
		const siblings = category.parent ?? ''
		order.set(siblings, (order.get(siblings) ?? 0) + 1)
		const parentId = category.parent ? ids.get(category.parent) : null
		if (parentId === undefined)
			throw new Error(`Category ${category.slug} is listed before its parent ${category.parent}`)
		const row = {
			parent_id: parentId,
			name_ar: category.name.ar,
			name_en: category.name.en,
			description_ar: category.description.ar,
			description_en: category.description.en,
			image_url: images.categories.get(category.slug) ?? firstProductImage.get(category.slug) ?? null,
			is_active: true,
			display_order: order.get(siblings)!,
		}
		const { id } = await trx
			.insertInto('p_categories')
			.values({ ...row, slug: category.slug, created_at: now, updated_at: now })
			.onConflict((conflict) => conflict.column('slug').doUpdateSet(row))
			.returning('id')
			.executeTakeFirstOrThrow()
		ids.set(category.slug, id)
	}
	return ids
}

async function seedProducts(trx: Transaction<Database>, images: DemoImages, categoryIds: Map<string, number>) {
	const now = nowIso()
	const order = new Map<string, number>()
	for (const product of products) {
		const exported = exportData[product.slug]
		if (!exported) throw new Error(`Product ${product.slug} has no export data`)
		const categoryId = categoryIds.get(product.category)
		if (categoryId === undefined)
			throw new Error(`Product ${product.slug} names an unknown category ${product.category}`)
		order.set(product.category, (order.get(product.category) ?? 0) + 1)
		const pictures = images.products.get(product.slug)!
		const text = {
			name_ar: product.name.ar,
			name_en: product.name.en,
			description_ar: product.description.ar,
			description_en: product.description.en,
		}
		const row = {
			...text,
			...productSearchColumns(text),
			category_id: categoryId,
			main_image_url: pictures.main,
			origin_ar: product.origin.ar,
			origin_en: product.origin.en,
			packaging_type_ar: product.packaging.ar,
			packaging_type_en: product.packaging.en,
			weight: product.weight,
			weight_unit: product.unit,
			display_order: order.get(product.category)!,
			is_featured: product.featured ?? false,
			is_active: product.active ?? true,
		}
		const { id } = await trx
			.insertInto('products')
			.values({ ...row, slug: product.slug, created_at: now, updated_at: now })
			.onConflict((conflict) => conflict.column('slug').doUpdateSet(row))
			.returning('id')
			.executeTakeFirstOrThrow()

		const specs = product.specs.map((s, i) => ({
			product_id: id,
			name_ar: s.name.ar,
			name_en: s.name.en,
			value_ar: s.value.ar,
			value_en: s.value.en,
			is_active: s.active ?? true,
			display_order: i + 1,
			search_text: specificationSearchText({
				name_ar: s.name.ar,
				name_en: s.name.en,
				value_ar: s.value.ar,
				value_en: s.value.en,
			}),
		}))
		const storedSpecs = await trx
			.selectFrom('product_specifications')
			.select(['name_ar', 'name_en', 'value_ar', 'value_en', 'is_active', 'display_order', 'search_text'])
			.where('product_id', '=', id)
			.orderBy('display_order')
			.orderBy('id')
			.execute()
		const specKey = (s: {
			name_ar: string
			name_en: string
			value_ar: string
			value_en: string
			is_active: boolean | number
			display_order: number
			search_text: string
		}) =>
			JSON.stringify([
				s.name_ar,
				s.name_en,
				s.value_ar,
				s.value_en,
				toBool(s.is_active),
				s.display_order,
				s.search_text,
			])
		// Rewritten only when changed, so a reseed keeps the rows (and their ids) as they are.
		if (storedSpecs.map(specKey).join('\n') !== specs.map(specKey).join('\n')) {
			await trx.deleteFrom('product_specifications').where('product_id', '=', id).execute()
			if (specs.length) await trx.insertInto('product_specifications').values(specs).execute()
		}

		const gallery = pictures.gallery.map((picture, i) => ({
			product_id: id,
			url: picture.url,
			alt_ar: picture.alt.ar,
			alt_en: picture.alt.en,
			display_order: i + 1,
		}))
		const storedGallery = await trx
			.selectFrom('product_images')
			.select(['url', 'alt_ar', 'alt_en', 'display_order'])
			.where('product_id', '=', id)
			.orderBy('display_order')
			.orderBy('id')
			.execute()
		const imageKey = (g: { url: string; alt_ar: string; alt_en: string; display_order: number }) =>
			JSON.stringify([g.url, g.alt_ar, g.alt_en, g.display_order])
		if (storedGallery.map(imageKey).join('\n') !== gallery.map(imageKey).join('\n')) {
			await trx.deleteFrom('product_images').where('product_id', '=', id).execute()
			if (gallery.length) await trx.insertInto('product_images').values(gallery).execute()
		}
		await seedExportData(trx, id, product, exported)
	}
}

function daysAgo(days: number): string {
	return new Date(Date.now() - days * 86_400_000).toISOString()
}

async function seedPosts(trx: Transaction<Database>, images: DemoImages) {
	for (const post of posts) {
		const date = daysAgo(post.daysAgo)
		const row = {
			title_ar: post.title.ar,
			title_en: post.title.en,
			excerpt_ar: post.excerpt.ar,
			excerpt_en: post.excerpt.en,
			body_ar: sanitizeRichText(post.body.ar),
			body_en: sanitizeRichText(post.body.en),
			cover_image_url: images.posts.get(post.slug)!,
			status: post.status,
			author_name: post.author,
		}
		await trx
			.insertInto('blog_posts')
			.values({
				...row,
				slug: post.slug,
				published_at: post.status === 'published' ? date : null,
				created_at: date,
				updated_at: date,
			})
			.onConflict((conflict) =>
				conflict.column('slug').doUpdateSet((eb) => ({
					...row,
					// The first seed's date stands, so the blog does not reshuffle on every seed.
					published_at: eb.fn.coalesce(
						eb.ref('blog_posts.published_at'),
						eb.ref('excluded.published_at'),
					),
				})),
			)
			.execute()
	}
}

async function seedSettings(trx: Transaction<Database>, images: DemoImages) {
	const config = getConfig()
	const input = {
		company: { ar: config.COMPANY_NAME_AR, en: config.COMPANY_NAME_EN },
		heroImages: images.hero,
	}
	const now = nowIso()
	for (const [key, value] of Object.entries(siteSettings(input))) {
		await trx
			.insertInto('site_settings')
			.values({ key, value: value.ar, value_en: value.en, updated_at: now })
			.onConflict((conflict) =>
				conflict.column('key').doUpdateSet({ value: value.ar, value_en: value.en }),
			)
			.execute()
	}
	const seo = seoSettings(input)
	await trx
		.insertInto('seo_settings')
		.values({ id: 1, ...seo, updated_at: now })
		.onConflict((conflict) => conflict.column('id').doUpdateSet(seo))
		.execute()
	for (const code of advertisingCodes) {
		const existing = await trx
			.selectFrom('advertising_codes')
			.select('id')
			.where('name', '=', code.name)
			.orderBy('id')
			.executeTakeFirst()
		if (existing) {
			await trx
				.updateTable('advertising_codes')
				.set({ code: code.code, type: code.type, platform: code.platform, enabled: false })
				.where('id', '=', existing.id)
				.execute()
		} else {
			await trx
				.insertInto('advertising_codes')
				.values({ ...code, enabled: false, created_at: now, updated_at: now })
				.execute()
		}
	}
}
