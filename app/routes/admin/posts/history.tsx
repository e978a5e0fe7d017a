import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { HistoryScreen } from '#app/components/admin/revisions/revision-history.tsx'
import { staffTitle } from '#app/components/admin/staff-title.ts'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireItem } from '#app/server/admin-action.server.ts'
import { postHistory, restorePostRevision } from '#app/server/post-revisions.server.ts'
import type { Route } from './+types/history'

export async function loader({ request, params }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const history = await requireItem(request, params, (id) => postHistory(id, { from: recordIdParam(url.searchParams.get('from') ?? ''), to: recordIdParam(url.searchParams.get('to') ?? '') }))
	return history
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { notFound: 'posts.notFound', failed: 'common.error' }, ({ fields, id, user }) => restorePostRevision(id!, Number(fields.revision), user))
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'revisions.title', data?.post ? { ar: data.post.titleAr, en: data.post.titleEn } : null)
}

export default function PostHistory({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { post } = loaderData
	return (
		<HistoryScreen
			itemName={lang === 'en' ? post.titleEn : post.titleAr}
			backTo={`/admin/posts/edit/${post.id}`}
			reply={actionData}
			history={loaderData}
			label={(field) => t(`revisions.field.${field}` as AdminKey)}
		/>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
