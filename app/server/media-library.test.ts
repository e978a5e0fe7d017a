import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { categorySchema } from '#app/lib/category-schema.ts'
import { mediaKey } from '#app/lib/images.ts'
import { postSchema } from '#app/lib/post-schema.ts'
import { productFormValues, productSchema } from '#app/lib/product-schema.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { withTemporaryMediaStorage } from '#tests/media-storage.ts'
import { withTestCategory } from '#tests/catalogue.ts'
import { createCategory, deleteCategory, updateCategory } from './category-admin.server.ts'
import { restoreCategoryRevision } from './category-revisions.server.ts'
import { db } from './db/db.server.ts'
import { submitMediaForm } from './media-admin.server.ts'
import { cleanUpUnusedMedia, mediaCleanupSchedule } from './media-cleanup.server.ts'
import { deleteMedia, getMediaItem, listMedia, replaceMediaFile } from './media-library.server.ts'
import { readMediaFile, storeImage } from './media.server.ts'
import { createPost, deletePost } from './post-admin.server.ts'
import { createProduct, deleteProduct, updateProduct } from './product-admin.server.ts'
import { restoreProductRevision } from './product-revisions.server.ts'

/** A small PNG of one colour: each colour is different bytes, so a different image. */
async function image(red: number, name = `image-${red}.png`) {
	const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: 90, b: 40 } } }).png().toBuffer()
	return storeImage(png, { originalName: name, createdBy: actor.id })
}

const productInput = (categoryId: number, slug: string, main: string, gallery: string[] = []) =>
	productSchema.parse(
		productFormValues({
			name_ar: 'أرز',
			name_en: `Rice ${slug}`,
			slug,
			description_ar: 'وصف',
			description_en: 'Description',
			category_id: String(categoryId),
			main_image_url: main,
			weight: '25',
			weight_unit: 'kg',
			display_order: '1',
			is_active: 'on',
			...Object.fromEntries(gallery.map((url, i) => [`images.${i}.url`, url])),
		}),
	)
async function newPost(slug: string, cover: string, inline: string) {
	const result = await createPost(postInput(slug, cover, inline), actor)
	if (!result.ok) throw new Error(result.error)
	return result
}
const postInput = (slug: string, cover: string, inline: string) =>
	postSchema.parse({ title_ar: 'موسم', title_en: `Season ${slug}`, slug, excerpt_ar: 'ملخص', excerpt_en: 'Summary', body_ar: '<p>نص</p>', body_en: `<p>Text</p><p><img src="${inline}/800.webp" alt="Rice field"></p>`, cover_image_url: cover, status: 'draft', published_at: '', author_name: '' })

/** Whether the image's files are still served (the variant every grid shows). */
const served = async (url: string) => (await readMediaFile(mediaKey(url)!, '400.webp')).kind === 'file'
const mediaCount = async (url: string) => (await db().selectFrom('media').select('id').where('storage_key', '=', mediaKey(url)!).execute()).length

withTemporaryMediaStorage('media-library')

