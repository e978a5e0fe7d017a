/**
 * The language toggle's memory: a click on a link marked `data-remember-lang="en"` keeps the choice
 * in local storage (the spec) and in a cookie the server honours (a returning visitor who chose
 * English and opens the Arabic home from outside is sent to the English one).
 *
 * An inline script in the document's head (app/root.tsx), not the toggle's click handler: the
 * toggle is a plain link that works before the page has hydrated (a slow phone shows the header
 * seconds before its scripts run, and before the rest of a streamed body arrives), and a choice
 * made then was followed but never remembered. The listener is on the document, so it serves every
 * toggle of the page, before hydration and after, and survives client navigations. A fixed string,
 * the same for every visitor (public pages are cached).
 */
import { type Lang, langs, langStorageKey } from '../i18n/lang.ts'

export const languageChoiceAttribute = 'data-remember-lang'

/** For the whole site and a year, as the spec's "remember the choice" means across visits. */
const languageCookieAttributes = 'Path=/; Max-Age=31536000; SameSite=Lax'

/** The cookie holding a chosen language, as the site's toggle and the back-office's set it. */
export function languageCookie(lang: Lang): string {
	return `${langStorageKey}=${lang}; ${languageCookieAttributes}`
}

// ES5, no dependencies: k the storage and cookie key, a the attribute, L the languages, m the
// cookie's attributes. Capture phase: it runs before anything on the page can stop the click.
const source = `function(k,a,L,m){document.addEventListener("click",function(e){var t=e.target,l=t&&t.closest&&t.closest("["+a+"]"),v=l&&l.getAttribute(a);if(!v||L.indexOf(v)<0)return;try{localStorage.setItem(k,v)}catch(x){}document.cookie=k+"="+v+"; "+m},true)}`

export function languageMemoryScript(): string {
	const args = [langStorageKey, languageChoiceAttribute, langs, languageCookieAttributes].map((a) => JSON.stringify(a)).join(',')
	return `(${source})(${args})`
}
