const base = 'http://local.invalid'

/**
 * A redirect target from a query string or a form, limited to a path of this site. The answer is
 * what a browser resolves to this origin whatever the input: it starts with one `/` followed by
 * neither `/` nor `\`, and it is the resolved (dot segments removed, percent-encoded) form of the
 * target, so a `Location` header carries nothing the browser would read differently.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/admin'): string {
	if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
	let url: URL
	try {
		url = new URL(target, base)
	} catch {
		return fallback
	}
	if (url.origin !== base) return fallback
	// Dot segments can leave a path that starts with `//` ("/.//evil.example/x" resolves to
	// "//evil.example/x"), which a browser reads as another host: never return one.
	if (!/^\/(?![/\\])/.test(url.pathname)) return fallback
	return `${url.pathname}${url.search}${url.hash}`
}
