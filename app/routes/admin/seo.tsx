import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { ReplyBanner, refusedReply } from '#app/components/admin/reply-banner.tsx'
import { SeoForm } from '#app/components/admin/seo/seo-form.tsx'
import { HistoryLink } from '#app/components/admin/title-links.tsx'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { getSeoForEdit, getSeoFallbacks, saveSeoForm, seoForm } from '#app/server/seo-admin.server.ts'
import type { Route } from './+types/seo'
import { staffMeta } from '#app/components/admin/staff-title.ts'

/** SEO settings: administrators only (SPEC section 6, the role map); without a session the guard sends to /login. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const [seo, preview] = await Promise.all([getSeoForEdit(), getSeoFallbacks()])
	return { ...seo, ...preview }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, seoForm, ({ fields, user }) => saveSeoForm(fields, { actor: user }))
}

export const meta = staffMeta('seo.title')

export default function SeoSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const refused = refusedReply(actionData)
	return (
		<AdminPage title={t('seo.title')} description={t('seo.description')} actions={<HistoryLink to="/admin/seo/history" />}>
			<ReplyBanner reply={actionData} />
			{/* A save remounts the form with the stored row; a refusal leaves the typed values in place. */}
			<SeoForm
				key={loaderData.updatedAt ?? 'new'}
				values={refused?.values ?? loaderData.values}
				errors={refused?.errors}
				updatedAt={loaderData.updatedAt}
				fallbacks={loaderData.fallbacks}
				publicUrl={loaderData.publicUrl}
			/>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
