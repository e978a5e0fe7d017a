import { isStaffPath } from '#app/i18n/lang.ts'
import { isSitePath } from './site-path.ts'
import { isHttpUrl } from './validation.ts'

/**
 * Redirect rules (decision 0039), pure so they are tested on their own: what a source and a target
 * may be, which rule answers a path, following a chain to its end, and refusing loops.
 */
export const redirectStatuses = [301, 302] as const
export type RedirectStatus = (typeof redirectStatuses)[number]
export const redirectMatches = ['exact', 'prefix'] as const
export type RedirectMatch = (typeof redirectMatches)[number]

export interface RedirectRule {
	id?: number
	/** A normalised site path (see `normalizeSource`). */
	source: string
	/** A site path (query allowed) or an absolute http(s) URL (see `normalizeTarget`). */
	target: string
	status: RedirectStatus
	match: RedirectMatch
}

/** At most this many hops are followed; a longer chain is treated as a loop. */
export const maxHops = 10
export const redirectPathMaxLength = 1000

const probeOrigin = 'http://site.invalid'

export type PathCode = 'redirects.error.sourceInvalid' | 'redirects.error.sourceReserved' | 'redirects.error.targetInvalid' | 'redirects.error.sameAsSource'

export type Normalized = { ok: true; value: string } | { ok: false; code: PathCode }

/** "/products/rice/" → "/products/rice": a path and the same path with a final slash are one page. */
export function withoutTrailingSlash(path: string): string {
	return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** Paths the site answers itself, outside the public pages: never a redirect's source. */
function isReservedPath(path: string): boolean {
	return path === '/' || path === '/en' || isStaffPath(path) || /^\/(api|media|assets)(\/|$)/.test(path)
}

/**
 * A source as typed (a path, or a full address of this or an old site whose path is taken): one
 * leading slash, percent-encoded as a browser sends it (Arabic letters included), without its query,
 * fragment or final slash. The home pages, the back-office, `/api`, `/media` and `/assets` are refused.
 */
export function normalizeSource(input: string): Normalized {
	const text = input.trim()
	// URL parsers drop tabs and line breaks silently: refuse them (and spaces) rather than guess.
	if (!text || text.length > redirectPathMaxLength || /[\s\p{Cc}]/u.test(text)) return { ok: false, code: 'redirects.error.sourceInvalid' }
	let url: URL
	try {
		url = /^https?:\/\//i.test(text) ? new URL(text) : text.startsWith('/') && !/^\/[/\\]/.test(text) ? new URL(text, probeOrigin) : null!
	} catch {
		return { ok: false, code: 'redirects.error.sourceInvalid' }
	}
	if (!url) return { ok: false, code: 'redirects.error.sourceInvalid' }
	const path = withoutTrailingSlash(url.pathname)
	if (!isSitePath(path)) return { ok: false, code: 'redirects.error.sourceInvalid' }
	if (isReservedPath(path)) return { ok: false, code: 'redirects.error.sourceReserved' }
	return { ok: true, value: path }
}

/**
 * A target: a path of this site (with a query or fragment if wanted), or an absolute http(s) URL
 * without credentials. Everything a browser could read as another site or a script is refused:
 * `//evil.example`, `/\evil.example`, `javascript:`, `data:`, white space and control characters.
 */
export function normalizeTarget(input: string): Normalized {
	const text = input.trim()
	if (!text || text.length > redirectPathMaxLength) return { ok: false, code: 'redirects.error.targetInvalid' }
	if (text.startsWith('/')) {
		if (/^\/[/\\]/.test(text) || /[\s\p{Cc}]/u.test(text)) return { ok: false, code: 'redirects.error.targetInvalid' }
		let url: URL
		try {
			url = new URL(text, probeOrigin)
		} catch {
			return { ok: false, code: 'redirects.error.targetInvalid' }
		}
		if (url.origin !== probeOrigin || !isSitePath(url.pathname)) return { ok: false, code: 'redirects.error.targetInvalid' }
		return { ok: true, value: `${url.pathname}${url.search}${url.hash}` }
	}
	if (!isHttpUrl(text)) return { ok: false, code: 'redirects.error.targetInvalid' }
	let url: URL
	try {
		url = new URL(text)
	} catch {
		return { ok: false, code: 'redirects.error.targetInvalid' }
	}
	if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) return { ok: false, code: 'redirects.error.targetInvalid' }
	return { ok: true, value: url.href }
}

export function isExternalTarget(target: string): boolean {
	return !target.startsWith('/')
}

