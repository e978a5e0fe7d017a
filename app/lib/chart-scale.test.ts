import { describe, expect, it } from 'vitest'
import { countAxis, daySlot, labelledIndexes, linePoints, slotWidth, valueY } from './chart-scale.ts'

describe('countAxis', () => {
	it('rounds the top up to a step of 1, 2 or 5 times a power of ten', () => {
		expect(countAxis(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] })
		expect(countAxis(10)).toEqual({ max: 10, ticks: [0, 5, 10] })
		expect(countAxis(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] })
		expect(countAxis(38)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] })
	})

	it('never uses fractional steps for counts', () => {
		expect(countAxis(1)).toEqual({ max: 1, ticks: [0, 1] })
		expect(countAxis(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
	})

	it('gives an empty chart a usable axis', () => {
		expect(countAxis(0)).toEqual({ max: 1, ticks: [0, 1] })
		expect(countAxis(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] })
		expect(countAxis(-4)).toEqual({ max: 1, ticks: [0, 1] })
	})

	it('keeps the number of gridlines within the bound and the top above the largest value', () => {
		for (const largest of [1, 2, 9, 11, 99, 101, 555, 9999, 123457]) {
			for (const maxTicks of [2, 4, 6]) {
				const axis = countAxis(largest, maxTicks)
				expect(axis.max).toBeGreaterThanOrEqual(largest)
				expect(axis.ticks.length - 1).toBeLessThanOrEqual(maxTicks)
				expect(axis.ticks.at(-1)).toBe(axis.max)
			}
		}
	})
})

describe('labelledIndexes', () => {
	it('labels every day of a week', () => {
		expect(labelledIndexes(7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6])
	})

	it('thins long ranges evenly and always labels today', () => {
		expect(labelledIndexes(30, 7)).toEqual([4, 9, 14, 19, 24, 29])
		expect(labelledIndexes(90, 6)).toEqual([14, 29, 44, 59, 74, 89])
		expect(labelledIndexes(7, 4)).toEqual([0, 2, 4, 6])
	})

	it('labels nothing when there are no days', () => {
		expect(labelledIndexes(0, 5)).toEqual([])
	})
})

describe('daySlot', () => {
	it('puts the oldest day on the left in left-to-right', () => {
		expect(daySlot(0, 7, 'ltr')).toEqual({ x: 1, width: 8, centre: 5 })
		expect(daySlot(6, 7, 'ltr').centre).toBe(6 * slotWidth + 5)
	})

	it('mirrors the time axis in right-to-left: the oldest day on the right, today on the left', () => {
		expect(daySlot(0, 7, 'rtl')).toEqual({ x: 61, width: 8, centre: 65 })
		expect(daySlot(6, 7, 'rtl')).toEqual({ x: 1, width: 8, centre: 5 })
	})
})

describe('valueY and linePoints', () => {
	const axis = { max: 10, ticks: [0, 5, 10] }

	it('maps 0 to the bottom and the top of the axis to 0, clamping outside values', () => {
		expect(valueY(0, axis, 100)).toBe(100)
		expect(valueY(10, axis, 100)).toBe(0)
		expect(valueY(5, axis, 100)).toBe(50)
		expect(valueY(20, axis, 100)).toBe(0)
		expect(valueY(-1, axis, 100)).toBe(100)
	})

	it('draws the line oldest first, mirrored in right-to-left', () => {
		expect(linePoints([0, 5, 10], axis, 100, 'ltr')).toBe('5,100 15,50 25,0')
		expect(linePoints([0, 5, 10], axis, 100, 'rtl')).toBe('25,100 15,50 5,0')
	})
})
