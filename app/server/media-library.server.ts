import type { Transaction } from 'kysely'
import { mediaKey, mediaUrl } from '#app/lib/images.ts'
import type { MediaAltInput, MediaFilter, MediaUse } from '#app/lib/media-schema.ts'
import { type PageRequest, pagedQuery } from './paged-query.server.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { db } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import { mediaStorage } from './media.server.ts'
import { usedBy, usedByAnything, usedOrKept, usesOf } from './media-usage.server.ts'

/**
 * The media library (decision 0044): every image the pipeline stored, with its alt text, where it
 * is used (read from the items, media-usage.server.ts), its file replaced everywhere at once, and
 * deleted only while nothing uses it. Files of a deleted image are removed after its row's
 * transaction commits, so a rolled-back delete never leaves a row without files.
 */

type Trx = Transaction<Database>

export interface MediaItem {
	id: number
	url: string
	originalName: string
	mimeType: string
	width: number
	height: number
	bytes: number
	altAr: string
	altEn: string
	createdAt: string
	uses: MediaUse[]
}

const columns = [
	'id',
	'storage_key',
	'original_name',
	'mime_type',
	'width',
	'height',
	'bytes',
	'alt_ar',
	'alt_en',
	'created_at',
] as const
type Row = {
	id: number
	storage_key: string
	original_name: string
	mime_type: string
	width: number
	height: number
	bytes: number | string
	alt_ar: string
	alt_en: string
	created_at: string
}

const toItem = (row: Row, uses: MediaUse[]): MediaItem => ({
	id: row.id,
	url: mediaUrl(row.storage_key),
	originalName: row.original_name,
	mimeType: row.mime_type,
	width: row.width,
	height: row.height,
	bytes: Number(row.bytes),
	altAr: row.alt_ar,
	altEn: row.alt_en,
	createdAt: row.created_at,
	uses,
})

