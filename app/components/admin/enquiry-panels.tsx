import { formatNumber } from '#app/i18n/format.ts'
import type { Funnel, NamedCount, SourceStat } from '#app/lib/lead-source.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { Latin, PagePath, Panel, ShareTable } from './stats-parts.tsx'

/**
 * Enquiries and where they came from (decision 0038), on the dashboard and the analytics screen:
 * the funnel visitors → product viewers → enquiries, and enquiries by source, campaign and landing
 * page. Each bar grows from the inline start, so it follows the reading direction.
 */

export function FunnelPanel({ funnel, title, testId = 'funnel' }: { funnel: Funnel; title: string; testId?: string }) {
	const { t, lang } = useAdminI18n()
	const steps = [
		{ id: 'visitors', label: t('leads.funnel.visitors'), value: funnel.visitors },
		{ id: 'product-viewers', label: t('leads.funnel.productViewers'), value: funnel.productViewers },
		{ id: 'enquiries', label: t('leads.funnel.enquiries'), value: funnel.enquiries },
	]
	const share = (value: number) =>
		formatNumber(funnel.visitors ? value / funnel.visitors : 0, lang, { style: 'percent', maximumFractionDigits: value && value < funnel.visitors / 100 ? 2 : 0 })
	return (
		<Panel title={title} testId={testId}>
			<ol className="space-y-4 p-5">
				{steps.map((step, index) => (
					<li key={step.id} data-testid={`funnel-${step.id}`}>
						<div className="flex items-baseline justify-between gap-3">
							<span className="text-ink-700 text-sm font-medium">{step.label}</span>
							<span className="text-brand-950 text-xl font-bold tabular-nums" data-testid="value">
								{formatNumber(step.value, lang)}
							</span>
						</div>
						<div aria-hidden className="bg-sand-100 mt-1.5 h-2 overflow-hidden rounded-full">
							<div className="bg-brand-600 h-full rounded-full" style={{ width: `${Math.min(100, funnel.visitors ? (step.value / funnel.visitors) * 100 : 0)}%` }} />
						</div>
						{index ? <p className="text-ink-500 mt-1 text-xs">{t('leads.funnel.ofVisitors', { share: share(step.value) })}</p> : null}
					</li>
				))}
			</ol>
			<p className="text-ink-500 border-sand-100 border-t px-5 py-3 text-xs">{t('leads.funnel.note')}</p>
		</Panel>
	)
}

export function SourcesPanel({ sources, title, testId = 'lead-sources' }: { sources: SourceStat[]; title: string; testId?: string }) {
	const { t } = useAdminI18n()
	return (
		<Panel title={title}>
			<ShareTable
				caption={title}
				head={[t('leads.source'), t('leads.enquiries')]}
				rows={sources.map((s) => ({
					key: `${s.kind}|${s.name ?? ''}`,
					label: s.name ? (
						<span className="flex min-w-0 items-baseline gap-2">
							<Latin>{s.name}</Latin>
							<span className="text-ink-500 shrink-0 text-xs">{t(`leads.kind.${s.kind}`)}</span>
						</span>
					) : (
						t(`leads.kind.${s.kind}`)
					),
					value: s.enquiries,
				}))}
				empty={t('leads.sourcesEmpty')}
				testId={testId}
			/>
		</Panel>
	)
}

/** Enquiries by campaign, or by landing page (a link to it when it is a path of this site). */
export function NamedCountsPanel({ by, counts }: { by: 'campaign' | 'landingPage'; counts: NamedCount[] }) {
	const { t } = useAdminI18n()
	const campaign = by === 'campaign'
	const title = campaign ? t('leads.campaigns') : t('leads.landingPages')
	return (
		<Panel title={title}>
			<ShareTable
				caption={title}
				head={[campaign ? t('leads.campaign') : t('leads.landingPage'), t('leads.enquiries')]}
				rows={counts.map((c) => ({ key: c.name, label: campaign ? <Latin>{c.name}</Latin> : <PagePath path={c.name} />, value: c.enquiries }))}
				empty={campaign ? t('leads.campaignsEmpty') : t('leads.landingEmpty')}
				testId={campaign ? 'lead-campaigns' : 'lead-landing-pages'}
			/>
		</Panel>
	)
}
