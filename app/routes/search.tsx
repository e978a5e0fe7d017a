import { Search } from '#app/components/site/icons/search.tsx'
import { Link } from 'react-router'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { ResponsiveImage } from '#app/components/site/responsive-image.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { CategoryImagePlaceholder } from '#app/components/site/home/categories-section.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { searchProducts } from '#app/server/search.server.ts'
import { spellingSuggestion } from '#app/server/search-spelling.server.ts'
import type { Route } from './+types/search'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, lang, t, seo } = await pageContext(request)
	const q = (url.searchParams.get('q') ?? '').slice(0, 100)
	const results = await searchProducts(q)
	const en = lang === 'en'
	return {
		q,
		// Nothing found: the catalogue's spelling of the words, when that finds something.
		didYouMean: results.length === 0 ? await spellingSuggestion(q) : null,
		seo: { ...seo, title: q.trim() ? t['search.resultsFor'].replace('{q}', q) : t['search.title'] },
		results: results.map((r) => ({
			slug: r.slug,
			name: en ? r.name_en : r.name_ar,
			otherName: en ? r.name_ar : r.name_en,
			description: en ? r.description_en : r.description_ar,
			category: en ? r.category_name_en : r.category_name_ar,
			image: r.main_image_url,
			matchedFields: r.matched_fields,
			relevanceScore: r.relevance_score,
		})),
	}
}

// Result pages are not indexed; the canonical points at the search page itself.
export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/search', noindex: true }) : [])

export default function SearchPage({ loaderData }: Route.ComponentProps) {
	const { t, href, lang } = useI18n()
	const { q, results, didYouMean } = loaderData
	const blank = !q.trim()
	return (
		<>
			<PageHeader title={blank ? t('search.title') : t('search.resultsFor', { q })}>
				<Breadcrumbs items={[{ label: t('search.title') }]} />
			</PageHeader>
			<div className="container-page py-10">
				<form method="get" action={href('/search')} role="search" aria-label={t('search.title')} className="flex max-w-xl gap-2">
					<label htmlFor="search-page-q" className="sr-only">
						{t('search.label')}
					</label>
					<input
						id="search-page-q"
						type="search"
						name="q"
						defaultValue={q}
						maxLength={100}
						placeholder={t('search.placeholder')}
						className="border-sand-300 focus:border-brand-500 focus:ring-brand-100 min-w-0 flex-1 rounded-full border bg-white px-5 py-3 outline-none focus:ring-4"
					/>
					<button type="submit" className="bg-brand-700 hover:bg-brand-800 inline-flex shrink-0 items-center gap-2 rounded-full px-6 font-semibold text-white">
						<Search aria-hidden className="size-4" />
						{t('search.submit')}
					</button>
				</form>
				{blank ? (
					<p className="text-ink-600 mt-10">{t('search.blank')}</p>
				) : results.length === 0 ? (
					<p className="text-ink-600 mt-10" data-testid="search-empty">
						{/* The visitor's words may be in the other script: marked as such inside the sentence. */}
						<ScriptRuns text={t('search.none', { q })} />
						{didYouMean ? (
							<span className="text-ink-800 mt-3 block" data-testid="search-did-you-mean">
								{t('search.didYouMean')}{' '}
								<Link to={`${href('/search')}?q=${encodeURIComponent(didYouMean)}`} className="text-brand-700 hover:text-brand-800 font-semibold underline underline-offset-4">
									<ScriptRuns text={didYouMean} />
								</Link>
								{t('search.didYouMeanEnd')}
							</span>
						) : null}
					</p>
				) : (
					<>
						<p className="text-ink-500 mt-8 text-sm" role="status">
							{t('search.count', { count: results.length })}
						</p>
						<ol className="mt-4 space-y-4" data-testid="search-results">
							{results.map((result) => (
								<li key={result.slug}>
									<Link
										to={href(`/products/${result.slug}`)}
										className="group shadow-card hover:shadow-lift flex gap-5 overflow-hidden rounded-2xl bg-white p-4 transition-shadow"
									>
										<div className="bg-sand-200 aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-xl sm:w-44">
											{result.image ? (
												<ResponsiveImage src={result.image} alt="" sizes="176px" width={400} height={300} className="size-full object-cover" />
											) : (
												<CategoryImagePlaceholder />
											)}
										</div>
										<div className="min-w-0 flex-1">
											{result.category ? <p className="text-grain-700 text-xs font-semibold">{result.category}</p> : null}
											<h2 className="text-brand-950 mt-1 text-lg font-bold">{result.name}</h2>
											<p className="text-parent-start text-ink-500 text-sm" lang={lang === 'en' ? 'ar' : 'en'} dir="auto">
												{result.otherName}
											</p>
											<p className="text-ink-600 mt-2 line-clamp-2 text-sm">{result.description}</p>
											<div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
												<span className="text-ink-500">{t('search.matchedIn')}:</span>
												{result.matchedFields.map((fieldName) => (
													<span key={fieldName} className="bg-brand-50 text-brand-800 rounded-full px-2.5 py-0.5 font-medium" data-testid="matched-field">
														{t(`search.field.${fieldName}`)}
													</span>
												))}
												<span className="text-ink-500 ms-auto" data-testid="relevance-score">
													{t('search.score')}: <bdi>{formatNumber(result.relevanceScore, lang)}</bdi>
												</span>
											</div>
										</div>
									</Link>
								</li>
							))}
						</ol>
					</>
				)}
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
