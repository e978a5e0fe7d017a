import {
	data,
	Links,
	Meta,
	Outlet,
	redirect,
	Scripts,
	useLocation,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { useNonce } from './components/nonce.tsx'
import { ScrollRestoration } from './components/scroll-restoration.tsx'
import { Stylesheet } from './components/stylesheet.tsx'
import { SystemFaces } from './components/system-faces.tsx'
import { CrashScreen, errorDetail, errorStatus } from './components/site/crash-screen.tsx'
import { dictionaryFor } from './i18n/dictionary.server.ts'
import { I18nProvider } from './i18n/i18n-context.tsx'
import { dirOf, isLang, isStaffPath, langFromPath, langStorageKey, type Lang } from './i18n/lang.ts'
import { revalidateOnLanguageChange } from './i18n/revalidate.ts'
import { readCookie } from './lib/cookies.ts'
import { languageMemoryScript } from './lib/language-memory.ts'
import { getConfig } from './server/config.server.ts'

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

const languageMemory = languageMemoryScript()

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	// Paths are lower case (slugs are): "/EN/About" is "/en/about", answered once and for good, not a
	// second copy of a page in the wrong language. Percent-escapes are left as they are.
	const canonical = url.pathname.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()))
	if (canonical !== url.pathname) throw redirect(`${canonical}${url.search}`, 301)
	const chosen = readCookie(request.headers.get('cookie'), langStorageKey)
	const lang: Lang = isStaffPath(url.pathname) ? (isLang(chosen) ? chosen : 'ar') : langFromPath(url.pathname)
	// A returning visitor who chose English and arrives at the Arabic home from outside the site
	// is sent to the English home. Links inside the site and every other URL are taken as they are.
	const referer = request.headers.get('referer')
	const fromThisSite = referer !== null && new URL(referer, url).origin === url.origin
	if (url.pathname === '/' && chosen === 'en' && !fromThisSite) {
		throw redirect(`/en${url.search}`, { headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } })
	}
	return data({ lang, dictionary: dictionaryFor(lang), origin: getConfig().publicUrl })
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data']

export const shouldRevalidate = revalidateOnLanguageChange

/** The document's language: the root loader's (the URL's, or the staff member's choice), or when
 * it failed, the URL's (Arabic for staff pages). */
function useDocumentLang(): Lang {
	const root = useRouteLoaderData<typeof loader>('root')
	const { pathname } = useLocation()
	return root?.lang && isLang(root.lang) ? root.lang : isStaffPath(pathname) ? 'ar' : langFromPath(pathname)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const lang = useDocumentLang()
	const nonce = useNonce()
	return (
		// The head's first script may add a class before React hydrates (components/system-faces.tsx).
		<html lang={lang} dir={dirOf(lang)} suppressHydrationWarning>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1f4d3a" />
				{/* Its `precedence` puts it at the top of <head>, wherever it is rendered. */}
				<Stylesheet />
				{/* Before anything is laid out: on a slow connection, it decides the first paint's faces. */}
				<SystemFaces nonce={nonce} />
				{/* Remembers a language chosen before hydration too (a listener on the document). In the
				    head: the header is on screen, and its toggle can be tapped, long before the end of a
				    streamed body arrives; the stylesheet is inline, so nothing holds this script. */}
				<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: languageMemory }} />
				<Meta />
				{/* The icon is allowed as 'self' by the policy: an empty nonce keeps React
				    Router from copying the scripts' one onto them, so a kept page has fewer places to splice
				    each answer's nonce into (decision 0030). */}
				<Links nonce="" />
			</head>
			<body className="bg-sand-50 text-ink-900 min-h-dvh font-sans antialiased">
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App({ loaderData }: Route.ComponentProps) {
	return (
		<I18nProvider lang={loaderData.lang} dictionary={loaderData.dictionary}>
			<Outlet />
		</I18nProvider>
	)
}

/** Nothing below caught it (or the shell's own data failed): the crash screen alone, in the
 * document's language and direction, with the error's status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const lang = useDocumentLang()
	return <CrashScreen lang={lang} status={errorStatus(error)} detail={errorDetail(error)} />
}
