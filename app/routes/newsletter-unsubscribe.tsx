import { data, Form, Link } from 'react-router'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { isSameOrigin } from '#app/server/auth.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { unsubscribe } from '#app/server/newsletter.server.ts'
import type { Route } from './+types/newsletter-unsubscribe'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, t, seo } = await pageContext(request)
	return { token: (url.searchParams.get('token') ?? '').slice(0, 100), seo: { ...seo, title: t['newsletter.title'] } }
}

/**
 * The link in a newsletter opens a page with one button; only the POST unsubscribes, so mail
 * scanners that follow links do not unsubscribe people (RFC 8058 one-click posts here too).
 */
export async function action({ request }: Route.ActionArgs) {
	const fields = await readForm(request, 1024)
	// Mail clients' one-click posts send no Origin and pass; another site's page cannot post here.
	if (!isSameOrigin(request)) return data({ done: false }, { status: 403 })
	const token = fields.token ?? new URL(request.url).searchParams.get('token') ?? ''
	return { done: await unsubscribe(token) }
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/newsletter/unsubscribe', noindex: true }) : [])

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { t, href } = useI18n()
	return (
		<>
			<PageHeader title={actionData?.done ? t('newsletter.unsubscribedTitle') : t('newsletter.title')} />
			<div className="container-page max-w-xl py-12">
				{actionData ? (
					<Alert tone={actionData.done ? 'success' : 'error'} testId="unsubscribe-result">
						{actionData.done ? t('newsletter.unsubscribedText') : t('newsletter.invalidLink')}
					</Alert>
				) : loaderData.token ? (
					<Form method="post">
						<p className="text-ink-700">{t('newsletter.confirmUnsubscribe')}</p>
						<input type="hidden" name="token" value={loaderData.token} />
						<button type="submit" className="bg-brand-700 hover:bg-brand-800 mt-5 rounded-full px-6 py-3 font-semibold text-white">
							{t('newsletter.unsubscribe')}
						</button>
					</Form>
				) : (
					<Alert tone="error">{t('newsletter.invalidLink')}</Alert>
				)}
				<Link to={href('/')} className="text-brand-700 mt-6 inline-block font-semibold">
					{t('notFound.home')}
				</Link>
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
