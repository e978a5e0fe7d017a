/**
 * A small in-process cache for data read on every page (settings, SEO row, placed codes). Writes
 * call `invalidate(tag)` on this instance; other instances catch up within the TTL.
 */
interface Entry {
	value: Promise<unknown>
	expires: number
}

const entries = new Map<string, Entry>()
export const defaultTtlMs = 30_000

export function cached<T>(key: string, load: () => Promise<T>, ttlMs = defaultTtlMs): Promise<T> {
	const now = Date.now()
	const hit = entries.get(key)
	if (hit && hit.expires > now) return hit.value as Promise<T>
	const value = load()
	entries.set(key, { value, expires: now + ttlMs })
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
