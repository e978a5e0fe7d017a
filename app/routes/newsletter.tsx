import { data, Link } from 'react-router'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { newsletterHoneypot, newsletterSchema } from '#app/lib/newsletter-schema.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { fieldErrors } from '#app/lib/validation.ts'
import { isSameOrigin } from '#app/server/auth.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { clientKey, hitRateLimit, rateLimits } from '#app/server/rate-limit.server.ts'
import { subscribe } from '#app/server/subscribers.server.ts'
import type { Route } from './+types/newsletter'

export async function loader({ request }: Route.LoaderArgs) {
	const { t, seo } = await pageContext(request)
	return { seo: { ...seo, title: t['newsletter.title'], description: t['newsletter.text'] } }
}

/** The footer's subscription form posts here (with JavaScript through a fetcher; without, as a page). */
export async function action({ request, context }: Route.ActionArgs) {
	const { lang, t } = await pageContext(request)
	const fields = await readForm(request, 4096)
	if (!isSameOrigin(request)) return data({ ok: false, message: t['newsletter.failure'] }, { status: 403 })
	const limit = await hitRateLimit(clientKey('newsletter', context.clientIp), rateLimits.newsletter)
	if (!limit.allowed) {
		return data({ ok: false, message: t['contact.rateLimited'] }, { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } })
	}
	const parsed = newsletterSchema.safeParse({ email: fields.email ?? '' })
	if (!parsed.success) return data({ ok: false, message: fieldErrors(parsed.error, lang).email ?? t['newsletter.failure'] }, { status: 400 })
	// Bots filling the honeypot are told they succeeded and nothing is stored.
	if (fields[newsletterHoneypot]) return { ok: true, message: t['newsletter.success'] }
	try {
		const outcome = await subscribe(parsed.data.email, lang)
		return { ok: true, message: outcome === 'already' ? t['newsletter.already'] : t['newsletter.success'] }
	} catch (error) {
		logger.error({ err: error }, 'newsletter subscription failed')
		return data({ ok: false, message: t['newsletter.failure'] }, { status: 500 })
	}
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/newsletter', noindex: true }) : [])

export default function Newsletter({ actionData }: Route.ComponentProps) {
	const { t, href } = useI18n()
	return (
		<>
			<PageHeader title={t('newsletter.title')} lead={t('newsletter.text')} />
			<div className="container-page max-w-xl py-12">
				{actionData ? <Alert tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Alert> : null}
				<Link to={href('/')} className="text-brand-700 mt-6 inline-block font-semibold">
					{t('notFound.home')}
				</Link>
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
