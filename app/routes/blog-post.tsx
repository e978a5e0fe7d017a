import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { CalendarDays } from '#app/components/site/icons/calendar-days.tsx'
import { UserRound } from '#app/components/site/icons/user-round.tsx'
import { useEffect, useRef } from 'react'
import { data, Link } from 'react-router'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { CardRow } from '#app/components/site/card-row.tsx'
import { JsonLd } from '#app/components/site/json-ld.tsx'
import { PostCard } from '#app/components/site/post-card.tsx'
import { ResponsiveImage } from '#app/components/site/responsive-image.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { structuredDataImageUrl } from '#app/lib/images.ts'
import { feedLink, feedTitle } from '#app/lib/feed.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { playVideoOnClick } from '#app/lib/video-play.ts'
import { publicRichText } from '#app/server/html.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { shareImage } from '#app/server/share-images.server.ts'
import { postForPreview, previewHeaders } from '#app/server/post-preview.server.ts'
import { getPublishedPostBySlug, listPublishedPosts } from '#app/server/posts.server.ts'
import { redirectOrNotFound } from '#app/server/redirects.server.ts'
import { PreviewBanner, PreviewRefused } from '#app/components/site/post-preview.tsx'
import type { Route } from './+types/blog-post'

export async function loader({ request, params }: Route.LoaderArgs) {
	const { lang, seo, t } = await pageContext(request)
	// A review link (decision 0042) opens the post whatever its state; it is never indexed nor kept.
	const token = new URL(request.url).searchParams.get('preview')
	const preview = token === null ? null : await postForPreview(token)
	if (preview && !preview.ok) {
		const refused = { refused: preview.reason, seo: { ...seo, title: t[`preview.${preview.reason}.title`] } }
		return data(refused, { status: preview.reason === 'expired' ? 410 : 403, headers: previewHeaders })
	}
	const post = preview ? preview.post : await getPublishedPostBySlug(params.slug)
	if (!post) return redirectOrNotFound(request)
	const latest = await listPublishedPosts({ pageSize: 4 })
	const en = lang === 'en'
	const title = en ? post.titleEn : post.titleAr
	const excerpt = en ? post.excerptEn : post.excerptAr
	const page = {
		refused: null,
		preview: preview ? { state: preview.state, expiresAt: preview.expiresAt, timeZone: getConfig().SITE_TIMEZONE } : null,
		seo: { ...seo, title, description: excerpt, image: await shareImage(post.coverImageUrl, title, lang) },
		feedTitle: feedTitle(t['blog.title'], seo.siteName),
		post: {
			slug: post.slug,
			title,
			excerpt,
			// Sanitised again on render: stored HTML is never trusted, whoever wrote it.
			bodyHtml: publicRichText(en ? post.bodyEn : post.bodyAr, lang, t),
			coverImageUrl: post.coverImageUrl,
			publishedAt: post.publishedAt,
			updatedAt: post.updatedAt,
			authorName: post.authorName,
		},
		latest: latest.items
			.filter((p) => p.slug !== post.slug)
			.slice(0, 3)
			.map((p) => ({ slug: p.slug, title: en ? p.titleEn : p.titleAr, excerpt: en ? p.excerptEn : p.excerptAr, coverImageUrl: p.coverImageUrl, publishedAt: p.publishedAt })),
	}
	return data(page, preview ? { headers: previewHeaders } : undefined)
}

/** A preview's own headers (noindex, never kept); other answers get the site's caching rules. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta = ({ data }: Route.MetaArgs) => {
	if (!data) return []
	if (data.refused) return [{ title: `${data.seo.title} | ${data.seo.siteName}` }, { name: 'robots', content: 'noindex' }]
	return [...pageMeta({ ...data.seo, path: `/blog/${data.post.slug}`, type: 'article', noindex: data.preview !== null }), feedLink(data.seo, data.feedTitle)]
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
	const { t, href, lang } = useI18n()
	const body = useRef<HTMLDivElement>(null)
	// A video's "Play video" link becomes its player on a click (nothing loads before; decision 0047).
	useEffect(() => {
		const element = body.current
		element?.addEventListener('click', playVideoOnClick)
		return () => element?.removeEventListener('click', playVideoOnClick)
	}, [loaderData.refused])
	if (loaderData.refused) return <PreviewRefused reason={loaderData.refused} />
	const { post, latest, seo, preview } = loaderData
	return (
		<>
			{preview && preview.state !== 'published' ? <PreviewBanner {...preview} publishedAt={post.publishedAt} /> : null}
			<article>
				{/* A static region (decision 0029): not hydrated on the first load. */}
				<StaticRegion as="header" deps={[lang, post.slug, post.title, post.excerpt, post.publishedAt, post.authorName]} className="container-page max-w-4xl pt-8">
					<Breadcrumbs items={[{ label: t('nav.blog'), path: '/blog' }, { label: post.title }]} />
					<h1 className="text-brand-950 mt-6 text-3xl leading-tight font-bold sm:text-5xl">
						<ScriptRuns text={post.title} />
					</h1>
					<p className="text-ink-600 mt-5 text-xl leading-relaxed">{post.excerpt}</p>
					<div className="text-ink-500 mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
						{post.publishedAt ? (
							<span className="flex min-h-[1lh] items-center gap-1.5">
								<CalendarDays aria-hidden className="size-4" />
								<time dateTime={post.publishedAt}>{t('blog.publishedOn', { date: formatDate(post.publishedAt, lang) })}</time>
							</span>
						) : null}
						{post.authorName ? (
							<span className="flex min-h-[1lh] items-center gap-1.5">
								<UserRound aria-hidden className="size-4" />
								<ScriptRuns text={t('blog.by', { author: post.authorName })} />
							</span>
						) : null}
					</div>
				</StaticRegion>
				{post.coverImageUrl ? (
					<div className="container-page mt-10 max-w-5xl">
						<ResponsiveImage src={post.coverImageUrl} alt="" width={1600} height={900} priority sizes="(min-width: 1024px) 64rem, 100vw" className="shadow-card aspect-[16/9] w-full rounded-3xl object-cover" />
					</div>
				) : null}
				<div
					ref={body}
					className="prose-article container-page mt-10 max-w-3xl"
					data-testid="post-body"
					dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
				/>
				<div className="container-page mt-12 max-w-3xl">
					<Link to={href('/blog')} className="text-brand-700 inline-flex items-center gap-2 font-semibold">
						<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
						{t('blog.back')}
					</Link>
				</div>
			</article>
			<CardRow
				id="latest-title"
				title={t('blog.latest')}
				items={latest}
				className="container-page py-16"
				listClassName="mt-6 grid gap-6 md:grid-cols-3"
			>
				{(item) => <PostCard post={item} />}
			</CardRow>
			<JsonLd
				data={{
					'@type': 'BlogPosting',
					headline: post.title,
					description: post.excerpt,
					inLanguage: lang,
					datePublished: post.publishedAt,
					dateModified: post.updatedAt,
					author: { '@type': 'Person', name: post.authorName || seo.siteName },
					publisher: { '@type': 'Organization', name: seo.siteName },
					mainEntityOfPage: `${seo.origin}${href(`/blog/${post.slug}`)}`,
					...(post.coverImageUrl ? { image: `${seo.origin}${structuredDataImageUrl(post.coverImageUrl)}` } : {}),
				}}
			/>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
