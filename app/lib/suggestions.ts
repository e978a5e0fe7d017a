/** Suggestion rules of the spec (section 5): at least 2 characters, after a 300 ms pause, at most 5. */
export const suggestionRules = { minLength: 2, debounceMs: 300, limit: 5 } as const

export type SuggestionState<T> =
	| { status: 'hidden' }
	| { status: 'loading' }
	| { status: 'list'; items: T[] }
	| { status: 'empty' }

export function shouldSuggest(query: string, minLength: number = suggestionRules.minLength): boolean {
	return query.trim().length >= minLength
}

export function suggestionStateFor<T>(items: T[]): SuggestionState<T> {
	return items.length ? { status: 'list', items: items.slice(0, suggestionRules.limit) } : { status: 'empty' }
}
