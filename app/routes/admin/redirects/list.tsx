import { Pencil } from 'lucide-react'
import { Link } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { FilteredTable } from '#app/components/admin/list-page.tsx'
import { ExportLink, NewLink } from '#app/components/admin/title-links.tsx'
import { RowDeleteButton } from '#app/components/admin/confirm-button.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { FilterSearch, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { hitsColumn } from '#app/components/admin/redirects/hits-column.tsx'
import { RedirectTabPage } from '#app/components/admin/redirects/redirect-tabs.tsx'
import { RowButtonLabel } from '#app/components/admin/row-button-label.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { decodePath, redirectFilterParams, redirectOrigins } from '#app/lib/redirect-schema.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { loadListPage } from '#app/server/list-page.server.ts'
import { listRedirects, redirectListAction } from '#app/server/redirect-admin.server.ts'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	const filter = redirectFilterParams(url)
	return { filter, ...(await loadListPage('the redirects', () => listRedirects(filter, { page: pageParam(url) }))) }
}

export const action = redirectListAction

export const meta = staffMeta('redirects.title')

type Redirect = Route.ComponentProps['loaderData']['items'][number]

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, dateTime: date } = useAdminI18n()
	const { filter, total } = loaderData
	const filtered = filter.q !== '' || filter.origin !== null
	const lastHit = (redirect: Redirect) =>
		redirect.lastHitAt ? <time dateTime={redirect.lastHitAt}>{date(redirect.lastHitAt)}</time> : <span className="text-ink-500">{t('redirects.never')}</span>

	const columns: DataColumn<Redirect>[] = [
		{
			id: 'source',
			header: t('redirects.col.source'),
			main: true,
			className: 'text-ink-900 font-medium',
			cell: (redirect) => <Truncate text={decodePath(redirect.source)} to={`/admin/redirects/${redirect.id}/edit`} dir="ltr" />,
		},
		{
			id: 'target',
			header: t('redirects.col.target'),
			from: 'lg',
			className: 'text-ink-700',
			// Bounded, so the old address (the main column) keeps most of the width.
			cell: (redirect) => <Truncate text={decodePath(redirect.target)} dir="ltr" maxWidth="max-w-56 xl:max-w-72" />,
			folded: (redirect) => <Truncate text={`→ ${decodePath(redirect.target)}`} dir="ltr" className="text-ink-700" />,
		},
		{
			id: 'kind',
			header: t('redirects.col.kind'),
			from: 'md',
			className: 'text-ink-700 whitespace-nowrap',
			cell: (redirect) => (
				<span>
					{t(`redirects.status.${redirect.status}`)}
					<span className="text-ink-500 block text-xs">{t(`redirects.match.${redirect.match}`)}</span>
				</span>
			),
			folded: (redirect) => (
				<span className="text-ink-500">
					{t(`redirects.status.${redirect.status}`)} · {t(`redirects.match.${redirect.match}`)}
				</span>
			),
		},
		{
			id: 'origin',
			header: t('redirects.col.origin'),
			from: 'xl',
			className: 'text-ink-700 whitespace-nowrap',
			cell: (redirect) => t(`redirects.origin.${redirect.origin}`),
		},
		hitsColumn(t('redirects.col.hits'), lang, (redirect: Redirect) => (
			<span className="text-ink-500">{t('redirects.stats', { hits: formatNumber(redirect.hits, lang), date: redirect.lastHitAt ? date(redirect.lastHitAt) : t('redirects.never') })}</span>
		)),
		{ id: 'lastHit', header: t('redirects.col.lastHit'), from: 'xl', className: 'text-ink-600 whitespace-nowrap', cell: lastHit, folded: false },
		{
			id: 'actions',
			header: t('common.actions'),
			align: 'end',
			cell: (redirect) => (
				<div className="flex justify-end gap-2">
					<Link to={`/admin/redirects/${redirect.id}/edit`} className={`${adminStyles.secondaryButton} px-3 py-1.5`}>
						<RowButtonLabel Icon={Pencil} name={t('redirects.edit', { source: decodePath(redirect.source) })} word={t('common.edit')} />
					</Link>
					<RowDeleteButton
						form={`redirect-${redirect.id}`}
						id={redirect.id}
						name={t('redirects.delete', { source: decodePath(redirect.source) })}
						message={t('redirects.confirmDelete', { source: decodePath(redirect.source) })}
					/>
				</div>
			),
		},
	]

	return (
		<RedirectTabPage
			description={t('redirects.description')}
			actions={
				<>
					<ExportLink href="/admin/redirects/export" label={t('redirects.export')} testId="redirects-export" />
					<NewLink to="/admin/redirects/new" testId="redirects-add">
						{t('redirects.add')}
					</NewLink>
				</>
			}
			reply={actionData}
		>
			<FilteredTable
				section="redirects"
				filtered={filtered}
				list={loaderData}
				count={t('redirects.count', { count: total })}
				columns={columns}
				rowKey={(redirect) => redirect.id}
				rowProps={(redirect) => ({ 'data-testid': `redirect-row-${redirect.id}` })}
			>
				<FilterSearch label={t('redirects.searchLabel')} name="q" defaultValue={filter.q} placeholder="/products/…" dir="ltr" data-testid="redirects-search" />
				<FilterSelect label={t('redirects.filterOrigin')} name="origin" defaultValue={filter.origin ?? ''} data-testid="redirects-origin" all={t('redirects.allOrigins')} options={redirectOrigins.map((origin) => ({ value: origin, label: t(`redirects.origin.${origin}`) }))} />
			</FilteredTable>
		</RedirectTabPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
