import stylesheet from './app.css?url'
import type { Lang } from './i18n/lang.ts'
import arabic400 from './assets/fonts/plex-arabic-400.woff2?url'
import arabic600 from './assets/fonts/plex-arabic-600.woff2?url'
import latin400 from './assets/fonts/plex-latin-400.woff2?url'
import latin600 from './assets/fonts/plex-latin-600.woff2?url'

/**
 * What a page needs before it can paint: the stylesheet and the fonts of its language (decision
 * 0016). An Arabic page sets both scripts in both weights (Arabic letters, and spaces, digits and
 * Latin runs from the Latin files): 65 KB. An English page sets Latin text; its only Arabic is the
 * language toggle's name, so it preloads the two Latin files (31 KB), and the Arabic ones load
 * when that word is laid out: on a first visit over a slow connection it may show in the system's
 * Arabic face (the fonts are `optional`), never shifting the layout. Fetched with the stylesheet
 * instead of after the first layout, the preloaded fonts are there for the first paint, so text
 * does not reflow when they arrive (layout shift).
 */
export { stylesheet }
const fontsOf: Record<Lang, string[]> = {
	ar: [arabic400, arabic600, latin400, latin600],
	en: [latin400, latin600],
}
export function fontsFor(lang: Lang): string[] {
	return fontsOf[lang]
}

/**
 * The same as an HTTP Link header: the browser starts these fetches when the response headers
 * arrive, before it has parsed a byte of the page (and a CDN can send them as 103 Early Hints).
 * Scripts are not in it: the CSP admits only scripts that carry the page's nonce.
 */
export function preloadLinkHeader(lang: Lang) {
	return [
		`<${stylesheet}>; rel=preload; as=style`,
		...fontsFor(lang).map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
	].join(', ')
}
