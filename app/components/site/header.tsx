import { Menu } from '#app/components/site/icons/menu.tsx'
import { X } from '#app/components/site/icons/x.tsx'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Link, NavLink, useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { LanguageToggle } from './language-toggle.tsx'
import { Logo } from './logo.tsx'
import { navItems } from '#app/lib/site-nav.ts'
import { SearchBox } from './search-box.tsx'
import { QuoteHeaderLink } from './quote/quote-header-link.tsx'

/** The menu's dialog: the last element of the header, which the first paint waits for. */
const menuDialogId = 'mobile-menu'

export function Header({ companyName }: { companyName: string }) {
	const { t, href, lang } = useI18n()
	return (
		<header className="border-sand-200/80 bg-sand-50 sticky top-0 z-30 border-b">
			{/* React puts it in <head>: no frame until the whole header is parsed, so a first paint
			    made while the parser is in the middle of the header cannot move its buttons later. */}
			<link rel="expect" href={`#${menuDialogId}`} blocking="render" />
			<div className="container-page flex h-18 items-center gap-4">
				<Link to={href('/')} className="shrink-0 rounded-lg">
					<Logo lang={lang} name={companyName} />
				</Link>
				<nav aria-label={t('nav.main')} className="ms-4 hidden lg:block">
					<ul className="flex items-center gap-1">
						{navItems.map((item) => (
							<li key={item.path}>
								<NavLink
									to={href(item.path)}
									end={item.path === '/'}
									prefetch="intent"
									className={({ isActive }) =>
										`rounded-full px-3.5 py-2 text-[0.95rem] font-medium transition-colors ${
											isActive
												? 'bg-brand-50 text-brand-800'
												: 'text-ink-700 hover:text-brand-700 hover:bg-sand-100'
										}`
									}
								>
									{t(item.label)}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<div className="ms-auto flex items-center gap-2">
					<SearchBox id="header-search" className="hidden w-56 md:block xl:w-64" />
					{/* The narrowest phones find these two in the menu instead: the header row has no room. */}
					<LanguageToggle className="max-[359px]:hidden" />
					<QuoteHeaderLink className="max-[379px]:hidden" />
					<MobileMenu />
				</div>
			</div>
		</header>
	)
}

/**
 * A modal <dialog>: the browser gives focus trapping, Escape to close and an inert page behind it.
 * The button is the <summary> of a <details>: before the scripts run (or without them) it opens the
 * same links as a panel under the header; once hydrated, a tap opens the dialog instead.
 */
function MobileMenu() {
	const { t } = useI18n()
	const dialog = useRef<HTMLDialogElement>(null)
	const fallback = useRef<HTMLDetailsElement>(null)
	const { pathname } = useLocation()
	// The dialog's content (a second search box, toggle and links) is rendered on the first tap, not
	// hydrated with every page (decision 0029): before that, the <details> panel is the menu. It is
	// rendered as the finger touches down (or the button takes focus), a frame before the click that
	// opens the dialog: the tap's work comes in two frames, not one (interaction to next paint).
	const [used, setUsed] = useState(false)
	const prepare = () => {
		if (!used) setUsed(true)
	}
	// A new page closes the menu. Not hydration: a menu a visitor opened while the page loaded stays
	// open under their finger (closed then, their next tap landed on the page behind it).
	const menuPath = useRef(pathname)
	useEffect(() => {
		if (menuPath.current === pathname) return
		menuPath.current = pathname
		dialog.current?.close()
		if (fallback.current) fallback.current.open = false
	}, [pathname])
	return (
		<>
			<details ref={fallback} className="lg:hidden" data-testid="mobile-menu-fallback">
				<summary
					onPointerDown={prepare}
					onFocus={prepare}
					onClick={(event) => {
						event.preventDefault()
						if (fallback.current) fallback.current.open = false
						if (!used) flushSync(() => setUsed(true))
						dialog.current?.showModal()
					}}
					aria-haspopup="dialog"
					aria-label={t('nav.openMenu')}
					data-testid="mobile-menu-button"
					className="text-brand-800 hover:bg-sand-100 inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden"
				>
					<Menu aria-hidden className="size-6" />
				</summary>
				<div className="border-sand-200 bg-sand-50 absolute inset-x-0 top-full border-b shadow-xl">
					<div className="container-page flex items-center gap-3 pt-4">
						<SearchBox id="mobile-search-fallback" className="flex-1" />
						<LanguageToggle />
					</div>
					<MenuLinks />
				</div>
			</details>
			<dialog
				ref={dialog}
				id={menuDialogId}
				aria-label={t('nav.main')}
				onClick={(event) => {
					// A tap on the backdrop (the dialog element itself, outside the panel) closes it.
					if (event.target === dialog.current) dialog.current.close()
				}}
				className="bg-sand-50 m-0 ms-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none p-0 shadow-2xl backdrop:bg-black/50 open:animate-fade-in"
			>
				{used ? <MenuPanel close={() => dialog.current?.close()} /> : null}
			</dialog>
		</>
	)
}

function MenuPanel({ close }: { close: () => void }) {
	const { t } = useI18n()
	return (
		<div className="flex h-full flex-col">
			<div className="border-sand-200 flex items-center justify-between border-b px-5 py-4">
				<LanguageToggle />
				<button
					type="button"
					onClick={close}
					aria-label={t('nav.closeMenu')}
					className="text-ink-700 hover:bg-sand-100 inline-flex size-11 items-center justify-center rounded-full"
				>
					<X aria-hidden className="size-6" />
				</button>
			</div>
			<div className="px-5 pt-5">
				<SearchBox id="mobile-search" />
			</div>
			<MenuLinks className="flex-1 overflow-y-auto" />
		</div>
	)
}

function MenuLinks({ className = '' }: { className?: string }) {
	const { t, href } = useI18n()
	return (
		<nav aria-label={t('nav.main')} className={`px-3 py-4 ${className}`}>
			<ul className="space-y-1">
				{[...navItems, { path: '/quote', label: 'nav.quote' as const }].map((item) => (
					<li key={item.path}>
						<NavLink
							to={href(item.path)}
							end={item.path === '/'}
							className={({ isActive }) =>
								`block rounded-xl px-4 py-3 text-lg font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-800 hover:bg-sand-100'}`
							}
						>
							{t(item.label)}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
