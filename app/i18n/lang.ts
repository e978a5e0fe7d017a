/** Languages, direction and the URL scheme: Arabic at the root, English under /en. */
export const langs = ['ar', 'en'] as const
export type Lang = (typeof langs)[number]

/** Cookie and local-storage key holding the visitor's chosen language. */
export const langStorageKey = 'lang'

export function isLang(value: unknown): value is Lang {
	return value === 'ar' || value === 'en'
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
	return lang === 'ar' ? 'rtl' : 'ltr'
}

export function otherLang(lang: Lang): Lang {
	return lang === 'ar' ? 'en' : 'ar'
}

/** The Intl locale: Latin digits in Arabic (business convention in the Gulf) and the Gregorian calendar. */
export function localeOf(lang: Lang): string {
	return lang === 'ar' ? 'ar-u-nu-latn-ca-gregory' : 'en-US'
}

/** First day of the week, 0 = Sunday … 6 = Saturday (spec: Saturday for Arabic, Sunday for English). */
export function weekStartOf(lang: Lang): 0 | 6 {
	return lang === 'ar' ? 6 : 0
}

export function langFromPath(pathname: string): Lang {
	return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'ar'
}

/** '/en/products/x' → '/products/x'; '/en' → '/'. */
export function stripLangPrefix(pathname: string): string {
	if (pathname === '/en') return '/'
	return pathname.startsWith('/en/') ? pathname.slice(3) : pathname
}

/** A site path ('/products') in the given language ('/en/products'). */
export function localizePath(path: string, lang: Lang): string {
	const bare = stripLangPrefix(path.startsWith('/') ? path : `/${path}`)
	if (lang === 'ar') return bare
	return bare === '/' ? '/en' : `/en${bare}`
}

/** The same page in another language, keeping the query string and hash. */
export function switchLangHref(location: { pathname: string; search?: string; hash?: string }, lang: Lang): string {
	return `${localizePath(location.pathname, lang)}${location.search ?? ''}${location.hash ?? ''}`
}

/** Back-office and sign-in pages: their language is the staff member's choice (cookie), not the URL. */
export function isStaffPath(pathname: string): boolean {
	return /^\/(admin|login|logout|setup|forgot-password|reset-password)(\/|$)/.test(pathname)
}
