/**
 * What a page view keeps besides its path (cookieless, in the manner of Plausible): where the
 * visit came from (referrer host, UTM parameters), the class of device, and the language. Pure, so
 * the client (UTM from the landing URL) and the server (the rest) share one definition.
 */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop'
export const deviceClasses: readonly DeviceClass[] = ['mobile', 'tablet', 'desktop']

/**
 * The device class from a user agent. Tablets first: Android tablets omit "Mobile", iPads say
 * "iPad" (iPadOS 13+ in desktop mode says "Macintosh" and counts as desktop, as it behaves).
 */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
	const ua = userAgent ?? ''
	if (
		/\b(iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10))\b/i.test(ua) ||
		(/\bAndroid\b/i.test(ua) && !/\bMobile\b/i.test(ua))
	)
		return 'tablet'
	if (
		/\b(Mobi|Mobile|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile)\b/i.test(ua) ||
		/\bAndroid\b/i.test(ua)
	)
		return 'mobile'
	return 'desktop'
}

/**
 * The host of an external referrer ('www.' dropped, lower case), or null for none, an unreadable
 * one, a non-web scheme, or the site itself (an internal link is not a source).
 */
export function referrerHostOf(
	referrer: string | null | undefined,
	siteHosts: readonly string[] = [],
): string | null {
	if (!referrer) return null
	let url: URL
	try {
		url = new URL(referrer)
	} catch {
		return null
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
	const host = url.hostname.toLowerCase().replace(/^www\./, '')
	if (!host) return null
	const own = siteHosts.map((h) =>
		h
			.toLowerCase()
			.replace(/:\d+$/, '')
			.replace(/^www\./, ''),
	)
	return own.includes(host) ? null : host
}

/** A referrer without its query and fragment (they may carry search terms or tokens). */
export function stripReferrer(referrer: string | null | undefined): string | null {
	if (!referrer) return null
	try {
		const url = new URL(referrer)
		if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
		return `${url.origin}${url.pathname}`.slice(0, 2048)
	} catch {
		return null
	}
}

export interface Utm {
	source?: string
	medium?: string
	campaign?: string
}

export const utmMaxLength = 100

const clean = (value: string | null) => {
	const trimmed = value?.trim().slice(0, utmMaxLength)
	return trimmed || undefined
}

/** utm_source, utm_medium and utm_campaign of a query string ('?utm_source=x…'); undefined when none. */
export function utmFromSearch(search: string): Utm | undefined {
	const params = new URLSearchParams(search)
	const utm: Utm = {
		source: clean(params.get('utm_source')),
		medium: clean(params.get('utm_medium')),
		campaign: clean(params.get('utm_campaign')),
	}
	for (const key of Object.keys(utm) as (keyof Utm)[]) if (utm[key] === undefined) delete utm[key]
	return Object.keys(utm).length ? utm : undefined
}

/** A site path without query or fragment. */
export function barePath(path: string): string {
	const cut = path.search(/[?#]/)
	return (cut === -1 ? path : path.slice(0, cut)) || '/'
}
