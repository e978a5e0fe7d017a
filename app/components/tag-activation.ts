/**
 * What runs once the visitor accepts: the configured tags and the consent-gated advertising codes.
 * Loaded on demand (ConsentGatedTags imports it only after consent), so pages of visitors who did
 * not accept never download it.
 */
import type { AnalyticsEvent } from '#app/lib/analytics-queue.ts'
import { gtagCallFor, pixelCallFor } from '#app/lib/pixel-events.ts'
import { scriptLoader } from '#app/lib/script-loader.ts'
import { googleTagScriptUrl, pixelScriptUrl, type TagConfig } from '#app/lib/tag-config.ts'
import { getAnalytics } from './analytics-tracker.tsx'

type Gtag = (...args: unknown[]) => void
interface Pixel {
	(...args: unknown[]): void
	callMethod?: (...args: unknown[]) => void
	queue: unknown[]
	push: Pixel
	loaded: boolean
	version: string
}
interface TagWindow {
	dataLayer?: unknown[]
	gtag?: Gtag
	fbq?: Pixel
	_fbq?: Pixel
}

/** The pixel's own queueing stub (as in Meta's snippet): calls wait until fbevents.js arrives. */
function installPixelStub(w: TagWindow): Pixel {
	if (w.fbq) return w.fbq
	const fbq = function (...args: unknown[]) {
		if (fbq.callMethod) fbq.callMethod(...args)
		else fbq.queue.push(args)
	} as Pixel
	fbq.push = fbq
	fbq.loaded = true
	fbq.version = '2.0'
	fbq.queue = []
	w.fbq = fbq
	w._fbq ??= fbq
	return fbq
}

let tagsActive = false

/**
 * Starts the configured tags once per page: their queueing stubs at once, their scripts through the
 * loader (3 attempts, 1000 ms doubling; a blocked script is recorded internally, nothing is shown),
 * and every analytics event of the site forwarded to them, starting with the current page's view.
 */
export function activateTags(config: TagConfig) {
	if (tagsActive) return
	tagsActive = true
	const w = window as unknown as TagWindow
	const forward: ((event: AnalyticsEvent) => void)[] = []
	if (config.google) {
		const dataLayer = (w.dataLayer ??= [])
		if (config.google.kind === 'gtm') {
			dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
			forward.push((event) => {
				const [, name, params] = gtagCallFor(event, window.location.origin)
				dataLayer.push({ event: name, ...params })
			})
		} else {
			// gtag.js reads the Arguments objects its stub queues, not arrays.
			w.gtag = function gtag() {
				// eslint-disable-next-line prefer-rest-params
				dataLayer.push(arguments)
			}
			w.gtag('js', new Date())
			// Page views come from the site's own service (client navigations included).
			w.gtag('config', config.google.id, { send_page_view: false })
			forward.push((event) => w.gtag!(...gtagCallFor(event, window.location.origin)))
		}
		void scriptLoader().load(googleTagScriptUrl(config.google))
	}
	if (config.facebookPixel) {
		const fbq = installPixelStub(w)
		fbq('init', config.facebookPixel.id)
		forward.push((event) => {
			const call = pixelCallFor(event)
			if (call) fbq(...call)
		})
		void scriptLoader().load(pixelScriptUrl)
	}
	getAnalytics()?.subscribe((event) => {
		for (const send of forward) send(event)
	})
}

/**
 * Moves consent-gated advertising codes from their inert <template> into place, once. Scripts are
 * re-created (a script parsed inside a template never runs) with this page's nonce; scripts with a
 * src keep their order.
 */
export function activateConsentCodes() {
	const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
	for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-consent-code]')) {
		const fragment = template.content.cloneNode(true) as DocumentFragment
		for (const inert of fragment.querySelectorAll('script')) {
			const script = document.createElement('script')
			for (const attribute of inert.attributes) script.setAttribute(attribute.name, attribute.value)
			if (nonce) script.nonce = nonce
			script.async = inert.hasAttribute('async')
			script.text = inert.text
			inert.replaceWith(script)
		}
		template.replaceWith(fragment)
	}
}
