import { Link, useRouteLoaderData } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** The public 404 page: its <title> (hoisted into the head by React) names the page and the site. */
export function NotFound() {
	const { t, href } = useI18n()
	const site = useRouteLoaderData('routes/site-layout') as { shell?: { company_name?: string } } | undefined
	const siteName = site?.shell?.company_name || t('meta.siteNameFallback')
	return (
		<section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center" data-testid="not-found">
			<title>{`${t('notFound.title')} | ${siteName}`}</title>
			<meta name="robots" content="noindex" />
			<p className="text-grain-600 text-7xl font-bold tracking-tight" aria-hidden>
				404
			</p>
			<h1 className="text-brand-900 mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
			<p className="text-ink-600 mt-4 max-w-md">{t('notFound.text')}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link to={href('/')} className="bg-brand-700 hover:bg-brand-800 rounded-full px-6 py-3 font-semibold text-white">
					{t('notFound.home')}
				</Link>
				<Link to={href('/products')} className="border-brand-200 text-brand-800 hover:bg-brand-50 rounded-full border px-6 py-3 font-semibold">
					{t('notFound.products')}
				</Link>
			</div>
		</section>
	)
}
