import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { FilteredTable } from '#app/components/admin/list-page.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { FilterSearch, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { RowDeleteButton } from '#app/components/admin/confirm-button.tsx'
import { ExportLink } from '#app/components/admin/title-links.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { type PillTone, StatePill } from '#app/components/admin/state-pill.tsx'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { langs } from '#app/i18n/lang.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { type SubscriberStatus, subscriberFilterParams, subscriberFilterQuery, subscriberStatuses } from '#app/lib/subscriber-schema.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { loadListPage } from '#app/server/list-page.server.ts'
import { listSubscribers, submitSubscriberAction } from '#app/server/subscribers.server.ts'
import type { Route } from './+types/list'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	const filter = subscriberFilterParams(url)
	return { filter, ...(await loadListPage('the subscribers', () => listSubscribers(filter, { page: pageParam(url) }))) }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { failed: 'subscribers.error.delete' }, ({ fields, user }) => submitSubscriberAction(fields, { actor: user }))
}

export const meta = staffMeta('subscribers.title')

type Subscriber = Route.ComponentProps['loaderData']['items'][number]

const statusTones: Record<SubscriberStatus, PillTone> = { pending: 'waiting', active: 'live', unsubscribed: 'aside' }

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, dateTime: date } = useAdminI18n()
	const { filter, total } = loaderData
	const query = subscriberFilterQuery(filter)
	const filtered = query !== ''

	const status = (subscriber: Subscriber) => <StatePill tone={statusTones[subscriber.status]} label={`subscribers.status.${subscriber.status}`} />
	const columns: DataColumn<Subscriber>[] = [
		{
			id: 'email',
			header: t('subscribers.col.email'),
			main: true,
			className: 'text-ink-900 font-medium',
			cell: (subscriber) => <Truncate text={subscriber.email} dir="ltr" />,
		},
		{ id: 'status', header: t('subscribers.col.status'), from: 'sm', cell: status },
		{
			id: 'language',
			header: t('subscribers.col.language'),
			from: 'sm',
			className: 'text-ink-700',
			cell: (subscriber) => t(`subscribers.lang.${subscriber.language}`),
			folded: (subscriber) => <span className="text-ink-500">{t(`subscribers.lang.${subscriber.language}`)}</span>,
		},
		{
			id: 'date',
			header: t('subscribers.col.date'),
			from: 'md',
			className: 'text-ink-600',
			cell: (subscriber) => <time dateTime={subscriber.createdAt}>{date(subscriber.createdAt)}</time>,
			folded: (subscriber) => (
				<time className="text-ink-500" dateTime={subscriber.createdAt}>
					{date(subscriber.createdAt)}
				</time>
			),
		},
		{
			id: 'actions',
			header: t('common.actions'),
			align: 'end',
			cell: (subscriber) => (
				<RowDeleteButton
					form={`subscriber-${subscriber.id}`}
					id={subscriber.id}
					name={t('subscribers.delete', { email: subscriber.email })}
					message={t('subscribers.confirmDelete', { email: subscriber.email })}
					wordFrom="sm"
				/>
			),
		},
	]

	return (
		<AdminPage
			title={t('subscribers.title')}
			description={t('subscribers.description')}
			actions={
				<ExportLink href={`/admin/subscribers/export${query ? `?${query}` : ''}`} label={t('subscribers.export')} testId="subscribers-export" />
			}
		>
			<ReplyBanner reply={actionData} />
			<FilteredTable
				section="subscribers"
				filtered={filtered}
				list={loaderData}
				count={<ScriptRuns text={t('subscribers.count', { count: formatNumber(total, lang) })} />}
				columns={columns}
				rowKey={(subscriber) => subscriber.id}
				rowProps={(subscriber) => ({ 'data-testid': `subscriber-row-${subscriber.id}` })}
			>
				<FilterSearch label={t('subscribers.searchLabel')} name="q" defaultValue={filter.q} placeholder={t('subscribers.searchPlaceholder')} dir="ltr" data-testid="subscribers-search" />
				<FilterSelect label={t('subscribers.filterStatus')} name="status" defaultValue={filter.status ?? ''} data-testid="subscribers-status" all={t('subscribers.allStatuses')} options={subscriberStatuses.map((status) => ({ value: status, label: t(`subscribers.status.${status}`) }))} />
				<FilterSelect label={t('subscribers.filterLanguage')} name="language" defaultValue={filter.language ?? ''} data-testid="subscribers-language" all={t('subscribers.allLanguages')} options={langs.map((code) => ({ value: code, label: t(`subscribers.lang.${code}`) }))} />
			</FilteredTable>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
