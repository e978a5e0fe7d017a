import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { ImageOff } from '#app/components/site/icons/image-off.tsx'
import { Suspense } from 'react'
import { Await, Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { ResponsiveImage } from '../responsive-image.tsx'
import { SectionHeading } from '../section-heading.tsx'

export interface HomeCategory {
	slug: string
	nameAr: string
	nameEn: string
	imageUrl: string | null
}

/** Home category cards (spec: 4), streamed: pulse placeholders show until they arrive. */
export const homeCategoryCount = 4

export function CategoriesSection({ categories }: { categories: Promise<HomeCategory[]> }) {
	const { t, href, lang } = useI18n()
	// A static region (decision 0029): on the first load the cards the server streams in are its
	// content as they arrive, not hydrated.
	return (
		<StaticRegion as="section" deps={[lang, categories]} aria-labelledby="home-products-title" className="below-fold bg-sand-100/70 py-20 sm:py-24">
			<div className="container-page">
				<div className="flex flex-wrap items-end justify-between gap-6">
					<SectionHeading align="start" id="home-products-title" eyebrow={t('home.products.eyebrow')} title={t('home.products.title')} text={t('home.products.text')} />
					<Link
						to={href('/products')}
						data-analytics="home_products_view_all"
						className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-2 font-semibold"
					>
						{t('home.products.viewAll')}
						<ArrowRight aria-hidden className="flip-rtl size-4" />
					</Link>
				</div>
				<Suspense fallback={<CategoryPulse />}>
					<Await resolve={categories}>{(list) => <CategoryCards categories={list} />}</Await>
				</Suspense>
			</div>
		</StaticRegion>
	)
}

function CategoryCards({ categories }: { categories: HomeCategory[] }) {
	const { lang, href } = useI18n()
	return (
		<ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-categories">
			{categories.slice(0, homeCategoryCount).map((category) => {
				const name = lang === 'en' ? category.nameEn : category.nameAr
				const other = lang === 'en' ? category.nameAr : category.nameEn
				return (
					<li key={category.slug}>
						<Link
							to={href(`/products/category/${category.slug}`)}
							data-analytics="home_category_click"
							data-analytics-label={category.slug}
							className="group shadow-card hover:shadow-lift block overflow-hidden rounded-3xl bg-white transition-shadow"
						>
							<div className="bg-sand-200 aspect-[4/3] overflow-hidden">
								{category.imageUrl ? (
									<ResponsiveImage
										src={category.imageUrl}
										alt=""
										sizes="(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 90vw"
										className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
									/>
								) : (
									<CategoryImagePlaceholder />
								)}
							</div>
							<div className="p-5">
								<h3 className="text-brand-950 text-lg font-bold">{name}</h3>
								<p className="text-parent-start text-ink-500 mt-0.5 text-sm" lang={lang === 'en' ? 'ar' : 'en'} dir="auto">
									{other}
								</p>
							</div>
						</Link>
					</li>
				)
			})}
		</ul>
	)
}

export function CategoryImagePlaceholder() {
	const { t } = useI18n()
	return (
		<div className="from-sand-100 to-sand-200 text-sand-300 flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br">
			<ImageOff aria-hidden className="size-10" />
			<span className="sr-only">{t('home.products.noImage')}</span>
		</div>
	)
}

function CategoryPulse() {
	const { t } = useI18n()
	return (
		<ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true" aria-label={t('loading')}>
			{Array.from({ length: homeCategoryCount }, (_, index) => (
				<li key={index} className="overflow-hidden rounded-3xl bg-white">
					<div className="bg-sand-200 aspect-[4/3] animate-pulse" />
					<div className="space-y-2 p-5">
						<div className="bg-sand-200 h-5 w-2/3 animate-pulse rounded" />
						<div className="bg-sand-100 h-4 w-1/2 animate-pulse rounded" />
					</div>
				</li>
			))}
		</ul>
	)
}
