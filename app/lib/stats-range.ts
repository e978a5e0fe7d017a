/** The ranges the analytics screen offers, in days ending today (SPEC section 9: 7 by default). */
export const statsRanges = [7, 30, 90] as const
export type StatsRange = (typeof statsRanges)[number]
export const defaultStatsRange: StatsRange = 7

/**
 * The range asked for in the URL (`?days=30`). Anything else (missing, another number, text) is
 * the default week: a range is a view choice, not data, so a bad link still shows the screen.
 */
export function parseStatsRange(value: string | null | undefined): StatsRange {
	const days = Number(value)
	return (statsRanges as readonly number[]).includes(days) && String(days) === value?.trim() ? (days as StatsRange) : defaultStatsRange
}
