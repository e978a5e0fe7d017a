import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './format.ts'

describe('formatting', () => {
	it('uses a comma thousands separator and Latin digits in both languages', () => {
		expect(formatNumber(1200, 'ar')).toBe('1,200')
		expect(formatNumber(1200, 'en')).toBe('1,200')
	})
	it('writes dates in the active language', () => {
		expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('March 5, 2026')
		expect(formatDate('2026-03-05T10:00:00Z', 'ar')).toBe('5 مارس 2026')
	})
})
