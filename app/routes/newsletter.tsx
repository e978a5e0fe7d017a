import { data, Form } from 'react-router'
import { HomeLink } from '#app/components/site/mail-link-page.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { langFromPath } from '#app/i18n/lang.ts'
import { newsletterHoneypot } from '#app/lib/form-fields.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { submitNewsletterForm } from '#app/server/newsletter.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/newsletter'

export async function loader({ request }: Route.LoaderArgs) {
	const { t, seo } = await pageContext(request)
	return { seo: { ...seo, title: t['newsletter.title'], description: t['newsletter.text'] } }
}

/** The footer's subscription form posts here (with JavaScript through a fetcher; without, as a page). */
export async function action({ request, context }: Route.ActionArgs) {
	// The language comes from the URL alone: answering must not depend on the database.
	const lang = langFromPath(new URL(request.url).pathname)
	const fields = await readForm(request, 4096)
	const { httpStatus, headers, ...answer } = await submitNewsletterForm(fields, { lang, clientIp: context.clientIp, sameOrigin: isSameOrigin(request) })
	return data(answer, { status: httpStatus, headers })
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/newsletter', noindex: true }) : [])

/** Reached without JavaScript: the answer, and on a refusal the form again with the address typed. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	return (
		<>
			<PageHeader title={t('newsletter.title')} lead={t('newsletter.text')} />
			<div className="container-page max-w-xl py-12">
				{actionData ? (
					<Alert tone={actionData.ok ? 'success' : 'error'} testId="newsletter-page-result">
						{actionData.message}
					</Alert>
				) : null}
				{!actionData?.ok ? (
					<Form method="post" noValidate className="mt-6 space-y-4" data-testid="newsletter-page-form">
						<Field label={t('newsletter.email')} name="email" required>
							{(p) => <input {...p} type="email" dir="ltr" autoComplete="email" maxLength={254} defaultValue={actionData?.email} />}
						</Field>
						<input type="text" name={newsletterHoneypot} tabIndex={-1} autoComplete="off" aria-hidden className="absolute size-0 opacity-0" />
						<button type="submit" className="bg-brand-700 hover:bg-brand-800 rounded-full px-6 py-3 font-semibold text-white">
							{actionData ? t('newsletter.tryAgain') : t('newsletter.subscribe')}
						</button>
					</Form>
				) : null}
				<HomeLink />
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
