import { describe, expect, it } from 'vitest'
import { formatDate, formatNumber } from './format.ts'
import { localeOf } from './lang.ts'

describe('formatting', () => {
	it('uses a comma thousands separator and Latin digits in both languages', () => {
		expect(formatNumber(1200, 'ar')).toBe('1,200')
		expect(formatNumber(1200, 'en')).toBe('1,200')
	})
	it('writes whole numbers exactly as Intl.NumberFormat does, in both languages, without it', () => {
		const values = [0, 1, 9, 10, 999, 1000, 9999, 10_000, 15_000, 123_456, 1_234_567, 2 ** 31, Number.MAX_SAFE_INTEGER]
		for (let digits = 1; digits <= 15; digits++) for (let i = 0; i < 200; i++) values.push(Math.floor(Math.random() * 10 ** digits))
		for (const lang of ['ar', 'en'] as const) {
			const intl = new Intl.NumberFormat(localeOf(lang))
			for (const value of values) expect(formatNumber(value, lang), `${value}`).toBe(intl.format(value))
		}
		// The rest still goes through Intl: fractions, negatives, -0, options.
		expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
		expect(formatNumber(-1234, 'en')).toBe('-1,234')
		expect(formatNumber(-1234, 'ar')).toBe(new Intl.NumberFormat(localeOf('ar')).format(-1234))
		expect(formatNumber(-0, 'en')).toBe('-0')
		expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%')
	})
	it('writes dates in the active language', () => {
		expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('March 5, 2026')
		expect(formatDate('2026-03-05T10:00:00Z', 'ar')).toBe('5 مارس 2026')
	})
	it('writes the long UTC date exactly as Intl.DateTimeFormat does, in both languages, without it', () => {
		const days: Date[] = []
		// Every day of a leap year and of the years around now, each at the edges of its UTC day.
		for (const year of [2024, 2025, 2026, 2027]) {
			for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year; day = new Date(day.getTime() + 86_400_000)) {
				days.push(day, new Date(day.getTime() + 86_399_999))
			}
		}
		for (let i = 0; i < 2000; i++) days.push(new Date(Date.UTC(1000, 0, 1) + Math.random() * (Date.UTC(9999, 11, 31) - Date.UTC(1000, 0, 1))))
		for (const lang of ['ar', 'en'] as const) {
			const intl = new Intl.DateTimeFormat(localeOf(lang), { timeZone: 'UTC', dateStyle: 'long' })
			for (const day of days) {
				expect(formatDate(day, lang), day.toISOString()).toBe(intl.format(day))
				expect(formatDate(day.toISOString(), lang)).toBe(intl.format(day))
			}
		}
		// The rest still goes through Intl: other options, years outside four digits, an invalid date.
		expect(formatDate('2026-03-05T23:30:00Z', 'en', { timeZone: 'Asia/Riyadh', dateStyle: 'long' })).toBe('March 6, 2026')
		expect(formatDate('2026-03-05T10:00:00Z', 'en', { dateStyle: 'medium' })).toBe('Mar 5, 2026')
		expect(formatDate(new Date(Date.UTC(12026, 2, 5)), 'en')).toBe(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(Date.UTC(12026, 2, 5))))
		expect(() => formatDate('not a date', 'en')).toThrow(RangeError)
	})
})
