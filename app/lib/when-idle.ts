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
