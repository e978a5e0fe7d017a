import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { HistoryScreen } from '#app/components/admin/revisions/revision-history.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { restoreSingletonRevision, singletonHistory } from '#app/server/singleton-revisions.server.ts'
import type { Route } from './+types/singleton-history'

/** The history of the site settings (`/admin/settings/history`) or of SEO (`/admin/seo/history`): administrators, as their screens. */
const screenOf = (request: Request) => (new URL(request.url).pathname.startsWith('/admin/seo/') ? ('seo' as const) : ('settings' as const))

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const screen = screenOf(request)
	const url = new URL(request.url)
	return { screen, ...(await singletonHistory(screen, { from: recordIdParam(url.searchParams.get('from') ?? ''), to: recordIdParam(url.searchParams.get('to') ?? '') })) }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { failed: 'common.error' }, ({ fields, user }) => restoreSingletonRevision(screenOf(args.request), Number(fields.revision), user))
}

export const meta = staffMeta('revisions.title')

export default function SingletonHistory({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { screen } = loaderData
	const label = (field: string) => {
		const image = /^hero_image_(\d)$/.exec(field)
		if (image) return t('settings.field.hero_image', { number: image[1]! })
		const base = field.replace(/_(ar|en)$/, '')
		const name = t(`${screen}.field.${base}` as AdminKey)
		return field === base ? name : `${name} ${t(field.endsWith('_ar') ? 'revisions.inArabic' : 'revisions.inEnglish')}`
	}
	return (
		<HistoryScreen itemName={t(`${screen}.title`)} backTo={`/admin/${screen}`} reply={actionData} history={loaderData} label={label} />
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
