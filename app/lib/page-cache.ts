import { hasConsent } from './consent.ts'
import { isFeedPath } from './feed.ts'
import { readCookie } from './cookies.ts'
import { hasStaffSession, isDocument } from './http-cache.ts'
import { isQuotePath } from './quote-basket.ts'
import { isStaffPath, langStorageKey } from '../i18n/lang.ts'

/**
 * The rules of the public HTML cache (decision 0015): which requests may be answered from it, under
 * which key, and which rendered responses may be kept. Pure, so the rules are tested on their own.
 */

export interface PageRequest {
	method: string
	/** Path and query, as received. */
	url: string
	cookie: string | undefined
}

/** The cache key of a request, or null when it must be rendered (staff, APIs, signed-in people…). */
export function pageCacheKey({ method, url, cookie }: PageRequest): string | null {
	if (method !== 'GET') return null
	const path = url.split('?')[0] ?? url
	if (isStaffPath(path) || path.startsWith('/api/') || path.startsWith('/media/')) return null
	// Files (build assets, public files, robots.txt…) are served by their own handlers; route data
	// for client navigations ends in .data and is a page like any other, and so are the blog feeds.
	if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data') && !isFeedPath(path)) return null
	// The quote basket is drawn from the visitor's own cookie (decision 0037).
	if (isQuotePath(path)) return null
	// Staff looking at the public site after a save see it rendered, never a copy.
	if (hasStaffSession(cookie)) return null
	// A returning English visitor arriving at "/" from outside is redirected (root loader).
	if (path === '/' && readCookie(cookie, langStorageKey) === 'en') return null
	// Third-party codes are placed only for visitors who consented: two variants of each page.
	return `${hasConsent(cookie) ? 'c' : 'n'} ${url}`
}

export interface RenderedPage {
	status: number
	headers: Record<string, string>
	bytes: number
}

/** The largest page kept (anything bigger is unusual enough to render each time). */
export const maxCachedPageBytes = 2 * 1024 * 1024

/** Only complete, public, successful documents and route data are kept. */
export function isCacheablePage({ status, headers, bytes }: RenderedPage): boolean {
	if (status !== 200 || bytes > maxCachedPageBytes) return false
	if (headers['set-cookie']) return false
	if (/no-store|private/i.test(headers['cache-control'] ?? '')) return false
	return isDocument(headers['content-type'])
}

export interface CachedPage {
	/** The body as bytes, split around the nonce (see splitAtNonce). */
	parts: Buffer[]
	/** The CSP nonce the body was rendered with: each answer swaps in its own. */
	nonce: string
	headers: Record<string, string>
	/** The content version (activity-log high-water mark) the page was rendered at. */
	version: number
	/** The parts deflated once for gzip answers (app/server/gzip-splice.server.ts), when ready. */
	deflated?: { segments: Buffer[]; glueLength: number; crcs: number[]; shifts: number[]; glueShift: number }
	storedAt: number
	size: number
}

/**
 * A size-bounded LRU of rendered pages. An entry is served while the content version is unchanged
 * and it is younger than the TTL (time alone changes pages too: a post scheduled for later).
 */
export class PageCache {
	private readonly entries = new Map<string, CachedPage>()
	private bytes = 0

	constructor(
		readonly options: { ttlMs: number; maxBytes: number; maxEntries: number },
		private readonly now: () => number = Date.now,
	) {}

	get size() {
		return this.entries.size
	}

	/** The entry for this key if it is still right for `version` (null: unknown, e.g. database down). */
	get(key: string, version: number | null, staleIfErrorMs = 0): CachedPage | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		const age = this.now() - entry.storedAt
		const fresh =
			version === null
				? age < this.options.ttlMs + staleIfErrorMs
				: entry.version === version && age < this.options.ttlMs
		if (!fresh) {
			this.delete(key)
			return undefined
		}
		// Most recently used last.
		this.entries.delete(key)
		this.entries.set(key, entry)
		return entry
	}

	/** Keeps a page; answers the entry as kept (undefined when too big to keep). */
	set(key: string, page: Omit<CachedPage, 'storedAt' | 'size' | 'deflated'>): CachedPage | undefined {
		const size = page.parts.reduce((total, part) => total + part.length, 0)
		if (size > this.options.maxBytes) return undefined
		this.delete(key)
		const entry: CachedPage = { ...page, storedAt: this.now(), size }
		this.entries.set(key, entry)
		this.bytes += size
		this.evict()
		return entry
	}

	/** Adds the deflated parts to an entry made earlier, if it is still the one kept under its key. */
	addDeflated(key: string, entry: CachedPage, deflated: NonNullable<CachedPage['deflated']>) {
		if (this.entries.get(key) !== entry || entry.deflated) return
		const extra = deflated.segments.reduce((total, segment) => total + segment.length, 0)
		entry.deflated = deflated
		entry.size += extra
		this.bytes += extra
		this.evict()
	}

	private evict() {
		for (const [oldest, entry] of this.entries) {
			if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break
			this.entries.delete(oldest)
			this.bytes -= entry.size
		}
	}

	delete(key: string) {
		const entry = this.entries.get(key)
		if (!entry) return
		this.entries.delete(key)
		this.bytes -= entry.size
	}

	clear() {
		this.entries.clear()
		this.bytes = 0
	}
}

/**
 * A kept page's body split around the nonce it was rendered with (random, 128 bits), once when the
 * page is kept: each answer writes the parts with its own nonce between them, no search and no copy.
 */
export function splitAtNonce(body: Buffer | string, nonce: string): Buffer[] {
	const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
	if (!nonce) return [bytes]
	// Views into the one buffer of the page: a small part copied on its own would hold on to a
	// whole slab of Node's shared buffer pool for as long as the page is kept.
	const glue = Buffer.from(nonce, 'utf8')
	const parts: Buffer[] = []
	let start = 0
	for (let at = bytes.indexOf(glue); at !== -1; at = bytes.indexOf(glue, start)) {
		parts.push(bytes.subarray(start, at))
		start = at + glue.length
	}
	parts.push(bytes.subarray(start))
	return parts
}

/** The kept parts with this answer's nonce between them, to be written in order (no copy of the page). */
export function withNonce(parts: Buffer[], nonce: string): Buffer[] {
	if (parts.length === 1) return parts
	const glue = Buffer.from(nonce, 'utf8')
	return parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part]))
}
