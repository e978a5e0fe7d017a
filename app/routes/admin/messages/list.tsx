import { Eye, Search } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigation, useSearchParams } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { CountedCard } from '#app/components/admin/list-page.tsx'
import { actionsColumn, type ColumnSort, type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { MessageActions, MessagePreview, SpamReason, StatusBadge } from '#app/components/admin/messages/message-parts.tsx'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { ExportLink } from '#app/components/admin/title-links.tsx'
import { usePosting } from '#app/components/admin/use-posting.ts'
import { useTypedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import { formatNumber } from '#app/i18n/format.ts'
import {
	type MessageSort,
	type MessageSortKey,
	type MessageView,
	messageSearchLabels,
	messageSortKeys,
	messageSortParam,
	messageViewParam,
	messageViews,
	nextSort,
	serviceOf,
	visibleMessages,
} from '#app/lib/messages.ts'
import { QuoteLinesSummary } from '#app/components/admin/messages/quote-lines.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { countMessagesByView, listMessages, submitMessageAction } from '#app/server/messages.server.ts'
import type { Route } from './+types/list'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const view = messageViewParam(new URL(request.url).searchParams.get('view'))
	try {
		const [messages, counts] = await Promise.all([listMessages({ view }), countMessagesByView()])
		return { view, messages, counts, loadError: false }
	} catch (error) {
		// Spec section 8: a load failure shows its text in the table's row, not a broken page.
		logger.error({ err: error }, 'the messages could not be loaded')
		return { view, messages: [], counts: null, loadError: true }
	}
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { failed: 'messages.error.update' }, ({ fields, user }) => submitMessageAction(fields, { actor: user }))
}

/**
 * Searching and sorting only change what the browser shows of the loaded rows (spec sections 5 and
 * 7), so they do not reload; a new view or any action (even a refused one: another staff member may
 * have changed the message) does.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formMethod && formMethod !== 'GET') return true
	if (currentUrl.pathname === nextUrl.pathname && (currentUrl.searchParams.get('view') ?? '') === (nextUrl.searchParams.get('view') ?? '')) return false
	return defaultShouldRevalidate
}

export const meta = staffMeta('messages.title')

/** The URL of this screen with some parameters changed (empty values are dropped). */
function withParams(search: URLSearchParams, changes: Record<string, string | null>) {
	const params = new URLSearchParams(search)
	for (const [key, value] of Object.entries(changes)) {
		if (value === null || value === '') params.delete(key)
		else params.set(key, value)
	}
	const text = params.toString()
	return text ? `?${text}` : '?'
}

function sortParams(sort: MessageSort) {
	return sort.key === 'created_at' && sort.direction === 'desc' ? { sort: null, dir: null } : { sort: sort.key, dir: sort.direction }
}

