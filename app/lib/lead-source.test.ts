import { describe, expect, it } from 'vitest'
import { formPageOf, isProductPagePath, leadSourceOf, noLeadSource, sourceOf } from './lead-source.ts'
import { countLeadPage, leadFieldValues, leadFields, leadVisitKey, maxPagesSeen, readLeadVisit } from './lead-visit.ts'

const site = { siteOrigins: ['https://www.tasdeer.example'], userAgent: null, referer: null }
const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ipad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

const sent = (visit: Parameters<typeof leadFieldValues>[0]) => leadFieldValues(visit)

describe('the lead source of a form (decision 0038)', () => {
	it('keeps the visit record the form carries, and adds the device and the page it was sent from', () => {
		const fields = sent({ l: '/en/products/basmati', r: 'partner.example', u: { source: 'agri-news', medium: 'email', campaign: 'spring', term: 'rice', content: 'banner' }, p: 3 })
		expect(leadSourceOf(fields, { ...site, userAgent: iphone, referer: 'https://www.tasdeer.example/en/contact?service=other' })).toEqual({
			lead_landing_page: '/en/products/basmati',
			lead_referrer_host: 'partner.example',
			lead_utm_source: 'agri-news',
			lead_utm_medium: 'email',
			lead_utm_campaign: 'spring',
			lead_utm_term: 'rice',
			lead_utm_content: 'banner',
			lead_pages: 3,
			lead_device: 'mobile',
			lead_form_page: '/en/contact',
		})
	})

	it('tells phones, tablets and desktops apart from the user agent of the request', () => {
		expect(leadSourceOf({}, { ...site, userAgent: iphone }).lead_device).toBe('mobile')
		expect(leadSourceOf({}, { ...site, userAgent: ipad }).lead_device).toBe('tablet')
		expect(leadSourceOf({}, { ...site, userAgent: desktop }).lead_device).toBe('desktop')
		expect(leadSourceOf({}, site).lead_device).toBeNull()
	})

	it('without the browser (no script): only what the server knows, the rest null', () => {
		expect(leadSourceOf({ name: 'Layla', message: 'x' }, { ...site, userAgent: desktop, referer: 'https://www.tasdeer.example/contact' })).toEqual({
			...noLeadSource,
			lead_device: 'desktop',
			lead_form_page: '/contact',
		})
	})

	it('drops each forged or broken field on its own, never refusing the enquiry', () => {
		const forged = {
			[leadFields.landing]: '//evil.example/login',
			[leadFields.referrer]: 'https://partner.example/list?q=secret',
			[leadFields.pages]: '-4',
			[leadFields.utm.source]: 'x'.repeat(101),
			[leadFields.utm.medium]: 'layla@buyer.example',
			[leadFields.utm.campaign]: '\u0000spring\u0007',
			[leadFields.utm.term]: '   ',
			[leadFields.utm.content]: 'banner',
		}
		expect(leadSourceOf(forged, site)).toEqual({ ...noLeadSource, lead_utm_campaign: 'spring', lead_utm_content: 'banner' })
		const odd = { [leadFields.landing]: '/en/products/rice?utm_source=x#top', [leadFields.referrer]: 'WWW.Partner.Example', [leadFields.pages]: '2.5' }
		expect(leadSourceOf(odd, site)).toMatchObject({ lead_landing_page: '/en/products/rice', lead_referrer_host: 'partner.example', lead_pages: null })
	})

	it('keeps host names only: no URL, no address, no IP, not the site itself', () => {
		const referrer = (value: string) => leadSourceOf({ [leadFields.referrer]: value }, site).lead_referrer_host
		expect(referrer('news.example.co.uk')).toBe('news.example.co.uk')
		expect(referrer('xn--mgbh0fb.example')).toBe('xn--mgbh0fb.example')
		for (const value of ['203.0.113.9', '[2001:db8::1]', 'localhost', 'partner.example:8080', 'user@partner.example', 'partner.example/path', 'javascript:alert(1)', 'www.tasdeer.example', 'tasdeer.example'])
			expect(referrer(value), value).toBeNull()
	})

	it('takes page counts as whole numbers from 1 to the ceiling', () => {
		const pages = (value: string) => leadSourceOf({ [leadFields.pages]: value }, site).lead_pages
		expect(pages('1')).toBe(1)
		expect(pages(String(maxPagesSeen))).toBe(maxPagesSeen)
		for (const value of ['0', String(maxPagesSeen + 1), 'NaN', '1e3x', '']) expect(pages(value), value).toBeNull()
	})

	it('takes the form page only from this site', () => {
		expect(formPageOf('https://www.tasdeer.example/en/quote?x=1', site.siteOrigins)).toBe('/en/quote')
		expect(formPageOf('https://evil.example/contact', site.siteOrigins)).toBeNull()
		expect(formPageOf('not a url', site.siteOrigins)).toBeNull()
		expect(formPageOf(null, site.siteOrigins)).toBeNull()
	})
})

describe('grouping enquiries by source', () => {
	it('names the campaign source first, then the referrer; without either, direct or not known', () => {
		const lead = (fields: Partial<typeof noLeadSource>) => sourceOf({ ...noLeadSource, ...fields })
		expect(lead({ lead_utm_source: 'fair', lead_referrer_host: 'google.com', lead_landing_page: '/' })).toEqual({ kind: 'campaign', name: 'fair' })
		expect(lead({ lead_referrer_host: 'google.com', lead_landing_page: '/' })).toEqual({ kind: 'referrer', name: 'google.com' })
		expect(lead({ lead_landing_page: '/' })).toEqual({ kind: 'direct', name: null })
		expect(lead({})).toEqual({ kind: 'unknown', name: null })
	})

	it('counts product pages as the funnel step, not the listing or a category', () => {
		for (const path of ['/products/basmati-rice', '/en/products/basmati-rice']) expect(isProductPagePath(path), path).toBe(true)
		for (const path of ['/products', '/en/products', '/products/category/rice', '/products/category', '/en/products/category/rice', '/products/rice/datasheet.pdf', '/blog/products'])
			expect(isProductPagePath(path), path).toBe(false)
	})
})

describe('the visit record in the browser', () => {
	const storage = (value?: string) => {
		const stored = new Map<string, string>(value === undefined ? [] : [[leadVisitKey, value]])
		return { stored, getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, v: string) => void stored.set(key, v) }
	}

	it('counts a page of a client navigation, and only when there is a record', () => {
		const tab = storage(JSON.stringify({ l: '/', r: '', u: {}, p: 2 }))
		countLeadPage(tab)
		expect(readLeadVisit(tab)).toEqual({ l: '/', r: '', u: {}, p: 3 })
		const empty = storage()
		countLeadPage(empty)
		expect(empty.stored.size).toBe(0)
		countLeadPage(undefined)
	})

	it('reads nothing from a broken record or refused storage', () => {
		expect(readLeadVisit(storage('{'))).toBeNull()
		expect(readLeadVisit(storage('"text"'))).toBeNull()
		expect(readLeadVisit(storage(JSON.stringify({ l: 3, p: 1 })))).toBeNull()
		expect(readLeadVisit({ getItem: () => { throw new Error('SecurityError') } })).toBeNull()
	})

	it('gives every hidden field a value, empty without a record', () => {
		expect(Object.values(leadFieldValues(null)).every((v) => v === '')).toBe(true)
		expect(Object.keys(leadFieldValues(null))).toHaveLength(8)
	})
})
