import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Eye, Mail, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { DayChart } from '#app/components/admin/day-chart.tsx'
import { FunnelPanel, NamedCountsPanel, SourcesPanel } from '#app/components/admin/enquiry-panels.tsx'
import { EventCountsPanel, FigureCard, FigureSection, Latin, Panel, RecentEventsTable, SharePanel, SharesLine, useDaySpan } from '#app/components/admin/stats-parts.tsx'
import { TopPagesTable, TrafficFigures } from '#app/components/admin/traffic-figures.tsx'
import { parseStatsRange, statsRanges } from '#app/lib/stats-range.ts'
import { getAnalyticsOverview } from '#app/server/analytics-stats.server.ts'
import { getEnquiryOverview } from '#app/server/lead-stats.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import type { Route } from './+types/analytics'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const days = parseStatsRange(new URL(request.url).searchParams.get('days'))
	const [stats, enquiries] = await Promise.all([getAnalyticsOverview({ days }), getEnquiryOverview({ days })])
	return { timeZone: getConfig().SITE_TIMEZONE, stats, enquiries }
}

export const meta = staffMeta('analytics.title')

export default function Analytics({ loaderData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { stats: s, enquiries, timeZone } = loaderData
	const span = useDaySpan()
	const rangeLabel = t('analytics.rangeDays', { span: span(s.days) })
	const devices = s.devices.map((d) => ({ key: d.device, label: t(`analytics.device.${d.device}`), value: d.views }))
	const languages = s.languages.map((l) => ({ key: l.language, label: t(`analytics.language.${l.language}`), value: l.views, secondary: l.visitors }))
	return (
		<AdminPage
			title={t('analytics.title')}
			description={t('analytics.description', { timeZone })}
			actions={
				// Plain links: the range works without JavaScript and can be bookmarked.
				<nav aria-label={t('analytics.range')} className="border-sand-300 inline-flex rounded-lg border bg-white p-1" data-testid="range">
					{statsRanges.map((days) => (
						<Link
							key={days}
							to={{ search: days === 7 ? '' : `?days=${days}` }}
							aria-current={days === s.days ? 'page' : undefined}
							className={`rounded-md px-3 py-1.5 text-sm font-semibold ${days === s.days ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-sand-100'}`}
						>
							<ScriptRuns text={t('analytics.rangeDays', { span: span(days) })} />
						</Link>
					))}
				</nav>
			}
		>
			<FigureSection id="range-figures" title={`${t('analytics.inRange')}: ${rangeLabel}`} listClassName="grid grid-cols-2 gap-3 sm:gap-4">
				<FigureCard
					label={t('analytics.rangeViews')}
					Icon={Eye}
					value={s.rangeViews}
					note={s.uniqueVisitors ? t('analytics.viewsPerVisitor', { value: Math.round((s.rangeViews / s.uniqueVisitors) * 10) / 10 }) : undefined}
					testId="range-views"
				/>
				<FigureCard label={t('analytics.visitors')} Icon={UserRound} value={s.uniqueVisitors} note={t('analytics.visitorsNote')} testId="range-visitors" />
			</FigureSection>

			<FigureSection id="totals-figures" title={t('analytics.todayAndOverall')} listClassName="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
				<TrafficFigures totals={s.totals} testIdPrefix="total" />
				<FigureCard label={t('analytics.messages')} Icon={Mail} counts={s.totals.contactMessages} to="/admin/messages" testId="total-messages" />
			</FigureSection>

			<Panel title={`${t('analytics.byDay')} · ${rangeLabel}`} testId="day-chart">
				<div className="p-5">
					{s.rangeViews ? null : (
						<p className="bg-sand-50 text-ink-600 mb-4 rounded-lg p-3 text-sm" data-testid="analytics-empty">
							{t('analytics.empty')}
						</p>
					)}
					<DayChart title={`${t('analytics.byDay')} · ${rangeLabel}`} days={s.byDay} />
				</div>
			</Panel>

			<section aria-labelledby="enquiries-title" className="space-y-6" data-testid="enquiries">
				<h2 id="enquiries-title" className="text-ink-600 text-sm font-semibold">
					{t('leads.title')}: {rangeLabel}
				</h2>
				<div className="grid gap-6 lg:grid-cols-2">
					<FunnelPanel funnel={enquiries.funnel} title={t('leads.funnel')} />
					<SourcesPanel sources={enquiries.sources} title={t('leads.sources')} />
				</div>
				<div className="grid gap-6 lg:grid-cols-2">
					<NamedCountsPanel by="campaign" counts={enquiries.campaigns} />
					<NamedCountsPanel by="landingPage" counts={enquiries.landingPages} />
				</div>
			</section>

			<div className="grid gap-6 lg:grid-cols-2">
				<Panel title={t('analytics.topPages')}>
					<TopPagesTable caption={t('analytics.topPages')} pages={s.topPages} />
				</Panel>
				<SharePanel
					title={t('analytics.referrers')}
					head={[t('analytics.referrer'), t('analytics.views'), t('analytics.visitors')]}
					rows={s.referrers.map((r) => ({ key: r.host, label: <Latin>{r.host}</Latin>, value: r.views, secondary: r.visitors }))}
					empty={t('analytics.referrersEmpty')}
					testId="referrers"
				/>
			</div>

			<div className="grid gap-6 lg:grid-cols-2">
				<SharePanel title={t('analytics.devices')} head={[t('analytics.devices'), t('analytics.views')]} rows={devices} empty={t('analytics.pagesEmpty')} testId="devices">
					<SharesLine parts={devices} />
				</SharePanel>
				<SharePanel title={t('analytics.languages')} head={[t('analytics.languages'), t('analytics.views'), t('analytics.visitors')]} rows={languages} empty={t('analytics.pagesEmpty')} testId="languages">
					<SharesLine parts={languages} />
				</SharePanel>
			</div>

			<div className="grid gap-6 lg:grid-cols-2">
				<EventCountsPanel kind="conversions" counts={s.conversions} />
				<EventCountsPanel kind="events" counts={s.events} />
			</div>

			<SharePanel
				title={t('analytics.campaigns')}
				head={[`${t('analytics.campaignSource')} / ${t('analytics.campaignMedium')} / ${t('analytics.campaignName')}`, t('analytics.views'), t('analytics.visitors')]}
				rows={s.campaigns.map((c) => ({
					key: JSON.stringify([c.source, c.medium, c.campaign]),
					label: <Latin>{[c.source ?? '—', c.medium ?? '—', c.campaign ?? '—'].join(' / ')}</Latin>,
					value: c.views,
					secondary: c.visitors,
				}))}
				empty={t('analytics.campaignsEmpty')}
				testId="campaigns"
			/>

			<Panel title={t('analytics.recentEvents')}>
				<RecentEventsTable events={s.recentEvents} timeZone={timeZone} empty={t('analytics.recentEventsEmpty')} />
			</Panel>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
