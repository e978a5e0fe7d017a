import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { RedirectForm } from '#app/components/admin/redirects/redirect-form.tsx'
import { BackToRedirects } from '#app/components/admin/redirects/redirect-tabs.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { newRedirectDefaults, redirectFormValues } from '#app/lib/redirect-schema.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { saveRedirectForm } from '#app/server/redirect-admin.server.ts'
import type { Route } from './+types/new'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	// "Add a redirect" on a not-found row opens this screen with its address filled in.
	return { defaults: newRedirectDefaults(new URL(request.url)) }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { values: redirectFormValues, failed: 'redirects.error.save' }, ({ fields, user }) => saveRedirectForm(null, fields, user))
}

export const meta = staffMeta('redirects.newTitle')

export default function NewRedirect({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	return (
		<AdminPage title={t('redirects.newTitle')} actions={<BackToRedirects />}>
			<ReplyBanner reply={actionData} />
			<RedirectForm defaults={actionData?.values ?? loaderData.defaults} errors={actionData?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
