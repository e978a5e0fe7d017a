import { EyeOff, Plus } from 'lucide-react'
import { Form, Link } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { PagedTable } from '#app/components/admin/list-page.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { hitsColumn } from '#app/components/admin/redirects/hits-column.tsx'
import { RedirectTabPage } from '#app/components/admin/redirects/redirect-tabs.tsx'
import { RowButtonLabel } from '#app/components/admin/row-button-label.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { usePosting } from '#app/components/admin/use-posting.ts'
import { formatNumber } from '#app/i18n/format.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { decodePath } from '#app/lib/redirect-schema.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { loadListPage } from '#app/server/list-page.server.ts'
import { listNotFound, redirectListAction } from '#app/server/redirect-admin.server.ts'
import { maxNotFoundRows, notFoundRetentionDays } from '#app/server/redirects.server.ts'
import type { Route } from './+types/not-found'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const limits = { max: maxNotFoundRows, days: notFoundRetentionDays }
	return { ...(await loadListPage('the not-found list', () => listNotFound({ page: pageParam(new URL(request.url)) }))), limits }
}

export const action = redirectListAction

export const meta = staffMeta('redirects.tab.notFound')

type Row = Route.ComponentProps['loaderData']['items'][number]

export default function NotFoundPaths({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, dateTime: date } = useAdminI18n()
	const busy = usePosting()
	const columns: DataColumn<Row>[] = [
		{ id: 'path', header: t('redirects.notFound.col.path'), main: true, className: 'text-ink-900 font-medium', cell: (row) => <Truncate text={decodePath(row.path)} dir="ltr" /> },
		hitsColumn(t('redirects.notFound.col.hits'), lang, (row: Row) => (
			<span className="text-ink-500">
				{formatNumber(row.hits, lang)} · <time dateTime={row.lastSeenAt}>{date(row.lastSeenAt)}</time>
			</span>
		)),
		{ id: 'lastSeen', header: t('redirects.notFound.col.lastSeen'), from: 'sm', className: 'text-ink-600 whitespace-nowrap', cell: (row) => <time dateTime={row.lastSeenAt}>{date(row.lastSeenAt)}</time>, folded: false },
		{
			id: 'actions',
			header: t('common.actions'),
			align: 'end',
			cell: (row) => (
				<div className="flex justify-end gap-2">
					<Link to={`/admin/redirects/new?source=${encodeURIComponent(row.path)}`} className={`${adminStyles.primaryButton} px-3 py-1.5`} data-testid="not-found-add">
						<RowButtonLabel Icon={Plus} name={t('redirects.notFound.addFor', { path: decodePath(row.path) })} word={t('redirects.notFound.add')} />
					</Link>
					<Form method="post" preventScrollReset>
						<input type="hidden" name="path" value={row.path} />
						<button type="submit" name="intent" value="dismiss" className={`${adminStyles.secondaryButton} px-3 py-1.5`} disabled={busy}>
							<RowButtonLabel Icon={EyeOff} name={t('redirects.notFound.dismissFor', { path: decodePath(row.path) })} word={t('redirects.notFound.dismiss')} />
						</button>
					</Form>
				</div>
			),
		},
	]
	return (
		<RedirectTabPage description={t('redirects.notFound.description', loaderData.limits)} reply={actionData}>
			<PagedTable
				list={loaderData}
				count={t('redirects.notFound.count', { count: loaderData.total })}
				live
				testId="not-found-count"
				columns={columns}
				rowKey={(row) => row.path}
				rowProps={(row) => ({ 'data-testid': 'not-found-row', 'data-path': row.path })}
				label={t('redirects.notFound.tableLabel')}
				errorText={t('redirects.error.load')}
				empty={t('redirects.notFound.empty')}
				name="not-found"
			/>
		</RedirectTabPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
