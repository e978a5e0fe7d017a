import type { Lang } from './lang.ts'
import { ar, type SiteKey } from './site.ar.ts'
import { en } from './site.en.ts'

export type { SiteKey }
export type SiteDictionary = Record<SiteKey, string>

/**
 * Server-side lookup: the root loader sends only the active language's dictionary to the browser,
 * so no dictionary is part of the JavaScript bundle.
 */
export function dictionaryFor(lang: Lang): SiteDictionary {
	return lang === 'en' ? en : ar
}
