import { Form, useSearchParams } from 'react-router'
import { ActivityTable } from '#app/components/admin/activity-table.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { ListPagination } from '#app/components/admin/list-pagination.tsx'
import { pageParam } from '#app/lib/pagination.ts'
import { activityTypesFor, listActivity } from '#app/server/activity.server.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import type { ActivityAction } from '#app/server/db/schema.ts'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Route } from './+types/activity'
import { staffMeta } from '#app/components/admin/staff-title.ts'

const actions = ['create', 'update', 'delete'] as const

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireStaff(request)
	const url = new URL(request.url)
	const entity = url.searchParams.get('entity') ?? ''
	const action = url.searchParams.get('action') ?? ''
	// Each role reads the rows of what its screens show (editors: the content).
	const entityTypes = activityTypesFor(user.role)
	const activity = await listActivity({
		role: user.role,
		entityType: entityTypes.includes(entity) ? entity : undefined,
		action: (actions as readonly string[]).includes(action) ? (action as ActivityAction) : undefined,
		page: pageParam(url),
	})
	return { ...activity, entityTypes, timeZone: getConfig().SITE_TIMEZONE }
}

export const meta = staffMeta('activity.title')

export default function Activity({ loaderData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const [params] = useSearchParams()
	return (
		<AdminPage title={t('activity.title')} description={t('activity.description')}>
			<Form method="get" className="flex flex-wrap items-end gap-3" onChange={(event) => event.currentTarget.requestSubmit()}>
				<label className="text-sm">
					<span className="text-ink-600 mb-1 block">{t('activity.filterEntity')}</span>
					<select name="entity" defaultValue={params.get('entity') ?? ''} className={adminStyles.input}>
						<option value="">{t('common.all')}</option>
						{loaderData.entityTypes.map((type) => (
							<option key={type} value={type}>{t(`activity.entity.${type}` as AdminKey)}</option>
						))}
					</select>
				</label>
				<label className="text-sm">
					<span className="text-ink-600 mb-1 block">{t('activity.filterAction')}</span>
					<select name="action" defaultValue={params.get('action') ?? ''} className={adminStyles.input}>
						<option value="">{t('common.all')}</option>
						{actions.map((action) => (
							<option key={action} value={action}>{t(`activity.action.${action}`)}</option>
						))}
					</select>
				</label>
				<noscript>
					<button type="submit" className={adminStyles.secondaryButton}>{t('common.search')}</button>
				</noscript>
			</Form>
			<div className={adminStyles.card}>
				<ActivityTable items={loaderData.items} timeZone={loaderData.timeZone} />
			</div>
			<ListPagination page={loaderData.page} pageCount={loaderData.pageCount} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
