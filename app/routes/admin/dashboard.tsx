import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { FileText, FolderTree, Mail, MailWarning, Package, Plus, Users } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityTable } from '#app/components/admin/activity-table.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { DayChart } from '#app/components/admin/day-chart.tsx'
import { FunnelPanel, SourcesPanel } from '#app/components/admin/enquiry-panels.tsx'
import { ExpiringCertifications } from '#app/components/admin/expiring-certifications.tsx'
import { EmptyState, type Figure, FigureCards, FigureSection, Panel, PanelLink, RecentEventsTable } from '#app/components/admin/stats-parts.tsx'
import { TopPagesTable, TrafficFigures } from '#app/components/admin/traffic-figures.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import { getDashboard } from '#app/server/dashboard.server.ts'
import type { Route } from './+types/dashboard'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireStaff(request)
	return {
		name: user.name,
		canChangeSettings: user.role === 'admin',
		timeZone: getConfig().SITE_TIMEZONE,
		dashboard: await getDashboard({ role: user.role }),
	}
}

export const meta = staffMeta('dashboard.title')

/** The screens staff most often open from here to write something new. */
const quickLinks = [
	['/admin/posts/new', 'dashboard.newPost'],
	['/admin/products/new', 'dashboard.newProduct'],
	['/admin/categories/new', 'dashboard.newCategory'],
] as const

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { dashboard: d, name, timeZone } = loaderData
	const n = (value: number) => formatNumber(value, lang)
	// Administrators see the inbox too.
	const inboxFigures: Figure[] = d.inbox
		? [
				{ label: t('dashboard.messages'), Icon: Mail, counts: d.inbox.messages, to: '/admin/messages', testId: 'figure-messages' },
				{ label: t('dashboard.unread'), Icon: MailWarning, value: d.inbox.unreadMessages, note: t('dashboard.unreadNote'), to: '/admin/messages', testId: 'figure-unread' },
				{ label: t('dashboard.subscribers'), Icon: Users, counts: d.inbox.subscribers, to: '/admin/subscribers', testId: 'figure-subscribers' },
			]
		: []
	const contentFigures: Figure[] = [
		{
			label: t('dashboard.products'),
			Icon: Package,
			value: d.content.products,
			note: t('dashboard.activeOf', { active: n(d.content.activeProducts), total: n(d.content.products) }),
			to: '/admin/products',
		},
		{ label: t('dashboard.categories'), Icon: FolderTree, value: d.content.categories, to: '/admin/categories' },
		{ label: t('dashboard.posts'), Icon: FileText, value: d.content.publishedPosts, note: t('dashboard.drafts', { count: d.content.draftPosts }), to: '/admin/posts' },
	]
	return (
		<AdminPage
			title={t('dashboard.welcome', { name })}
			description={t('dashboard.description')}
			actions={
				<nav aria-label={t('dashboard.quick')} className="flex flex-wrap gap-2">
					{quickLinks.map(([to, label]) => (
						<Link key={to} to={to} className={adminStyles.secondaryButton}>
							<Plus aria-hidden className="size-4" />
							{t(label)}
						</Link>
					))}
				</nav>
			}
		>
			{/* Six figures for administrators, three for editors (no inbox): each row is filled. */}
			<FigureSection
				id="figures-title"
				title={t('dashboard.figures')}
				hiddenTitle
				listClassName={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${d.inbox ? '2xl:grid-cols-6' : 'max-sm:[&>li:last-child]:col-span-2'}`}
				testId="figures"
			>
				<TrafficFigures totals={d} to="/admin/analytics" testIdPrefix="figure" />
				<FigureCards figures={inboxFigures} />
			</FigureSection>

			<Panel
				title={t('dashboard.week')}
				action={<PanelLink to="/admin/analytics">{t('dashboard.allAnalytics')}</PanelLink>}
				testId="week-chart"
			>
				<div className="p-5">
					<DayChart title={t('dashboard.week')} days={d.byDay} />
				</div>
			</Panel>

			<div className="grid gap-6 lg:grid-cols-2" data-testid="enquiries">
				<FunnelPanel funnel={d.enquiries.funnel} title={t('leads.funnelWeek')} />
				<SourcesPanel sources={d.enquiries.sources} title={t('leads.sourcesWeek')} />
			</div>

			<ExpiringCertifications days={d.certifications.days} items={d.certifications.items} canChangePeriod={loaderData.canChangeSettings} />

			<div className="grid gap-6 lg:grid-cols-2">
				<Panel
					title={t('dashboard.topPages')}
					action={<PanelLink to="/admin/analytics">{t('dashboard.allAnalytics')}</PanelLink>}
				>
					<TopPagesTable caption={t('dashboard.topPages')} pages={d.topPages} />
				</Panel>
				<Panel title={t('dashboard.recentEvents')}>
					<RecentEventsTable
						events={d.recentEvents}
						timeZone={timeZone}
						empty={t('analytics.recentEventsEmpty')}
						compact
					/>
				</Panel>
			</div>

			{/* Without the inbox (editors), the activity takes the whole row instead of leaving half of it empty. */}
			<div className={`grid gap-6 ${d.inbox ? 'lg:grid-cols-2' : ''}`} data-testid="inbox-and-activity">
				{d.inbox ? (
					<Panel
						title={t('dashboard.latestMessages')}
						action={<PanelLink to="/admin/messages">{t('dashboard.allMessages')}</PanelLink>}
						testId="latest-messages"
					>
						{d.inbox.latestMessages.length ? (
							<ul className="divide-sand-100 divide-y">
								{d.inbox.latestMessages.map((message) => (
									<li key={message.id}>
										<Link
											to={`/admin/messages/${message.id}`}
											className="hover:bg-sand-50 flex items-start gap-3 px-5 py-3"
										>
											<span
												aria-hidden
												className={`mt-1.5 size-2 shrink-0 rounded-full ${message.status === 'unread' ? 'bg-grain-500' : 'bg-transparent'}`}
											/>
											<span className="min-w-0 flex-1">
												<span className="flex flex-wrap items-baseline justify-between gap-x-3">
													{/* Cut to one line; the title shows the whole on hover, the message itself on opening. */}
													<span
														className={`truncate ${message.status === 'unread' ? 'text-ink-900 font-semibold' : 'text-ink-700'}`}
														title={message.name}
													>
														<bdi><ScriptRuns text={message.name} /></bdi>
														{message.status === 'unread' ? (
															<span className="sr-only"> ({t('dashboard.unreadBadge')})</span>
														) : null}
													</span>
													<span className="text-ink-500 shrink-0 text-xs">
														{formatDate(message.createdAt, lang, {
															timeZone,
															dateStyle: 'medium',
															timeStyle: 'short',
														})}
													</span>
												</span>
												<span className="text-ink-500 block truncate text-sm" title={`${message.subject || t(`dashboard.service.${message.service}`)} · ${message.email}`}>
													<bdi><ScriptRuns text={message.subject || t(`dashboard.service.${message.service}`)} /></bdi>
													<span className="text-ink-500"> · </span>
													<bdi lang="en" dir="ltr"><ScriptRuns text={message.email} /></bdi>
												</span>
											</span>
										</Link>
									</li>
								))}
							</ul>
						) : (
							<EmptyState>{t('dashboard.noMessages')}</EmptyState>
						)}
					</Panel>
				) : null}
				<Panel
					title={t('dashboard.recent')}
					action={<PanelLink to="/admin/activity">{t('dashboard.allActivity')}</PanelLink>}
				>
					<ActivityTable items={d.recentActivity} timeZone={timeZone} compact />
				</Panel>
			</div>

			<FigureSection id="content-title" title={t('dashboard.content')} listClassName="grid gap-3 sm:grid-cols-3 sm:gap-4" testId="overview">
				<FigureCards figures={contentFigures} />
			</FigureSection>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