/** The path part of a site target ("/en/products/x?a=1#b" → "/en/products/x"), null for another site. */
export function targetPath(target: string): string | null {
	if (isExternalTarget(target)) return null
	return withoutTrailingSlash(target.replace(/[?#].*$/, ''))
}

/** An exact rule whose target is its own source (the visitor would come straight back). */
export function pointsToItself(rule: Pick<RedirectRule, 'source' | 'target' | 'match'>): boolean {
	return rule.match === 'exact' && targetPath(rule.target) === rule.source
}

/** A prefix source covers itself and every path below it ("/old" covers "/old/x", not "/older"). */
function prefixCovers(source: string, path: string): boolean {
	return path === source || path.startsWith(`${source}/`)
}

/** The first segment of a path ("/catalogue/rice" → "catalogue"). */
function firstSegment(path: string): string {
	const end = path.indexOf('/', 1)
	return end === -1 ? path.slice(1) : path.slice(1, end)
}

/**
 * Rules indexed for matching: exact sources in a map; prefixes by their first segment, longest
 * first. A prefix covers whole segments, so only the prefixes sharing a path's first segment can
 * cover it: a lookup reads a handful of rules whatever their number.
 */
export interface RuleIndex<R extends RedirectRule = RedirectRule> {
	exact: Map<string, R>
	prefixes: Map<string, R[]>
}

export function indexRules<R extends RedirectRule>(rules: readonly R[]): RuleIndex<R> {
	const exact = new Map<string, R>()
	const prefixes = new Map<string, R[]>()
	for (const rule of rules) {
		if (rule.match === 'exact') exact.set(rule.source, rule)
		else {
			const key = firstSegment(rule.source)
			const list = prefixes.get(key)
			if (list) list.push(rule)
			else prefixes.set(key, [rule])
		}
	}
	for (const list of prefixes.values()) list.sort((a, b) => b.source.length - a.source.length)
	return { exact, prefixes }
}

/** The rule answering a path: an exact source first, then the longest prefix that covers it. */
export function matchRule<R extends RedirectRule>(index: RuleIndex<R>, path: string): R | null {
	const bare = withoutTrailingSlash(path)
	const exact = index.exact.get(bare)
	if (exact) return exact
	for (const rule of index.prefixes.get(firstSegment(bare)) ?? []) if (prefixCovers(rule.source, bare)) return rule
	return null
}

/** Where one rule sends a path: a prefix rule keeps the rest of the path after its source. */
export function applyRule(rule: RedirectRule, path: string): string {
	if (rule.match === 'exact') return rule.target
	const rest = withoutTrailingSlash(path).slice(rule.source.length)
	if (!rest) return rule.target
	const split = rule.target.search(/[?#]/)
	const [base, tail] = split === -1 ? [rule.target, ''] : [rule.target.slice(0, split), rule.target.slice(split)]
	return `${base.replace(/\/+$/, '')}${rest}${tail}`
}

export interface Resolution<R extends RedirectRule = RedirectRule> {
	/** The final address, the visitor's query string kept. */
	location: string
	/** 301 when every hop is permanent, 302 as soon as one is temporary. */
	status: RedirectStatus
	/** The rules followed, first to last (the first is the one whose hit is counted). */
	rules: R[]
}

/** Joins the visitor's query string to a target that may carry its own (its own parameters first). */
export function withQuery(target: string, search: string): string {
	const query = search.replace(/^\?/, '')
	if (!query) return target
	const hashAt = target.indexOf('#')
	const [base, hash] = hashAt === -1 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)]
	return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
}

/**
 * Follows the rules from a path to the first address no rule answers, so a chain that slipped past
 * the collapse on save (a prefix into an exact rule, an import) still answers in one hop. A loop, or
 * a chain longer than `maxHops`, answers null: the not-found page, never an endless redirect.
 */
export function resolveRedirect<R extends RedirectRule>(index: RuleIndex<R>, path: string, search = ''): Resolution<R> | null {
	const followed: R[] = []
	const seen = new Set<string>([withoutTrailingSlash(path)])
	let current = path
	let location = ''
	let status: RedirectStatus = 301
	for (let hop = 0; hop < maxHops; hop++) {
		const rule = matchRule(index, current)
		if (!rule) break
		followed.push(rule)
		if (rule.status === 302) status = 302
		location = applyRule(rule, current)
		const next = targetPath(location)
		if (next === null) return { location: withQuery(location, search), status, rules: followed }
		if (seen.has(next)) return null
		seen.add(next)
		current = next
		if (hop === maxHops - 1 && matchRule(index, current)) return null
	}
	if (!followed.length) return null
	return { location: withQuery(location, search), status, rules: followed }
}

/**
 * True when adding (or changing) `candidate` would make some address redirect forever: the
 * candidate replaces any rule with its source, and the chain from its source is followed.
 */
export function wouldLoop(candidate: RedirectRule, rules: readonly RedirectRule[]): boolean {
	const others = rules.filter((rule) => rule.source !== candidate.source && (candidate.id === undefined || rule.id !== candidate.id))
	const index = indexRules([...others, candidate])
	// A prefix rule loops as soon as its own target falls under it ("/a" → "/a/b" grows forever).
	const start = candidate.match === 'prefix' ? `${candidate.source}/loop-probe` : candidate.source
	if (candidate.match === 'prefix') {
		const target = targetPath(candidate.target)
		if (target !== null && prefixCovers(candidate.source, target)) return true
	}
	return resolveRedirect(index, start) === null
}

/**
 * Paths that only robots probing for weaknesses ask for (other platforms' admin pages, scripts,
 * dot files, archives): not worth a row in the not-found list.
 */
const junkSegment = /(^|\/)(\.|wp-|xmlrpc|cgi-bin|phpmyadmin|pma|vendor\/|node_modules|\.well-known|autodiscover|owa\/|ecp\/|boaform|hnap1|actuator|console|solr|jenkins|manager\/html)/i
const junkExtension = /\.(php\d?|phtml|asp|aspx|ashx|jsp|cgi|pl|py|sh|env|ini|cfg|conf|config|yml|yaml|toml|sql|db|sqlite|bak|old|orig|swp|log|zip|rar|7z|tar|gz|tgz|bz2|git|svn|htaccess|htpasswd|dll|exe|jar|war|map)$/i

export function isJunkPath(path: string): boolean {
	if (path.length > 300) return true
	// eslint-disable-next-line no-control-regex
	if (/[\u0000-\u001f\u007f]/.test(path) || /%(00|0a|0d|2e%2e|2f)/i.test(path) || path.includes('..')) return true
	return junkSegment.test(path) || junkExtension.test(path)
}
