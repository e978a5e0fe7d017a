/**
 * Runs `task` once the browser has nothing more urgent to do (the page's loading and hydration
 * work done), at the latest after `timeoutMs`; returns what cancels it. For work a page needs soon
 * but not in its first frames, especially the synchronous calls to the browser process (storage,
 * cookies, storage events), which block the main thread for milliseconds each while a page loads
 * (decision 0029). Browsers without idle callbacks (Safari) run it on the next turn.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
	if (typeof window.requestIdleCallback === 'function') {
		const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
		return () => window.cancelIdleCallback(id)
	}
	const id = window.setTimeout(task, 1)
	return () => window.clearTimeout(id)
}

/**
 * `whenIdle` once the page has loaded (its `load` event). For the first read of local storage and
 * the cookie on a page that does not need them to draw: while the page loads, the browser process
 * is busy with its requests and each such call waits on it (a 30–40 ms task at full speed on a
 * 2-core machine for the quote basket's first look); once it has loaded, the same calls answer at
 * once. Returns what cancels it, whichever step it is waiting for.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs = 2000): () => void {
	if (document.readyState === 'complete') return whenIdle(task, timeoutMs)
	let cancelIdle: (() => void) | undefined
	const onLoad = () => {
		cancelIdle = whenIdle(task, timeoutMs)
	}
	window.addEventListener('load', onLoad, { once: true })
	return () => {
		window.removeEventListener('load', onLoad)
		cancelIdle?.()
	}
}
