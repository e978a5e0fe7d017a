import { Eye, MousePointerClick, Target } from 'lucide-react'
import { useAdminI18n } from './admin-i18n.tsx'
import { FigureCards, PagePath, ShareTable, type TodayAndTotal } from './stats-parts.tsx'

/** The site's traffic as the dashboard and the analytics screen both show it. */

const trafficFigures = [
	{ counts: 'pageViews', label: 'analytics.pageViews', Icon: Eye, testId: 'page-views' },
	{ counts: 'trackingEvents', label: 'analytics.events', Icon: MousePointerClick, testId: 'events' },
	{ counts: 'conversions', label: 'analytics.conversions', Icon: Target, testId: 'conversions' },
] as const

/** Page views, events and conversions, each today and overall; `to` makes each a link (to the analytics screen). */
export function TrafficFigures({
	totals,
	to,
	testIdPrefix,
}: {
	totals: Record<(typeof trafficFigures)[number]['counts'], TodayAndTotal>
	to?: string
	testIdPrefix: string
}) {
	const { t } = useAdminI18n()
	const figures = trafficFigures.map((figure) => ({ label: t(figure.label), Icon: figure.Icon, counts: totals[figure.counts], to, testId: `${testIdPrefix}-${figure.testId}` }))
	return <FigureCards figures={figures} />
}

/** The most viewed pages with their views and visitors. */
export function TopPagesTable({ caption, pages }: { caption: string; pages: { path: string; views: number; visitors: number }[] }) {
	const { t } = useAdminI18n()
	return (
		<ShareTable
			caption={caption}
			head={[t('analytics.page'), t('analytics.views'), t('analytics.visitors')]}
			rows={pages.map((p) => ({ key: p.path, label: <PagePath path={p.path} />, value: p.views, secondary: p.visitors }))}
			empty={t('analytics.pagesEmpty')}
			testId="top-pages"
		/>
	)
}
