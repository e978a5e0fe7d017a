/**
 * Loads third-party scripts (tag manager, pixel) with the spec's retry rule: up to 3 attempts, the
 * delay 1000 ms doubling between them. A final failure is recorded internally as
 * 'Failed to load script: <url> (possibly blocked by ad blocker)' and never shown to the visitor:
 * the site works the same without these scripts.
 */
export const scriptLoaderConfig = {
	maxAttempts: 3,
	retryBaseMs: 1000,
	maxErrors: 100,
} as const

export const scriptFailureMessage = (url: string) =>
	`Failed to load script: ${url} (possibly blocked by ad blocker)`

export interface ScriptLoaderDeps {
	/** Loads one script once; rejects when it fails. */
	load: (url: string) => Promise<void>
	setTimer?: (fn: () => void, ms: number) => unknown
	/** Told of each final failure (kept internally by default). */
	onError?: (message: string) => void
}

export function createScriptLoader(deps: ScriptLoaderDeps) {
	const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
	const errors: { at: number; message: string }[] = []
	const loads = new Map<string, Promise<boolean>>()

	const wait = (ms: number) => new Promise<void>((resolve) => setTimer(resolve, ms))

	async function attempt(url: string): Promise<boolean> {
		for (let tries = 0; tries < scriptLoaderConfig.maxAttempts; tries++) {
			if (tries > 0) await wait(scriptLoaderConfig.retryBaseMs * 2 ** (tries - 1))
			try {
				await deps.load(url)
				return true
			} catch {
				// Retried below, then recorded.
			}
		}
		const message = scriptFailureMessage(url)
		errors.push({ at: Date.now(), message })
		if (errors.length > scriptLoaderConfig.maxErrors)
			errors.splice(0, errors.length - scriptLoaderConfig.maxErrors)
		deps.onError?.(message)
		return false
	}

	return {
		/** Resolves true once loaded, false after the last failed attempt; never rejects. One load per URL at a time. */
		load(url: string): Promise<boolean> {
			let loading = loads.get(url)
			if (!loading) {
				loading = attempt(url).then((ok) => {
					// A failed URL may be tried again later (say, after the visitor pauses a blocker).
					if (!ok) loads.delete(url)
					return ok
				})
				loads.set(url, loading)
			}
			return loading
		},
		errors: () => [...errors],
	}
}

export type ScriptLoader = ReturnType<typeof createScriptLoader>

/**
 * The browser's way: an async <script> with this page's nonce (read from a script the server
 * nonced), removed again when it fails so a retry starts clean.
 */
export function loadScriptElement(url: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const script = document.createElement('script')
		script.src = url
		script.async = true
		const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
		if (nonce) script.nonce = nonce
		script.onload = () => resolve()
		script.onerror = () => {
			script.remove()
			reject(new Error(`script error: ${url}`))
		}
		document.head.appendChild(script)
	})
}

let browserLoader: ScriptLoader | undefined
/** The page's one loader (browser only). */
export function scriptLoader(): ScriptLoader {
	browserLoader ??= createScriptLoader({ load: loadScriptElement })
	return browserLoader
}
