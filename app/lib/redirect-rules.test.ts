import { describe, expect, it } from 'vitest'
import { applyRule, indexRules, isJunkPath, matchRule, normalizeSource, normalizeTarget, type RedirectRule, resolveRedirect, withQuery, wouldLoop } from './redirect-rules.ts'

const rule = (source: string, target: string, extra: Partial<RedirectRule> = {}): RedirectRule => ({ source, target, status: 301, match: 'exact', ...extra })

describe('normalizeSource', () => {
	it('keeps a site path without its query, fragment or final slash, percent-encoded', () => {
		expect(normalizeSource(' /products/old-rice/ ')).toEqual({ ok: true, value: '/products/old-rice' })
		expect(normalizeSource('/blog/x?utm=1#top')).toEqual({ ok: true, value: '/blog/x' })
		expect(normalizeSource('https://old.example.com/catalogue/rice?x=1')).toEqual({ ok: true, value: '/catalogue/rice' })
		expect(normalizeSource('/منتجات')).toEqual({ ok: true, value: '/%D9%85%D9%86%D8%AA%D8%AC%D8%A7%D8%AA' })
	})
	it('refuses what is not a path, and the paths the site answers itself', () => {
		for (const bad of ['', 'products/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a\nb', '/a b']) expect(normalizeSource(bad)).toMatchObject({ ok: false, code: 'redirects.error.sourceInvalid' })
		for (const reserved of ['/', '/en', '/en/', '/admin/products', '/login', '/api/analytics', '/media/x/y.webp', '/assets/app.js']) expect(normalizeSource(reserved)).toMatchObject({ ok: false, code: 'redirects.error.sourceReserved' })
	})
})

describe('normalizeTarget', () => {
	it('accepts site paths with a query and absolute http(s) addresses', () => {
		expect(normalizeTarget('/products/new?x=1#a')).toEqual({ ok: true, value: '/products/new?x=1#a' })
		expect(normalizeTarget('https://partner.example/page')).toEqual({ ok: true, value: 'https://partner.example/page' })
		expect(normalizeTarget('/en')).toEqual({ ok: true, value: '/en' })
	})
	it('refuses open-redirect tricks', () => {
		for (const bad of ['//evil.com', '/\\evil.com', '/.//evil.com', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'evil.com', 'ftp://x.example', 'https://user:pw@evil.com/', '/a\nb', '/a b', ' https://x .com', 'http://']) {
			expect(normalizeTarget(bad).ok, bad).toBe(false)
		}
	})
})

describe('matching', () => {
	const index = indexRules([rule('/old', '/new'), rule('/catalogue', '/products', { match: 'prefix' }), rule('/catalogue/rice', '/products/rice-all', { match: 'prefix' })])
	it('prefers an exact rule, then the longest prefix; a prefix covers whole segments only', () => {
		expect(matchRule(index, '/old')?.target).toBe('/new')
		expect(matchRule(index, '/old/')?.target).toBe('/new')
		expect(matchRule(index, '/older')).toBeNull()
		expect(matchRule(index, '/catalogue/rice/basmati')?.source).toBe('/catalogue/rice')
		expect(matchRule(index, '/catalogue/oil')?.source).toBe('/catalogue')
		expect(matchRule(index, '/catalogues')).toBeNull()
	})
	it('a prefix keeps the rest of the path, before the target query', () => {
		expect(applyRule(rule('/catalogue', '/products', { match: 'prefix' }), '/catalogue/oil/olive')).toBe('/products/oil/olive')
		expect(applyRule(rule('/catalogue', '/products/?src=old', { match: 'prefix' }), '/catalogue/oil')).toBe('/products/oil?src=old')
		expect(applyRule(rule('/catalogue', 'https://shop.example/', { match: 'prefix' }), '/catalogue/a')).toBe('https://shop.example/a')
	})
	it('keeps the visitor query string', () => {
		expect(withQuery('/new', '?utm_source=x')).toBe('/new?utm_source=x')
		expect(withQuery('/new?a=1#h', '?b=2')).toBe('/new?a=1&b=2#h')
		expect(resolveRedirect(index, '/old', '?q=1')?.location).toBe('/new?q=1')
	})
})

describe('chains and loops', () => {
	it('follows a chain to its end in one answer; one temporary hop makes it temporary', () => {
		const index = indexRules([rule('/a', '/b'), rule('/b', '/c', { status: 302 }), rule('/c', '/d')])
		expect(resolveRedirect(index, '/a')).toMatchObject({ location: '/d', status: 302 })
		expect(resolveRedirect(indexRules([rule('/a', '/b'), rule('/b', '/c')]), '/a')).toMatchObject({ location: '/c', status: 301 })
	})
	it('answers nothing for a loop or a chain that grows forever', () => {
		expect(resolveRedirect(indexRules([rule('/a', '/b'), rule('/b', '/a')]), '/a')).toBeNull()
		expect(resolveRedirect(indexRules([rule('/a', '/a/b', { match: 'prefix' })]), '/a/x')).toBeNull()
		expect(resolveRedirect(indexRules([]), '/a')).toBeNull()
	})
	it('refuses a new or changed rule that closes a loop', () => {
		const rules = [rule('/a', '/b'), rule('/b', '/c')]
		expect(wouldLoop(rule('/c', '/a'), rules)).toBe(true)
		expect(wouldLoop(rule('/c', '/d'), rules)).toBe(false)
		expect(wouldLoop(rule('/x', '/x/y', { match: 'prefix' }), rules)).toBe(true)
		// Changing /b itself to point back at /a loops; changing it elsewhere does not.
		expect(wouldLoop({ ...rule('/b', '/a'), id: 2 }, [{ ...rules[0]!, id: 1 }, { ...rules[1]!, id: 2 }])).toBe(true)
		expect(wouldLoop({ ...rule('/b', '/e'), id: 2 }, [{ ...rules[0]!, id: 1 }, { ...rules[1]!, id: 2 }])).toBe(false)
		// An external target never loops.
		expect(wouldLoop(rule('/c', 'https://example.com/a'), rules)).toBe(false)
	})
})

describe('isJunkPath', () => {
	it('drops robots probing for weaknesses, keeps addresses a visitor could have followed', () => {
		for (const junk of ['/wp-login.php', '/wp-admin/setup', '/.env', '/.git/config', '/xmlrpc.php', '/cgi-bin/a', '/backup.zip', '/a/../../etc/passwd', `/${'x'.repeat(400)}`, '/phpmyadmin/index']) expect(isJunkPath(junk), junk).toBe(true)
		for (const kept of ['/products/old-rice', '/en/blog/2019-harvest', '/catalogue/spices', '/%D9%85%D9%86%D8%AA%D8%AC%D8%A7%D8%AA']) expect(isJunkPath(kept), kept).toBe(false)
	})
})
