import crypto from 'node:crypto'
import type { Lang } from '#app/i18n/lang.ts'
import { mediaKey } from '#app/lib/images.ts'
import { getActiveCategoryTrail } from './categories.server.ts'
import { currentContentVersion } from './content-version.server.ts'
import { datasheetContent } from './datasheet/content.server.ts'
import { renderDatasheet } from './datasheet/document.server.ts'
import { siteToday } from './export-data.server.ts'
import { logger } from './logger.server.ts'
import { loadSharp, mediaStorage } from './media.server.ts'
import { getActiveProductBySlug } from './products.server.ts'
import { getSeoSettings, siteOrigin } from './seo.server.ts'
import { getSiteSettings } from './settings.server.ts'

/**
 * A product's datasheet PDF (decision 0036), made when first asked for and kept until what it shows
 * changes. A kept sheet is served while the content version (the newest activity-log id, which
 * every staff write moves) and the site's date are those it was checked at. When either moved,
 * the sheet's content is read again: the same content (a write elsewhere on the site) keeps the
 * sheet and its ETag; different content (the product, its category, the settings it shows, a
 * certification that expired today) draws a new one.
 */
export interface Datasheet {
	body: Buffer
	/** A weak ETag: the hash of what the sheet shows (two instances draw equal sheets, not equal bytes). */
	etag: string
}

/** Raise when the drawing changes, so sheets kept by browsers and CDNs are replaced. */
const layoutRevision = 1
const keptLimit = { entries: 200, bytes: 48 * 1024 * 1024 }

interface KeptSheet extends Datasheet {
	version: number | null
	today: string
}

const kept = new Map<string, KeptSheet>()
let keptBytes = 0
const pending = new Map<string, Promise<Datasheet | null>>()

/** The datasheet of a visible product in a language, or null when the product page would answer 404. */
export async function productDatasheet(slug: string, lang: Lang): Promise<Datasheet | null> {
	const key = `${lang} ${slug}`
	const [version, today] = [await currentContentVersion(), siteToday()]
	const sheet = kept.get(key)
	if (sheet && version !== null && sheet.version === version && sheet.today === today) {
		// Most recently used last: the first entry is the one to let go.
		kept.delete(key)
		kept.set(key, sheet)
		return sheet
	}
	// Several requests for a sheet being drawn wait for the one drawing.
	let drawing = pending.get(key)
	if (!drawing) {
		drawing = draw(key, slug, lang, version, today).finally(() => pending.delete(key))
		pending.set(key, drawing)
	}
	return drawing
}

async function draw(key: string, slug: string, lang: Lang, version: number | null, today: string): Promise<Datasheet | null> {
	const product = await getActiveProductBySlug(slug)
	if (!product) {
		forget(key)
		return null
	}
	const [categoryTrail, settings, seo] = await Promise.all([
		product.categoryId === null ? [] : getActiveCategoryTrail(product.categoryId),
		getSiteSettings(lang),
		getSeoSettings(),
	])
	const content = datasheetContent({ lang, product, categoryTrail, settings, origin: siteOrigin(seo), today })
	const etag = `W/"${crypto.createHash('sha256').update(`${layoutRevision}\n${JSON.stringify(content)}`).digest('base64url').slice(0, 27)}"`
	const previous = kept.get(key)
	const body = previous?.etag === etag ? previous.body : await renderDatasheet(content, await sheetImage(content.product.image))
	keep(key, { body, etag, version, today })
	return { body, etag }
}

/** The product's picture as a JPEG fit for print at the size the sheet sets it, or null without one. */
async function sheetImage(url: string | null): Promise<Buffer | null> {
	const key = url ? mediaKey(url) : null
	// Only stored images: the server does not fetch pictures from addresses typed by staff.
	if (!key) return null
	try {
		const source = await mediaStorage().get(key, '800.webp')
		if (!source) return null
		const sharp = await loadSharp()
		return await sharp(source).resize({ width: 640, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer()
	} catch (error) {
		logger.warn({ err: error, key }, 'datasheet image unreadable')
		return null
	}
}

function keep(key: string, sheet: KeptSheet) {
	forget(key)
	kept.set(key, sheet)
	keptBytes += sheet.body.length
	for (const [oldest, entry] of kept) {
		if (kept.size <= keptLimit.entries && keptBytes <= keptLimit.bytes) break
		kept.delete(oldest)
		keptBytes -= entry.body.length
	}
}

function forget(key: string) {
	const sheet = kept.get(key)
	if (!sheet) return
	kept.delete(key)
	keptBytes -= sheet.body.length
}

/** Tests: start from no kept sheets. */
export function forgetDatasheets() {
	kept.clear()
	keptBytes = 0
}
