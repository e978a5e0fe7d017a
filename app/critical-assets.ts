import stylesheet from './app.css?url'

/**
 * What a page needs before it can paint: the stylesheet, nothing else (decision 0016). Production
 * pages carry it inline in `<head>` (decision 0060, app/components/stylesheet.tsx): fetched as a
 * file, it cost a phone on slow 4G one more round trip before the first paint. The brand fonts are
 * not preloaded (decision 0054): they are `optional` and load when the first layout uses them, so
 * on a fast connection they are there within their 100 ms and the page paints in IBM Plex, and on
 * a slow first visit that page paints after at most those 100 ms in the system's faces instead of
 * waiting for 22–48 KB of fonts; the next page finds them cached. Nothing moves either way
 * (`optional` never swaps a face after the first paint). Where the browser says the connection is
 * slow, a first visit does not ask for them until it has loaded (decision 0061,
 * app/lib/system-faces-script.ts): there they would only share the connection with the picture.
 */
export { stylesheet }
