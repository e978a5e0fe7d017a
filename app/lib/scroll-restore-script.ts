/**
 * The inline script that puts a reloaded page (or one reached by back/forward) at the scroll
 * position it was left at, before its first paint: React Router's own `<ScrollRestoration>` script
 * (same storage key, same history key), but for a new history entry. There React Router's script
 * reads session storage too, though no position can be stored under a key it has just made; that
 * first read of a page's session storage is a synchronous call to the browser process, 10–60 ms in
 * the parser's path on a 2-core machine while the page loads (decision 0029). Read later (the
 * landing view's script, once the page has loaded; the scroll hook, at hydration), it costs a few.
 */
export const scrollPositionsKey = 'react-router-scroll-positions'

// ES5, no dependencies: k the storage key.
const source = `function(k){var h=window.history,s=h.state;if(!s||!s.key){h.replaceState({key:Math.random().toString(32).slice(2)},"");return}try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")window.scrollTo(0,y)}catch(x){try{sessionStorage.removeItem(k)}catch(z){}}}`

export function scrollRestoreScript(): string {
	return `(${source})(${JSON.stringify(scrollPositionsKey)})`
}
