import { describe, expect, it } from 'vitest'
import { parseRedirectCsv } from './redirect-csv.ts'

describe('parseRedirectCsv', () => {
	it('reads the export columns in any order, defaults and extra columns included', () => {
		const text = '\uFEFFtarget,source,match,status,hits\r\n/new,/old,,,3\r\n"/products?x=1,2",/catalogue,prefix,302,0\r\n'
		expect(parseRedirectCsv(text)).toEqual({
			ok: true,
			refused: [],
			rules: [
				{ line: 2, source: '/old', target: '/new', status: 301, match: 'exact' },
				{ line: 3, source: '/catalogue', target: '/products?x=1,2', status: 302, match: 'prefix' },
			],
		})
	})
	it('refuses bad rows with their line and reason, keeping the good ones apart', () => {
		const text = ['source,target,status,match', '/ok,/new', '/bad-status,/x,307,', '/bad-match,/x,301,regex', 'nope,/x', '/evil,//evil.com', '/ok,/again', '/self,/self', '/admin,/x'].join('\n')
		const parsed = parseRedirectCsv(text)
		expect(parsed.ok && parsed.rules.map((rule) => rule.source)).toEqual(['/ok'])
		expect(parsed.ok && parsed.refused).toEqual([
			{ line: 3, source: '/bad-status', code: 'redirects.import.error.status' },
			{ line: 4, source: '/bad-match', code: 'redirects.import.error.match' },
			{ line: 5, source: 'nope', code: 'redirects.error.sourceInvalid' },
			{ line: 6, source: '/evil', code: 'redirects.error.targetInvalid' },
			{ line: 7, source: '/ok', code: 'redirects.import.error.duplicate' },
			{ line: 8, source: '/self', code: 'redirects.error.sameAsSource' },
			{ line: 9, source: '/admin', code: 'redirects.error.sourceReserved' },
		])
	})
	it('refuses a file it cannot use at all', () => {
		expect(parseRedirectCsv('')).toEqual({ ok: false, code: 'redirects.import.error.empty' })
		expect(parseRedirectCsv('from,to\n/a,/b')).toEqual({ ok: false, code: 'redirects.import.error.header' })
		expect(parseRedirectCsv('source,target\n"/a,/b')).toEqual({ ok: false, code: 'redirects.import.error.unreadable' })
		expect(parseRedirectCsv(`source,target\n${'/a,/b\n'.repeat(5001)}`)).toEqual({ ok: false, code: 'redirects.import.error.tooMany' })
	})
	it('reads a cell a spreadsheet kept with the export formula guard', () => {
		const parsed = parseRedirectCsv("source,target\n/a,'=/b")
		expect(parsed.ok && parsed.refused[0]?.code).toBe('redirects.error.targetInvalid')
	})
})
