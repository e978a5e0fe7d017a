import { data, Form, Link } from 'react-router'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { isSameOrigin } from '#app/server/auth.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { confirmSubscription } from '#app/server/newsletter.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/newsletter-confirm'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, t, seo } = await pageContext(request)
	return { token: (url.searchParams.get('token') ?? '').slice(0, 100), seo: { ...seo, title: t['newsletter.confirmTitle'] } }
}

/**
 * The link in the confirmation mail opens a page with one button; only the POST confirms, so a mail
 * scanner that follows links cannot subscribe someone who never asked (the point of double opt-in).
 */
export async function action({ request }: Route.ActionArgs) {
	const fields = await readForm(request, 1024)
	if (!isSameOrigin(request)) return data({ outcome: 'invalid' as const }, { status: 403 })
	const outcome = await confirmSubscription(fields.token ?? '')
	return data({ outcome }, { status: outcome === 'invalid' ? 400 : outcome === 'expired' ? 410 : 200 })
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/newsletter/confirm', noindex: true }) : [])

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
	const { t, href } = useI18n()
	const confirmed = actionData?.outcome === 'confirmed' || actionData?.outcome === 'already-confirmed'
	return (
		<>
			<PageHeader title={confirmed ? t('newsletter.confirmedTitle') : t('newsletter.confirmTitle')} />
			<div className="container-page max-w-xl py-12">
				{actionData ? (
					<Alert tone={confirmed ? 'success' : 'error'} testId="confirm-result">
						{confirmed ? t('newsletter.confirmedText') : actionData.outcome === 'expired' ? t('newsletter.confirmExpired') : t('newsletter.confirmInvalid')}
					</Alert>
				) : loaderData.token ? (
					<Form method="post">
						<p className="text-ink-700">{t('newsletter.confirmPrompt')}</p>
						<input type="hidden" name="token" value={loaderData.token} />
						<button type="submit" className="bg-brand-700 hover:bg-brand-800 mt-5 rounded-full px-6 py-3 font-semibold text-white">
							{t('newsletter.confirmButton')}
						</button>
					</Form>
				) : (
					<Alert tone="error">{t('newsletter.confirmInvalid')}</Alert>
				)}
				<Link to={href('/')} className="text-brand-700 mt-6 inline-block font-semibold">
					{t('notFound.home')}
				</Link>
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
