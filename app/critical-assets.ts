import stylesheet from './app.css?url'

/**
 * What a page needs before it can paint: the stylesheet, nothing else (decision 0016). The brand
 * fonts are not preloaded (decision 0054): they are `optional` and load when the first layout
 * uses them, so on a fast connection they are there within their 100 ms and the page paints in IBM
 * Plex, and on a slow first visit that page paints after at most those 100 ms in the system's
 * faces instead of waiting for 33–70 KB of fonts; the next page finds them cached. Nothing moves
 * either way (`optional` never swaps a face after the first paint).
 */
export { stylesheet }

/**
 * The same as an HTTP Link header: the browser starts this fetch when the response headers
 * arrive, before it has parsed a byte of the page (and a CDN can send it as 103 Early Hints).
 * Scripts are not in it: the CSP admits only scripts that carry the page's nonce.
 */
export const preloadLinkHeader = `<${stylesheet}>; rel=preload; as=style`
