/**
 * Calendar days in a named time zone (the site's, SITE_TIMEZONE), with nothing but Intl: the local
 * date of an instant, and the instant a local day starts. Both hold across daylight-saving changes
 * and zones whose offset is not a whole hour.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
	let format = formatters.get(timeZone)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', {
			timeZone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hourCycle: 'h23',
		})
		formatters.set(timeZone, format)
	}
	return format
}

/** An IANA zone name the runtime knows ('Asia/Riyadh', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
	if (!timeZone) return false
	try {
		formatter(timeZone)
		return true
	} catch {
		return false
	}
}

/** 'YYYY-MM-DD' of an instant in the zone. */
export function localDate(instant: number | Date, timeZone: string): string {
	const parts = formatter(timeZone).formatToParts(instant)
	const get = (type: string) => parts.find((p) => p.type === type)!.value
	return `${get('year')}-${get('month')}-${get('day')}`
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no zone involved). */
export function addDays(day: string, days: number): string {
	const [y, m, d] = day.split('-').map(Number) as [number, number, number]
	return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

const minute = 60_000
const dayStarts = new Map<string, number>()

/**
 * The first instant (epoch ms) of a local day. Offsets lie within UTC-12 … UTC+14 and change on
 * whole minutes, so a binary search over the minutes around UTC midnight finds it exactly, even
 * on a day whose midnight is skipped by a daylight-saving change.
 */
export function startOfLocalDay(day: string, timeZone: string): number {
	const key = `${timeZone}|${day}`
	const known = dayStarts.get(key)
	if (known !== undefined) return known
	const [y, m, d] = day.split('-').map(Number) as [number, number, number]
	const utcMidnight = Date.UTC(y, m - 1, d)
	// Smallest minute in [lo, hi] whose local date is `day` or later (local dates never go backwards).
	let lo = (utcMidnight - 15 * 3600_000) / minute
	let hi = (utcMidnight + 15 * 3600_000) / minute
	while (lo < hi) {
		const mid = Math.floor((lo + hi) / 2)
		if (localDate(mid * minute, timeZone) >= day) hi = mid
		else lo = mid + 1
	}
	const start = lo * minute
	if (dayStarts.size > 5000) dayStarts.clear()
	dayStarts.set(key, start)
	return start
}

/** The last `count` local days ending with the day of `now`, oldest first. */
export function lastDays(count: number, now: number | Date, timeZone: string): string[] {
	const today = localDate(now, timeZone)
	return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1))
}
