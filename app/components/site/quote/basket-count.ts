import { useEffect, useState } from 'react'
import { basketChangedEvent, quoteCookie, quoteStorageKey } from '#app/lib/quote-basket-keys.ts'
import { whenLoadedAndIdle } from '#app/lib/when-idle.ts'

/** The basket's code (parsing, keeping, the cookie copy): fetched only once a basket exists. */
export const loadBasketStore = () => import('./basket-store.ts')

function basketKept() {
	try {
		if (window.localStorage.getItem(quoteStorageKey) !== null) return true
	} catch {
		// Storage refused (private modes): the cookie tells.
	}
	return document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${quoteCookie}=`))
}

/**
 * How many products the visitor's quote basket holds; null on the server and while hydrating (the
 * HTML never depends on it). A visitor without a basket loads none of the basket's code: it comes
 * when this tab adds a product or another tab starts a basket.
 *
 * The look is taken once the page has loaded and is idle, not in hydration's effects: local
 * storage's first read, the cookie and a storage listener are each a synchronous call to the
 * browser process, about 50 ms of a loading page's main thread in all on a 2-core machine, and
 * still 30–40 ms in an idle moment before the page's `load` event (decision 0029, "Later (session
 * 41)"). A product this tab adds before then is counted at once.
 */
export function useBasketCount(): number | null {
	const [count, setCount] = useState<number | null>(null)
	useEffect(() => {
		let active = true
		let started = false
		let unsubscribe: (() => void) | undefined
		const onStorage = (event: StorageEvent) => {
			if (event.key === quoteStorageKey) start()
		}
		const stopWaiting = () => {
			cancelLook()
			window.removeEventListener(basketChangedEvent, start)
			window.removeEventListener('storage', onStorage)
		}
		function start() {
			if (started) return
			started = true
			stopWaiting()
			void loadBasketStore().then((store) => {
				if (!active) return
				const update = () => setCount(store.currentBasket().length)
				update()
				unsubscribe = store.subscribeBasket(update)
			})
		}
		const cancelLook = whenLoadedAndIdle(() => {
			if (basketKept()) start()
			else {
				setCount(0)
				window.addEventListener('storage', onStorage)
			}
		})
		// This tab's own additions are an event inside the page (no call to the browser process), so
		// they are followed from the start: a product added before the page has loaded is counted at once.
		window.addEventListener(basketChangedEvent, start)
		return () => {
			active = false
			stopWaiting()
			unsubscribe?.()
		}
	}, [])
	return count
}
