import stylesheet from './app.css?url'
import arabic400 from './assets/fonts/plex-arabic-400.woff2?url'
import arabic600 from './assets/fonts/plex-arabic-600.woff2?url'
import latin400 from './assets/fonts/plex-latin-400.woff2?url'
import latin600 from './assets/fonts/plex-latin-600.woff2?url'

/**
 * What every page needs before it can paint: the stylesheet and the fonts. Every page sets both
 * scripts in both weights (the language switch, digits, names), 65 KB in all (scripts/fonts.ts).
 * Fetched with the stylesheet instead of after the first layout, the fonts are there for the
 * first paint, so text does not reflow when they arrive (layout shift). Decision 0016.
 */
export { stylesheet }
export const fonts = [arabic400, arabic600, latin400, latin600]

/**
 * The same as an HTTP Link header: the browser starts these fetches when the response headers
 * arrive, before it has parsed a byte of the page (and a CDN can send them as 103 Early Hints).
 * Scripts are not in it: the CSP admits only scripts that carry the page's nonce.
 */
export function preloadLinkHeader() {
	return [
		`<${stylesheet}>; rel=preload; as=style`,
		...fonts.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
	].join(', ')
}
