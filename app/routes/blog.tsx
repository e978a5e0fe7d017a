import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { PostCard } from '#app/components/site/post-card.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageParam } from '#app/lib/pagination.ts'
import { feedLink, feedTitle } from '#app/lib/feed.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { listPublishedPosts } from '#app/server/posts.server.ts'
import type { Route } from './+types/blog'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, lang, t, seo } = await pageContext(request)
	const posts = await listPublishedPosts({ page: pageParam(url), pageSize: 9 })
	const en = lang === 'en'
	return {
		seo: { ...seo, title: t['blog.title'], description: t['blog.lead'] },
		posts: {
			...posts,
			items: posts.items.map((p) => ({
				slug: p.slug,
				title: en ? p.titleEn : p.titleAr,
				excerpt: en ? p.excerptEn : p.excerptAr,
				coverImageUrl: p.coverImageUrl,
				publishedAt: p.publishedAt,
			})),
		},
	}
}

export const meta = ({ data }: Route.MetaArgs) =>
	data ? [...pageMeta({ ...data.seo, path: '/blog' }), feedLink(data.seo, feedTitle(data.seo.title, data.seo.siteName))] : []

export default function Blog({ loaderData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { posts } = loaderData
	return (
		<>
			<PageHeader title={t('blog.title')} lead={t('blog.lead')}>
				<Breadcrumbs items={[{ label: t('nav.blog') }]} />
			</PageHeader>
			<div className="container-page py-12">
				{posts.items.length ? (
					<ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
						{posts.items.map((post) => (
							<li key={post.slug}>
								<PostCard post={post} />
							</li>
						))}
					</ul>
				) : (
					<p className="text-ink-600 py-16 text-center">{t('blog.empty')}</p>
				)}
				<Pagination page={posts.page} pageCount={posts.pageCount} />
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
