import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { RedirectForm } from '#app/components/admin/redirects/redirect-form.tsx'
import { BackToRedirects } from '#app/components/admin/redirects/redirect-tabs.tsx'
import { ReplyBanner, refusedReply } from '#app/components/admin/reply-banner.tsx'
import { staffTitle } from '#app/components/admin/staff-title.ts'
import { formatNumber } from '#app/i18n/format.ts'
import { decodePath, redirectFormValues } from '#app/lib/redirect-schema.ts'
import { adminAction, requireItem } from '#app/server/admin-action.server.ts'
import { getRedirect, saveRedirectForm } from '#app/server/redirect-admin.server.ts'
import type { Route } from './+types/edit'

export async function loader({ request, params }: Route.LoaderArgs) {
	const redirect = await requireItem(request, params, getRedirect)
	return { redirect }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { values: redirectFormValues, notFound: 'redirects.error.notFound', failed: 'redirects.error.save' }, ({ fields, id, user }) => saveRedirectForm(id, fields, user))
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'redirects.editTitle', data ? decodePath(data.redirect.source) : null)
}

export default function EditRedirect({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, dateTime } = useAdminI18n()
	const { redirect } = loaderData
	const refused = refusedReply(actionData)
	const stored = redirectFormValues({ source: decodePath(redirect.source), target: decodePath(redirect.target), status: String(redirect.status), match: redirect.match })
	return (
		<AdminPage
			title={t('redirects.editTitle')}
			description={t('redirects.stats', {
				hits: formatNumber(redirect.hits, lang),
				date: redirect.lastHitAt ? dateTime(redirect.lastHitAt) : t('redirects.never'),
			})}
			actions={<BackToRedirects />}
		>
			<ReplyBanner reply={actionData} />
			{redirect.origin === 'slug' ? <p className="text-ink-600 text-sm">{t('redirects.originSlugNote')}</p> : null}
			{/* A saved rule (its stored version) remounts the form with what the server holds. */}
			<RedirectForm key={redirect.updatedAt} defaults={refused?.values ?? stored} errors={refused?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
