import { readCookie } from './cookies.ts'

/**
 * The visitor's choice about third-party cookies: the tag manager, the pixel and the advertising
 * codes marked as needing consent. First-party analytics is cookieless and needs none.
 *
 * The choice lives in a cookie (so the server can place consent-gated codes in the page) and in
 * local storage (so a cleared or expired cookie is restored from it). No choice yet means denied.
 */
export type ConsentChoice = 'granted' | 'denied'

export const consentConfig = {
	cookieName: 'consent',
	storageKey: 'consent',
	/** About six months; then the visitor is asked again. */
	maxAgeDays: 180,
} as const

export function parseConsent(value: unknown): ConsentChoice | null {
	return value === 'granted' || value === 'denied' ? value : null
}

/** A Set-Cookie-style string for document.cookie. */
export function consentCookie(choice: ConsentChoice, options: { secure: boolean }): string {
	const maxAge = consentConfig.maxAgeDays * 24 * 3600
	return `${consentConfig.cookieName}=${choice}; Path=/; Max-Age=${maxAge}; SameSite=Lax${options.secure ? '; Secure' : ''}`
}

/** On the server: did this request's visitor accept third-party cookies? */
export function hasConsent(cookieHeader: string | null | undefined): boolean {
	return readCookie(cookieHeader, consentConfig.cookieName) === 'granted'
}

export interface ConsentEnvironment {
	readCookies: () => string
	writeCookie: (cookie: string) => void
	storage?: Pick<Storage, 'getItem' | 'setItem'> | null
	secure: boolean
}

export interface ConsentState {
	choice: ConsentChoice | null
	/** The settings are open (first visit, or reopened from the footer). */
	open: boolean
}

/** A tiny store: the banner and the tags read it; the footer link reopens it. */
export function createConsentStore(env: ConsentEnvironment) {
	const storage = {
		get: () => {
			try {
				return parseConsent(env.storage?.getItem(consentConfig.storageKey))
			} catch {
				return null
			}
		},
		set: (choice: ConsentChoice) => {
			try {
				env.storage?.setItem(consentConfig.storageKey, choice)
			} catch {
				// Private mode or storage disabled: the cookie still holds the choice.
			}
		},
	}
	const fromCookie = parseConsent(readCookie(env.readCookies(), consentConfig.cookieName))
	const stored = storage.get()
	let choice = fromCookie ?? stored
	// Keep the two in step: a lost cookie comes back from storage, and storage learns the cookie.
	if (!fromCookie && stored) env.writeCookie(consentCookie(stored, env))
	if (fromCookie && stored !== fromCookie) storage.set(fromCookie)
	let state: ConsentState = { choice, open: false }
	const listeners = new Set<() => void>()
	const update = (next: Partial<ConsentState>) => {
		state = { ...state, ...next }
		for (const listener of listeners) listener()
	}
	return {
		getState: () => state,
		subscribe(listener: () => void) {
			listeners.add(listener)
			return () => void listeners.delete(listener)
		},
		choose(next: ConsentChoice) {
			const previous = choice
			choice = next
			env.writeCookie(consentCookie(next, env))
			storage.set(next)
			update({ choice: next, open: false })
			return previous
		},
		openSettings: () => update({ open: true }),
		close: () => update({ open: false }),
	}
}

export type ConsentStore = ReturnType<typeof createConsentStore>

/** Cookies the tag manager and the pixel set, cleared when consent is withdrawn. */
export function isTrackerCookie(name: string): boolean {
	return /^(_ga|_ga_.+|_gid|_gat.*|_gcl_.+|_fbp|_fbc)$/.test(name)
}
