import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { stripLangPrefix } from '#app/i18n/lang.ts'
import { utmFromSearch } from '#app/lib/analytics-dimensions.ts'
import { type Analytics, type Batch, createAnalytics, pageTypeOf } from '#app/lib/analytics-queue.ts'

const endpoint = '/api/analytics'
const sessionKey = 'analytics_session'

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

async function send(batch: Batch) {
	const response = await fetch(endpoint, { method: 'POST', body: JSON.stringify(batch), headers: { 'Content-Type': 'application/json' }, keepalive: true })
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
 * Counts page views on every navigation (the first render and client navigations alike) and clicks
 * on elements marked `data-analytics="event_name"` (optional `data-analytics-label`). The landing
 * page view carries the referrer and the UTM parameters: a client navigation keeps the document's
 * original referrer, which would otherwise credit every later page to the same source. A view of
 * the contact page is also the contact_page_view event (the pixel's ContactInterest).
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
			if (document.visibilityState === 'hidden') void analytics.flush()
		}
		document.addEventListener('click', onClick, { capture: true })
		document.addEventListener('visibilitychange', onHide)
		return () => {
			document.removeEventListener('click', onClick, { capture: true })
			document.removeEventListener('visibilitychange', onHide)
		}
	}, [enabled])
	useEffect(() => {
		const analytics = getAnalytics()!
		const first = landing.current
		landing.current = false
		const path = location.pathname
		const counted = analytics.pageView(path, document.title, first ? document.referrer || undefined : undefined, utmFromSearch(window.location.search))
		if (counted && pageTypeOf(stripLangPrefix(path)) === 'contact') {
			analytics.event({ event_name: 'contact_page_view', event_category: 'contact', event_action: 'view', page_path: path })
		}
	}, [location.pathname])
	return null
}
