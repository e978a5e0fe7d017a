import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import {
	Eye,
	FileText,
	FolderTree,
	Mail,
	MailWarning,
	MousePointerClick,
	Package,
	Plus,
	Target,
	Users,
} from 'lucide-react'
import { Link } from 'react-router'
import { ActivityTable } from '#app/components/admin/activity-table.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { DayChart } from '#app/components/admin/day-chart.tsx'
import { FunnelPanel, SourcesPanel } from '#app/components/admin/enquiry-panels.tsx'
import { ExpiringCertifications } from '#app/components/admin/expiring-certifications.tsx'
import {
	EmptyState,
	FigureCard,
	PagePath,
	Panel,
	PanelLink,
	RecentEventsTable,
	ShareTable,
} from '#app/components/admin/stats-parts.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import { getDashboard } from '#app/server/dashboard.server.ts'
import type { Route } from './+types/dashboard'
import { staffTitle } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireStaff(request)
	return {
		name: user.name,
		canChangeSettings: user.role === 'admin',
		timeZone: getConfig().SITE_TIMEZONE,
		dashboard: await getDashboard({ role: user.role }),
	}
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'dashboard.title')
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { dashboard: d, name, timeZone } = loaderData
	const n = (value: number) => formatNumber(value, lang)
	return (
		<AdminPage
			title={t('dashboard.welcome', { name })}
			description={t('dashboard.description')}
			actions={
				<nav aria-label={t('dashboard.quick')} className="flex flex-wrap gap-2">
					<Link to="/admin/posts/new" className={adminStyles.secondaryButton}>
						<Plus aria-hidden className="size-4" />
						{t('dashboard.newPost')}
					</Link>
					<Link to="/admin/products/new" className={adminStyles.secondaryButton}>
						<Plus aria-hidden className="size-4" />
						{t('dashboard.newProduct')}
					</Link>
					<Link to="/admin/categories/new" className={adminStyles.secondaryButton}>
						<Plus aria-hidden className="size-4" />
						{t('dashboard.newCategory')}
					</Link>
				</nav>
			}
		>
			<section aria-labelledby="figures-title">
				<h2 id="figures-title" className="sr-only">
					{t('dashboard.figures')}
				</h2>
				{/* Six figures for administrators, three for editors (no inbox): each row is filled. */}
				<ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 ${d.inbox ? '2xl:grid-cols-6' : 'max-sm:[&>li:last-child]:col-span-2'}`} data-testid="figures">
					<FigureCard
						label={t('dashboard.pageViews')}
						Icon={Eye}
						today={d.pageViews.today}
						overall={d.pageViews.total}
						to="/admin/analytics"
						testId="figure-page-views"
					/>
					<FigureCard
						label={t('dashboard.events')}
						Icon={MousePointerClick}
						today={d.trackingEvents.today}
						overall={d.trackingEvents.total}
						to="/admin/analytics"
						testId="figure-events"
					/>
					<FigureCard
						label={t('dashboard.conversions')}
						Icon={Target}
						today={d.conversions.today}
						overall={d.conversions.total}
						to="/admin/analytics"
						testId="figure-conversions"
					/>
					{d.inbox ? (
						<>
							<FigureCard
								label={t('dashboard.messages')}
								Icon={Mail}
								today={d.inbox.messages.today}
								overall={d.inbox.messages.total}
								to="/admin/messages"
								testId="figure-messages"
							/>
							<FigureCard
								label={t('dashboard.unread')}
								Icon={MailWarning}
								value={d.inbox.unreadMessages}
								note={t('dashboard.unreadNote')}
								to="/admin/messages"
								testId="figure-unread"
							/>
							<FigureCard
								label={t('dashboard.subscribers')}
								Icon={Users}
								today={d.inbox.subscribers.today}
								overall={d.inbox.subscribers.total}
								to="/admin/subscribers"
								testId="figure-subscribers"
							/>
						</>
					) : null}
				</ul>
			</section>

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
					<ShareTable
						caption={t('dashboard.topPages')}
						head={[t('analytics.page'), t('analytics.views'), t('analytics.visitors')]}
						rows={d.topPages.map((p) => ({
							key: p.path,
							label: <PagePath path={p.path} />,
							value: p.views,
							secondary: p.visitors,
						}))}
						empty={t('analytics.pagesEmpty')}
						testId="top-pages"
					/>
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

			<section aria-labelledby="content-title">
				<h2 id="content-title" className="text-ink-600 mb-3 text-sm font-semibold">
					{t('dashboard.content')}
				</h2>
				<ul className="grid gap-3 sm:grid-cols-3 sm:gap-4" data-testid="overview">
					<FigureCard
						label={t('dashboard.products')}
						Icon={Package}
						value={d.content.products}
						note={t('dashboard.activeOf', {
							active: n(d.content.activeProducts),
							total: n(d.content.products),
						})}
						to="/admin/products"
					/>
					<FigureCard
						label={t('dashboard.categories')}
						Icon={FolderTree}
						value={d.content.categories}
						to="/admin/categories"
					/>
					<FigureCard
						label={t('dashboard.posts')}
						Icon={FileText}
						value={d.content.publishedPosts}
						note={t('dashboard.drafts', { count: d.content.draftPosts })}
						to="/admin/posts"
					/>
				</ul>
			</section>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
