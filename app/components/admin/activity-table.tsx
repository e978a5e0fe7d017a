import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { formatDate } from '#app/i18n/format.ts'
import { type ChangeValue, changesOf, scheduledLiveEvent } from '#app/lib/activity-changes.ts'
import { textDirection } from '#app/lib/script-runs.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { type DataColumn, DataTable } from './data-table.tsx'
import { Truncate } from './truncate.tsx'
import type { ActivityItem } from '#app/lib/activity-item.ts'

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null)

/** A readable name for the entry's item: its name or title (a staff member: name and e-mail). */
function itemName(details: Record<string, unknown> | null): string | null {
	if (!details) return null
	return (
		text(details.name_ar) ??
		text(details.title_ar) ??
		text(details.name) ??
		text(details.title) ??
		text(details.slug)
	)
}

/**
 * The activity log as a table: when, what, which item (by name, never by an account id) with what
 * changed (each field's value before and after, as kept when it was written), and who (name and
 * e-mail). `compact` (the dashboard card): who goes under the item, changes as field names.
 * `timeZone`: the site's (SITE_TIMEZONE), so times read as on the rest of the back-office.
 */
export function ActivityTable({
	items,
	timeZone,
	compact = false,
}: {
	items: ActivityItem[]
	timeZone: string
	compact?: boolean
}) {
	const { t, lang } = useAdminI18n()

	const separator = lang === 'ar' ? '، ' : ', '
	const known = (key: string) => (t(key as AdminKey) === key ? null : t(key as AdminKey))
	const fieldLabel = (entityType: string, field: string) => {
		const match = /^(.+?)(?:_(ar|en)|(Ar|En))$/.exec(field)
		const stem = match ? match[1]! : field
		const language = match ? (match[2] ?? match[3]!.toLowerCase()) : null
		const snake = stem.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
		const label =
			(entityType === 'settings' ? known(`settings.field.${snake}`) : null) ??
			(entityType === 'seo' ? known(`seo.field.${snake}`) : null) ??
			known(`activity.field.${snake}`) ??
			known(`activity.field.${stem}`) ??
			field
		return language ? `${label} (${t(`activity.lang.${language}` as AdminKey)})` : label
	}
	const shown = (value: ChangeValue) =>
		value === null ? (
			<span className="text-ink-500">{t('activity.none')}</span>
		) : typeof value === 'boolean' ? (
			t(value ? 'activity.yes' : 'activity.no')
		) : (
			<bdi dir={textDirection(String(value)) ?? 'auto'}><ScriptRuns text={String(value)} /></bdi>
		)
	// A row with no person is the site's own (a scheduled post going live).
	const byWhom = (item: ActivityItem) => {
		const name = item.userName ?? item.userEmail
		return name ? t('activity.by', { name }) : t('activity.bySystem')
	}
	const who = (item: ActivityItem) =>
		item.userName ? (
			<>
				<bdi className="text-ink-800 font-medium"><ScriptRuns text={item.userName} /></bdi>
				{item.userEmail ? (
					<span className="text-ink-500 block text-xs">
						<bdi lang="en" dir="ltr"><ScriptRuns text={item.userEmail} /></bdi>
					</span>
				) : null}
			</>
		) : item.userEmail ? (
			<bdi lang="en" dir="ltr"><ScriptRuns text={item.userEmail} /></bdi>
		) : (
			<span className="text-ink-600 italic" data-testid="activity-system">{t('activity.system')}</span>
		)

	const when = (item: ActivityItem) =>
		formatDate(item.createdAt, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
	const badge = (item: ActivityItem) => (
		<span
			className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.action === 'delete' ? 'bg-red-50 text-red-700' : item.action === 'create' ? 'bg-brand-50 text-brand-800' : 'bg-grain-50 text-grain-800'}`}
		>
			{t(`activity.action.${item.action}`)}
		</span>
	)
	const entity = (item: ActivityItem) => {
		const name = itemName(item.details)
		const { changes, names } = changesOf(item.details)
		// A staff member is named by name and e-mail; their account id means nothing to a reader.
		const email = item.entityType === 'user' ? text(item.details?.email) : null
		const label = [
			t(`activity.entity.${item.entityType}` as AdminKey),
			item.entityType === 'user' ? '' : `#${item.entityId}`,
		]
			.filter(Boolean)
			.join(' ')
		return (
			<div className="whitespace-normal">
				{/* One line: the kind of item and its name (a staff member's e-mail too), each its own direction. */}
				<Truncate text={[label, name, email ? `<${email}>` : ''].filter(Boolean).join(' · ')} dir={lang === 'ar' ? 'rtl' : 'ltr'} className="text-ink-800">
					<Runs>{label}</Runs>
					{name ? (
						<>
							{' · '}
							<bdi><ScriptRuns text={name} /></bdi>
						</>
					) : null}
					{email ? (
						<span className="text-ink-500">
							{' '}
							<bdi lang="en" dir="ltr">&lt;{email}&gt;</bdi>
						</span>
					) : null}
				</Truncate>
				{item.details?.event === scheduledLiveEvent || item.details?.takenBy ? (
					<span className="text-ink-600 block text-xs" data-testid="activity-event">
						{t(item.details.takenBy ? 'activity.event.address_taken' : 'activity.event.published_on_schedule')}
					</span>
				) : null}
				{/* A restore from the item's history (decision 0043): which revision it brought back. */}
				{typeof item.details?.restoredFrom === 'number' ? (
					<span className="text-ink-600 block text-xs" data-testid="activity-restored">
						{t('activity.event.restored', { revision: item.details.restoredFrom })}
					</span>
				) : null}
				{compact ? (
					<>
						{names.length ? (
							<span className="text-ink-500 block text-xs" data-testid="activity-changed">
								<ScriptRuns text={names.map((field) => fieldLabel(item.entityType, field)).join(separator)} />
							</span>
						) : null}
						<span className="text-ink-500 block text-xs">
							<ScriptRuns text={byWhom(item)} />
						</span>
					</>
				) : changes.length ? (
					<ul
						className="mt-1.5 space-y-1 text-xs"
						aria-label={t('activity.changes')}
						data-testid="activity-changes"
					>
						{changes.map((change, index) => (
							<li key={index} className="text-ink-600 break-words" data-field={change.field}>
								<span className="text-ink-800 font-semibold">
									<ScriptRuns text={`${fieldLabel(item.entityType, change.field)}:`} />
								</span>{' '}
								<del className="text-red-700/80 decoration-red-300">{shown(change.from)}</del>
								<span aria-hidden className="text-ink-400 mx-1 inline-block rtl:-scale-x-100">
									→
								</span>
								<ins className="text-brand-800 no-underline">{shown(change.to)}</ins>
							</li>
						))}
					</ul>
				) : names.length ? (
					<span className="text-ink-500 block text-xs">
						{names.map((field) => fieldLabel(item.entityType, field)).join(separator)}
					</span>
				) : null}
			</div>
		)
	}
	const columns: DataColumn<ActivityItem>[] = [
		{
			id: 'when',
			header: t('activity.when'),
			cell: (item) => <span className="text-ink-500">{when(item)}</span>,
			from: 'sm',
			className: 'align-top',
		},
		{ id: 'action', header: t('activity.action'), cell: badge, className: 'align-top' },
		{ id: 'entity', header: t('activity.entity'), cell: entity, main: true, className: 'align-top' },
		...(compact
			? []
			: [
					{
						id: 'who',
						header: t('activity.who'),
						cell: who,
						from: 'lg',
						// On narrower screens, one short line under the item: by whom.
						folded: (item: ActivityItem) => (
							<bdi className="text-ink-500 break-words whitespace-normal">
								<ScriptRuns text={byWhom(item)} />
							</bdi>
						),
						className: 'align-top',
					} satisfies DataColumn<ActivityItem>,
				]),
	]
	return (
		<DataTable
			name="activity"
			label={t('activity.changes')}
			columns={columns}
			rows={items}
			rowKey={(item) => item.id}
			rowProps={() => ({ 'data-testid': 'activity-row' })}
			empty={t('activity.empty')}
		/>
	)
}
