import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { Catalogue } from '#app/components/site/catalogue.tsx'
import { toNavTree } from '#app/components/site/category-nav.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { getActiveCategoryTree } from '#app/server/categories.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { catalogueListing } from '#app/server/catalogue.server.ts'
import type { Route } from './+types/products'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, t, seo, lang } = await pageContext(request)
	const [tree, listing] = await Promise.all([getActiveCategoryTree(), catalogueListing(url, lang)])
	return {
		seo: { ...seo, title: t['products.title'], description: t['products.lead'] },
		tree: toNavTree(tree),
		...listing,
	}
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/products' }) : [])

export default function Products({ loaderData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { products, tree, filters } = loaderData
	return (
		<>
			<PageHeader title={t('products.title')} lead={t('products.lead')}>
				<Breadcrumbs items={[{ label: t('nav.products') }]} />
			</PageHeader>
			<Catalogue tree={tree} filters={filters} products={products.items} total={products.total} page={products.page} pageCount={products.pageCount} />
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
