import { hasConsent } from './consent.ts'
import { isStaffPath } from '../i18n/lang.ts'

/**
 * What a page tells the caches between the server and the visitor: browsers and a CDN (decision
 * 0018). The language is in the URL, so an anonymous page is the same for everyone who asks for
 * that URL: a CDN may keep it briefly. Pure, so the rules are tested on their own.
 */

/**
 * Anonymous public pages. Browsers ask again each time (max-age=0); a shared cache keeps a page a
 * minute (as the server's own page cache does), may answer from it for a minute more while it asks
 * again, and for ten minutes while the server cannot answer.
 */
export const sharedPageCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=600'
/** Pages for one person (signed-in staff, a visitor whose consent places third-party codes). */
export const personalPageCacheControl = 'private, no-cache'
/** The back-office, answers that set a cookie, and errors: never kept anywhere. */
export const unkeptCacheControl = 'private, no-store'

/** A staff session (better-auth's cookie, under its prefix). */
export function hasStaffSession(cookie: string | undefined): boolean {
	return Boolean(cookie && /(^|;\s*)(__Secure-)?tasdeer\.session_token=/.test(cookie))
}

/**
 * An HTML document, a client navigation's route data (React Router answers it as text/x-script), or
 * a blog feed (Atom): what the public page rules (cache, Cache-Control) apply to.
 */
export function isDocument(contentType: string | undefined): boolean {
	return /^(text\/html|text\/x-script|application\/atom\+xml)/.test(contentType ?? '')
}

export interface DocumentAnswer {
	/** The path asked for (no query). */
	path: string
	cookie: string | undefined
	status: number
	contentType: string | undefined
	/** What the route said itself, if anything: it wins. */
	routeCacheControl: string | undefined
	setsCookie: boolean
}

/**
 * The caching headers of an HTML document or route data (a client navigation's `.data`), or null
 * for anything else and for answers whose route chose its own.
 */
export function documentCacheHeaders(answer: DocumentAnswer): { cacheControl: string; varyCookie: boolean } | null {
	if (answer.routeCacheControl) return null
	if (!isDocument(answer.contentType)) return null
	const only = (cacheControl: string) => ({ cacheControl, varyCookie: false })
	if (isStaffPath(answer.path) || answer.setsCookie || answer.status !== 200) return only(unkeptCacheControl)
	// Consented visitors get the gated codes placed in the page itself; every other visitor gets
	// them inert, activated in the browser once consent is known, so that copy is right for anyone.
	if (hasStaffSession(answer.cookie) || hasConsent(answer.cookie)) return only(personalPageCacheControl)
	// "/" redirects a returning English visitor by their language cookie (root loader).
	return { cacheControl: sharedPageCacheControl, varyCookie: answer.path === '/' }
}
