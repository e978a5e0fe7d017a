import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { BackToLibrary, MediaAltForm, MediaDelete, MediaPreview, MediaReplace, MediaUses } from '#app/components/admin/media/media-panels.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { staffTitle } from '#app/components/admin/staff-title.ts'
import { mediaAltValues } from '#app/lib/media-schema.ts'
import { adminAction, requireItem } from '#app/server/admin-action.server.ts'
import { submitMediaForm } from '#app/server/media-admin.server.ts'
import { getMediaItem } from '#app/server/media-library.server.ts'
import type { Route } from './+types/edit'

export async function loader({ request, params }: Route.LoaderArgs) {
	const item = await requireItem(request, params, getMediaItem)
	return { item }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { values: mediaAltValues, notFound: 'media.error.notFound', failed: 'media.error.save' }, ({ fields, id, user, lang, t }) => submitMediaForm(id, fields, { actor: user, lang, t }))
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'media.editTitle', data ? data.item.originalName : null)
}

export default function EditMedia({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { item } = loaderData
	const refused = actionData && !actionData.ok && actionData.intent !== 'delete' && actionData.intent !== 'replace' ? actionData : null
	return (
		<AdminPage title={t('media.editTitle')} description={item.originalName} actions={<BackToLibrary id={item.id} />}>
			<ReplyBanner reply={actionData} />
			<div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
				<div className="space-y-6">
					<MediaPreview item={item} />
					<MediaUses uses={item.uses} />
				</div>
				<div className="space-y-6">
					{/* A new file or saved text remounts the form with what the server holds. */}
					<MediaAltForm key={`${item.url}:${item.altAr}:${item.altEn}`} defaults={refused?.values ?? { alt_ar: item.altAr, alt_en: item.altEn }} errors={refused?.errors} />
					<MediaReplace key={item.url} />
					<MediaDelete name={item.originalName} />
				</div>
			</div>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
