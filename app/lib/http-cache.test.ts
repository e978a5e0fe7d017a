import { describe, expect, it } from 'vitest'
import { type DocumentAnswer, documentCacheHeaders, hasStaffSession, personalPageCacheControl, sharedPageCacheControl, unkeptCacheControl } from './http-cache.ts'

const page = (overrides: Partial<DocumentAnswer> = {}): DocumentAnswer => ({
	path: '/en/products',
	cookie: undefined,
	status: 200,
	contentType: 'text/html; charset=utf-8',
	routeCacheControl: undefined,
	setsCookie: false,
	...overrides,
})
const cacheControl = (overrides: Partial<DocumentAnswer> = {}) => documentCacheHeaders(page(overrides))?.cacheControl

describe('documentCacheHeaders', () => {
	it('lets a shared cache keep an anonymous page briefly, and browsers ask again', () => {
		expect(documentCacheHeaders(page())).toEqual({ cacheControl: sharedPageCacheControl, varyCookie: false })
		expect(sharedPageCacheControl).toMatch(/^public, max-age=0, s-maxage=60\b/)
		// Route data of a client navigation is a page like any other; a denied or absent choice too.
		expect(cacheControl({ path: '/en/products.data', contentType: 'text/x-script' })).toBe(sharedPageCacheControl)
		expect(cacheControl({ cookie: 'consent=denied; lang=en' })).toBe(sharedPageCacheControl)
	})

	it('varies "/" by cookie: a returning English visitor is redirected from it', () => {
		expect(documentCacheHeaders(page({ path: '/' }))).toEqual({ cacheControl: sharedPageCacheControl, varyCookie: true })
		expect(documentCacheHeaders(page({ path: '/en' }))?.varyCookie).toBe(false)
	})

	it('keeps pages of signed-in staff and of consenting visitors (codes placed for them) out of shared caches', () => {
		expect(cacheControl({ cookie: 'tasdeer.session_token=abc' })).toBe(personalPageCacheControl)
		expect(cacheControl({ cookie: 'a=1; __Secure-tasdeer.session_token=abc' })).toBe(personalPageCacheControl)
		expect(cacheControl({ cookie: 'consent=granted' })).toBe(personalPageCacheControl)
		expect(personalPageCacheControl).toMatch(/^private\b/)
	})

	it('never keeps the back-office, sign-in pages, errors or answers that set a cookie', () => {
		for (const path of ['/admin', '/admin/posts/new', '/login', '/setup']) expect(cacheControl({ path })).toBe(unkeptCacheControl)
		for (const status of [404, 500, 503]) expect(cacheControl({ status })).toBe(unkeptCacheControl)
		expect(cacheControl({ setsCookie: true })).toBe(unkeptCacheControl)
		expect(unkeptCacheControl).toContain('no-store')
	})

	it("leaves a route's own choice and anything that is not a page alone", () => {
		expect(documentCacheHeaders(page({ routeCacheControl: 'public, max-age=300' }))).toBeNull()
		for (const contentType of ['application/json', 'text/plain', 'image/webp', undefined]) expect(documentCacheHeaders(page({ contentType }))).toBeNull()
	})
})

describe('hasStaffSession', () => {
	it('finds the session cookie under its name only', () => {
		expect(hasStaffSession('tasdeer.session_token=x')).toBe(true)
		expect(hasStaffSession('lang=en; __Secure-tasdeer.session_token=x')).toBe(true)
		expect(hasStaffSession('not-tasdeer.session_token=x')).toBe(false)
		expect(hasStaffSession(undefined)).toBe(false)
	})
})
