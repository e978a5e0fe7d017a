import { Link, Outlet } from 'react-router'
import { AdminI18nProvider, useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/layout'

export function loader({ request }: Route.LoaderArgs) {
	const lang = staffLang(request)
	return { lang, dictionary: adminDictionaryFor(lang) }
}

export const meta = () => [{ name: 'robots', content: 'noindex' }]

/** Sign-in, setup and password pages: a centred card in the staff member's language. */
export default function AuthLayout({ loaderData }: Route.ComponentProps) {
	return (
		<AdminI18nProvider lang={loaderData.lang} dictionary={loaderData.dictionary}>
			<main className="from-brand-50 to-sand-100 flex min-h-dvh items-center justify-center bg-gradient-to-br px-4 py-12">
				<div className="w-full max-w-md">
					<Outlet />
					<BackToSite />
				</div>
			</main>
		</AdminI18nProvider>
	)
}

function BackToSite() {
	const { t, lang } = useAdminI18n()
	return (
		<p className="mt-6 text-center text-sm">
			<Link to={lang === 'en' ? '/en' : '/'} className="text-brand-700 hover:underline">
				{t('auth.backToSite')}
			</Link>
		</p>
	)
}
