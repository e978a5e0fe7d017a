import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { ChevronLeft } from '#app/components/site/icons/chevron-left.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { type CategoryNavNode, CategoryNav } from './category-nav.tsx'
import { CatalogueFilters, type FilterChoices } from './catalogue-filters.tsx'
import { Pagination } from './pagination.tsx'
import type { ListingFilters } from '#app/lib/export-data.ts'
import { findInTree } from '#app/lib/tree.ts'
import { ProductCard, type ProductCardData } from './product-card.tsx'

/** Category navigation beside a paginated grid of products: the listing and category pages. */
export function Catalogue({
	tree,
	products,
	total,
	page,
	pageCount,
	before,
	filters,
}: {
	tree: CategoryNavNode[]
	products: ProductCardData[]
	total: number
	page: number
	pageCount: number
	before?: ReactNode
	/** The export filters (origin, certification, Incoterm) above the grid. */
	filters?: { choices: FilterChoices; selected: ListingFilters }
}) {
	const { t, lang } = useI18n()
	const { pathname } = useLocation()
	const slug = /\/products\/category\/([^/]+)$/.exec(pathname)?.[1]
	const current = slug ? findInTree(tree, (node) => node.slug === slug) : undefined
	return (
		<div className="container-page grid gap-6 py-6 lg:grid-cols-[17rem_1fr] lg:gap-10 lg:py-10">
			{/* On a phone the tree folds away above the grid (a <details>: no JavaScript needed), so the
			    first products are in the first screen; it closes again on every category change. */}
			<details key={pathname} className="group border-sand-200 rounded-2xl border bg-white lg:hidden" data-testid="category-disclosure">
				<summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
					<span className="min-w-0">
						<span className="text-ink-500 block text-xs font-semibold">{t('products.categories')}</span>
						<span className="text-brand-900 block truncate font-semibold">
							{current ? (lang === 'en' ? current.nameEn : current.nameAr) : t('products.allProducts')}
						</span>
					</span>
					<ChevronLeft aria-hidden className="text-ink-500 size-5 shrink-0 -rotate-90 transition-transform group-open:rotate-90" />
				</summary>
				<div className="border-sand-200 border-t p-2">
					<CategoryNav tree={tree} bare />
				</div>
			</details>
			<aside className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
				<CategoryNav tree={tree} />
			</aside>
			<div>
				{/* The grid's heading (the phone's folded tree has none): the product cards' h3 follow an h2. */}
				<h2 className="sr-only">{current ? (lang === 'en' ? current.nameEn : current.nameAr) : t('products.allProducts')}</h2>
				{before}
				{filters ? <CatalogueFilters choices={filters.choices} selected={filters.selected} /> : null}
				<p className="text-ink-500 text-sm" data-testid="product-count">
					{t('products.count', { count: total })}
				</p>
				{products.length ? (
					<ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
						{products.map((product) => (
							<li key={product.slug}>
								<ProductCard product={product} />
							</li>
						))}
					</ul>
				) : (
					<p className="border-sand-300 text-ink-600 mt-4 rounded-2xl border border-dashed p-10 text-center">{t('products.empty')}</p>
				)}
				<Pagination page={page} pageCount={pageCount} />
			</div>
		</div>
	)
}
