import { data, Outlet, redirect, useRouteLoaderData } from 'react-router'
import { isLang } from '#app/i18n/lang.ts'
import { AdminI18nProvider, useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { RouteAnnouncer } from '#app/components/route-announcer.tsx'
import { KeepFocusAfterAction } from '#app/components/admin/keep-focus-after-action.tsx'
import { getConfig } from '#app/server/config.server.ts'
import { MailOffNotice } from '#app/components/admin/mail-off-notice.tsx'
import { AdminSidebar } from '#app/components/admin/sidebar.tsx'
import { CrashScreen, errorDetail, errorStatus } from '#app/components/site/crash-screen.tsx'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import { getSession } from '#app/server/session.server.ts'
import { takeFlash } from '#app/server/flash.server.ts'
import { mailIsConfigured } from '#app/server/mail.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/layout'

/**
 * Every /admin page sits here: no session → /login (on the server), a refreshed session cookie is
 * passed on, and the staff member's language and texts are loaded. Each child loader and action
 * still checks the session and role itself (requireStaff / adminAction, app/server/admin-action.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
	const { user, headers } = await getSession(request)
	if (!user) {
		const url = new URL(request.url)
		throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
	}
	const lang = staffLang(request)
	// Administrators are told when no mail can leave the server (resets, notifications, confirmations).
	const mailOff = user.role === 'admin' && !mailIsConfigured()
	// The message of the write that led here (post/redirect/get), shown once by the page's banner.
	const { flash, clear } = takeFlash(request, lang)
	if (clear) headers.append('Set-Cookie', clear)
	return data({ user: { name: user.name, email: user.email, role: user.role }, lang, dictionary: adminDictionaryFor(lang), timeZone: getConfig().SITE_TIMEZONE, mailOff, flash }, { headers })
}

export const meta = () => [{ name: 'robots', content: 'noindex' }]

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
	const { user, lang, dictionary, timeZone, mailOff } = loaderData
	return (
		<AdminI18nProvider lang={lang} dictionary={dictionary} timeZone={timeZone}>
			<SkipLink />
			<RouteAnnouncer />
			<KeepFocusAfterAction />
			{/* `data-back-office`: staff write Arabic here in the brand face even in the English back-office (app.css). */}
			<div className="bg-sand-50 min-h-dvh lg:flex" data-back-office>
				<AdminSidebar user={user} />
				<main id="main" className="min-w-0 flex-1">
					{mailOff ? <MailOffNotice /> : null}
					<Outlet />
				</main>
			</div>
		</AdminI18nProvider>
	)
}

/** The first stop of the keyboard: straight past the sidebar to the screen's content. */
function SkipLink() {
	const { t } = useAdminI18n()
	return (
		<a
			href="#main"
			className="focus:bg-brand-800 sr-only z-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:rounded-lg focus:px-4 focus:py-2 focus:text-white"
			data-testid="skip-link"
		>
			{t('admin.skipToContent')}
		</a>
	)
}

/** The back-office's own data failed: the crash screen in the staff member's language (the root
 * loader read their choice), with the error's status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const root = useRouteLoaderData('root') as { lang?: string } | undefined
	return <CrashScreen lang={isLang(root?.lang) ? root.lang : 'ar'} status={errorStatus(error)} detail={errorDetail(error)} />
}
