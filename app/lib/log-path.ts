/**
 * The path of a request as the log may show it: no query string (sign-in links, unsubscribe and
 * reset tokens, search terms travel there) and no path segment that looks like a secret token.
 * Slugs are lowercase by rule and file names have a dot; a segment of 16 or more letters and digits that mixes upper and
 * lower case with digits (what random tokens look like) is replaced by `:token`.
 */
export function logPath(url: string): string {
	const path = url.split(/[?#]/, 1)[0] || '/'
	return path
		.split('/')
		.map((segment) => (looksLikeToken(segment) ? ':token' : segment))
		.join('/')
		.slice(0, 300)
}

function looksLikeToken(segment: string): boolean {
	return segment.length >= 16 && /^[\w~%-]+$/.test(segment) && /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment)
}
