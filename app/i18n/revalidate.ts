import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { langFromPath } from './lang.ts'

/**
 * For loaders whose data depends only on the language (dictionary, shell settings): refetch when the
 * language changes or after a form submission, not on every navigation.
 */
export function revalidateOnLanguageChange({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
	return langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname)
}
