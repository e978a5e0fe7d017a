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
