import { data, Link } from 'react-router'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { Catalogue } from '#app/components/site/catalogue.tsx'
import { toNavTree } from '#app/components/site/category-nav.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { StaffPreviewBanner } from '#app/components/site/staff-preview-banner.tsx'
import { staffPreviewAllowed } from '#app/server/catalogue-preview.server.ts'
import { descendantIds, getActiveCategoryBySlug, getCategoryPreviewBySlug } from '#app/server/categories.server.ts'
import { previewHeaders } from '#app/server/post-preview.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { shareImage } from '#app/server/share-images.server.ts'
import { catalogueListing } from '#app/server/catalogue.server.ts'
import { redirectOrNotFound } from '#app/server/redirects.server.ts'
import type { Route } from './+types/category'

export async function loader({ request, params }: Route.LoaderArgs) {
	const { url, lang, seo } = await pageContext(request)
	let found = await getActiveCategoryBySlug(params.slug)
	// A draft category (or one under a draft parent): staff see it as it will be once published, with ?preview.
	const preview = !found && (await staffPreviewAllowed(request, '/admin/categories'))
	if (preview) found = await getCategoryPreviewBySlug(params.slug)
	if (!found) return redirectOrNotFound(request)
	const { category, ancestors, tree, visibleIds } = found
	// A parent category lists its own products and those of every subcategory.
	const listing = await catalogueListing(url, lang, descendantIds(category), visibleIds)
	const name = lang === 'en' ? category.nameEn : category.nameAr
	const description = lang === 'en' ? category.descriptionEn : category.descriptionAr
	const page = {
		preview,
		seo: { ...seo, title: name, description, image: await shareImage(category.imageUrl, name, lang) },
		category: { slug: category.slug, name, description },
		ancestors: ancestors.map((a) => ({ slug: a.slug, name: lang === 'en' ? a.nameEn : a.nameAr })),
		children: category.children.map((c) => ({ slug: c.slug, name: lang === 'en' ? c.nameEn : c.nameAr })),
		tree: toNavTree(tree),
		...listing,
	}
	return data(page, preview ? { headers: previewHeaders } : undefined)
}

/** A preview's own headers (noindex, never kept); other answers get the site's caching rules. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta = ({ data }: Route.MetaArgs) =>
	data ? pageMeta({ ...data.seo, path: `/products/category/${data.category.slug}`, noindex: data.preview }) : []

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
	const { t, href } = useI18n()
	const { category, ancestors, children, tree, products, filters, preview } = loaderData
	return (
		<>
			{preview ? <StaffPreviewBanner kind="category" /> : null}
			<PageHeader title={category.name} lead={category.description}>
				<Breadcrumbs
					items={[
						{ label: t('nav.products'), path: '/products' },
						...ancestors.map((a) => ({ label: a.name, path: `/products/category/${a.slug}` })),
						{ label: category.name },
					]}
				/>
			</PageHeader>
			<Catalogue
				tree={tree}
				filters={filters}
				products={products.items}
				total={products.total}
				page={products.page}
				pageCount={products.pageCount}
				before={
					children.length ? (
						<div className="mb-6">
							<h2 className="text-ink-500 text-sm font-semibold">{t('products.subcategories')}</h2>
							<ul className="mt-3 flex flex-wrap gap-2">
								{children.map((child) => (
									<li key={child.slug}>
										<Link
											to={href(`/products/category/${child.slug}`)}
											className="border-brand-200 text-brand-800 hover:bg-brand-50 inline-block rounded-full border bg-white px-4 py-1.5 text-sm font-medium"
										>
											{child.name}
										</Link>
									</li>
								))}
							</ul>
						</div>
					) : null
				}
			/>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