describe.each(testDialects)('the media library on %s', (dialect) => {
	withTestDatabase(dialect)
	const testCategory = withTestCategory('grains')

	it('says where each image is used, from the items themselves, and filters by use', async () => {
		const main = await image(10)
		const gallery = await image(11)
		const cover = await image(12)
		const inline = await image(13)
		const loose = await image(14, 'forgotten-upload.png')
		const { id: productId } = await createProduct(productInput(testCategory.id, 'usage-rice', main.url, [gallery.url, inline.url]), actor)
		const { id: postId } = await newPost('usage-post', cover.url, inline.url)

		const used = await getMediaItem(inline.id)
		expect(used?.uses).toEqual(
			expect.arrayContaining([
				{ kind: 'products', id: productId, nameAr: 'أرز', nameEn: 'Rice usage-rice' },
				{ kind: 'posts', id: postId, nameAr: 'موسم', nameEn: 'Season usage-post' },
			]),
		)
		expect(used?.uses).toHaveLength(2)
		expect((await getMediaItem(loose.id))?.uses).toEqual([])

		const ids = async (filter: Parameters<typeof listMedia>[0]) => (await listMedia(filter)).items.map((item) => item.id)
		expect(await ids({ q: '', use: 'products' })).toEqual(expect.arrayContaining([main.id, gallery.id, inline.id]))
		expect(await ids({ q: '', use: 'products' })).not.toContain(cover.id)
		expect(await ids({ q: '', use: 'posts' })).toEqual(expect.arrayContaining([cover.id, inline.id]))
		expect(await ids({ q: '', use: 'unused' })).toContain(loose.id)
		expect(await ids({ q: '', use: 'unused' })).not.toContain(main.id)
		expect(await ids({ q: 'FORGOTTEN', use: null })).toEqual([loose.id])
	})

	it('refuses to delete an image while it is used, naming the items in the staff language, and deletes it once unused', async () => {
		const picture = await image(20, 'refused.png')
		const { id: productId } = await createProduct(productInput(testCategory.id, 'refused-rice', picture.url), actor)
		expect(await deleteMedia(picture.id, actor)).toMatchObject({ ok: false, code: 'in_use', uses: [{ kind: 'products', id: productId }] })
		const refusal = await submitMediaForm(picture.id, { intent: 'delete' }, { actor, lang: 'en', t: (key) => key })
		expect(refusal).toMatchObject({ ok: false, status: 409, message: { key: 'media.error.inUse', params: { count: 1, names: 'Rice refused-rice' } } })
		expect(await served(picture.url)).toBe(true)

		const other = await image(21)
		await updateProduct(productId, productInput(testCategory.id, 'refused-rice', other.url), actor)
		expect(await deleteMedia(picture.id, actor)).toEqual({ ok: true, name: 'refused.png' })
		expect(await mediaCount(picture.url)).toBe(0)
		expect(await served(picture.url)).toBe(false)
		const log = await db().selectFrom('admin_activity_logs').select(['action', 'entity_id']).where('entity_type', '=', 'media').execute()
		expect(log).toContainEqual({ action: 'delete', entity_id: String(picture.id) })
	})

	it('replaces an image everywhere it is used, keeping its id and alt text, and removes the old files', async () => {
		const before = await image(30, 'old.png')
		await submitMediaForm(before.id, { alt_ar: 'حقل أرز', alt_en: 'Rice field' }, { actor, lang: 'en', t: (key) => key })
		const { id: productId } = await createProduct(productInput(testCategory.id, 'replace-rice', before.url, [before.url]), actor)
		const { id: postId } = await newPost('replace-post', before.url, before.url)
		const after = await image(31, 'new.png')

		expect(await replaceMediaFile(before.id, after.url, actor)).toEqual({ ok: true })
		const product = await db().selectFrom('products').select('main_image_url').where('id', '=', productId).executeTakeFirstOrThrow()
		expect(product.main_image_url).toBe(after.url)
		expect((await db().selectFrom('product_images').select('url').where('product_id', '=', productId).execute()).map((row) => row.url)).toEqual([after.url])
		const post = await db().selectFrom('blog_posts').select(['cover_image_url', 'body_en']).where('id', '=', postId).executeTakeFirstOrThrow()
		expect(post.cover_image_url).toBe(after.url)
		expect(post.body_en).toContain(`src="${after.url}/800.webp"`)
		expect(post.body_en).not.toContain(before.url)

		const item = await getMediaItem(before.id)
		expect(item).toMatchObject({ url: after.url, originalName: 'new.png', altAr: 'حقل أرز', altEn: 'Rice field' })
		expect(item?.uses).toHaveLength(2)
		// One row for the new file (the upload's own row was folded into this one).
		expect(await mediaCount(after.url)).toBe(1)
		expect(await served(before.url)).toBe(false)
		expect(await served(after.url)).toBe(true)
	})

	it('cleans up unused images after the grace period, and not before; images used again keep', async () => {
		await db().deleteFrom('job_leases').where('name', '=', 'media-cleanup').execute()
		const abandoned = await image(40, 'abandoned.png')
		const kept = await image(41)
		const reused = await image(42)
		await createProduct(productInput(testCategory.id, 'cleanup-rice', kept.url), actor)
		const t0 = new Date(Date.now() + 60_000)
		const hour = 60 * 60_000
		expect(await cleanUpUnusedMedia({ now: t0 })).toBe(0)
		// Another instance offering within the interval finds the lease taken.
		expect(await cleanUpUnusedMedia({ now: new Date(t0.getTime() + 1000) })).toBeNull()

		await createProduct(productInput(testCategory.id, 'cleanup-reused', reused.url), actor)
		expect(await cleanUpUnusedMedia({ now: new Date(t0.getTime() + mediaCleanupSchedule.graceMs - hour) })).toBe(0)
		expect(await served(abandoned.url)).toBe(true)

		expect(await cleanUpUnusedMedia({ now: new Date(t0.getTime() + mediaCleanupSchedule.graceMs + hour) })).toBeGreaterThanOrEqual(1)
		expect(await mediaCount(abandoned.url)).toBe(0)
		expect(await served(abandoned.url)).toBe(false)
		expect(await mediaCount(kept.url)).toBe(1)
		expect(await mediaCount(reused.url)).toBe(1)
		expect(await served(reused.url)).toBe(true)
		await db().deleteFrom('job_leases').where('name', '=', 'media-cleanup').execute()
	})

	it('no longer serves the images of a deleted product, post or category, unless something else uses them', async () => {
		const own = await image(50)
		const shared = await image(51)
		const { id: productId } = await createProduct(productInput(testCategory.id, 'deleted-rice', own.url, [shared.url]), actor)
		await createProduct(productInput(testCategory.id, 'other-rice', shared.url), actor)
		await deleteProduct(productId, actor)
		expect(await served(own.url)).toBe(false)
		expect(await mediaCount(own.url)).toBe(0)
		expect(await served(shared.url)).toBe(true)

		const cover = await image(52)
		const inline = await image(53)
		const { id: postId } = await newPost('deleted-post', cover.url, inline.url)
		await deletePost(postId, actor)
		expect(await served(cover.url)).toBe(false)
		expect(await served(inline.url)).toBe(false)

		const picture = await image(54)
		const category = await createCategory(categorySchema.parse({ nameAr: 'بقول', nameEn: 'Pulses', slug: 'pulses', isActive: 'on', imageUrl: picture.url }), actor)
		await deleteCategory(category.id, actor)
		expect(await served(picture.url)).toBe(false)
	})

	it('keeps an image a kept revision names through the cleanup, so a restore brings it back whole; a pruned revision lets it go', async () => {
		await db().deleteFrom('job_leases').where('name', '=', 'media-cleanup').execute()
		const old = await image(60)
		const fresh = await image(61)
		const picture = await image(62)
		const { id: productId } = await createProduct(productInput(testCategory.id, 'history-rice', old.url), actor)
		await updateProduct(productId, productInput(testCategory.id, 'history-rice', fresh.url), actor)
		const category = await createCategory(categorySchema.parse({ nameAr: 'تمور', nameEn: 'Dates', slug: 'history-dates', isActive: 'on', imageUrl: picture.url }), actor)
		await updateCategory(category.id, categorySchema.parse({ nameAr: 'تمور', nameEn: 'Dates', slug: 'history-dates', isActive: 'on' }), actor)
		// Only the first revisions name `old` and `picture` now; a week and more of cleanups leaves them.
		const t0 = new Date(Date.now() + 60_000)
		const hour = 60 * 60_000
		await cleanUpUnusedMedia({ now: t0 })
		await cleanUpUnusedMedia({ now: new Date(t0.getTime() + mediaCleanupSchedule.graceMs + hour) })
		expect(await mediaCount(old.url)).toBe(1)
		expect(await mediaCount(picture.url)).toBe(1)
		expect(await restoreProductRevision(productId, 1, actor)).toMatchObject({ ok: true })
		expect(await served(old.url)).toBe(true)
		expect(await restoreCategoryRevision(category.id, 1, actor)).toMatchObject({ ok: true })
		expect(await served(picture.url)).toBe(true)

		// The category's image taken out again and its revisions naming it pruned (retention 5): the image goes after its grace period.
		await db().insertInto('site_settings').values({ key: 'revision_retention', value: '5', value_en: null }).execute()
		for (let i = 1; i <= 5; i++) await updateCategory(category.id, categorySchema.parse({ nameAr: 'تمور', nameEn: `Dates ${i}`, slug: 'history-dates', isActive: 'on' }), actor)
		await cleanUpUnusedMedia({ now: new Date(t0.getTime() + mediaCleanupSchedule.graceMs + 3 * hour) })
		await cleanUpUnusedMedia({ now: new Date(t0.getTime() + 2 * mediaCleanupSchedule.graceMs + 5 * hour) })
		expect(await mediaCount(picture.url)).toBe(0)
		expect(await served(picture.url)).toBe(false)
		// The product's restored image is its main image again; the one it replaced is kept by revision 2.
		expect(await mediaCount(old.url)).toBe(1)
		expect(await mediaCount(fresh.url)).toBe(1)
		await db().deleteFrom('site_settings').where('key', '=', 'revision_retention').execute()
		await db().deleteFrom('job_leases').where('name', '=', 'media-cleanup').execute()
	})
})
