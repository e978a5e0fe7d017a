import { describe, expect, it } from 'vitest'
import { choiceParam, searchParam } from './list-params.ts'

const url = (query: string) => new URL(`http://x.test/admin/list?${query}`)

describe("a list's filters from its URL", () => {
	it('reads the search words trimmed, without control characters, cut to their most', () => {
		expect(searchParam(url('q=%20rice%00%07%20'), 100)).toBe('rice')
		expect(searchParam(url('q=basmati'), 3)).toBe('bas')
		expect(searchParam(url(''), 100)).toBe('')
	})

	it('keeps a choice only when it is one of the choices', () => {
		const states = ['active', 'pending'] as const
		expect(choiceParam(url('state=active'), 'state', states)).toBe('active')
		expect([choiceParam(url('state=gone'), 'state', states), choiceParam(url(''), 'state', states), choiceParam(url('state='), 'state', states)]).toEqual([null, null, null])
	})
})
