import { useMemo } from 'react'
import { data } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { SeoForm } from '#app/components/admin/seo/seo-form.tsx'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireAdmin } from '#app/server/session.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { getSeoForEdit, getSeoFallbacks, saveSeoForm } from '#app/server/seo-admin.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/seo'

/** SEO settings: administrators only (SPEC section 6); without a session the guard sends to /login. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const [seo, preview] = await Promise.all([getSeoForEdit(), getSeoFallbacks()])
	return { ...seo, ...preview }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const fields = await readForm(request)
	const outcome = await saveSeoForm(fields, { actor: user, lang: staffLang(request) })
	const banner: BannerMessage = { tone: outcome.ok ? 'success' : 'error', text: outcome.message, id: Date.now() }
	if (outcome.ok) return { banner, values: undefined, errors: {} }
	return data({ banner, values: outcome.values, errors: outcome.errors }, { status: outcome.status })
}

export const meta = () => [{ title: 'تحسين محركات البحث · SEO' }]

export default function SeoSettings({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const banner = useMemo(() => actionData?.banner ?? null, [actionData])
	return (
		<AdminPage title={t('seo.title')} description={t('seo.description')}>
			<Banner message={banner} />
			{/* A save remounts the form with the stored row; a refusal leaves the typed values in place. */}
			<SeoForm
				key={loaderData.updatedAt ?? 'new'}
				values={actionData?.values ?? loaderData.values}
				errors={actionData?.errors}
				updatedAt={loaderData.updatedAt}
				fallbacks={loaderData.fallbacks}
				publicUrl={loaderData.publicUrl}
			/>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
