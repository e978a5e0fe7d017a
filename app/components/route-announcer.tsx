import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * After a client-side page change, what a full page load gives for free: the new page's title is
 * read out (a polite live region, in the page's own language since it is the page's title) and
 * focus moves to the new page's heading (or its main), so a keyboard or screen-reader user starts
 * at the top of the new content instead of on a link that is gone or in the header. Focus that the
 * page itself has already put inside main (an error, a banner) is left where it is. Changes of the
 * query string alone (filters, sorting) move nothing. Decision 0031.
 */
export function RouteAnnouncer() {
	const { pathname } = useLocation()
	const [title, setTitle] = useState('')
	const first = useRef(true)
	useEffect(() => {
		if (first.current) {
			first.current = false
			return
		}
		const main = document.getElementById('main')
		if (main && !main.contains(document.activeElement)) {
			const target = main.querySelector<HTMLElement>('h1') ?? main
			if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
			target.focus({ preventScroll: true })
		}
		setTitle(document.title)
	}, [pathname])
	return (
		<p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
			{title}
		</p>
	)
}
