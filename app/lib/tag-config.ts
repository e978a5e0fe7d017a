/**
 * The third-party tags a site may configure (site settings google_analytics_id and
 * facebook_pixel_id), validated before anything reaches a page, and exactly the origins the
 * Content-Security-Policy must then allow. Shared by the server (page data, CSP header) and the
 * back-office form (issue 6), so one rule decides what an id may look like.
 */
export type GoogleTagKind = 'gtag' | 'gtm'

export interface TagConfig {
	/** G-XXXXXXX (GA4) and UA-… (legacy) load gtag.js; GTM-XXXX loads a Tag Manager container. */
	google?: { id: string; kind: GoogleTagKind }
	facebookPixel?: { id: string }
}

const googlePatterns: [RegExp, GoogleTagKind][] = [
	[/^G-[A-Z0-9]{4,16}$/, 'gtag'],
	[/^UA-\d{4,10}-\d{1,4}$/, 'gtag'],
	[/^GTM-[A-Z0-9]{4,12}$/, 'gtm'],
]

/** A Google tag id in one of its formats (case and surrounding spaces forgiven), or null. */
export function parseGoogleTagId(value: string | null | undefined): TagConfig['google'] | null {
	const id = (value ?? '').trim().toUpperCase()
	const match = googlePatterns.find(([pattern]) => pattern.test(id))
	return match ? { id, kind: match[1] } : null
}

/** A Meta (Facebook) pixel id: digits only, or null. */
export function parsePixelId(value: string | null | undefined): string | null {
	const id = (value ?? '').trim()
	return /^\d{6,20}$/.test(id) ? id : null
}

export interface TagSettings {
	google_analytics_id: string
	facebook_pixel_id: string
	analytics_enabled: string
}

/**
 * The tags to load, or null when there are none: analytics switched off (analytics_enabled not
 * 'true') switches these off too, and an id of the wrong shape is as good as none.
 */
export function tagConfigFrom(settings: TagSettings): TagConfig | null {
	if (settings.analytics_enabled !== 'true') return null
	const google = parseGoogleTagId(settings.google_analytics_id)
	const pixel = parsePixelId(settings.facebook_pixel_id)
	if (!google && !pixel) return null
	return { ...(google ? { google } : {}), ...(pixel ? { facebookPixel: { id: pixel } } : {}) }
}

/** Ids that are set but malformed (for a warning in the log and the back-office). */
export function invalidTagIds(settings: TagSettings): string[] {
	const invalid: string[] = []
	if (settings.google_analytics_id.trim() && !parseGoogleTagId(settings.google_analytics_id))
		invalid.push('google_analytics_id')
	if (settings.facebook_pixel_id.trim() && !parsePixelId(settings.facebook_pixel_id))
		invalid.push('facebook_pixel_id')
	return invalid
}

export function googleTagScriptUrl(google: NonNullable<TagConfig['google']>): string {
	const id = encodeURIComponent(google.id)
	return google.kind === 'gtm'
		? `https://www.googletagmanager.com/gtm.js?id=${id}`
		: `https://www.googletagmanager.com/gtag/js?id=${id}`
}

export const pixelScriptUrl = 'https://connect.facebook.net/en_US/fbevents.js'

export interface TagOrigins {
	scriptOrigins: string[]
	imgOrigins: string[]
	connectOrigins: string[]
	frameOrigins: string[]
}

/**
 * The CSP additions for the configured tags and nothing else. Google's documented needs for
 * gtag.js / GA4 (developers.google.com/tag-platform/security/guides/csp): the tag manager for
 * script, img and connect; *.google-analytics.com and *.analytics.google.com (GA4's regional
 * collection endpoints) for connect and img. The pixel: its script from connect.facebook.net, and
 * www.facebook.com for the image beacon, its fetch fallback and its iframe.
 */
export function tagOrigins(config: TagConfig | null): TagOrigins {
	const origins: TagOrigins = { scriptOrigins: [], imgOrigins: [], connectOrigins: [], frameOrigins: [] }
	if (config?.google) {
		const manager = 'https://www.googletagmanager.com'
		origins.scriptOrigins.push(manager)
		origins.imgOrigins.push(manager, 'https://*.google-analytics.com')
		origins.connectOrigins.push(manager, 'https://*.google-analytics.com', 'https://*.analytics.google.com')
	}
	if (config?.facebookPixel) {
		origins.scriptOrigins.push('https://connect.facebook.net')
		origins.imgOrigins.push('https://www.facebook.com')
		origins.connectOrigins.push('https://www.facebook.com')
		origins.frameOrigins.push('https://www.facebook.com')
	}
	return origins
}

/** Second-level labels under which a country's registrable names sit (example.co.uk, example.com.sa). */
const secondLevels = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or'])

/** The registrable part of a host name, roughly: the last two labels, or three under co.uk-style names. */
function siteOf(host: string): string {
	const labels = host.split('.')
	const take = labels.length > 2 && labels.at(-1)!.length === 2 && secondLevels.has(labels.at(-2)!) ? 3 : 2
	return labels.slice(-take).join('.')
}

/**
 * The CSP additions for administrators' codes (decision 0021). A code's own scripts run with the
 * nonce and may load others ('strict-dynamic'), but what those scripts then fetch, frame or send as
 * an image beacon meets connect-src, frame-src and img-src. So every host a code names is allowed
 * there with its site's subdomains (a chat widget loaded from embed.example.to talks to
 * va.example.to, also over a WebSocket), and a code that loads the Google tag manager or the Meta
 * pixel gets those tags' documented origins too.
 */
export function codeOrigins(codes: string[]): TagOrigins {
	const sets = { scriptOrigins: new Set<string>(), imgOrigins: new Set<string>(), connectOrigins: new Set<string>(), frameOrigins: new Set<string>() }
	const text = codes.join('\n')
	const add = (origins: TagOrigins) => {
		for (const key of Object.keys(sets) as (keyof TagOrigins)[]) for (const origin of origins[key]) sets[key].add(origin)
	}
	if (/googletagmanager\.com|google-analytics\.com/i.test(text)) add(tagOrigins({ google: { id: 'GTM-CODE', kind: 'gtm' } }))
	if (/connect\.facebook\.net/i.test(text)) add(tagOrigins({ facebookPixel: { id: '0' } }))
	for (const match of text.matchAll(/(?:https?:)?\/\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)(?=[:/?#'"\s\\]|$)/gi)) {
		const host = match[1]!.toLowerCase()
		if (!/\.[a-z]{2,}$/.test(host)) continue
		const site = siteOf(host)
		const https = [`https://${host}`, `https://*.${site}`, `https://${site}`]
		add({ scriptOrigins: [`https://${host}`], imgOrigins: https, frameOrigins: https, connectOrigins: [...https, `wss://${host}`, `wss://*.${site}`] })
	}
	return { scriptOrigins: [...sets.scriptOrigins], imgOrigins: [...sets.imgOrigins], connectOrigins: [...sets.connectOrigins], frameOrigins: [...sets.frameOrigins] }
}

/** Two sets of CSP additions as one. */
export function mergeOrigins(a: TagOrigins, b: TagOrigins): TagOrigins {
	const merge = (key: keyof TagOrigins) => [...new Set([...a[key], ...b[key]])]
	return { scriptOrigins: merge('scriptOrigins'), imgOrigins: merge('imgOrigins'), connectOrigins: merge('connectOrigins'), frameOrigins: merge('frameOrigins') }
}