const likeEscaped = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`

export async function listMedia(filter: MediaFilter, options: PageRequest = {}) {
	let query = db().selectFrom('media')
	if (filter.q) {
		const pattern = likeEscaped(filter.q)
		query = query.where((eb) =>
			eb.or([
				eb(eb.fn('lower', ['original_name']), 'like', pattern),
				eb(eb.fn('lower', ['alt_ar']), 'like', pattern),
				eb(eb.fn('lower', ['alt_en']), 'like', pattern),
			]),
		)
	}
	if (filter.use === 'unused') query = query.where((eb) => eb.not(usedByAnything(eb)))
	else if (filter.use) query = query.where(usedBy(filter.use))
	const { rows, total, page, pageCount } = await pagedQuery(query, options, { size: 24, max: 96 }, (media) =>
		media.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc'),
	)
	const uses = await usesOf(
		db(),
		rows.map((row) => mediaUrl(row.storage_key)),
	)
	return {
		items: rows.map((row) => toItem(row, uses.get(mediaUrl(row.storage_key)) ?? [])),
		total,
		page,
		pageCount,
	}
}

export async function getMediaItem(id: number): Promise<MediaItem | null> {
	const row = await db().selectFrom('media').select(columns).where('id', '=', id).executeTakeFirst()
	if (!row) return null
	const url = mediaUrl(row.storage_key)
	return toItem(row, (await usesOf(db(), [url])).get(url) ?? [])
}

/** Changes an image's alt text; false when the image no longer exists. */
export async function saveMediaAlt(id: number, input: MediaAltInput, actor: Actor): Promise<boolean> {
	return db()
		.transaction()
		.execute(async (trx) => {
			const before = await trx
				.selectFrom('media')
				.select(['original_name', 'alt_ar', 'alt_en'])
				.where('id', '=', id)
				.executeTakeFirst()
			if (!before) return false
			const changes = (['alt_ar', 'alt_en'] as const)
				.filter((field) => before[field] !== input[field])
				.map((field) => ({ field, from: before[field], to: input[field] }))
			if (changes.length === 0) return true
			await trx.updateTable('media').set(input).where('id', '=', id).execute()
			await logActivity(trx, {
				action: 'update',
				entityType: 'media',
				entityId: id,
				details: { name: before.original_name, changes },
				actor,
			})
			return true
		})
}

// ——— Files ———

interface StoredFiles {
	storage_key: string
	variants: string
}

/**
 * Removes an image's files: the manifest first (so an upload of the same bytes meanwhile encodes
 * them again instead of reusing files about to go), then its variants and share picture.
 */
export async function removeMediaFiles({ storage_key: key, variants }: StoredFiles) {
	const storage = mediaStorage()
	await storage.delete(key, 'manifest.json')
	let files: string[] = []
	try {
		files = (JSON.parse(variants) as { key: string }[]).map((variant) => variant.key.split('/').pop() ?? '')
	} catch {
		files = []
	}
	for (const file of new Set([...files.filter(Boolean), 'share.jpg'])) await storage.delete(key, file)
}

/**
 * Runs an item's delete in a transaction that can release the images the item used: `release`
 * deletes the media rows among them that nothing else uses any more (checked in that transaction),
 * and their files go once it has committed, so a deleted item's images are no longer served.
 */
export async function withMediaRelease<T>(
	run: (trx: Trx, release: (urls: readonly (string | null | undefined)[]) => Promise<void>) => Promise<T>,
): Promise<T> {
	const released: StoredFiles[] = []
	const result = await db()
		.transaction()
		.execute((trx) =>
			run(trx, async (urls) => {
				const keys = [
					...new Set(
						urls.map((url) => (url ? mediaKey(url) : null)).filter((key): key is string => key !== null),
					),
				]
				if (keys.length === 0) return
				const rows = await trx
					.deleteFrom('media')
					.where('storage_key', 'in', keys)
					.where((eb) => eb.not(usedOrKept(eb)))
					.returning(['storage_key', 'variants'])
					.execute()
				released.push(...rows)
			}),
		)
	for (const files of released) await removeMediaFiles(files)
	return result
}

/** Deletes the images among these that nothing uses, then their files (an item deleted elsewhere). */
export async function releaseUnusedMedia(urls: readonly (string | null | undefined)[]) {
	await withMediaRelease((_trx, release) => release(urls))
}

/** The stored-image URLs a post body names (its inline images). */
export function bodyMediaUrls(...bodies: string[]): string[] {
	return bodies.flatMap((body) =>
		[...body.matchAll(/\/media\/([a-f0-9]{8,64})(?![a-f0-9])/g)].map((match) => mediaUrl(match[1]!)),
	)
}

// ——— Delete ———

export type DeleteMediaResult =
	| { ok: true; name: string }
	| { ok: false; code: 'not_found' }
	| { ok: false; code: 'in_use'; uses: MediaUse[] }

/** Deletes an image that nothing uses; where it is used is checked in the delete's own transaction. */
export async function deleteMedia(id: number, actor: Actor): Promise<DeleteMediaResult> {
	let removed: StoredFiles | null = null
	const result = await db()
		.transaction()
		.execute(async (trx): Promise<DeleteMediaResult> => {
			const row = await trx
				.selectFrom('media')
				.select(['storage_key', 'variants', 'original_name'])
				.where('id', '=', id)
				.executeTakeFirst()
			if (!row) return { ok: false, code: 'not_found' }
			const url = mediaUrl(row.storage_key)
			const uses = (await usesOf(trx, [url])).get(url) ?? []
			if (uses.length > 0) return { ok: false, code: 'in_use', uses }
			await trx.deleteFrom('media').where('id', '=', id).execute()
			await logActivity(trx, deletionEntry({ entityType: 'media', entityId: id }, { name: row.original_name, key: row.storage_key }, actor))
			removed = row
			return { ok: true, name: row.original_name }
		})
	if (removed) await removeMediaFiles(removed)
	return result
}

// ——— Replace ———

/** Points every item that names `from` at `to` (URL columns, post bodies, settings). */
async function repoint(trx: Trx, from: string, to: string) {
	const contains = `%${from}%`
	await trx.updateTable('products').set({ main_image_url: to }).where('main_image_url', '=', from).execute()
	await trx.updateTable('product_images').set({ url: to }).where('url', '=', from).execute()
	await trx.updateTable('p_categories').set({ image_url: to }).where('image_url', '=', from).execute()
	await trx
		.updateTable('blog_posts')
		.set({ cover_image_url: to })
		.where('cover_image_url', '=', from)
		.execute()
	await trx
		.updateTable('blog_posts')
		.set((eb) => ({
			body_ar: eb.fn<string>('replace', ['body_ar', eb.val(from), eb.val(to)]),
			body_en: eb.fn<string>('replace', ['body_en', eb.val(from), eb.val(to)]),
		}))
		.where((eb) => eb.or([eb('body_ar', 'like', contains), eb('body_en', 'like', contains)]))
		.execute()
	await trx
		.updateTable('site_settings')
		.set((eb) => ({
			value: eb.fn<string>('replace', ['value', eb.val(from), eb.val(to)]),
			value_en: eb.fn<string | null>('replace', ['value_en', eb.val(from), eb.val(to)]),
		}))
		.where((eb) => eb.or([eb('value', 'like', contains), eb('value_en', 'like', contains)]))
		.execute()
	await trx.updateTable('seo_settings').set({ og_image: to }).where('og_image', '=', from).execute()
	await trx.updateTable('seo_settings').set({ twitter_image: to }).where('twitter_image', '=', from).execute()
}

export type ReplaceMediaResult = { ok: true } | { ok: false; code: 'not_found' | 'upload_missing' }

/**
 * Replaces an image's file everywhere it is used. The new file was uploaded like every image
 * (POST /admin/media/upload: decoded and re-encoded by the pipeline, recorded under its content
 * key); in one transaction, every item that named the old image names the new one, this image takes
 * the new file (keeping its id and alt text) and the upload's own row goes, and the content version
 * moves, so public pages are made again. The old files are removed after commit.
 */
export async function replaceMediaFile(id: number, newUrl: string, actor: Actor): Promise<ReplaceMediaResult> {
	const key = mediaKey(newUrl)
	if (!key) return { ok: false, code: 'upload_missing' }
	let removed: StoredFiles | null = null
	const result = await db()
		.transaction()
		.execute(async (trx): Promise<ReplaceMediaResult> => {
			const row = await trx.selectFrom('media').select(['storage_key', 'variants', 'original_name']).where('id', '=', id).executeTakeFirst()
			if (!row) return { ok: false, code: 'not_found' }
			if (row.storage_key === key) return { ok: true }
			const upload = await trx.selectFrom('media').select(['id', 'original_name', 'mime_type', 'width', 'height', 'bytes', 'variants']).where('storage_key', '=', key).executeTakeFirst()
			if (!upload) return { ok: false, code: 'upload_missing' }
			await repoint(trx, mediaUrl(row.storage_key), newUrl)
			await trx.deleteFrom('media').where('id', '=', upload.id).execute()
			const { id: _uploadId, ...file } = upload
			await trx.updateTable('media').set({ ...file, storage_key: key, unused_since: null }).where('id', '=', id).execute()
			await logActivity(trx, { action: 'update', entityType: 'media', entityId: id, details: { name: upload.original_name, changes: [{ field: 'file', from: row.original_name, to: upload.original_name }] }, actor })
			removed = row
			return { ok: true }
		})
	if (removed) await removeMediaFiles(removed)
	return result
}
