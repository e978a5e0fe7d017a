/**
 * Paths of this site, as a browser's `location.pathname` gives them: one leading slash, then only
 * the characters a URL path keeps as they are (RFC 3986 pchar with `%XX` escapes, and the few
 * others a browser leaves unescaped), already
 * normalised (no `.` or `..` segment, nothing a URL parser would rewrite). Such a path resolves
 * against any base to that base's origin, so it can be stored, shown and used as a link without
 * ever pointing elsewhere: `//evil.example/login`, `/\evil.example`, `/.//evil.example`, a tab or
 * a newline in the path, `javascript:` are all refused.
 */
export const sitePathMaxLength = 2048

// pchar, plus the four that browsers leave unescaped in a path (WHATWG URL): [ ] | ^
const pathCharacters = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/[\]|^]*$/
const looseEscape = /%(?![0-9A-Fa-f]{2})/
const probeOrigin = 'http://site.invalid'

export function isSitePath(value: unknown): value is string {
	if (typeof value !== 'string' || value.length === 0 || value.length > sitePathMaxLength) return false
	if (!pathCharacters.test(value) || looseEscape.test(value)) return false
	let url: URL
	try {
		url = new URL(value, probeOrigin)
	} catch {
		return false
	}
	// Dot segments (also escaped: `%2e%2e`) are resolved by the parser: a changed path is refused.
	return url.origin === probeOrigin && url.pathname === value && url.search === '' && url.hash === ''
}

