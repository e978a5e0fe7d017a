import { currentContentVersion, type PageVersion, pageVersion } from './content-version.server.ts'

/**
 * A small in-process cache for data read on every page (settings, SEO row, placed codes). An entry
 * holds the content version it was loaded at (read before loading, so a write that commits during
 * the load leaves it stale at once) and is used only while that version is current: a staff write
 * on any instance shows on the next page here, within the 100 ms a version read is reused, and the
 * page cache, checked against the same version, never keeps a page under a new version with data
 * read at an old one (decision 0026). Writes also call `invalidate(tag)` on their own instance.
 * When the version cannot be read (the database does not answer), an entry within its TTL is used.
 *
 * Stale-if-error (decision 0024): when a reload fails and a value loaded before, that value is served
 * and the reload is tried again a second later, so pages and forms keep their settings through a
 * database outage instead of failing on them. Such an entry's version is unknown (null): it is never
 * taken as current for a version the database did answer. A failed load with nothing to fall back on
 * is not remembered: the next request tries again.
 */
interface Entry {
	value: Promise<unknown>
	version: number | null
	expires: number
	/** The last value that loaded, served while a reload fails. */
	last?: { value: unknown }
}

const entries = new Map<string, Entry>()
export const defaultTtlMs = 30_000
/** While reloads fail, the stale value is served and a reload is tried again after this long. */
export const retryAfterErrorMs = 1000

export async function cached<T>(key: string, load: () => Promise<T>, ttlMs = defaultTtlMs): Promise<T> {
	// Inside a page the page cache may keep, its version decides (content-version.server.ts).
	const page = pageVersion()
	const version = page ? page.version : await currentContentVersion()
	const now = Date.now()
	const hit = entries.get(key)
	if (hit && hit.expires > now && (version === null || (hit.version !== null && hit.version >= version))) return markIfStale(hit, page)
	const entry: Entry = { value: Promise.resolve(), version, expires: now + ttlMs, last: hit?.last }
	entry.value = load().then(
		(value) => {
			entry.last = { value }
			return value
		},
		(error: unknown) => {
			const current = entries.get(key) === entry
			if (entry.last) {
				if (current) {
					entry.version = null
					entry.expires = Date.now() + retryAfterErrorMs
				}
				return entry.last.value
			}
			if (current) entries.delete(key)
			throw error
		},
	)
	entries.set(key, entry)
	return markIfStale(entry, page)
}

/** The entry's value; a value of unknown version (served through an outage) makes the page unkeepable. */
async function markIfStale<T>(entry: Entry, page: PageVersion | undefined): Promise<T> {
	const value = (await entry.value) as T
	if (page && (entry.version === null || entry.version < page.version)) page.stale = true
	return value
}

/** Drops every entry whose key starts with the tag ('settings' drops 'settings:ar' and 'settings:en'). */
export function invalidate(tag: string) {
	for (const key of entries.keys()) if (key === tag || key.startsWith(`${tag}:`)) entries.delete(key)
}

export function clearCache() {
	entries.clear()
}
