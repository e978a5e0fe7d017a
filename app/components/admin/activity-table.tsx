import type { AdminKey } from '#app/i18n/admin/index.ts'
import { formatDate } from '#app/i18n/format.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'

export interface ActivityItem {
	id: number
	action: 'create' | 'update' | 'delete'
	entityType: string
	entityId: string
	details: Record<string, unknown> | null
	userEmail: string | null
	createdAt: string
}

/** A readable summary of an entry's details: its name or title, else the keys it changed. */
function summary(details: Record<string, unknown> | null): string {
	if (!details) return ''
	const named = details.name_ar ?? details.title_ar ?? details.name ?? details.title ?? details.slug
	if (typeof named === 'string') return named
	// Settings and SEO saves list the keys they changed.
	return Array.isArray(details.changed) ? details.changed.filter((key) => typeof key === 'string').join(', ') : ''
}

/** `timeZone`: the site's (SITE_TIMEZONE), so times read as on the rest of the back-office. */
export function ActivityTable({ items, timeZone, compact = false }: { items: ActivityItem[]; timeZone: string; compact?: boolean }) {
	const { t, lang } = useAdminI18n()
	if (!items.length) return <p className="text-ink-500 p-6 text-sm">{t('activity.empty')}</p>
	return (
		<div className="overflow-x-auto">
			<table className={adminStyles.table} data-testid="activity-table">
				<thead>
					<tr>
						<th className={adminStyles.th}>{t('activity.when')}</th>
						<th className={adminStyles.th}>{t('activity.action')}</th>
						<th className={adminStyles.th}>{t('activity.entity')}</th>
						{compact ? null : <th className={adminStyles.th}>{t('activity.who')}</th>}
					</tr>
				</thead>
				<tbody>
					{items.map((item) => (
						<tr key={item.id}>
							<td className={`${adminStyles.td} text-ink-500 whitespace-nowrap`}>
								{formatDate(item.createdAt, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })}
							</td>
							<td className={adminStyles.td}>
								<span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.action === 'delete' ? 'bg-red-50 text-red-700' : item.action === 'create' ? 'bg-brand-50 text-brand-800' : 'bg-grain-50 text-grain-800'}`}>
									{t(`activity.action.${item.action}`)}
								</span>
							</td>
							<td className={adminStyles.td}>
								{t(`activity.entity.${item.entityType}` as AdminKey)} <span className="text-ink-400">#{item.entityId}</span>
								{summary(item.details) ? <span className="text-ink-700"> · <bdi>{summary(item.details)}</bdi></span> : null}
							</td>
							{compact ? null : (
								<td className={`${adminStyles.td} text-ink-600`}>
									<bdi>{item.userEmail}</bdi>
								</td>
							)}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
