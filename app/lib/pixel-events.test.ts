import { describe, expect, it } from 'vitest'
import { gtagCallFor, pixelCallFor, pixelEventMap, pixelEventName } from './pixel-events.ts'

const at = { page_path: '/en/contact' }

describe('pixel event mapping', () => {
	it('is the mapping of the spec', () => {
		expect(pixelEventMap).toEqual({
			whatsapp_click: 'ContactIntent',
			contact_page_view: 'ContactInterest',
			page_view: 'PageView',
		})
		expect(pixelEventName('whatsapp_click')).toBe('ContactIntent')
		expect(pixelEventName('contact_page_view')).toBe('ContactInterest')
		expect(pixelEventName('page_view')).toBe('PageView')
		expect(pixelEventName('category_click')).toBe('category_click')
	})

	it('sends page views as the standard PageView and the rest as custom events', () => {
		expect(pixelCallFor({ kind: 'page_view', ...at })).toEqual(['track', 'PageView'])
		expect(
			pixelCallFor({
				kind: 'event',
				event_name: 'whatsapp_click',
				event_category: 'contact',
				event_label: 'https://wa.me/966',
				...at,
			}),
		).toEqual([
			'trackCustom',
			'ContactIntent',
			{ event_category: 'contact', event_label: 'https://wa.me/966' },
		])
		expect(pixelCallFor({ kind: 'event', event_name: 'contact_page_view', ...at })).toEqual([
			'trackCustom',
			'ContactInterest',
		])
		expect(pixelCallFor({ kind: 'event', event_name: 'category_click', event_value: 2, ...at })).toEqual([
			'trackCustom',
			'category_click',
			{ value: 2 },
		])
		// A standard name used by the site goes as a standard event.
		expect(pixelCallFor({ kind: 'event', event_name: 'Lead', ...at })).toEqual(['track', 'Lead'])
	})

	it('does not send a conversion twice when an event mapping already produced it', () => {
		expect(
			pixelCallFor({ kind: 'conversion', conversion_name: 'ContactIntent', conversion_value: 1, ...at }),
		).toBeNull()
		expect(
			pixelCallFor({ kind: 'conversion', conversion_name: 'ContactFormSubmit', conversion_value: 1, ...at }),
		).toEqual(['trackCustom', 'ContactFormSubmit', { value: 1 }])
	})

	it('forwards to gtag.js with GA4 names', () => {
		expect(
			gtagCallFor({ kind: 'page_view', page_path: '/en', page_title: 'Home' }, 'https://tasdeer.example'),
		).toEqual([
			'event',
			'page_view',
			{ page_location: 'https://tasdeer.example/en', page_path: '/en', page_title: 'Home' },
		])
		expect(
			gtagCallFor({ kind: 'event', event_name: 'whatsapp_click', event_category: 'homepage' }, ''),
		).toEqual(['event', 'whatsapp_click', { event_category: 'homepage' }])
		expect(
			gtagCallFor({ kind: 'conversion', conversion_name: 'ContactFormSubmit', conversion_value: 1 }, ''),
		).toEqual(['event', 'ContactFormSubmit', { value: 1 }])
	})
})
