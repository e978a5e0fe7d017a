import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { LucideIcon } from 'lucide-react'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { isSitePath } from '#app/lib/site-path.ts'
import { readableText } from '#app/lib/readable-text.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'
import { type DataColumn, DataTable } from './data-table.tsx'
import { Truncate } from './truncate.tsx'

/** The building blocks shared by the dashboard and the analytics screen (back-office only). */

/** A titled card; `action` sits at the heading's end (a "see all" link). */
export function Panel({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId?: string }) {
	const id = useId()
	return (
		<section className={`${adminStyles.card} min-w-0 overflow-hidden`} aria-labelledby={id} data-testid={testId}>
			<div className="border-sand-100 flex items-center justify-between gap-3 border-b px-5 py-4">
				<h2 id={id} className="font-semibold">
					<Runs>{title}</Runs>
				</h2>
				{action}
			</div>
			{children}
		</section>
	)
}

export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
	return (
		<Link to={to} className="text-brand-700 hover:text-brand-900 shrink-0 text-sm font-semibold">
			{children}
		</Link>
	)
}

export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
	return (
		<p className="text-ink-500 px-5 py-8 text-center text-sm" data-testid={testId}>
			{children}
		</p>
	)
}

/** A count for today and overall. */
export interface TodayAndTotal {
	today: number
	total: number
}

/**
 * A figure for today and overall (`counts`): today large, overall beneath. With `value` instead, a
 * single figure (unread messages have no "today").
 */
export function FigureCard({
	label,
	Icon,
	counts,
	value,
	note,
	to,
	testId,
}: {
	label: string
	Icon: LucideIcon
	counts?: TodayAndTotal
	value?: number
	note?: string
	to?: string
	testId?: string
}) {
	const { t, lang } = useAdminI18n()
	const n = (v: number) => formatNumber(v, lang)
	const body = (
		<>
			<div className="flex items-center justify-between gap-2">
				<p className="text-ink-600 text-sm font-medium"><Runs>{label}</Runs></p>
				<Icon aria-hidden className="text-grain-600 size-5 shrink-0" />
			</div>
			{value !== undefined ? (
				<>
					<p className="text-brand-950 mt-2 text-3xl font-bold tabular-nums" data-testid="value">
						{n(value)}
					</p>
					{note ? <p className="text-ink-500 mt-1 text-xs">{note}</p> : null}
				</>
			) : (
				<dl className="mt-2">
					<div className="flex items-baseline gap-2">
						<dt className="sr-only">{t('dashboard.today')}</dt>
						<dd className="text-brand-950 text-3xl font-bold tabular-nums" data-testid="today">
							{n(counts?.today ?? 0)}
						</dd>
						<span aria-hidden className="text-ink-500 text-xs">
							{t('dashboard.today')}
						</span>
					</div>
					<div className="text-ink-500 mt-1 text-xs">
						<dt className="inline">{t('dashboard.overall')}: </dt>
						<dd className="text-ink-800 inline font-semibold tabular-nums" data-testid="overall">
							{n(counts?.total ?? 0)}
						</dd>
					</div>
				</dl>
			)}
		</>
	)
	return (
		<li className={`${adminStyles.card} p-5`} data-testid={testId}>
			{to ? (
				<Link to={to} className="block">
					{body}
				</Link>
			) : (
				body
			)}
		</li>
	)
}

export type Figure = Parameters<typeof FigureCard>[0]

/** Figure cards described as data, in their order. */
export function FigureCards({ figures }: { figures: Figure[] }) {
	return figures.map((figure) => <FigureCard key={figure.testId ?? figure.label} {...figure} />)
}

/** A titled list of figure cards; `hiddenTitle` keeps the title for screen readers only. */
export function FigureSection({
	id,
	title,
	hiddenTitle = false,
	listClassName,
	testId,
	children,
}: {
	id: string
	title: ReactNode
	hiddenTitle?: boolean
	listClassName: string
	testId?: string
	children: ReactNode
}) {
	return (
		<section aria-labelledby={id}>
			<h2 id={id} className={hiddenTitle ? 'sr-only' : 'text-ink-600 mb-3 text-sm font-semibold'}>
				{title}
			</h2>
			<ul className={listClassName} data-testid={testId}>
				{children}
			</ul>
		</section>
	)
}

