import { data } from 'react-router'
import { MailLinkPage } from '#app/components/site/mail-link-page.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
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
	const { t } = useI18n()
	return (
		<MailLinkPage
			title={actionData?.done ? t('newsletter.unsubscribedTitle') : t('newsletter.title')}
			token={loaderData.token}
			prompt={t('newsletter.confirmUnsubscribe')}
			button={t('newsletter.unsubscribe')}
			invalid={t('newsletter.invalidLink')}
			result={
				actionData && {
					tone: actionData.done ? 'success' : 'error',
					text: actionData.done ? t('newsletter.unsubscribedText') : t('newsletter.invalidLink'),
					testId: 'unsubscribe-result',
				}
			}
		/>
	)
}

export const ErrorBoundary = RouteErrorBoundary
