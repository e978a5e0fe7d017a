import type { Lang } from '#app/i18n/lang.ts'
import { mediaKey, shareImageSize, shareImageType, shareImageUrl } from '#app/lib/images.ts'
import type { ShareImage } from '#app/lib/seo.ts'
import { db } from './db/db.server.ts'

/**
 * The link-preview picture for an image URL of the content: an image of this site becomes its share
 * picture (`/media/<key>/share.jpg`, with its real size); an absolute URL is passed on as it is. An
 * image that is no longer stored gives none, so the page's default picture is used instead of a
 * link that answers 404. The alternative text is the image's own in that language, else `alt`.
 */
export async function shareImage(url: string | null | undefined, alt: string, lang: Lang): Promise<ShareImage | undefined> {
	if (!url) return undefined
	const key = mediaKey(url)
	if (!key) return { url, alt }
	const row = await db()
		.selectFrom('media')
		.select(['width', 'alt_ar', 'alt_en'])
		.where('storage_key', '=', key)
		.executeTakeFirst()
	if (!row) return undefined
	return {
		url: shareImageUrl(url),
		...shareImageSize(row.width),
		type: shareImageType,
		alt: (lang === 'en' ? row.alt_en : row.alt_ar) || alt,
	}
}
