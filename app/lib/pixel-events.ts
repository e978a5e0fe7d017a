import type { AnalyticsEvent } from './analytics-queue.ts'

/**
 * How the site's analytics events reach the third-party tags. The pixel mapping is the spec's:
 * whatsapp_click → ContactIntent, contact_page_view → ContactInterest, page_view → PageView;
 * every other event goes under its own name as a custom event.
 */
export const pixelEventMap = {
	whatsapp_click: 'ContactIntent',
	contact_page_view: 'ContactInterest',
	page_view: 'PageView',
} as const satisfies Record<string, string>

/** Meta's standard event names ('track'); any other name is sent with 'trackCustom'. */
const standardPixelEvents = new Set([
	'AddPaymentInfo',
	'AddToCart',
	'AddToWishlist',
	'CompleteRegistration',
	'Contact',
	'CustomizeProduct',
	'Donate',
	'FindLocation',
	'InitiateCheckout',
	'Lead',
	'PageView',
	'Purchase',
	'Schedule',
	'Search',
	'StartTrial',
	'SubmitApplication',
	'Subscribe',
	'ViewContent',
])

/** The pixel's name for a site event name. */
export function pixelEventName(name: string): string {
	return (pixelEventMap as Record<string, string>)[name] ?? name
}

export type PixelCall =
	['track' | 'trackCustom', string] | ['track' | 'trackCustom', string, Record<string, string | number>]
export type GtagCall = ['event', string, Record<string, string | number>]

const defined = (params: Record<string, string | number | undefined>) =>
	Object.fromEntries(
		Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
	) as Record<string, string | number>

const pixelCall = (name: string, params: Record<string, string | number> = {}): PixelCall => {
	const method = standardPixelEvents.has(name) ? 'track' : 'trackCustom'
	return Object.keys(params).length ? [method, name, params] : [method, name]
}

const mappedNames = new Set<string>(Object.values(pixelEventMap))

/**
 * The pixel call for an event, or null. A conversion whose name an event mapping already produces
 * (a WhatsApp click is recorded both as whatsapp_click and as the ContactIntent conversion) is
 * not sent twice.
 */
export function pixelCallFor(event: AnalyticsEvent): PixelCall | null {
	switch (event.kind) {
		case 'page_view':
			return pixelCall(pixelEventMap.page_view)
		case 'event':
			return pixelCall(
				pixelEventName(event.event_name),
				defined({
					event_category: event.event_category,
					event_label: event.event_label,
					value: event.event_value,
				}),
			)
		case 'conversion':
			if (mappedNames.has(event.conversion_name)) return null
			return pixelCall(event.conversion_name, defined({ value: event.conversion_value }))
	}
}

/** The gtag.js call for an event: GA4 names and parameters. */
export function gtagCallFor(event: AnalyticsEvent, origin: string): GtagCall {
	switch (event.kind) {
		case 'page_view':
			return [
				'event',
				'page_view',
				defined({
					page_location: `${origin}${event.page_path}`,
					page_path: event.page_path,
					page_title: event.page_title,
				}),
			]
		case 'event':
			return [
				'event',
				event.event_name,
				defined({
					event_category: event.event_category,
					event_label: event.event_label,
					value: event.event_value,
				}),
			]
		case 'conversion':
			return ['event', event.conversion_name, defined({ value: event.conversion_value })]
	}
}
