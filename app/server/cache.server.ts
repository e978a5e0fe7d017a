import { currentContentVersion } from './content-version.server.ts'

/**
 * A small in-process cache for data read on every page (settings, SEO row, placed codes). An entry
 * holds the content version it was loaded at (read before loading, so a write that commits during
 * the load leaves it stale at once) and is used only while that version is current: a staff write
 * on any instance shows on the next page here, within the 100 ms a version read is reused, and the
 * page cache, checked against the same version, never keeps a page under a new version with data
 * read at an old one (decision 0026). Writes also call `invalidate(tag)` on their own instance.
 * When the version cannot be read (the database does not answer), an entry within its TTL is used.
 */
interface Entry {
	value: Promise<unknown>
	version: number | null
	expires: number
}

const entries = new Map<string, Entry>()
export const defaultTtlMs = 30_000

export async function cached<T>(key: string, load: () => Promise<T>, ttlMs = defaultTtlMs): Promise<T> {
	const version = await currentContentVersion()
	const now = Date.now()
	const hit = entries.get(key)
	if (hit && hit.expires > now && (version === null || (hit.version !== null && hit.version >= version))) return hit.value as Promise<T>
	const value = load()
	entries.set(key, { value, version, expires: now + ttlMs })
	// A failed load is not remembered: the next request tries again.
	value.catch(() => entries.get(key)?.value === value && entries.delete(key))
	return value
}

/** Drops every entry whose key starts with the tag ('settings' drops 'settings:ar' and 'settings:en'). */
export function invalidate(tag: string) {
	for (const key of entries.keys()) if (key === tag || key.startsWith(`${tag}:`)) entries.delete(key)
}

export function clearCache() {
	entries.clear()
}
