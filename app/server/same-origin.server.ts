import { getConfig } from './config.server.ts'

/**
 * True unless the browser says the request comes from another site: the Origin (or Referer) must
 * be the public URL's origin when present, and a cross-site fetch is refused. React Router actions
 * get no CSRF check of their own; better-auth's applies only to its HTTP handler.
 */
export function isSameOrigin(request: Request): boolean {
	const trusted = getConfig().trustedOrigins
	const origin = request.headers.get('origin')
	if (origin) return trusted.includes(origin)
	if (request.headers.get('sec-fetch-site') === 'cross-site') return false
	const referer = request.headers.get('referer')
	if (referer) {
		try {
			return trusted.includes(new URL(referer).origin)
		} catch {
			return false
		}
	}
	return true
}
