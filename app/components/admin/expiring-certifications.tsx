import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { BadgeAlert } from 'lucide-react'
import { Link } from 'react-router'
import { formatDate } from '#app/i18n/format.ts'
import type { ExpiringCertification } from '#app/lib/export-data.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { EmptyState, Panel, PanelLink } from './stats-parts.tsx'

/** The dashboard's list of product certifications whose last valid day is within the warning period (decision 0034). */
export function ExpiringCertifications({ days, items, canChangePeriod }: { days: number; items: ExpiringCertification[]; canChangePeriod: boolean }) {
	const { t, lang } = useAdminI18n()
	return (
		<Panel
			title={t('dashboard.certifications.title')}
			action={canChangePeriod ? <PanelLink to="/admin/settings#products">{t('dashboard.certifications.settings')}</PanelLink> : undefined}
			testId="expiring-certifications"
		>
			{items.length ? (
				<ul className="divide-sand-100 divide-y">
					{items.map((c) => (
						<li key={`${c.productId}-${c.number}-${c.validUntil}`}>
							<Link to={`/admin/products/${c.productId}/edit`} className="hover:bg-sand-50 flex items-start gap-3 px-5 py-3">
								<BadgeAlert aria-hidden className={`mt-0.5 size-4 shrink-0 ${c.daysLeft <= 7 ? 'text-red-700' : 'text-grain-600'}`} />
								<span className="min-w-0 flex-1">
									<span className="text-ink-900 block font-semibold">
										<bdi><ScriptRuns text={lang === 'en' ? c.productNameEn : c.productNameAr} /></bdi>
									</span>
									<span className="text-ink-600 block text-sm">
										<bdi lang="en" dir="ltr"><ScriptRuns text={c.name} /></bdi> · <bdi lang="en" dir="ltr"><ScriptRuns text={c.number} /></bdi> ·{' '}
										<ScriptRuns text={t('dashboard.certifications.until', { date: formatDate(`${c.validUntil}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' }), count: c.daysLeft })} />
									</span>
								</span>
							</Link>
						</li>
					))}
				</ul>
			) : (
				<EmptyState testId="certifications-empty"><ScriptRuns text={t('dashboard.certifications.empty', { days })} /></EmptyState>
			)}
		</Panel>
	)
}
