import type { TagOrigins } from './tag-config.ts'

/**
 * The security headers of every response, built in one place (decision 0041). What varies is given:
 * this response's nonce, whether the site is served over HTTPS, and the origins beyond this site
 * that a page may use (the configured tags' and advertising codes' on public pages, the picture
 * bucket, the sign-in providers a form leads to). Scripts run only with the nonce ('strict-dynamic'
 * lets a nonced loader add the tags it loads), so injected markup without it does not execute.
 */
export interface CspOrigins extends TagOrigins {
	/** Where forms may lead besides this site: the sign-in providers' authorization endpoints. */
	formOrigins: string[]
}

export const noOrigins: CspOrigins = { scriptOrigins: [], imgOrigins: [], connectOrigins: [], frameOrigins: [], formOrigins: [] }

/** `self` and its extra sources, without repeats. */
const sources = (fixed: string, extra: string[]) => [fixed, ...new Set(extra)].join(' ')

export function contentSecurityPolicy(nonce: string, options: { https: boolean; origins: CspOrigins }): string {
	const { origins } = options
	return [
		`default-src 'self'`,
		sources(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, origins.scriptOrigins),
		`style-src 'self' 'unsafe-inline'`,
		sources(`img-src 'self' data: blob:`, origins.imgOrigins),
		`font-src 'self' data:`,
		sources(`connect-src 'self'`, origins.connectOrigins),
		sources(`frame-src 'self'`, origins.frameOrigins),
		`object-src 'none'`,
		`base-uri 'self'`,
		sources(`form-action 'self'`, origins.formOrigins),
		`frame-ancestors 'self'`,
		...(options.https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
}

export function securityHeaders(nonce: string, options: { https: boolean; origins: CspOrigins }): Record<string, string> {
	return {
		'Content-Security-Policy': contentSecurityPolicy(nonce, options),
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'X-Frame-Options': 'SAMEORIGIN',
		'Cross-Origin-Opener-Policy': 'same-origin',
		'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
		...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
	}
}
