import type { ReactNode } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { Latin, PagePath } from '#app/components/admin/stats-parts.tsx'
import { type LeadSource, sourceOf } from '#app/lib/lead-source.ts'

/**
 * Where an enquiry came from (decision 0038), on the message screen: the source as the analytics
 * screen groups it, then each field the visit record and the server gave. Hosts, paths and campaign
 * values are Latin runs, isolated inside Arabic.
 */
export function LeadSourcePanel({ lead }: { lead: LeadSource }) {
	const { t } = useAdminI18n()
	const source = sourceOf(lead)
	const notGiven = <span className="text-ink-500">{t('messages.detail.notGiven')}</span>
	const value = (text: string | null) => (text ? <Latin>{text}</Latin> : notGiven)
	const campaign: [string, string | null][] = [
		[t('leads.detail.utmSource'), lead.lead_utm_source],
		[t('leads.detail.utmMedium'), lead.lead_utm_medium],
		[t('leads.detail.utmCampaign'), lead.lead_utm_campaign],
		[t('leads.detail.utmTerm'), lead.lead_utm_term],
		[t('leads.detail.utmContent'), lead.lead_utm_content],
	]
	return (
		<section aria-labelledby="lead-source-title" className="border-sand-100 border-t px-6 py-5" data-testid="lead-source">
			<h3 id="lead-source-title" className="text-ink-950 font-semibold">
				{t('leads.detail.title')}
			</h3>
			<p className="text-ink-500 mt-1 text-xs">{source.kind === 'unknown' ? t('leads.detail.unknown') : t('leads.detail.privacy')}</p>
			<dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
				<Item label={t('leads.detail.source')} testId="lead-source-name">
					{source.name ? (
						<span className="flex min-w-0 items-baseline gap-2">
							<Latin>{source.name}</Latin>
							<span className="text-ink-500 shrink-0 text-xs">{t(`leads.kind.${source.kind}`)}</span>
						</span>
					) : source.kind === 'direct' ? (
						t('leads.detail.direct')
					) : (
						t('leads.kind.unknown')
					)}
				</Item>
				<Item label={t('leads.detail.landingPage')} testId="lead-landing">
					{lead.lead_landing_page ? <PagePath path={lead.lead_landing_page} /> : notGiven}
				</Item>
				<Item label={t('leads.detail.referrer')} testId="lead-referrer">
					{value(lead.lead_referrer_host)}
				</Item>
				{campaign.map(([label, text]) => (text ? <Item key={label} label={label}>{value(text)}</Item> : null))}
				<Item label={t('leads.detail.device')} testId="lead-device">
					{lead.lead_device ? t(`analytics.device.${lead.lead_device}`) : notGiven}
				</Item>
				<Item label={t('leads.detail.pages')} testId="lead-pages">
					{lead.lead_pages ? t('leads.detail.pagesCount', { count: lead.lead_pages }) : notGiven}
				</Item>
				<Item label={t('leads.detail.formPage')} testId="lead-form-page">
					{lead.lead_form_page ? <PagePath path={lead.lead_form_page} /> : notGiven}
				</Item>
			</dl>
		</section>
	)
}

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
	return (
		<div className="min-w-0" data-testid={testId}>
			<dt className="text-ink-500 text-xs font-semibold">{label}</dt>
			<dd className="text-ink-900 mt-0.5 min-w-0">{children}</dd>
		</div>
	)
}
