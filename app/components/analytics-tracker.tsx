import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { stripLangPrefix } from '#app/i18n/lang.ts'
import { utmFromSearch } from '#app/lib/analytics-dimensions.ts'
import { type Analytics, type Batch, createAnalytics, pageTypeOf, type SendOptions } from '#app/lib/analytics-queue.ts'
import { countLeadPage, tabStorage } from '#app/lib/lead-visit.ts'
import { analyticsEndpoint as endpoint, analyticsSessionKey as sessionKey, landingViewScript, readLandingMark } from '#app/lib/landing-view.ts'
import { useNonce } from './nonce.tsx'

function sessionId(): string {
	try {
		let id = sessionStorage.getItem(sessionKey)
		if (!id) {
			id = crypto.randomUUID()
			sessionStorage.setItem(sessionKey, id)
		}
		return id
	} catch {
		return 'no-session-storage'
	}
}

async function send(batch: Batch, { leaving }: SendOptions) {
	const body = JSON.stringify(batch)
	// Leaving: a beacon outlives the page (a text/plain body, which the endpoint takes as JSON).
	if (leaving && navigator.sendBeacon?.(endpoint, body)) return
	const response = await fetch(endpoint, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true })
	if (!response.ok && response.status !== 204) throw new Error(`analytics ingest answered ${response.status}`)
}

let instance: Analytics | undefined
/** The one analytics service of the page (browser only). */
export function getAnalytics(): Analytics | undefined {
	if (typeof window === 'undefined') return undefined
	instance ??= createAnalytics({ send, sessionId })
	return instance
}

/**
 * The landing page view, sent by an inline script while the page is still loading
 * (app/lib/landing-view.ts): rendered first in the public layout, with the page's CSP nonce. The
 * script is the landing page's: client navigations leave the element as it was rendered.
 */
export function LandingViewScript() {
	const nonce = useNonce()
	const { pathname } = useLocation()
	const [script] = useState(() => landingViewScript(pageTypeOf(stripLangPrefix(pathname)) === 'contact'))
	return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}

/**
 * Counts page views on every navigation (the first render and client navigations alike) and clicks
 * on elements marked `data-analytics="event_name"` (optional `data-analytics-label`). The landing
 * page view carries the referrer and the UTM parameters: a client navigation keeps the document's
 * original referrer, which would otherwise credit every later page to the same source. A view of
 * the contact page is also the contact_page_view event (the pixel's ContactInterest).
 *
 * The landing view itself normally left before hydration (LandingViewScript): it is then only noted
 * (de-duplication, the tags' PageView). Whatever is pending goes out by beacon when the page is
 * hidden or left, so a visitor who leaves within the 2-second batch loses nothing.
 */
export function AnalyticsTracker({ enabled }: { enabled: boolean }) {
	const location = useLocation()
	const landing = useRef(true)
	useEffect(() => {
		const analytics = getAnalytics()!
		analytics.init(enabled)
		const onClick = (event: MouseEvent) => {
			const target = (event.target as Element | null)?.closest<HTMLElement>('[data-analytics]')
			if (!target) return
			const path = window.location.pathname
			analytics.event({
				event_name: target.dataset.analytics!,
				event_category: pageTypeOf(stripLangPrefix(path)),
				event_action: 'click',
				event_label: target.dataset.analyticsLabel ?? target.getAttribute('href') ?? undefined,
				page_path: path,
			})
			// A click that leaves the page (external link, new tab) must not lose its events.
			if (target instanceof HTMLAnchorElement && target.target === '_blank') void analytics.flush()
		}
		const onHide = () => {
			if (document.visibilityState === 'hidden') void analytics.flush({ leaving: true })
		}
		const onPageHide = () => void analytics.flush({ leaving: true })
		// A tab closed while the page still loads (hydrated before its pictures arrived) gets no
		// pagehide from Chromium unless the page listens to beforeunload; the listener goes at the
		// load event (a lasting one can keep the page from the back/forward cache).
		const onLoad = () => window.removeEventListener('beforeunload', onPageHide)
		if (document.readyState !== 'complete') {
			window.addEventListener('beforeunload', onPageHide)
			window.addEventListener('load', onLoad, { once: true })
		}
		document.addEventListener('click', onClick, { capture: true })
		document.addEventListener('visibilitychange', onHide)
		window.addEventListener('pagehide', onPageHide)
		return () => {
			document.removeEventListener('click', onClick, { capture: true })
			document.removeEventListener('visibilitychange', onHide)
			window.removeEventListener('pagehide', onPageHide)
			window.removeEventListener('beforeunload', onPageHide)
			window.removeEventListener('load', onLoad)
		}
	}, [enabled])
	useEffect(() => {
		const analytics = getAnalytics()!
		const first = landing.current
		landing.current = false
		const path = location.pathname
		// The inline script already sent this page's view (and its contact_page_view) before hydration.
		const sent = first && readLandingMark()?.path === path
		const counted = analytics.pageView(path, document.title, first ? document.referrer || undefined : undefined, utmFromSearch(window.location.search), { sent })
		// The landing script counted the first page of the document in the lead visit; the tracker counts the rest.
		if (counted && !first) countLeadPage(tabStorage())
		if (counted && !sent && pageTypeOf(stripLangPrefix(path)) === 'contact') {
			analytics.event({ event_name: 'contact_page_view', event_category: 'contact', event_action: 'view', page_path: path })
		}
	}, [location.pathname])
	return null
}
