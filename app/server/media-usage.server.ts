import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely'
import type { MediaUse, MediaUseKind } from '#app/lib/media-schema.ts'
import type { Database } from './db/schema.ts'

/**
 * Where an image is used (decision 0044), read from the items that name it, so it is never stale:
 * a product's main image and gallery, a category's image, a post's cover and bodies, and the site
 * settings (hero images, share image) and SEO settings. Content names a stored image by its URL
 * `/media/<key>` (app/lib/images.ts); the URL columns are indexed (migration 0016), the post bodies
 * and the settings are searched for the URL as text.
 */

type Reader = Kysely<Database> | Transaction<Database>
type MediaScope = ExpressionBuilder<Database, 'media'>

/** `'/media/' || media.storage_key`: the URL content names the image by. */
const urlOf = sql<string>`('/media/' || media.storage_key)`
/** The same URL as a `like` pattern for text that contains it (a key is hex: nothing to escape). */
const containsUrl = sql<string>`('%/media/' || media.storage_key || '%')`

/** SQL that is true when the media row of the query is used by items of this kind. */
export function usedBy(kind: MediaUseKind) {
	return (eb: MediaScope) => {
		switch (kind) {
			case 'products':
				return eb.or([
					eb.exists(
						eb
							.selectFrom('products')
							.select(sql.lit(1).as('one'))
							.where('products.main_image_url', '=', urlOf),
					),
					eb.exists(
						eb
							.selectFrom('product_images')
							.select(sql.lit(1).as('one'))
							.where('product_images.url', '=', urlOf),
					),
				])
			case 'categories':
				return eb.exists(
					eb
						.selectFrom('p_categories')
						.select(sql.lit(1).as('one'))
						.where('p_categories.image_url', '=', urlOf),
				)
			case 'posts':
				return eb.or([
					eb.exists(
						eb
							.selectFrom('blog_posts')
							.select(sql.lit(1).as('one'))
							.where('blog_posts.cover_image_url', '=', urlOf),
					),
					eb.exists(
						eb
							.selectFrom('blog_posts')
							.select(sql.lit(1).as('one'))
							.where((inner) =>
								inner.or([
									inner('blog_posts.body_ar', 'like', containsUrl),
									inner('blog_posts.body_en', 'like', containsUrl),
								]),
							),
					),
				])
			case 'settings':
				return eb.or([
					eb.exists(
						eb
							.selectFrom('site_settings')
							.select(sql.lit(1).as('one'))
							.where((inner) =>
								inner.or([
									inner('site_settings.value', 'like', containsUrl),
									inner('site_settings.value_en', 'like', containsUrl),
								]),
							),
					),
					eb.exists(
						eb
							.selectFrom('seo_settings')
							.select(sql.lit(1).as('one'))
							.where((inner) =>
								inner.or([
									inner('seo_settings.og_image', '=', urlOf),
									inner('seo_settings.twitter_image', '=', urlOf),
								]),
							),
					),
				])
		}
	}
}

export const useKinds: readonly MediaUseKind[] = ['products', 'posts', 'categories', 'settings']

/** SQL that is true when the media row of the query is used by anything. */
export function usedByAnything(eb: MediaScope) {
	return eb.or(useKinds.map((kind) => usedBy(kind)(eb)))
}

/**
 * SQL that is true when a kept revision of any item names the image (decision 0043): a restore may
 * bring it back, so the cleanup and an item's delete leave it alone until the revision is pruned
 * or its item deleted. Revisions keep whole states as JSON, searched as text (a URL needs no escaping
 * in JSON). The library's "where used" and "unused" still read the items only: what the site shows.
 */
export function keptByRevision(eb: MediaScope) {
	return eb.exists(
		eb
			.selectFrom('revisions')
			.select(sql.lit(1).as('one'))
			.where('revisions.state', 'like', containsUrl),
	)
}

/** SQL that is true when the media row is used by anything or named by a kept revision: not to be cleaned up. */
export function usedOrKept(eb: MediaScope) {
	return eb.or([usedByAnything(eb), keptByRevision(eb)])
}

const containing = (url: string) => `%${url}%`

/**
 * Every use of each of these image URLs (a page of the library, or one image), by URL. Each kind
 * of item is one query for all the URLs at once.
 */
export async function usesOf(reader: Reader, urls: readonly string[]): Promise<Map<string, MediaUse[]>> {
	const uses = new Map<string, MediaUse[]>(urls.map((url) => [url, []]))
	if (urls.length === 0) return uses
	const list = [...new Set(urls)]
	const add = (url: string, use: MediaUse) => {
		const found = uses.get(url)
		if (found && !found.some((u) => u.kind === use.kind && u.id === use.id)) found.push(use)
	}

	const mains = await reader
		.selectFrom('products')
		.select(['id', 'name_ar', 'name_en', 'main_image_url'])
		.where('main_image_url', 'in', list)
		.execute()
	for (const p of mains)
		add(p.main_image_url!, { kind: 'products', id: p.id, nameAr: p.name_ar, nameEn: p.name_en })
	const gallery = await reader
		.selectFrom('product_images')
		.innerJoin('products', 'products.id', 'product_images.product_id')
		.select(['products.id', 'products.name_ar', 'products.name_en', 'product_images.url'])
		.where('product_images.url', 'in', list)
		.execute()
	for (const p of gallery) add(p.url, { kind: 'products', id: p.id, nameAr: p.name_ar, nameEn: p.name_en })

	const categories = await reader
		.selectFrom('p_categories')
		.select(['id', 'name_ar', 'name_en', 'image_url'])
		.where('image_url', 'in', list)
		.execute()
	for (const c of categories)
		add(c.image_url!, { kind: 'categories', id: c.id, nameAr: c.name_ar, nameEn: c.name_en })

	const covers = await reader
		.selectFrom('blog_posts')
		.select(['id', 'title_ar', 'title_en', 'cover_image_url'])
		.where('cover_image_url', 'in', list)
		.execute()
	for (const p of covers)
		add(p.cover_image_url!, { kind: 'posts', id: p.id, nameAr: p.title_ar, nameEn: p.title_en })
	const bodies = await reader
		.selectFrom('blog_posts')
		.select(['id', 'title_ar', 'title_en', 'body_ar', 'body_en'])
		.where((eb) =>
			eb.or(
				list.flatMap((url) => [
					eb('body_ar', 'like', containing(url)),
					eb('body_en', 'like', containing(url)),
				]),
			),
		)
		.execute()
	for (const p of bodies)
		for (const url of list)
			if (p.body_ar.includes(url) || p.body_en.includes(url))
				add(url, { kind: 'posts', id: p.id, nameAr: p.title_ar, nameEn: p.title_en })

	const settings = await reader
		.selectFrom('site_settings')
		.select(['key', 'value', 'value_en'])
		.where((eb) =>
			eb.or(
				list.flatMap((url) => [
					eb('value', 'like', containing(url)),
					eb('value_en', 'like', containing(url)),
				]),
			),
		)
		.execute()
	for (const s of settings)
		for (const url of list)
			if (s.value.includes(url) || (s.value_en ?? '').includes(url))
				add(url, { kind: 'settings', id: 0, nameAr: '', nameEn: '' })
	const seo = await reader.selectFrom('seo_settings').select(['og_image', 'twitter_image']).executeTakeFirst()
	for (const url of list)
		if (seo && (seo.og_image === url || seo.twitter_image === url))
			add(url, { kind: 'settings', id: 1, nameAr: '', nameEn: '' })
	return uses
}
