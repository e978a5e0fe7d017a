import type { Lang } from './lang.ts'
import { ar, type SiteDictionary } from './site.ar.ts'
import { en } from './site.en.ts'

/**
 * Server-side lookup: the root loader sends only the active language's dictionary to the browser,
 * so no dictionary is part of the JavaScript bundle.
 */
export function dictionaryFor(lang: Lang): SiteDictionary {
	return lang === 'en' ? en : ar
}
