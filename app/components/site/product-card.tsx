import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { MapPin } from '#app/components/site/icons/map-pin.tsx'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CategoryImagePlaceholder } from './home/categories-section.tsx'
import { ResponsiveImage } from './responsive-image.tsx'
import { QuoteButton } from './quote/quote-button.tsx'

export interface ProductCardData {
	slug: string
	nameAr: string
	nameEn: string
	originAr: string
	originEn: string
	packagingTypeAr: string
	packagingTypeEn: string
	mainImageUrl: string | null
	isFeatured: boolean
}

export function ProductCard({ product }: { product: ProductCardData }) {
	const { lang, t, href } = useI18n()
	const en = lang === 'en'
	const origin = en ? product.originEn : product.originAr
	const packaging = en ? product.packagingTypeEn : product.packagingTypeAr
	const name = en ? product.nameEn : product.nameAr
	return (
		<div className="group shadow-card hover:shadow-lift flex h-full flex-col overflow-hidden rounded-2xl bg-white transition-shadow">
		<Link to={href(`/products/${product.slug}`)} prefetch="intent" data-testid="product-card" className="flex flex-1 flex-col">
			<div className="bg-sand-200 relative aspect-[4/3] overflow-hidden">
				{product.mainImageUrl ? (
					<ResponsiveImage
						src={product.mainImageUrl}
						alt=""
						sizes="(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 90vw"
						className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
					/>
				) : (
					<CategoryImagePlaceholder />
				)}
				{product.isFeatured ? (
					<span className="bg-grain-500 text-brand-950 absolute top-3 rounded-full px-2.5 py-0.5 text-xs font-bold ltr:start-3 rtl:start-3">
						{t('products.featured')}
					</span>
				) : null}
			</div>
			<div className="flex flex-1 flex-col p-5">
				{/* Names may mix scripts ("أرز بسمتي 1121 Premium"): each run is marked with its language. */}
				<h3 className="text-brand-950 text-lg leading-snug font-bold">
					<ScriptRuns text={name} />
				</h3>
				<p className="text-parent-start text-ink-500 mt-0.5 text-sm" lang={en ? 'ar' : 'en'} dir="auto">
					<ScriptRuns text={en ? product.nameAr : product.nameEn} textLang={en ? 'ar' : 'en'} />
				</p>
				<div className="text-ink-600 mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm">
					{origin ? (
						<span className="inline-flex items-center gap-1">
							<MapPin aria-hidden className="text-grain-500 size-3.5" />
							{origin}
						</span>
					) : null}
					{packaging ? <span className="truncate"><ScriptRuns text={packaging} /></span> : null}
				</div>
			</div>
		</Link>
		{/* Beside the link, not inside it: a button within a link is neither valid nor reachable alone. */}
		<div className="px-5 pb-5">
			<QuoteButton slug={product.slug} name={name} />
		</div>
		</div>
	)
}
