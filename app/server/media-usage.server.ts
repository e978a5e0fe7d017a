import {
	type ExpressionBuilder,
	type Kysely,
	type RawBuilder,
	type SqlBool,
	type Transaction,
	sql,
} from 'kysely'
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

/**
 * Every place content names an image, in the order the library lists the uses: the table, its
 * columns, whether a column holds the URL itself (`is`) or text that contains it (`contains`), and
 * the item the row belongs to (the settings are two fixed screens, ids 0 and 1).
 */
interface Place {
	kind: MediaUseKind
	item: { id: RawBuilder<unknown>; nameAr: RawBuilder<unknown>; nameEn: RawBuilder<unknown> }
	match: 'is' | 'contains'
	from: RawBuilder<unknown>
	columns: readonly string[]
}

const named = (table: string, name: 'name' | 'title') => ({
	id: sql.ref(`${table}.id`),
	nameAr: sql.ref(`${table}.${name}_ar`),
	nameEn: sql.ref(`${table}.${name}_en`),
})
const settingsScreen = (id: 0 | 1) => ({ id: sql.lit(id), nameAr: sql.lit(''), nameEn: sql.lit('') })
const place = (
	kind: MediaUseKind,
	item: Place['item'],
	match: Place['match'],
	from: string,
	...columns: string[]
) => ({ kind, item, match, from: sql.raw(from), columns }) satisfies Place

const product = named('products', 'name')
const post = named('blog_posts', 'title')
const places: readonly Place[] = [
	place('products', product, 'is', 'products', 'products.main_image_url'),
	place(
		'products',
		product,
		'is',
		'product_images join products on products.id = product_images.product_id',
		'product_images.url',
	),
	place('categories', named('p_categories', 'name'), 'is', 'p_categories', 'p_categories.image_url'),
	place('posts', post, 'is', 'blog_posts', 'blog_posts.cover_image_url'),
	place('posts', post, 'contains', 'blog_posts', 'blog_posts.body_ar', 'blog_posts.body_en'),
	place(
		'settings',
		settingsScreen(0),
		'contains',
		'site_settings',
		'site_settings.value',
		'site_settings.value_en',
	),
	place(
		'settings',
		settingsScreen(1),
		'is',
		'seo_settings',
		'seo_settings.og_image',
		'seo_settings.twitter_image',
	),
]

/** True when one of the place's columns names the image of the media row of the query. */
function namesTheMediaRow({ from, columns, match }: Place) {
	const tests = columns.map((column) =>
		match === 'is' ? sql`${sql.ref(column)} = ${urlOf}` : sql`${sql.ref(column)} like ${containsUrl}`,
	)
	return sql<SqlBool>`exists (select 1 from ${from} where ${sql.join(tests, sql` or `)})`
}

/** SQL that is true when the media row of the query is used by items of this kind. */
export function usedBy(kind: MediaUseKind) {
	return (eb: MediaScope) => eb.or(places.filter((place) => place.kind === kind).map(namesTheMediaRow))
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
		eb.selectFrom('revisions').select(sql.lit(1).as('one')).where('revisions.state', 'like', containsUrl),
	)
}

/** SQL that is true when the media row is used by anything or named by a kept revision: not to be cleaned up. */
export function usedOrKept(eb: MediaScope) {
	return eb.or([usedByAnything(eb), keptByRevision(eb)])
}

const containing = (url: string) => `%${url}%`

/**
 * Every use of each of these image URLs (a page of the library, or one image), by URL. Each place
 * is one query for all the URLs at once.
 */
export async function usesOf(reader: Reader, urls: readonly string[]): Promise<Map<string, MediaUse[]>> {
	const uses = new Map<string, MediaUse[]>(urls.map((url) => [url, []]))
	if (urls.length === 0) return uses
	const list = [...new Set(urls)]
	for (const { kind, from, columns, match, item } of places) {
		const names = (value: unknown, url: string) =>
			typeof value === 'string' && (match === 'is' ? value === url : value.includes(url))
		const tests = columns.flatMap((column) =>
			match === 'is'
				? [sql`${sql.ref(column)} in (${sql.join(list)})`]
				: list.map((url) => sql`${sql.ref(column)} like ${containing(url)}`),
		)
		const { rows } = await sql<Record<string, unknown>>`
			select ${item.id} as item_id, ${item.nameAr} as item_name_ar, ${item.nameEn} as item_name_en,
				${sql.join(columns.map((column, i) => sql`${sql.ref(column)} as ${sql.ref(`named_${i}`)}`))}
			from ${from} where ${sql.join(tests, sql` or `)}`.execute(reader)
		for (const row of rows)
			for (const url of list) {
				const found = uses.get(url)!
				const id = Number(row.item_id)
				if (!columns.some((_, i) => names(row[`named_${i}`], url))) continue
				if (found.some((u) => u.kind === kind && u.id === id)) continue
				found.push({ kind, id, nameAr: String(row.item_name_ar), nameEn: String(row.item_name_en) })
			}
	}
	return uses
}
