import { responsiveImage } from '#app/lib/images.ts'

/**
 * A content image as <picture>: AVIF, then WebP, at every stored width. `priority` marks the one
 * image that paints first (the hero): loaded eagerly with high fetch priority; all others lazily.
 * Every image decodes off the frame (`async`), the hero too: decoded in the frame, an AVIF held the
 * page's first paint, text and all, until it was decoded (decision 0016, "Later (session 26)").
 */
export function ResponsiveImage({
	src,
	alt,
	sizes,
	className,
	width = 1200,
	height = 900,
	priority = false,
	fill = false,
}: {
	src: string
	alt: string
	sizes: string
	className?: string
	width?: number
	height?: number
	priority?: boolean
	/** Cover the nearest positioned ancestor (which sets the box and its rounded corners). */
	fill?: boolean
}) {
	const image = responsiveImage(src, sizes)
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
				fetchPriority={priority ? 'high' : 'auto'}
				decoding="async"
				className={fill ? `absolute inset-0 size-full object-cover ${className ?? ''}` : className}
			/>
		</picture>
	)
}
