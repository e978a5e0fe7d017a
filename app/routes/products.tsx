import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { Catalogue } from '#app/components/site/catalogue.tsx'
import { toNavTree } from '#app/components/site/category-nav.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageParam } from '#app/lib/pagination.ts'
import { toCardData } from '#app/lib/product-card.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { getActiveCategoryTree } from '#app/server/categories.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { listActiveProducts } from '#app/server/products.server.ts'
import type { Route } from './+types/products'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, t, seo } = await pageContext(request)
	const [tree, products] = await Promise.all([getActiveCategoryTree(), listActiveProducts({ page: pageParam(url), pageSize: 12 })])
	return {
		seo: { ...seo, title: t['products.title'], description: t['products.lead'] },
		tree: toNavTree(tree),
		products: { ...products, items: products.items.map(toCardData) },
	}
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/products' }) : [])

export default function Products({ loaderData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { products, tree } = loaderData
	return (
		<>
			<PageHeader title={t('products.title')} lead={t('products.lead')}>
				<Breadcrumbs items={[{ label: t('nav.products') }]} />
			</PageHeader>
			<Catalogue tree={tree} products={products.items} total={products.total} page={products.page} pageCount={products.pageCount} />
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
