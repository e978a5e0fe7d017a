import { describe, expect, it } from 'vitest'
import { isCacheablePage, PageCache, pageCacheKey, splitAtNonce, withNonce } from './page-cache.ts'

describe('pageCacheKey', () => {
	const key = (url: string, cookie?: string, method = 'GET') => pageCacheKey({ method, url, cookie })

	it('keys public pages by consent and the whole URL', () => {
		expect(key('/products?page=2')).toBe('n /products?page=2')
		expect(key('/en/about', 'consent=granted')).toBe('c /en/about')
		expect(key('/en/about', 'consent=denied')).toBe('n /en/about')
	})

	it('never serves staff pages, APIs, media, other methods or signed-in people from the cache', () => {
		for (const url of [
			'/admin',
			'/admin/products',
			'/login',
			'/setup?token=x',
			'/api/search/suggest?q=ri',
			'/media/a/b.webp',
		])
			expect(key(url)).toBeNull()
		for (const url of ['/assets/entry.client-abc.js', '/favicon.svg', '/robots.txt']) expect(key(url)).toBeNull()
		expect(key('/en/products.data?_routes=x')).toBe('n /en/products.data?_routes=x')
		// The blog feeds are kept like pages; other XML files are not.
		expect(key('/blog/feed.xml')).toBe('n /blog/feed.xml')
		expect(key('/en/blog/feed.xml')).toBe('n /en/blog/feed.xml')
		for (const url of ['/sitemap.xml', '/blog/other.xml', '/en/feed.xml']) expect(key(url)).toBeNull()
		expect(key('/about', undefined, 'POST')).toBeNull()
		expect(key('/about', undefined, 'HEAD')).toBeNull()
		expect(key('/about', 'a=1; tasdeer.session_token=abc')).toBeNull()
		expect(key('/about', '__Secure-tasdeer.session_token=abc')).toBeNull()
	})

	it('never keeps the quote basket, drawn from the visitor\'s own cookie', () => {
		for (const url of ['/quote', '/en/quote', '/quote.data?_routes=x', '/en/quote.data', '/quote?notice=added&product=x']) expect(key(url), url).toBeNull()
		expect(key('/quote', 'quote_basket=%5B%5D')).toBeNull()
		// The product pages that add to it stay shared.
		expect(key('/products/basmati-rice', 'quote_basket=%5B%5D')).toBe('n /products/basmati-rice')
		expect(key('/quotes-and-more')).toBe('n /quotes-and-more')
	})

	it('renders "/" for a visitor who chose English (the root loader may redirect them)', () => {
		expect(key('/', 'lang=en')).toBeNull()
		expect(key('/', 'lang=ar')).toBe('n /')
		expect(key('/en', 'lang=en')).toBe('n /en')
	})
})

describe('isCacheablePage', () => {
	const html = { 'content-type': 'text/html; charset=utf-8' }
	it('keeps only complete public successes', () => {
		expect(isCacheablePage({ status: 200, headers: html, bytes: 10 })).toBe(true)
		expect(isCacheablePage({ status: 200, headers: { 'content-type': 'text/x-script' }, bytes: 10 })).toBe(
			true,
		)
		expect(isCacheablePage({ status: 200, headers: { 'content-type': 'application/atom+xml; charset=utf-8' }, bytes: 10 })).toBe(true)
		expect(isCacheablePage({ status: 404, headers: html, bytes: 10 })).toBe(false)
		expect(isCacheablePage({ status: 200, headers: { ...html, 'set-cookie': 'a=b' }, bytes: 10 })).toBe(false)
		expect(
			isCacheablePage({ status: 200, headers: { ...html, 'cache-control': 'private, no-store' }, bytes: 10 }),
		).toBe(false)
		expect(isCacheablePage({ status: 200, headers: { 'content-type': 'application/json' }, bytes: 10 })).toBe(
			false,
		)
		expect(isCacheablePage({ status: 200, headers: html, bytes: 3 * 1024 * 1024 })).toBe(false)
	})
})

