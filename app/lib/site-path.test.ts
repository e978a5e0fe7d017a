import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSitePath, sitePathMaxLength } from './site-path.ts'

const origin = 'https://www.tasdeer.example'

describe('isSitePath', () => {
	it('accepts the paths a browser reports for pages of this site', () => {
		for (const path of [
			'/',
			'/en',
			'/en/products',
			'/products/category/basmati-rice',
			'/blog/%D8%A7%D9%84%D8%A3%D8%B1%D8%B2',
			'/search',
			"/en/products/o'brien-dates",
			'/en/a:b@c,d;e=f(g)*h+i!$&~',
		]) {
			expect(isSitePath(path), path).toBe(true)
		}
	})

	it('refuses paths that lead elsewhere or are not what a browser reports', () => {
		for (const path of [
			'//evil.example/login',
			'///evil.example',
			'/\\evil.example',
			'/\\/evil.example',
			'\\\\evil.example',
			'/\t/evil.example',
			'/\n/evil.example',
			'/.//evil.example',
			'/..//evil.example',
			'/%2e%2e//evil.example',
			'/%2E//evil.example',
			'/admin/../\\',
			'/en/./products',
			'/en/products/..',
			'https://evil.example/',
			'javascript:alert(1)',
			'/javascript:alert(1)//x'.replace('/', ''),
			'evil.example',
			'',
			' /en',
			'/en ',
			'/en/<script>',
			'/en/"onmouseover=x',
			'/en/%',
			'/en/%zz',
			'/en?utm_source=x',
			'/en#top',
			'/ｅｎ',
			'/\u202e/en',
			`/${'a'.repeat(sitePathMaxLength)}`,
		]) {
			expect(isSitePath(path), JSON.stringify(path)).toBe(false)
		}
		expect(isSitePath(undefined)).toBe(false)
		expect(isSitePath(null)).toBe(false)
		expect(isSitePath(['/en'])).toBe(false)
	})

	it('whatever the input, an accepted path resolves to this site and to itself, as a link would', () => {
		const pieces = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', ':', '@', '?', '#', '\t', '\n', ' ', 'evil.example', 'en', 'a', '%', '%4', 'javascript:', 'https:', '\u0000', '\u00a0', '／')
		const input = fc.oneof(fc.string(), fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')), fc.webUrl().map((url) => url.slice(url.indexOf('/', 8))))
		fc.assert(
			fc.property(input, (path) => {
				if (!isSitePath(path)) return
				const url = new URL(path, origin)
				expect(url.origin).toBe(origin)
				expect(url.pathname).toBe(path)
				expect(path.startsWith('//')).toBe(false)
			}),
			{ numRuns: 3000 },
		)
	})

	it('accepts every path that a URL of this site has (what location.pathname reports)', () => {
		const typed = fc.array(fc.constantFrom('a', '/', '[', ']', '|', '^', '{', '}', '`', ' ', '"', '<', '>', 'é', 'أ', '%41', '~'), { maxLength: 10 }).map((parts) => `/${parts.join('')}`)
		fc.assert(
			fc.property(fc.oneof(fc.webPath(), typed), (path) => {
				const pathname = new URL(`${origin}${path}`).pathname
				// A browser's location.pathname of this site (a leading '//' would be another host's URL).
				fc.pre(!pathname.startsWith('//'))
				expect(isSitePath(pathname)).toBe(pathname.length <= sitePathMaxLength)
			}),
			{ numRuns: 2000 },
		)
	})
})
