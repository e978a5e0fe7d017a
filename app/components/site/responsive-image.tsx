import { preload } from 'react-dom'
import { responsiveImage } from '#app/lib/images.ts'

/**
 * A content image as <picture>: AVIF, then WebP, at every stored width. `priority` marks the one
 * image that paints first (the hero): loaded eagerly with high fetch priority; all others lazily.
 * Every image decodes off the frame (`async`), the hero too: decoded in the frame, an AVIF held the
 * page's first paint, text and all, until it was decoded (decision 0016, "Later (session 26)").
 * `priorityMedia` keeps the high priority to the screens where the hero is in the first view (a
 * preload link with that media query); elsewhere it loads eagerly at low priority, so that on a
 * phone, where it starts at or below the fold, it leaves the bandwidth to what the first paint needs
 * (the stylesheet, the fonts). `secondary` marks a picture that may be in the first view but is not
 * what the page is about (a product's thumbnails under its main picture): it asks for low priority,
 * so the main picture gets the connection first.
 */
export function ResponsiveImage({
	src,
	alt,
	sizes,
	className,
	width = 1200,
	height = 900,
	priority = false,
	priorityMedia,
	fill = false,
	secondary = false,
}: {
	src: string
	alt: string
	sizes: string
	className?: string
	width?: number
	height?: number
	priority?: boolean
	/** With `priority`: the media query where the picture is in the first view, e.g. '(min-width: 640px)'. */
	priorityMedia?: string
	/** Cover the nearest positioned ancestor (which sets the box and its rounded corners). */
	fill?: boolean
	/** In the first view, after the picture that matters: low fetch priority. */
	secondary?: boolean
}) {
	const image = responsiveImage(src, sizes)
	// With `priorityMedia`, the high priority is the preload's, where the query matches; the <img>
	// itself asks for low, and where the query matches it finds the file the preload fetched.
	const fetchPriority = !priority ? (secondary ? 'low' : 'auto') : priorityMedia ? 'low' : 'high'
	if (priority && priorityMedia) {
		const srcSet = image.srcSetAvif ?? image.srcSetWebp
		preload(image.src, {
			as: 'image',
			fetchPriority: 'high',
			media: priorityMedia,
			...(srcSet
				? { imageSrcSet: srcSet, imageSizes: sizes, type: image.srcSetAvif ? 'image/avif' : 'image/webp' }
				: {}),
		})
	}
	return (
		<picture className="contents">
			{image.srcSetAvif ? <source type="image/avif" srcSet={image.srcSetAvif} sizes={sizes} /> : null}
			{image.srcSetWebp ? <source type="image/webp" srcSet={image.srcSetWebp} sizes={sizes} /> : null}
			<img
				src={image.src}
				alt={alt}
				width={width}
				height={height}
				loading={priority ? 'eager' : 'lazy'}
				fetchPriority={fetchPriority}
				decoding="async"
				className={fill ? `absolute inset-0 size-full object-cover ${className ?? ''}` : className}
			/>
		</picture>
	)
}
