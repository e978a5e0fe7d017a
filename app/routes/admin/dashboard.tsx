import { FileText, FolderTree, Mail, Package, Plus, Users } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityTable } from '#app/components/admin/activity-table.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { requireUser } from '#app/server/auth.server.ts'
import { getContentOverview } from '#app/server/dashboard.server.ts'
import type { Route } from './+types/dashboard'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return { name: user.name, overview: await getContentOverview() }
}

export const meta = () => [{ title: 'لوحة التحكم · Dashboard' }]

export default function Dashboard({ loaderData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { overview, name } = loaderData
	const n = (value: number) => formatNumber(value, lang)
	const cards = [
		{ label: t('dashboard.products'), value: n(overview.products), note: t('dashboard.activeOf', { active: n(overview.activeProducts), total: n(overview.products) }), Icon: Package, to: '/admin/products' },
		{ label: t('dashboard.categories'), value: n(overview.categories), Icon: FolderTree, to: '/admin/categories' },
		{ label: t('dashboard.posts'), value: n(overview.publishedPosts), note: t('dashboard.drafts', { count: n(overview.draftPosts) }), Icon: FileText, to: '/admin/posts' },
		{ label: t('dashboard.unread'), value: n(overview.unreadMessages), Icon: Mail },
		{ label: t('dashboard.subscribers'), value: n(overview.subscribers), Icon: Users },
	]
	return (
		<AdminPage title={t('dashboard.welcome', { name })}>
			<ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" data-testid="overview">
				{cards.map(({ label, value, note, Icon, to }) => {
					const body = (
						<>
							<Icon aria-hidden className="text-grain-600 size-6" />
							<p className="text-brand-950 mt-3 text-3xl font-bold">{value}</p>
							<p className="text-ink-600 text-sm">{label}</p>
							{note ? <p className="text-ink-400 mt-1 text-xs">{note}</p> : null}
						</>
					)
					return (
						<li key={label} className={`${adminStyles.card} p-5`}>
							{to ? <Link to={to} className="block">{body}</Link> : body}
						</li>
					)
				})}
			</ul>
			<div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
				<section className={adminStyles.card} aria-labelledby="recent-title">
					<h2 id="recent-title" className="border-sand-100 border-b px-5 py-4 font-semibold">
						{t('dashboard.recent')}
					</h2>
					<ActivityTable items={overview.recentActivity} compact />
				</section>
				<section className={`${adminStyles.card} p-5`} aria-labelledby="quick-title">
					<h2 id="quick-title" className="font-semibold">
						{t('dashboard.quick')}
					</h2>
					<div className="mt-4 flex flex-col gap-2">
						<Link to="/admin/posts/new" className={adminStyles.secondaryButton}><Plus aria-hidden className="size-4" />{t('dashboard.newPost')}</Link>
						<Link to="/admin/products/new" className={adminStyles.secondaryButton}><Plus aria-hidden className="size-4" />{t('dashboard.newProduct')}</Link>
						<Link to="/admin/categories/new" className={adminStyles.secondaryButton}><Plus aria-hidden className="size-4" />{t('dashboard.newCategory')}</Link>
					</div>
				</section>
			</div>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
