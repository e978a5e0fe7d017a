import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db, nowIso } from '../db/db.server.ts'
import { isImagePending, markImagesPending, settleAllImages, settleImage } from '../media-pending.server.ts'
import { unrecordedMediaKeys } from './seed.server.ts'

describe.each(testDialects)('pictures the content names but nobody recorded, on %s', (dialect) => {
	withTestDatabase(dialect)

	it('finds the keys of category, product, gallery, post and collage pictures without a media row, and only those', async () => {
		const now = nowIso()
		const recorded = 'aaaaaaaaaaaaaaaa'
		const { id: categoryId } = await db()
			.insertInto('p_categories')
			.values({ slug: 'c', name_ar: 'ف', name_en: 'C', image_url: '/media/1111111111111111', created_at: now, updated_at: now })
			.returning('id')
			.executeTakeFirstOrThrow()
		const { id: productId } = await db()
			.insertInto('products')
			.values({ slug: 'p', name_ar: 'م', name_en: 'P', category_id: categoryId, main_image_url: `/media/${recorded}`, created_at: now, updated_at: now })
			.returning('id')
			.executeTakeFirstOrThrow()
		await db()
			.insertInto('product_images')
			.values({ product_id: productId, url: '/media/2222222222222222', display_order: 1 })
			.execute()
		await db()
			.insertInto('blog_posts')
			.values({ slug: 'b', title_ar: 'ت', title_en: 'T', cover_image_url: 'https://elsewhere.example/x.jpg', created_at: now, updated_at: now })
			.execute()
		await db()
			.insertInto('site_settings')
			.values({ key: 'hero_images', value: JSON.stringify(['/media/3333333333333333', `/media/${recorded}`]), updated_at: now })
			.execute()
		await db()
			.insertInto('media')
			.values({ storage_key: recorded, original_name: 'r.svg', mime_type: 'image/svg+xml', width: 1, height: 1, bytes: 1, variants: '[]', created_at: now })
			.execute()
		expect((await unrecordedMediaKeys()).sort()).toEqual(['1111111111111111', '2222222222222222', '3333333333333333'])
	})
})

describe('pending pictures', () => {
	it('answer the placeholder until settled, one by one or all at once', () => {
		markImagesPending(['a1', 'b2'])
		expect(isImagePending('a1')).toBe(true)
		settleImage('a1')
		expect(isImagePending('a1')).toBe(false)
		expect(isImagePending('b2')).toBe(true)
		settleAllImages()
		expect(isImagePending('b2')).toBe(false)
	})
})
