import { useState } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CategoryImagePlaceholder } from './home/categories-section.tsx'
import { ResponsiveImage } from './responsive-image.tsx'

export interface GalleryImage {
	url: string
	alt: string
}

/** The main image with thumbnails that swap it; works as plain images without JavaScript. */
export function ProductGallery({ images }: { images: GalleryImage[] }) {
	const { t } = useI18n()
	const [active, setActive] = useState(0)
	// Only a swap fades in: on arrival the main image is the page's largest paint, and a fade from
	// transparent would hold that paint back.
	const [swapped, setSwapped] = useState(false)
	const current = images[active]
	return (
		<div>
			<div className="bg-sand-200 shadow-card aspect-[4/3] overflow-hidden rounded-3xl">
				{current ? (
					<ResponsiveImage
						key={current.url}
						src={current.url}
						alt={current.alt}
						sizes="(min-width: 1024px) 45vw, 92vw"
						priority={active === 0}
						className={`${swapped ? 'animate-fade-in' : ''} size-full object-cover`}
					/>
				) : (
					<CategoryImagePlaceholder />
				)}
			</div>
			{images.length > 1 ? (
				<ul className="mt-4 grid grid-cols-4 gap-3" aria-label={t('products.gallery')}>
					{images.map((image, index) => (
						<li key={image.url}>
							<button
								type="button"
								onClick={() => {
									setActive(index)
									setSwapped(true)
								}}
								aria-label={t('products.showImage', { n: index + 1 })}
								aria-pressed={index === active}
								className={`block aspect-[4/3] w-full overflow-hidden rounded-xl ring-2 ring-offset-2 transition ${index === active ? 'ring-brand-600' : 'hover:ring-sand-300 ring-transparent'}`}
							>
								<ResponsiveImage src={image.url} alt="" sizes="120px" width={400} height={300} secondary className="size-full object-cover" />
							</button>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
