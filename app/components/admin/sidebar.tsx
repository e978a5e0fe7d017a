import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ChartColumn, ExternalLink, FileText, FolderTree, History, Images, Inbox, LayoutDashboard, Languages, LogOut, MailCheck, Megaphone, Menu, Package, SearchCheck, Settings, Signpost, UserCog, Users, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Form, Link, NavLink, useLocation } from 'react-router'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { mayOpen, type StaffRole } from '#app/lib/admin-access.ts'
import { LogoMark } from '../site/logo.tsx'
import { useAdminI18n } from './admin-i18n.tsx'

interface NavItem {
	to: string
	label: AdminKey
	Icon: typeof LayoutDashboard
}

type Screen = 'dashboard' | 'posts' | 'products' | 'categories' | 'media' | 'messages' | 'subscribers' | 'analytics' | 'settings' | 'seo' | 'redirects' | 'advertising' | 'activity' | 'users' | 'account'

/** A screen of the sidebar: its address under /admin and its name `admin.nav.<screen>`. */
function screen(name: Screen, Icon: NavItem['Icon']): NavItem {
	return { to: name === 'dashboard' ? '/admin' : `/admin/${name}`, label: `admin.nav.${name}`, Icon }
}

/** The screens staff reach from the sidebar, grouped as they think of them. */
export const adminNav: { group: AdminKey; items: NavItem[] }[] = [
	{ group: 'admin.nav.content', items: [
		screen('dashboard', LayoutDashboard),
		screen('posts', FileText),
		screen('products', Package),
		screen('categories', FolderTree),
		screen('media', Images),
	] },
	{ group: 'admin.nav.business', items: [
		screen('messages', Inbox),
		screen('subscribers', MailCheck),
		screen('analytics', ChartColumn),
	] },
	{ group: 'admin.nav.system', items: [
		screen('settings', Settings),
		screen('seo', SearchCheck),
		screen('redirects', Signpost),
		screen('advertising', Megaphone),
		screen('activity', History),
		screen('users', Users),
		screen('account', UserCog),
	] },
]

/** The groups and screens a role may open (the role map); a group left empty is not shown. */
function visibleNav(role: StaffRole) {
	return adminNav
		.map((section) => ({ ...section, items: section.items.filter((item) => mayOpen(role, item.to)) }))
		.filter((section) => section.items.length > 0)
}

export interface SidebarUser {
	name: string
	email: string
	role: StaffRole
}

export function AdminSidebar({ user }: { user: SidebarUser }) {
	const { t } = useAdminI18n()
	const drawer = useRef<HTMLDialogElement>(null)
	const { pathname } = useLocation()
	useEffect(() => drawer.current?.close(), [pathname])
	return (
		<>
			<header className="border-sand-200 sticky top-0 z-30 flex items-center justify-between border-b bg-white px-4 py-3 lg:hidden">
				<Link to="/admin" className="flex items-center gap-2 font-bold">
					<LogoMark className="size-8" />
					{t('admin.title')}
				</Link>
				<button type="button" onClick={() => drawer.current?.showModal()} aria-label={t('admin.nav.open')} aria-controls="admin-drawer" className="hover:bg-sand-100 rounded-lg p-2">
					<Menu aria-hidden className="size-6" />
				</button>
			</header>
			<aside aria-label={t('admin.nav.label')} className="border-sand-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shrink-0 lg:flex-col lg:border-e hidden">
				<SidebarContent user={user} />
			</aside>
			<dialog
				ref={drawer}
				id="admin-drawer"
				aria-label={t('admin.nav.label')}
				onClick={(event) => event.target === drawer.current && drawer.current.close()}
				className="m-0 ms-auto h-dvh max-h-none w-72 max-w-[88vw] bg-white p-0 backdrop:bg-black/40"
			>
				<div className="flex justify-end p-2">
					<button type="button" onClick={() => drawer.current?.close()} aria-label={t('admin.nav.close')} className="hover:bg-sand-100 rounded-lg p-2">
						<X aria-hidden className="size-5" />
					</button>
				</div>
				<SidebarContent user={user} />
			</dialog>
		</>
	)
}

/** One screen's link, marked while that screen is open. */
function ScreenLink({ to, label, Icon }: NavItem) {
	const { t } = useAdminI18n()
	return (
		<li>
			<NavLink
				to={to}
				end={to === '/admin'}
				className={({ isActive }) => `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-sand-100'}`}
			>
				<Icon aria-hidden className="size-4.5 shrink-0" />
				{t(label)}
			</NavLink>
		</li>
	)
}

function SidebarContent({ user }: { user: SidebarUser }) {
	const { t } = useAdminI18n()
	return (
		<div className="flex h-full flex-col">
			<Link to="/admin" className="hidden items-center gap-3 px-6 py-5 lg:flex">
				<LogoMark className="size-9" />
				<span className="text-brand-900 font-bold">{t('admin.title')}</span>
			</Link>
			<ScreenNav role={user.role} />
			<AccountBox user={user} />
		</div>
	)
}

/** The screens this staff member's role may open, in their groups. */
function ScreenNav({ role }: { role: StaffRole }) {
	const { t } = useAdminI18n()
	return (
		<nav aria-label={t('admin.nav.label')} className="flex-1 overflow-y-auto px-3 pb-4">
			{visibleNav(role).map((section) => (
				<div key={section.group} className="mt-4 first:mt-0">
					<p className="text-ink-500 px-3 pb-1 text-xs font-semibold">{t(section.group)}</p>
					<ul className="space-y-0.5">
						{section.items.map((item) => (
							<ScreenLink key={item.to} {...item} />
						))}
					</ul>
				</div>
			))}
		</nav>
	)
}

/** Who is signed in, with the way to the public site, the other language and signing out. */
function AccountBox({ user }: { user: SidebarUser }) {
	const { t, lang } = useAdminI18n()
	const location = useLocation()
	return (
		<div className="border-sand-200 space-y-1 border-t p-3">
			<div className="px-3 py-2">
				<p className="text-ink-900 truncate text-sm font-semibold">
					<ScriptRuns text={user.name} />
				</p>
				<p className="text-parent-start text-ink-500 truncate text-xs" lang="en" dir="ltr">
					<ScriptRuns text={user.email} />
				</p>
				<p className="text-grain-700 mt-0.5 text-xs font-semibold">{t(`admin.role.${user.role}`)}</p>
			</div>
			<a href={lang === 'en' ? '/en' : '/'} target="_blank" rel="noopener" className="text-ink-700 hover:bg-sand-100 flex items-center gap-3 rounded-lg px-3 py-2 text-sm">
				<ExternalLink aria-hidden className="size-4" />
				{t('admin.nav.viewSite')}
			</a>
			<Form method="post" action="/admin/language">
				<input type="hidden" name="lang" value={lang === 'ar' ? 'en' : 'ar'} />
				<input type="hidden" name="returnTo" value={location.pathname + location.search} />
				<button type="submit" aria-label={t('admin.languageLabel')} className="text-ink-700 hover:bg-sand-100 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm" data-testid="admin-language">
					<Languages aria-hidden className="size-4" />
					<span lang={lang === 'ar' ? 'en' : 'ar'}>{t('admin.language')}</span>
				</button>
			</Form>
			<Form method="post" action="/logout">
				<button type="submit" className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-red-700 hover:bg-red-50" data-testid="sign-out">
					<LogOut aria-hidden className="flip-rtl size-4" />
					{t('admin.signOut')}
				</button>
			</Form>
		</div>
	)
}
