import crypto from 'node:crypto'

export interface SecurityHeaderOptions {
	/** The site is served over HTTPS (PUBLIC_URL): HSTS and upgrade-insecure-requests apply. */
	https: boolean
	/** Extra origins allowed for scripts (tag manager, pixel) once configured. */
	scriptOrigins?: string[]
	connectOrigins?: string[]
	imgOrigins?: string[]
	frameOrigins?: string[]
	/** Where forms may lead besides this site: the sign-in providers' authorization endpoints. */
	formOrigins?: string[]
}

export function createNonce(): string {
	return crypto.randomBytes(16).toString('base64')
}

/**
 * Headers on every response. Scripts run only with this request's nonce ('strict-dynamic' lets a
 * nonced loader add the tags it loads), so injected markup without the nonce does not execute.
 */
export function securityHeaders(nonce: string, options: SecurityHeaderOptions): Record<string, string> {
	const csp = [
		`default-src 'self'`,
		`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' ${(options.scriptOrigins ?? []).join(' ')}`.trim(),
		`style-src 'self' 'unsafe-inline'`,
		`img-src 'self' data: blob: ${(options.imgOrigins ?? []).join(' ')}`.trim(),
		`font-src 'self' data:`,
		`connect-src 'self' ${(options.connectOrigins ?? []).join(' ')}`.trim(),
		`frame-src 'self' ${(options.frameOrigins ?? []).join(' ')}`.trim(),
		`object-src 'none'`,
		`base-uri 'self'`,
		`form-action 'self' ${(options.formOrigins ?? []).join(' ')}`.trim(),
		`frame-ancestors 'self'`,
		...(options.https ? ['upgrade-insecure-requests'] : []),
	].join('; ')
	return {
		'Content-Security-Policy': csp,
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'strict-origin-when-cross-origin',
		'X-Frame-Options': 'SAMEORIGIN',
		'Cross-Origin-Opener-Policy': 'same-origin',
		'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
		...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
	}
}
