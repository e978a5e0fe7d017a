import { createElement, type HTMLAttributes, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { hydrationEffectsMark } from '#app/lib/hydration-mark.ts'

/**
 * Content that needs no JavaScript (text, images, tables, plain links), kept out of the first
 * hydration. Decision 0029.
 *
 * On the server, and whenever React renders it on the client after the first hydration, a
 * StaticRegion is its element with its children. While the page's first hydration runs, it is the
 * same element with an empty `dangerouslySetInnerHTML`: React adopts the server's element, keeps
 * the server's content inside it as it is, and creates nothing for it (no components, no fibers;
 * a phone's main thread is spent in proportion to what it hydrates).
 *
 * It stays so while `deps` (what its content is made from: the language, loader data) are the
 * ones of the first render. When one changes (another language, revalidated data), the region
 * renders its children as any component would, from then on. Regions inside a page that is
 * navigated to are rendered normally from the start: only the first hydration skips them.
 *
 * Nothing interactive belongs inside one (no state, effects or handlers run there): forms, menus,
 * buttons, count-ups stay outside. Links inside one still navigate client-side: `StaticRegionLinks`
 * (rendered once by the site layout) handles their clicks as React Router's Link would.
 */

/** True until the page's first hydration has committed (`HydrationDone`), in the browser only. */
let firstHydration = typeof document !== 'undefined'

/** Rendered once beside the router in entry.client: its effect runs when the first hydration commits,
 * after the router's own effects, in the same task. */
export function HydrationDone() {
	useEffect(() => {
		firstHydration = false
		performance.mark?.(hydrationEffectsMark)
	}, [])
	return null
}

type Tag = 'div' | 'section' | 'footer' | 'ul' | 'dl' | 'article' | 'header' | 'nav'

export function StaticRegion({
	as = 'div',
	deps,
	children,
	...props
}: { as?: Tag; deps: readonly unknown[]; children: React.ReactNode } & HTMLAttributes<HTMLElement>) {
	// The deps seen at the first hydration (null: rendered after it, so never kept static).
	const [kept] = useState(() => (firstHydration ? deps : null))
	const [live, setLive] = useState(false)
	const ref = useRef<HTMLElement>(null)
	const same = kept !== null && kept.length === deps.length && kept.every((value, i) => Object.is(value, deps[i]))
	// Once live, live for good (deps changing back must not bring back an empty element).
	if (!same && kept !== null && !live) setLive(true)
	const keep = same && !live
	// Safety net: if React had to render this part of the page on the client instead of hydrating
	// it (a hydration error falls back to a client render), the element is new and empty: render the
	// children into it.
	useLayoutEffect(() => {
		if (keep && ref.current && !ref.current.firstChild) setLive(true)
	}, [keep])
	if (keep) {
		return createElement(as, {
			...props,
			key: 'kept',
			ref,
			'data-static-region': '',
			suppressHydrationWarning: true,
			dangerouslySetInnerHTML: { __html: '' },
		})
	}
	return createElement(as, { ...props, key: 'live', 'data-static-region': '' }, children)
}

/**
 * Client-side navigation for React Router links inside kept static regions (their `<Link>` was
 * never hydrated, so its click handler is not there): a plain left click on `a[data-discover]`
 * (what `<Link>` renders for an in-app path) without a target or download navigates as the Link
 * would have, replacing the history entry when the link points at the current URL. Anything else
 * (modified clicks, other tabs, downloads, other origins, plain `<a>` to files or feeds, in-page
 * `#` links) is left to the browser, as the Link leaves it.
 */
export function StaticRegionLinks() {
	const navigate = useNavigate()
	const location = useLocation()
	const current = useRef(location)
	current.current = location
	useEffect(() => {
		const onClick = (event: MouseEvent) => {
			if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
			const anchor = (event.target as Element | null)?.closest?.('a[href][data-discover]')
			if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('[data-static-region]')) return
			// A region rendered by React (live) has React's own links: their handler decides.
			if (Object.keys(anchor).some((key) => key.startsWith('__reactFiber'))) return
			if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
			const url = new URL(anchor.href)
			if (url.origin !== window.location.origin) return
			event.preventDefault()
			const to = `${url.pathname}${url.search}${url.hash}`
			const here = current.current
			navigate(to, { replace: `${here.pathname}${here.search}${here.hash}` === to })
		}
		document.addEventListener('click', onClick)
		return () => document.removeEventListener('click', onClick)
	}, [navigate])
	return null
}
