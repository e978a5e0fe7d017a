import { ExternalLink } from 'lucide-react'
import { useMemo } from 'react'
import { data } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { SettingsForm } from '#app/components/admin/settings/settings-form.tsx'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireAdmin } from '#app/server/session.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { getSettingsForEdit, saveSettingsForm } from '#app/server/settings-admin.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/settings'

/** Site settings: administrators only (SPEC section 6), checked in the loader and the action. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	return getSettingsForEdit()
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const fields = await readForm(request)
	const outcome = await saveSettingsForm(fields, { actor: user, lang: staffLang(request) })
	const banner: BannerMessage = { tone: outcome.ok ? 'success' : 'error', text: outcome.message, id: Date.now() }
	if (outcome.ok) return { banner, values: undefined, errors: {} }
	return data({ banner, values: outcome.values, errors: outcome.errors }, { status: outcome.status })
}

export const meta = () => [{ title: 'إعدادات الموقع · Site settings' }]

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const banner = useMemo(() => actionData?.banner ?? null, [actionData])
	return (
		<AdminPage
			title={t('settings.title')}
			description={t('settings.description')}
			actions={
				<a href={lang === 'en' ? '/en' : '/'} target="_blank" rel="noopener" className={adminStyles.secondaryButton}>
					<ExternalLink aria-hidden className="size-4" />
					{t('settings.viewSite')}
				</a>
			}
		>
			<Banner message={banner} />
			{/* A save remounts the form with what the server now holds; a refusal keeps what was typed. */}
			<SettingsForm key={loaderData.updatedAt ?? 'new'} values={actionData?.values ?? loaderData.values} errors={actionData?.errors} updatedAt={loaderData.updatedAt} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
