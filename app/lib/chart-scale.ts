/**
 * The arithmetic of the back-office's small charts (app/components/admin/day-chart.tsx): a "nice"
 * value axis for counts, which day labels to print, and where each bar and line point sits. The
 * time axis follows the reading direction: oldest day at the inline start, so in Arabic (RTL) the
 * oldest day is on the right and today on the left.
 */

export interface ValueAxis {
	/** The top of the axis (>= the largest value, and at least 1). */
	max: number
	/** Gridline values from 0 to max, evenly spaced. */
	ticks: number[]
}

/**
 * A value axis for whole counts with at most `maxTicks` + 1 gridlines, on steps of 1, 2 or 5 times
 * a power of ten (never less than 1, counts have no fractions).
 */
export function countAxis(largest: number, maxTicks = 4): ValueAxis {
	const top = Math.max(0, Number.isFinite(largest) ? largest : 0)
	const intervals = Math.max(1, Math.trunc(maxTicks))
	if (top === 0) return { max: 1, ticks: [0, 1] }
	const rough = top / intervals
	const magnitude = 10 ** Math.floor(Math.log10(rough))
	const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude)
	const max = Math.ceil(top / step) * step
	const ticks: number[] = []
	for (let value = 0; value <= max; value += step) ticks.push(value)
	return { max, ticks }
}

/**
 * The indexes (oldest first) of the days whose label is printed, at most `maxLabels` of them,
 * evenly spaced and always including the last day (today).
 */
export function labelledIndexes(count: number, maxLabels: number): number[] {
	if (count <= 0) return []
	const step = Math.max(1, Math.ceil(count / Math.max(1, Math.trunc(maxLabels))))
	const indexes: number[] = []
	for (let i = count - 1; i >= 0; i -= step) indexes.unshift(i)
	return indexes
}

export interface Slot {
	/** Physical x of the bar's left edge in a viewBox `count * slotWidth` wide. */
	x: number
	width: number
	/** Physical x of the slot's centre (line points). */
	centre: number
}

export const slotWidth = 10

/**
 * Where the bar of the `index`-th day (oldest first) stands. SVG coordinates are physical, so in
 * right-to-left the slots are mirrored: day 0 takes the rightmost slot.
 */
export function daySlot(index: number, count: number, dir: 'ltr' | 'rtl', gapRatio = 0.2): Slot {
	const physical = dir === 'rtl' ? count - 1 - index : index
	const gap = (slotWidth * Math.min(Math.max(gapRatio, 0), 0.9)) / 2
	return { x: physical * slotWidth + gap, width: slotWidth - 2 * gap, centre: physical * slotWidth + slotWidth / 2 }
}

/** The y of a value in a viewBox `height` tall (0 at the bottom). */
export function valueY(value: number, axis: ValueAxis, height: number): number {
	const clamped = Math.min(Math.max(value, 0), axis.max)
	return height - (clamped / axis.max) * height
}

/** The `points` attribute of a polyline through the values, oldest first, mirrored in RTL. */
export function linePoints(values: number[], axis: ValueAxis, height: number, dir: 'ltr' | 'rtl'): string {
	return values
		.map((value, index) => `${daySlot(index, values.length, dir).centre},${round(valueY(value, axis, height))}`)
		.join(' ')
}

const round = (n: number) => Math.round(n * 100) / 100
