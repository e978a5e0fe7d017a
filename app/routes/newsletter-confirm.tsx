import { data } from 'react-router'
import { MailLinkPage } from '#app/components/site/mail-link-page.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
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
	const { t } = useI18n()
	const confirmed = actionData?.outcome === 'confirmed' || actionData?.outcome === 'already-confirmed'
	return (
		<MailLinkPage
			title={confirmed ? t('newsletter.confirmedTitle') : t('newsletter.confirmTitle')}
			token={loaderData.token}
			prompt={t('newsletter.confirmPrompt')}
			button={t('newsletter.confirmButton')}
			invalid={t('newsletter.confirmInvalid')}
			result={
				actionData && {
					tone: confirmed ? 'success' : 'error',
					text: confirmed ? t('newsletter.confirmedText') : actionData.outcome === 'expired' ? t('newsletter.confirmExpired') : t('newsletter.confirmInvalid'),
					testId: 'confirm-result',
				}
			}
		/>
	)
}

export const ErrorBoundary = RouteErrorBoundary