type Message = Route.ComponentProps['loaderData']['messages'][number]

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, dateTime: date } = useAdminI18n()
	const { view, messages, counts, loadError } = loaderData
	const [searchParams, setSearchParams] = useSearchParams()
	const navigation = useNavigation()
	const sort = messageSortParam(searchParams.get('sort'), searchParams.get('dir'))
	const [query, setQuery] = useState(searchParams.get('q') ?? '')
	const searchInput = useRef<HTMLInputElement>(null)
	useTypedBeforeHydration(searchInput, query, setQuery)

	// The query lives in the URL too (replaced, not pushed), so a reload, the back button and the
	// export keep it. Typing is answered from local state at once.
	useEffect(() => {
		if ((searchParams.get('q') ?? '') === query) return
		setSearchParams(
			(current) => {
				const next = new URLSearchParams(current)
				if (query.trim()) next.set('q', query)
				else next.delete('q')
				return next
			},
			{ replace: true, preventScrollReset: true },
		)
	}, [query, searchParams, setSearchParams])

	const labels = useMemo(() => messageSearchLabels((key) => t(key)), [t])
	const rows = useMemo(() => visibleMessages(messages, { query, sort, labels }), [messages, query, sort, labels])

	// Another view is on its way from the server: its rows replace these, so say so.
	const loading =
		navigation.state === 'loading' &&
		navigation.location.pathname === '/admin/messages' &&
		messageViewParam(new URLSearchParams(navigation.location.search).get('view')) !== view
	const submitting = usePosting()
	const exportHref = `/admin/messages/export${withParams(new URLSearchParams({ view, ...(query.trim() ? { q: query } : {}) }), sortParams(sort)).replace(/^\?$/, '')}`

	const sortFor = (key: MessageSortKey, label: string): ColumnSort => {
		const active = sort.key === key
		return {
			direction: active ? sort.direction : null,
			to: withParams(searchParams, sortParams(nextSort(sort, key))),
			title: active ? t(sort.direction === 'asc' ? 'messages.sortAsc' : 'messages.sortDesc') : t('messages.sortBy', { column: label }),
			testId: `sort-${key}`,
		}
	}
	const service = (message: Message) => labels.service[serviceOf(message)] ?? message.service
	const columns: DataColumn<Message>[] = [
		{
			id: 'status',
			header: t('messages.col.status'),
			from: 'sm',
			sort: sortFor('status', t('messages.col.status')),
			cell: (message) => <StatusBadge status={message.status} />,
		},
		{
			id: 'sender',
			header: t('messages.col.sender'),
			main: true,
			sort: sortFor('name', t('messages.col.sender')),
			cell: (message) => (
				<>
					<Truncate
						to={`/admin/messages/${message.id}`}
						text={message.name}
						className={`hover:text-brand-800 hover:underline ${message.status === 'unread' ? 'text-ink-950 font-bold' : 'text-ink-900 font-semibold'}`}
						data-testid="message-open"
					/>
					<Truncate href={`mailto:${message.email}`} text={message.email} dir="ltr" className="text-ink-500 hover:text-brand-800 text-xs" />
					{message.kind === 'quote' ? <QuoteLinesSummary lines={message.lines} /> : null}
					<MessagePreview subject={message.subject} body={message.message} className="text-ink-600 mt-1 text-xs" />
					{message.spamReason !== null ? (
						<div className="mt-1.5">
							<SpamReason reason={message.spamReason} />
						</div>
					) : null}
				</>
			),
		},
		{
			id: 'service',
			header: t('messages.col.service'),
			from: 'md',
			sort: sortFor('service', t('messages.col.service')),
			className: 'text-ink-700',
			cell: service,
			folded: (message) => (
				<span className="text-ink-500">
					{service(message)} · <time dateTime={message.createdAt}>{date(message.createdAt)}</time>
				</span>
			),
		},
		{
			id: 'date',
			header: t('messages.col.date'),
			from: 'md',
			folded: false,
			sort: sortFor('created_at', t('messages.col.date')),
			className: 'text-ink-600',
			cell: (message) => <time dateTime={message.createdAt}>{date(message.createdAt)}</time>,
		},
		actionsColumn(t('common.actions'), (message: Message) => (
				<>
					<MessageActions message={message} busy={submitting} />
					<Link
						to={`/admin/messages/${message.id}`}
						className="text-ink-600 hover:bg-sand-100 hover:text-ink-900 rounded-lg p-1.5"
						title={t('messages.action.open', { name: message.name })}
						aria-label={t('messages.action.open', { name: message.name })}
					>
						<Eye aria-hidden className="size-4" />
					</Link>
				</>
			)),
	]

	const sortColumnLabel = (key: MessageSortKey) =>
		t(key === 'status' ? 'messages.col.status' : key === 'name' ? 'messages.col.name' : key === 'service' ? 'messages.col.service' : 'messages.col.date')

	const emptyText = query.trim() ? t('messages.noResults', { query: query.trim() }) : view === 'spam' ? t('messages.emptySpam') : view === 'all' ? t('messages.empty') : t('messages.emptyView')
	const total = messages.length

	return (
		<AdminPage
			title={t('messages.title')}
			description={t('messages.description')}
			actions={
				<ExportLink href={exportHref} label={t('messages.export')} hint={t('messages.exportHint')} testId="messages-export" />
			}
		>
			<ReplyBanner reply={actionData} />
			<nav aria-label={t('messages.viewsLabel')} className="border-sand-200 flex flex-wrap gap-x-1 border-b">
				{messageViews.map((v) => (
					<ViewTab key={v} view={v} current={view} count={counts?.[v]} to={withParams(searchParams, { view: v === 'all' ? null : v })} />
				))}
			</nav>
			{view === 'spam' ? <p className="rounded-xl border border-red-200 bg-red-50/60 px-4 py-3 text-sm text-red-900">{t('messages.spamNote')}</p> : null}
			<Form method="get" role="search" onSubmit={(event) => event.preventDefault()} className="flex flex-wrap items-end gap-3">
				{view !== 'all' ? <input type="hidden" name="view" value={view} /> : null}
				{Object.entries(sortParams(sort)).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
				<label className="min-w-0 grow basis-72 text-sm">
					<span className="text-ink-600 mb-1 block">{t('messages.searchLabel')}</span>
					<span className="relative block">
						<Search aria-hidden className="text-ink-400 pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2" />
						<input
							ref={searchInput}
							type="search"
							name="q"
							value={query}
							onChange={(event) => setQuery(event.currentTarget.value)}
							placeholder={t('messages.searchPlaceholder')}
							maxLength={100}
							className={`${adminStyles.input} ps-9`}
							data-testid="messages-search"
						/>
					</span>
				</label>
				{/* Narrow screens hide the service and date columns: their sort is chosen here. */}
				<label className="min-w-0 grow basis-40 text-sm md:hidden">
					<span className="text-ink-600 mb-1 block">{t('messages.sortLabel')}</span>
					<select
						value={`${sort.key}:${sort.direction}`}
						onChange={(event) => {
							const [key, direction] = event.currentTarget.value.split(':')
							setSearchParams((current) => new URLSearchParams(withParams(current, sortParams(messageSortParam(key, direction))).slice(1)), { replace: true, preventScrollReset: true })
						}}
						className={adminStyles.input}
						data-testid="messages-sort"
					>
						{messageSortKeys.flatMap((key) =>
							(['desc', 'asc'] as const).map((direction) => (
								<option key={`${key}:${direction}`} value={`${key}:${direction}`}>
									{sortColumnLabel(key)} — {t(direction === 'asc' ? 'messages.sortAsc' : 'messages.sortDesc')}
								</option>
							)),
						)}
					</select>
				</label>
			</Form>
			<CountedCard count={query.trim() ? t('messages.countFiltered', { shown: formatNumber(rows.length, lang), count: total }) : t('messages.count', { count: formatNumber(total, lang) })} live testId="messages-count">
				<DataTable
					columns={columns}
					rows={rows}
					rowKey={(message) => message.id}
					rowProps={(message) => ({ 'data-testid': `message-row-${message.id}`, className: message.status === 'unread' ? 'bg-grain-50/60' : undefined })}
					label={t('messages.tableLabel')}
					state={loading ? 'loading' : loadError ? 'error' : 'ready'}
					loadingText={t('messages.loading')}
					errorText={t('messages.error.load')}
					empty={emptyText}
					name="messages"
				/>
			</CountedCard>
		</AdminPage>
	)
}

function ViewTab({ view, current, count, to }: { view: MessageView; current: MessageView; count: number | undefined; to: string }) {
	const { t, lang } = useAdminI18n()
	const active = view === current
	return (
		<Link
			to={to}
			aria-current={active ? 'page' : undefined}
			data-testid={`messages-view-${view}`}
			className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${active ? 'border-brand-700 text-brand-800' : 'text-ink-500 hover:text-ink-800 border-transparent'}`}
		>
			{t(`messages.view.${view}`)}
			{count !== undefined ? (
				<span className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-brand-100 text-brand-800' : view === 'spam' && count > 0 ? 'bg-red-100 text-red-800' : 'bg-sand-100 text-ink-600'}`}>
					{formatNumber(count, lang)}
				</span>
			) : null}
		</Link>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
