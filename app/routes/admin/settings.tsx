import { ExternalLink } from 'lucide-react'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { ReplyBanner, refusedReply } from '#app/components/admin/reply-banner.tsx'
import { SettingsForm } from '#app/components/admin/settings/settings-form.tsx'
import { HistoryLink } from '#app/components/admin/title-links.tsx'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { getSettingsForEdit, saveSettingsForm, settingsForm } from '#app/server/settings-admin.server.ts'
import type { Route } from './+types/settings'
import { staffMeta } from '#app/components/admin/staff-title.ts'

/** Site settings: administrators only (SPEC section 6, the role map), checked in the loader and the action. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	return getSettingsForEdit()
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, settingsForm, ({ fields, user }) => saveSettingsForm(fields, { actor: user }))
}

export const meta = staffMeta('settings.title')

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const refused = refusedReply(actionData)
	return (
		<AdminPage
			title={t('settings.title')}
			description={t('settings.description')}
			actions={
				<>
					<HistoryLink to="/admin/settings/history" />
					<a href={lang === 'en' ? '/en' : '/'} target="_blank" rel="noopener" className={adminStyles.secondaryButton}>
						<ExternalLink aria-hidden className="size-4" />
						{t('settings.viewSite')}
					</a>
				</>
			}
		>
			<ReplyBanner reply={actionData} />
			{/* A save remounts the form with what the server now holds; a refusal keeps what was typed. */}
			<SettingsForm key={loaderData.updatedAt ?? 'new'} values={refused?.values ?? loaderData.values} errors={refused?.errors} updatedAt={loaderData.updatedAt} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
