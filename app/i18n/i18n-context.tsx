import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { SiteDictionary, SiteKey } from './site.ar.ts'
import { dirOf, type Lang, localizePath } from './lang.ts'
import { interpolate, type MessageParams } from './message.ts'

interface I18n {
	lang: Lang
	dir: 'rtl' | 'ltr'
	/** The active language's text for a key, with `{name}` placeholders and plurals filled in (message.ts). */
	t: (key: SiteKey, params?: MessageParams) => string
	/** A site path in the active language: href('/products') → '/en/products' in English. */
	href: (path: string) => string
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ lang, dictionary, children }: { lang: Lang; dictionary: SiteDictionary; children: ReactNode }) {
	const value = useMemo<I18n>(
		() => ({
			lang,
			dir: dirOf(lang),
			t: (key, params) => interpolate(dictionary[key] ?? key, params, lang),
			href: (path) => localizePath(path, lang),
		}),
		[lang, dictionary],
	)
	return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
	const value = useContext(I18nContext)
	if (!value) throw new Error('useI18n must be used within an I18nProvider')
	return value
}
