import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { ComponentProps, ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { BackLink } from '#app/components/admin/title-links.tsx'

const tabs = [
	{ to: '/admin/redirects', label: 'redirects.tab.rules' },
	{ to: '/admin/redirects/not-found', label: 'redirects.tab.notFound' },
	{ to: '/admin/redirects/import', label: 'redirects.tab.import' },
] as const

/** The three screens of redirects, as links (each is a page of its own, shareable and reloadable). */
export function RedirectTabs() {
	const { t } = useAdminI18n()
	return (
		<nav aria-label={t('redirects.tabs')} className="border-sand-200 flex flex-wrap gap-1 border-b">
			{tabs.map((tab) => (
				<NavLink
					key={tab.to}
					to={tab.to}
					end
					className={({ isActive }) =>
						`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${isActive ? 'border-brand-700 text-brand-800' : 'text-ink-600 hover:text-ink-900 border-transparent'}`
					}
				>
					<ScriptRuns text={t(tab.label)} />
				</NavLink>
			))}
		</nav>
	)
}

/**
 * The frame of a redirects tab: the screen's title and the tab's description (and title links),
 * the tabs, then the reply to the last action above the tab's own content.
 */
export function RedirectTabPage({
	description,
	actions,
	reply,
	children,
}: {
	description: string
	actions?: ReactNode
	reply: ComponentProps<typeof ReplyBanner>['reply']
	children: ReactNode
}) {
	const { t } = useAdminI18n()
	return (
		<AdminPage title={t('redirects.title')} description={description} actions={actions}>
			<RedirectTabs />
			<ReplyBanner reply={reply} />
			{children}
		</AdminPage>
	)
}

/** The way back to the list from the new and edit screens. */
export function BackToRedirects() {
	const { t } = useAdminI18n()
	return <BackLink to="/admin/redirects">{t('redirects.backToList')}</BackLink>
}
