import { describe, expect, it } from 'vitest'
import { defaultStatsRange, parseStatsRange, statsRanges } from './stats-range.ts'

describe('parseStatsRange', () => {
	it('accepts the three ranges of the screen', () => {
		expect(statsRanges).toEqual([7, 30, 90])
		expect(parseStatsRange('7')).toBe(7)
		expect(parseStatsRange('30')).toBe(30)
		expect(parseStatsRange('90')).toBe(90)
	})

	it('falls back to the week for anything else', () => {
		expect(defaultStatsRange).toBe(7)
		for (const value of [null, undefined, '', '0', '14', '365', '30.0', '3e1', ' 30x', 'abc', '-30']) expect(parseStatsRange(value)).toBe(7)
	})
})