describe('PageCache', () => {
	const page = (body: string, version = 1) => ({
		parts: splitAtNonce(body, 'N0nce=='),
		nonce: 'N0nce==',
		headers: {},
		version,
	})

	it('serves an entry while the content version and the TTL hold', () => {
		let now = 0
		const cache = new PageCache({ ttlMs: 1000, maxBytes: 1e6, maxEntries: 10 }, () => now)
		cache.set('a', page('A', 7))
		expect(cache.get('a', 7)?.parts.join('')).toBe('A')
		expect(cache.get('a', 8)).toBeUndefined()
		expect(cache.size).toBe(0)
		cache.set('a', page('A', 8))
		now = 1000
		expect(cache.get('a', 8)).toBeUndefined()
	})

	it('keeps serving past the TTL only while the version is unknown, within the grace', () => {
		let now = 0
		const cache = new PageCache({ ttlMs: 1000, maxBytes: 1e6, maxEntries: 10 }, () => now)
		cache.set('a', page('A'))
		now = 1500
		expect(cache.get('a', null, 1000)?.parts.join('')).toBe('A')
		now = 2500
		expect(cache.get('a', null, 1000)).toBeUndefined()
	})

	it('drops the least recently used entries beyond its bounds', () => {
		const cache = new PageCache({ ttlMs: 1000, maxBytes: 1e6, maxEntries: 2 })
		cache.set('a', page('A'))
		cache.set('b', page('B'))
		cache.get('a', 1)
		cache.set('c', page('C'))
		expect(cache.get('b', 1)).toBeUndefined()
		expect(cache.get('a', 1)?.parts.join('')).toBe('A')
		const small = new PageCache({ ttlMs: 1000, maxBytes: 5, maxEntries: 10 })
		small.set('a', page('abc'))
		small.set('b', page('def'))
		expect(small.size).toBe(1)
		small.set('huge', page('x'.repeat(100)))
		expect(small.get('huge', 1)).toBeUndefined()
	})

	it('adds the deflated parts to the entry still kept, within the same byte bound', () => {
		const cache = new PageCache({ ttlMs: 1000, maxBytes: 10, maxEntries: 10 })
		const deflated = { segments: [Buffer.from('zz')], glueLength: 7, crcs: [0], shifts: [0], glueShift: 0 }
		const first = cache.set('a', page('abc'))!
		const second = cache.set('a', page('abd'))!
		// The render that was replaced meanwhile gets nothing.
		cache.addDeflated('a', first, deflated)
		expect(cache.get('a', 1)?.deflated).toBeUndefined()
		cache.addDeflated('a', second, deflated)
		expect(cache.get('a', 1)?.deflated).toBe(deflated)
		expect(cache.get('a', 1)?.size).toBe(5)
		// Counted: a page that fits alone no longer does with its deflated parts.
		const tight = new PageCache({ ttlMs: 1000, maxBytes: 4, maxEntries: 10 })
		tight.addDeflated('b', tight.set('b', page('abc'))!, deflated)
		expect(tight.size).toBe(0)
	})

	it('splits a page into views of its one buffer (no small copies pinning pool slabs)', () => {
		const page = Buffer.from('<a nonce="N0nce==">x</a><b nonce="N0nce==">y</b>')
		const parts = splitAtNonce(page, 'N0nce==')
		expect(parts.map(String)).toEqual(['<a nonce="', '">x</a><b nonce="', '">y</b>'])
		for (const part of parts) expect(part.buffer).toBe(page.buffer)
	})

	it("swaps the nonce a page was rendered with for the answer's own", () => {
		const body = '<script nonce="N0nce==">a</script><script nonce="N0nce==">b</script>'
		expect(Buffer.concat(withNonce(splitAtNonce(body, 'N0nce=='), 'fresh')).toString('utf8')).toBe(
			'<script nonce="fresh">a</script><script nonce="fresh">b</script>',
		)
		expect(Buffer.concat(withNonce(splitAtNonce('نص عربي بلا سكربت', 'N0nce=='), 'fresh')).toString('utf8')).toBe(
			'نص عربي بلا سكربت',
		)
	})
})