export interface ShareRow {
	key: string
	label: ReactNode
	value: number
	secondary?: number
}

/**
 * A ranked list as a table, each row with a bar showing its share of the largest value (the bar
 * grows from the inline start, so it follows the reading direction).
 */
export function ShareTable({
	caption,
	head,
	rows,
	empty,
	testId,
}: {
	caption: string
	head: [string, string] | [string, string, string]
	rows: ShareRow[]
	empty: string
	testId?: string
}) {
	const { lang } = useAdminI18n()
	if (!rows.length) return <EmptyState testId={testId}>{empty}</EmptyState>
	const max = Math.max(1, ...rows.map((r) => r.value))
	return (
		// Focusable: a keyboard scrolls a table wider than the screen.
		<div className="overflow-x-auto" tabIndex={0}>
			<table className={adminStyles.table} data-testid={testId}>
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr>
						{head.map((label, index) => (
							<th key={label} scope="col" className={`${adminStyles.th} ${index ? 'w-24 text-end' : ''}`}>
								<Runs>{label}</Runs>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={row.key}>
							<th scope="row" className={`${adminStyles.td} max-w-0 text-start font-normal`}>
								<div className="relative">
									<div aria-hidden className="bg-brand-50 absolute inset-y-0 start-0 rounded" style={{ width: `${(row.value / max) * 100}%` }} />
									<div className="relative truncate px-2 py-0.5">{row.label}</div>
								</div>
							</th>
							<td className={`${adminStyles.td} text-end font-semibold tabular-nums`}>{formatNumber(row.value, lang)}</td>
							{head.length === 3 ? (
								<td className={`${adminStyles.td} text-ink-600 text-end tabular-nums`}>{formatNumber(row.secondary ?? 0, lang)}</td>
							) : null}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

/** A panel holding one share table, captioned with the panel's title; `children` follow the table (a line of shares). */
export function SharePanel({ title, children, ...table }: { title: string; children?: ReactNode } & Omit<ComponentProps<typeof ShareTable>, 'caption'>) {
	return (
		<Panel title={title}>
			<ShareTable caption={title} {...table} />
			{children}
		</Panel>
	)
}

/** The range's tracked events by name, most first: the conversions (with their summed value) or every other event. */
export function EventCountsPanel({ kind, counts }: { kind: 'conversions' | 'events'; counts: { name: string; count: number; value?: number }[] }) {
	const { t } = useAdminI18n()
	const conversions = kind === 'conversions'
	return (
		<SharePanel
			title={conversions ? t('analytics.conversionsTitle') : t('analytics.eventsTitle')}
			head={conversions ? [t('analytics.conversion'), t('analytics.count'), t('analytics.value')] : [t('analytics.event'), t('analytics.count')]}
			rows={counts.map((c) => ({ key: c.name, label: <Latin>{c.name}</Latin>, value: c.count, secondary: c.value }))}
			empty={conversions ? t('analytics.conversionsEmpty') : t('analytics.eventsEmpty')}
			testId={kind}
		/>
	)
}

/** Each part's share of the whole, on one line beneath a table ("Mobile 60% · Desktop 40%"). */
export function SharesLine({ parts }: { parts: readonly { label: string; value: number }[] }) {
	const { lang } = useAdminI18n()
	const total = parts.reduce((sum, part) => sum + part.value, 0)
	const share = (value: number) => formatNumber(total ? value / total : 0, lang, { style: 'percent', maximumFractionDigits: 0 })
	return <p className="text-ink-500 border-sand-100 border-t px-5 py-3 text-xs">{parts.map((part) => `${part.label} ${share(part.value)}`).join(' · ')}</p>
}

/**
 * A Latin run (a host, a campaign, an event name) inside either language: isolated left-to-right,
 * cut with an ellipsis at its end, yet aligned with the surrounding text.
 */
export function Latin({ children }: { children: string }) {
	// The flex row takes the surrounding direction (its start), the run inside stays left-to-right.
	return (
		<span className="flex min-w-0">
			<span lang="en" dir="ltr" className="min-w-0 truncate" title={children}>
				{children}
			</span>
		</span>
	)
}

/**
 * A stored page path (sent by anonymous visitors): a link that opens it only when it is a path of
 * this site (app/lib/site-path.ts), otherwise plain text, so a row stored before the ingest refused
 * such paths (`//evil.example/login`) can never become a link elsewhere. Latin, isolated inside Arabic.
 */
export function PagePath({ path }: { path: string }) {
	return (
		<span className="flex min-w-0">
			{isSitePath(path) ? (
				<a href={path} target="_blank" rel="noopener" lang="en" dir="ltr" className="hover:text-brand-700 min-w-0 truncate hover:underline" title={path}>
					{path}
				</a>
			) : (
				<span lang="en" dir="ltr" className="min-w-0 truncate" title={path} data-testid="page-path-text">
					{path}
				</span>
			)}
		</span>
	)
}

export interface EventRow {
	id: number
	event_name: string
	event_category: string | null
	event_action: string | null
	event_label: string | null
	page_path: string | null
	created_at: string
}

/**
 * The latest tracking events: when (site time zone), name, category / action / label, page. Labels
 * and paths are shown decoded (a WhatsApp link's message reads as text) and cut to the column.
 */
export function RecentEventsTable({ events, timeZone, empty, compact = false }: { events: EventRow[]; timeZone: string; empty: string; compact?: boolean }) {
	const { t, lang } = useAdminI18n()
	if (!events.length) return <EmptyState>{empty}</EmptyState>
	const page = (event: EventRow) =>
		!event.page_path ? null : isSitePath(event.page_path) ? (
			<Truncate href={event.page_path} text={readableText(event.page_path)} dir="ltr" className="hover:text-brand-700 hover:underline" target="_blank" rel="noopener" />
		) : (
			// Not a path of this site (stored before the ingest refused such paths): never a link.
			<Truncate text={readableText(event.page_path)} dir="ltr" data-testid="page-path-text" />
		)
	const columns: DataColumn<EventRow>[] = [
		{
			id: 'when',
			header: t('analytics.when'),
			from: 'sm',
			className: 'text-ink-500',
			cell: (event) => formatDate(event.created_at, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
		},
		{
			id: 'event',
			header: t('analytics.event'),
			from: 'sm',
			className: 'font-medium',
			cell: (event) => <Truncate text={event.event_name} dir="ltr" maxWidth="max-w-40" />,
			folded: (event) => (
				<bdi lang="en" dir="ltr" className="font-medium">
					{event.event_name}
				</bdi>
			),
		},
		compact
			? { id: 'page', header: t('analytics.page'), main: true, className: 'text-ink-600', cell: page }
			: {
					id: 'details',
					header: t('analytics.details'),
					main: true,
					className: 'text-ink-600',
					cell: (event) => {
						const kind = [event.event_category, event.event_action].filter(Boolean).join(' · ')
						return (
							// Category and action stay whole; the label (often a link) is cut at its own end.
							<div className="flex min-w-0 items-baseline gap-1">
								{kind ? (
									<bdi className="shrink-0">
										<ScriptRuns text={kind} />
										{event.event_label ? ' ·' : ''}
									</bdi>
								) : null}
								{event.event_label ? (
									<span className="min-w-0 flex-1">
										<Truncate text={readableText(event.event_label)} data-testid="event-label" />
									</span>
								) : null}
							</div>
						)
					},
				},
		...(compact ? [] : [{ id: 'page', header: t('analytics.page'), from: 'sm' as const, folded: false as const, className: 'text-ink-600 max-w-48', cell: (event: EventRow) => <div className="max-w-48">{page(event)}</div> }]),
	]
	return (
		<div data-testid="recent-events">
			<DataTable columns={columns} rows={events} rowKey={(event) => event.id} empty={empty} name="recent-events" />
		</div>
	)
}

/** "7 days" / «7 أيام», "30 days" / «30 يومًا» (the plural form of the language). */
export function useDaySpan() {
	const { t } = useAdminI18n()
	return (days: number) => t('analytics.days', { days })
}
