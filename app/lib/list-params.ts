import { stripControlCharacters } from './validation.ts'

/**
 * A list screen's filters as its URL carries them. Anything unknown there means "no filter", so a
 * stale or hand-edited link still shows the list.
 */

/** The search words (?q=): control characters dropped (they match nothing, and PostgreSQL refuses NUL), trimmed, `max` characters at most. */
export function searchParam(url: URL, max: number): string {
	return stripControlCharacters(url.searchParams.get('q') ?? '')
		.trim()
		.slice(0, max)
}

/** A filter with fixed choices: its value when it is one of `choices`, else null. */
export function choiceParam<T extends string>(url: URL, name: string, choices: readonly T[]): T | null {
	const value = url.searchParams.get(name)
	return (choices as readonly string[]).includes(value ?? '') ? (value as T) : null
}
