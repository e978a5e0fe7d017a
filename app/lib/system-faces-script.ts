/**
 * The inline script, at the top of `<head>`, that sets a first visit over a slow connection in the
 * system's faces (decision 0061). On such a connection IBM Plex never arrives within `optional`'s
 * 100 ms, so that page keeps the system's faces anyway; but the four files (48 KB) were still
 * requested at the first layout, at the highest priority, and shared the connection with the
 * product's picture and the scripts. Here the page never asks for them while it loads: once it has
 * loaded, and the browser is idle, they are fetched for the next page (never with Save-Data), and
 * a flag in local storage then says they are in the cache, so the next page load is in IBM Plex.
 *
 * Slow is what the browser says (`navigator.connection`, Chromium's): Save-Data, or an effective
 * type of 3g or slower. Faster connections, and browsers that say nothing, keep IBM Plex on the
 * first paint. A fixed string, the same for every page and visitor (kept pages serve it); the
 * language is the document's.
 */
import type { Lang } from '../i18n/lang.ts'

export const systemFacesClass = 'system-faces'

/** The local-storage key saying a language's font files are in this browser's cache. */
export const fontsCachedKeyPrefix = 'fonts-cached:'

/** The brand face, as the stylesheet's `@font-face` rules name it. */
export const brandFamily = '"IBM Plex Sans Arabic"'

/** Text whose characters fall in the files a page of each language uses (the Arabic and Latin
 * ranges for Arabic, the Latin alone for English: decision 0054). */
export const fontSamples: Record<Lang, string> = { ar: 'عa', en: 'a' }

// ES5, no dependencies: C the class, K the key prefix, F the family, S the samples. The effective
// types Chromium reports are slow-2g, 2g, 3g and 4g.
const source = `function(C,K,F,S){var d=document,h=d.documentElement,c=navigator.connection,f=d.fonts,l=h.lang,t=S[l],k=K+l;if(!c||!f||!t||!(c.saveData||/2g|3g/.test(c.effectiveType)))return;try{if(localStorage.getItem(k))return}catch(e){}h.classList.add(C);if(c.saveData)return;addEventListener("load",function(){(window.requestIdleCallback||setTimeout)(function(){Promise.all([f.load("400 1em "+F,t),f.load("600 1em "+F,t)]).then(function(a){if(a[0].length&&a[1].length)try{localStorage.setItem(k,"1")}catch(e){}},function(){})})})}`

export function systemFacesScript(): string {
	const args = [systemFacesClass, fontsCachedKeyPrefix, brandFamily, fontSamples].map((a) => JSON.stringify(a)).join(',')
	return `(${source})(${args})`
}
