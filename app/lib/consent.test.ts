import { describe, expect, it, vi } from 'vitest'
import {
	consentConfig,
	consentCookie,
	createConsentStore,
	hasConsent,
	isTrackerCookie,
	parseConsent,
} from './consent.ts'

function environment(cookies = '', stored: string | null = null, secure = false) {
	const storage = new Map<string, string>(stored ? [['consent', stored]] : [])
	const written: string[] = []
	return {
		env: {
			readCookies: () => cookies,
			writeCookie: (cookie: string) => void written.push(cookie),
			storage: {
				getItem: (key: string) => storage.get(key) ?? null,
				setItem: (key: string, value: string) => void storage.set(key, value),
			},
			secure,
		},
		storage,
		written,
	}
}

describe('consent', () => {
	it('keeps the choice for about six months in a cookie named consent', () => {
		expect(consentConfig).toEqual({ cookieName: 'consent', storageKey: 'consent', maxAgeDays: 180 })
		expect(consentCookie('granted', { secure: false })).toBe(
			'consent=granted; Path=/; Max-Age=15552000; SameSite=Lax',
		)
		expect(consentCookie('denied', { secure: true })).toBe(
			'consent=denied; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
		)
	})

	it('reads the choice on the server from the Cookie header: only "granted" consents', () => {
		expect(hasConsent('lang=en; consent=granted')).toBe(true)
		expect(hasConsent('consent=denied')).toBe(false)
		expect(hasConsent('consent=yes')).toBe(false)
		expect(hasConsent(null)).toBe(false)
		expect(parseConsent('granted')).toBe('granted')
		expect(parseConsent('maybe')).toBeNull()
	})

	it('starts with no choice, records one in the cookie and local storage, and closes', () => {
		const { env, storage, written } = environment()
		const store = createConsentStore(env)
		expect(store.getState()).toEqual({ choice: null, open: false })
		const listener = vi.fn()
		store.subscribe(listener)
		store.choose('granted')
		expect(store.getState()).toEqual({ choice: 'granted', open: false })
		expect(written).toEqual([consentCookie('granted', { secure: false })])
		expect(storage.get('consent')).toBe('granted')
		expect(listener).toHaveBeenCalledTimes(1)
	})

	it('reopens from the footer and lets the visitor change their mind', () => {
		const { env, storage } = environment('consent=granted', 'granted')
		const store = createConsentStore(env)
		store.openSettings()
		expect(store.getState()).toEqual({ choice: 'granted', open: true })
		expect(store.choose('denied')).toBe('granted')
		expect(store.getState()).toEqual({ choice: 'denied', open: false })
		expect(storage.get('consent')).toBe('denied')
	})

	it('restores a lost cookie from local storage, and the cookie wins when they differ', () => {
		const lost = environment('', 'granted', true)
		expect(createConsentStore(lost.env).getState().choice).toBe('granted')
		expect(lost.written).toEqual([consentCookie('granted', { secure: true })])
		const differ = environment('consent=denied', 'granted')
		expect(createConsentStore(differ.env).getState().choice).toBe('denied')
		expect(differ.storage.get('consent')).toBe('denied')
		expect(differ.written).toEqual([])
	})

	it('survives storage that throws (private mode)', () => {
		const { env } = environment()
		const store = createConsentStore({
			...env,
			storage: {
				getItem: () => {
					throw new Error('denied')
				},
				setItem: () => {
					throw new Error('denied')
				},
			},
		})
		expect(() => store.choose('denied')).not.toThrow()
		expect(store.getState().choice).toBe('denied')
	})

	it('knows the cookies the tags set', () => {
		for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_gcl_au', '_fbp', '_fbc'])
			expect(isTrackerCookie(name), name).toBe(true)
		for (const name of ['consent', 'lang', 'better-auth.session_token', 'ga'])
			expect(isTrackerCookie(name), name).toBe(false)
	})
})
