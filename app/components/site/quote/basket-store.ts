import { useSyncExternalStore } from 'react'
import { readCookie } from '#app/lib/cookies.ts'
import { type AddOutcome, type BasketLine, addToBasket, basketCookie, parseBasket, sameBasket, serializeBasket } from '#app/lib/quote-basket.ts'
import { basketChangedEvent, quoteCookie, quoteStorageKey } from '#app/lib/quote-basket-keys.ts'

/**
 * The quote basket in the browser (decision 0037): kept in localStorage, mirrored into a cookie so
 * the server can draw the basket page (and so the basket a visitor filled without JavaScript is
 * the same one). Every page shares this one copy; other tabs' changes arrive through `storage`.
 * Nothing here runs on the server: the server's snapshot is "unknown", so cached HTML never holds
 * a visitor's basket. Loaded only when there is a basket or one is started (./basket-count.ts).
 */

let lines: BasketLine[] | null = null
const listeners = new Set<() => void>()

function readStorage(): string | null {
	try {
		return window.localStorage.getItem(quoteStorageKey)
	} catch {
		return null
	}
}

/** The basket, read once per page from localStorage (or, the first time, from the cookie). */
export function currentBasket(): BasketLine[] {
	if (lines) return lines
	const stored = readStorage()
	const fromCookie = parseBasket(readCookie(document.cookie, quoteCookie))
	// A basket filled without JavaScript (only the cookie) becomes the browser's copy.
	lines = stored === null ? fromCookie : parseBasket(stored)
	if (stored === null || !sameBasket(lines, fromCookie)) persist(lines)
	return lines
}

function persist(next: BasketLine[]) {
	try {
		if (next.length) window.localStorage.setItem(quoteStorageKey, serializeBasket(next))
		else window.localStorage.removeItem(quoteStorageKey)
	} catch {
		// Private modes may refuse storage: the cookie still carries the basket.
	}
	document.cookie = `${basketCookie(next)}${window.location.protocol === 'https:' ? '; Secure' : ''}`
}

/** Replaces the basket (kept, mirrored and announced to every subscriber). */
export function saveBasket(next: BasketLine[]) {
	if (lines && sameBasket(lines, next)) return
	lines = next
	persist(next)
	for (const listener of listeners) listener()
	window.dispatchEvent(new Event(basketChangedEvent))
}

/** Adds a product to the basket (kept and announced); what happened, for the visitor to be told. */
export function addProduct(slug: string): AddOutcome {
	const result = addToBasket(currentBasket(), slug)
	saveBasket(result.lines)
	return result.outcome
}

/** Calls `listener` on every change of the basket, in this tab or another. */
export function subscribeBasket(listener: () => void) {
	listeners.add(listener)
	const onStorage = (event: StorageEvent) => {
		if (event.key !== quoteStorageKey) return
		lines = parseBasket(event.newValue)
		listener()
	}
	window.addEventListener('storage', onStorage)
	return () => {
		listeners.delete(listener)
		window.removeEventListener('storage', onStorage)
	}
}

/** The basket's lines; null on the server and while hydrating (the HTML never depends on them). */
export function useBasket(): BasketLine[] | null {
	return useSyncExternalStore(subscribeBasket, currentBasket, () => null)
}
