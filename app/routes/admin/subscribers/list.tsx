import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Download, Trash2 } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { CountedCard } from '#app/components/admin/list-page.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { FilterBar, FilterSearch, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { ConfirmButton } from '#app/components/admin/confirm-button.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { ListPagination } from '#app/components/admin/list-pagination.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { subscriberFilterParams, subscriberFilterQuery, subscriberStatuses } from '#app/lib/subscriber-schema.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { listSubscribers, submitSubscriberAction } from '#app/server/subscribers.server.ts'
import type { Route } from './+types/list'
import { staffTitle } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	const filter = subscriberFilterParams(url)
	try {
		return { filter, ...(await listSubscribers(filter, { page: pageParam(url) })), loadError: false }
	} catch (error) {
		logger.error({ err: error }, 'the subscribers could not be loaded')
		return { filter, items: [], total: 0, page: 1, pageCount: 1, loadError: true }
	}
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { failed: 'subscribers.error.delete' }, ({ fields, user }) => submitSubscriberAction(fields, { actor: user }))
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'subscribers.title')
}

type Subscriber = Route.ComponentProps['loaderData']['items'][number]

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, timeZone } = useAdminI18n()
	const { filter, items, total, page, pageCount, loadError } = loaderData
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	const query = subscriberFilterQuery(filter)
	const filtered = query !== ''
	const date = (iso: string) => formatDate(iso, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })

	const status = (subscriber: Subscriber) => (
		<span
			className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${subscriber.status === 'active' ? 'bg-brand-50 text-brand-800 ring-brand-200' : subscriber.status === 'pending' ? 'bg-grain-50 text-grain-800 ring-grain-200' : 'bg-sand-100 text-ink-600 ring-sand-300'}`}
		>
			{t(`subscribers.status.${subscriber.status}`)}
		</span>
	)
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
				<Form method="post" id={`subscriber-${subscriber.id}`} preventScrollReset>
					<input type="hidden" name="id" value={subscriber.id} />
					<ConfirmButton
						form={`subscriber-${subscriber.id}`}
						value="delete"
						message={t('subscribers.confirmDelete', { email: subscriber.email })}
						className={adminStyles.dangerButton}
						disabled={busy}
					>
						<Trash2 aria-hidden className="size-4" />
						<span className="sr-only"><ScriptRuns text={t('subscribers.delete', { email: subscriber.email })} /></span>
						<span aria-hidden className="max-sm:hidden">
							{t('common.delete')}
						</span>
					</ConfirmButton>
				</Form>
			),
		},
	]

	return (
		<AdminPage
			title={t('subscribers.title')}
			description={t('subscribers.description')}
			actions={
				<a href={`/admin/subscribers/export${query ? `?${query}` : ''}`} download className={adminStyles.secondaryButton} data-testid="subscribers-export">
					<Download aria-hidden className="size-4" />
					<ScriptRuns text={t('subscribers.export')} />
				</a>
			}
		>
			<ReplyBanner reply={actionData} />
			<FilterBar submitLabel={t('subscribers.filter')} clearTo="/admin/subscribers" clearLabel={t('subscribers.clearFilters')} filtered={filtered}>
				<FilterSearch label={t('subscribers.searchLabel')} name="q" defaultValue={filter.q} placeholder={t('subscribers.searchPlaceholder')} dir="ltr" data-testid="subscribers-search" />
				<FilterSelect label={t('subscribers.filterStatus')} name="status" defaultValue={filter.status ?? ''} data-testid="subscribers-status">
					<option value="">{t('subscribers.allStatuses')}</option>
					{subscriberStatuses.map((status) => (
						<option key={status} value={status}>
							{t(`subscribers.status.${status}`)}
						</option>
					))}
				</FilterSelect>
				<FilterSelect label={t('subscribers.filterLanguage')} name="language" defaultValue={filter.language ?? ''} data-testid="subscribers-language">
					<option value="">{t('subscribers.allLanguages')}</option>
					<option value="ar">{t('subscribers.lang.ar')}</option>
					<option value="en">{t('subscribers.lang.en')}</option>
				</FilterSelect>
			</FilterBar>
			<CountedCard count={<ScriptRuns text={t('subscribers.count', { count: formatNumber(total, lang) })} />} live testId="subscribers-count">
				<DataTable
					columns={columns}
					rows={items}
					rowKey={(subscriber) => subscriber.id}
					rowProps={(subscriber) => ({ 'data-testid': `subscriber-row-${subscriber.id}` })}
					label={t('subscribers.tableLabel')}
					state={loadError ? 'error' : 'ready'}
					errorText={t('subscribers.error.load')}
					empty={filtered ? t('common.noResults') : t('subscribers.empty')}
					name="subscribers"
				/>
			</CountedCard>
			<ListPagination page={page} pageCount={pageCount} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
