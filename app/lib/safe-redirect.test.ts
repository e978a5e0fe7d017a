import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostileRedirectTargets } from '#tests/redirect-targets.ts'
import { safeRedirect } from './safe-redirect.ts'

const site = 'https://www.tasdeer.example'

/** What a browser does with a `Location` header value on a page of this site. */
const resolved = (location: string) => new URL(location, `${site}/login?redirectTo=x`)

/** The rule: whatever the input, the answer is a path that a browser resolves to this origin. */
function isSameOriginPath(result: string): boolean {
	return (
		result.startsWith('/') &&
		!/^\/[/\\]/.test(result) &&
		// Printable ASCII only: no tab, newline or other character a browser strips or a header splits on.
		/^[\x21-\x7e]*$/.test(result) &&
		resolved(result).origin === site &&
		// Stable: sending the answer through again changes nothing.
		safeRedirect(result) === result
	)
}
function expectSameOriginPath(result: string, input: unknown) {
	expect(isSameOriginPath(result), `input ${JSON.stringify(input)} gave ${JSON.stringify(result)}`).toBe(true)
}

/** Pieces attackers build redirect targets from: slashes, backslashes, dot segments, encodings, hosts. */
const piece = fc.constantFrom(
	'/',
	'//',
	'\\',
	'/\\',
	'.',
	'..',
	'./',
	'../',
	'%2e',
	'%2E',
	'%2e%2e',
	'%2f',
	'%2F',
	'%5c',
	'%5C',
	'%00',
	'%0a',
	'\t',
	'\n',
	'\r',
	' ',
	'\u0000',
	'\u3002',
	'evil.example',
	'@evil.example',
	'evil.example:443',
	'http:',
	'https:',
	'javascript:alert(1)',
	'data:text/html,x',
	':',
	'?',
	'#',
	'admin',
	'admin/products',
	'en',
)
const crafted = fc.tuple(fc.constantFrom('/', '//', '/\\', '\\', ''), fc.array(piece, { maxLength: 6 })).map(([head, rest]) => head + rest.join(''))

describe('safeRedirect', () => {
	it('keeps a local path with its query and fragment', () => {
		expect(safeRedirect('/admin/products?page=2')).toBe('/admin/products?page=2')
		expect(safeRedirect('/admin/posts#top')).toBe('/admin/posts#top')
		expect(safeRedirect('/en/products/rice')).toBe('/en/products/rice')
	})

	it('refuses other sites and odd forms', () => {
		for (const target of ['admin', 'evil.example', '', null, undefined]) {
			expect(safeRedirect(target)).toBe('/admin')
		}
		expect(safeRedirect('https://evil.example/', '/en')).toBe('/en')
	})

	it('never returns a path that resolves to another host after dot segments are removed', () => {
		for (const target of hostileRedirectTargets) {
			const result = safeRedirect(target)
			expectSameOriginPath(result, target)
			expect(result).toBe('/admin')
		}
	})

	it('resolves dot segments that stay on this site as a browser would', () => {
		expect(safeRedirect('/admin/../admin/posts')).toBe('/admin/posts')
		expect(safeRedirect('/admin/./products?x=1')).toBe('/admin/products?x=1')
		expect(safeRedirect('/%2Fevil.example')).toBe('/%2Fevil.example')
	})

	it('answers a same-origin path whatever the input (property)', () => {
		fc.assert(
			fc.property(fc.oneof({ arbitrary: crafted, weight: 6 }, fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), fc.webPath()), (input) => isSameOriginPath(safeRedirect(input))),
			{ numRuns: 1000 },
		)
	})

	it('keeps what a browser would keep for a path of this site (property)', () => {
		const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
		fc.assert(
			fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment), (segments, query) => {
				const target = `/${segments.join('/')}${query ? `?q=${query}` : ''}`
				expect(safeRedirect(target)).toBe(target)
			}),
		)
	})
})
