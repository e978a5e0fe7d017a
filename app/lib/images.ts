/**
 * Responsive image URLs, shared by server and browser. An image stored by the media pipeline is
 * referenced in content as `/media/<key>` (no extension); every width below exists for it in WebP
 * and AVIF, so a srcset can be derived from the URL alone, without a database lookup.
 */
export const imageWidths = [400, 800, 1200, 1600] as const

export type ImageWidth = (typeof imageWidths)[number]
export type ImageFormat = 'webp' | 'avif'

/** The width used as the plain `src` (the fallback for browsers without srcset support). */
export const fallbackWidth: ImageWidth = 800

const mediaUrlPattern = /^\/media\/([a-f0-9]{8,64})$/

/** The storage key of a `/media/<key>` URL, or null for any other URL. */
export function mediaKey(url: string): string | null {
	return mediaUrlPattern.exec(url)?.[1] ?? null
}

export function mediaUrl(key: string): string {
	return `/media/${key}`
}

export function mediaVariantUrl(url: string, width: ImageWidth, format: ImageFormat): string {
	return `${url}/${width}.${format}`
}

/**
 * The picture link previews show (Open Graph, X cards, WhatsApp, LinkedIn): a JPEG, because not
 * every sharing service reads WebP or AVIF, cut to the 1.91:1 card every one of them shows, 1200 px
 * wide where the source is that wide (never enlarged). Made from the stored image on first request.
 */
export const shareImageFile = 'share.jpg'
export const shareImageType = 'image/jpeg'
const shareCard = { width: 1200, height: 630 }

export function shareImageUrl(url: string): string {
	return `${url}/${shareImageFile}`
}

/** The share picture's size for a stored image of this width (the file name's widths are nominal). */
export function shareImageSize(sourceWidth: number): { width: number; height: number } {
	const width = Math.max(1, Math.min(shareCard.width, Math.round(sourceWidth)))
	return { width, height: Math.max(1, Math.round((width * shareCard.height) / shareCard.width)) }
}

/** An image URL for structured data: a stored image's 1200 px WebP, any other URL as it is. */
export function structuredDataImageUrl(url: string): string {
	return mediaKey(url) ? mediaVariantUrl(url, 1200, 'webp') : url
}

export interface ResponsiveImage {
	src: string
	sizes: string
	srcSetWebp?: string
	srcSetAvif?: string
}

/**
 * What a `<picture>` needs for a content image: AVIF and WebP srcsets for media-pipeline URLs,
 * the URL unchanged as `src` for anything else (an external or static image).
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
	if (!mediaKey(url)) return { src: url, sizes }
	const srcSet = (format: ImageFormat) =>
		imageWidths.map((width) => `${mediaVariantUrl(url, width, format)} ${width}w`).join(', ')
	return {
		src: mediaVariantUrl(url, fallbackWidth, 'webp'),
		sizes,
		srcSetWebp: srcSet('webp'),
		srcSetAvif: srcSet('avif'),
	}
}
