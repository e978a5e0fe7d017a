import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slowdownDelayMs } from './sign-in-backoff.ts'

const rule = { freeFailures: 10, firstDelayMs: 250, maxDelayMs: 5000 }

describe('slowdownDelayMs', () => {
	it('waits nothing for the first failures, then doubles up to the ceiling', () => {
		expect([0, 9, 10, 11, 12, 13, 14, 15, 100, 1e9].map((n) => slowdownDelayMs(n, rule))).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000, 5000])
	})

	it('never decreases with more failures and never passes the ceiling (property)', () => {
		fc.assert(
			fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
				const [low, high] = a <= b ? [a, b] : [b, a]
				const delay = slowdownDelayMs(high, rule)
				return slowdownDelayMs(low, rule) <= delay && delay <= rule.maxDelayMs && delay >= 0
			}),
		)
		expect(slowdownDelayMs(Number.NaN, rule)).toBe(0)
	})
})
