import type { ReactNode } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { type CategoryNavNode, CategoryNav } from './category-nav.tsx'
import { Pagination } from './pagination.tsx'
import { ProductCard, type ProductCardData } from './product-card.tsx'

/** Category navigation beside a paginated grid of products: the listing and category pages. */
export function Catalogue({
	tree,
	products,
	total,
	page,
	pageCount,
	before,
}: {
	tree: CategoryNavNode[]
	products: ProductCardData[]
	total: number
	page: number
	pageCount: number
	before?: ReactNode
}) {
	const { t } = useI18n()
	return (
		<div className="container-page grid gap-8 py-10 lg:grid-cols-[17rem_1fr] lg:gap-10">
			<aside className="lg:sticky lg:top-24 lg:self-start">
				<CategoryNav tree={tree} />
			</aside>
			<div>
				{before}
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
