/** A redirect target from a query string, limited to this site's own back-office paths. */
export function safeRedirect(target: string | null | undefined, fallback = '/admin'): string {
	if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
	try {
		const url = new URL(target, 'http://local.invalid')
		return url.origin === 'http://local.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback
	} catch {
		return fallback
	}
}
