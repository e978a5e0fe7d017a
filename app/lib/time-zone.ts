/**
 * Calendar days in a named time zone (the site's, SITE_TIMEZONE), with nothing but Intl: the local
 * date of an instant, and the instant a local day starts. Both hold across daylight-saving changes
 * and zones whose offset is not a whole hour.
 */
const dayOptions: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hourCycle: 'h23' }
const clockOptions: Intl.DateTimeFormatOptions = { ...dayOptions, hour: '2-digit', minute: '2-digit', second: '2-digit' }
const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone and set of parts, made once: building an Intl formatter is the slow part. */
function cachedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${options === clockOptions ? 'clock' : 'day'} ${timeZone}`
	let format = formatters.get(key)
	if (!format) {
		format = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
		formatters.set(key, format)
	}
	return format
}

const formatter = (timeZone: string) => cachedFormatter(timeZone, dayOptions)

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

/** Wall-clock parts of an instant in the zone. */
function wallClock(instant: number, timeZone: string) {
	const format = cachedFormatter(timeZone, clockOptions)
	const parts = format.formatToParts(instant)
	const get = (type: string) => Number(parts.find((p) => p.type === type)!.value)
	return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') }
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
	const c = wallClock(instant, timeZone)
	return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000
}

/** The `YYYY-MM-DDTHH:mm` a `datetime-local` field shows for an instant, on the zone's wall clock. */
export function localDateTime(instant: number | string, timeZone: string): string {
	const time = typeof instant === 'string' ? Date.parse(instant) : instant
	const c = wallClock(time, timeZone)
	const pad = (n: number, size = 2) => String(n).padStart(size, '0')
	return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`
}

/**
 * The instant a wall-clock time `YYYY-MM-DDTHH:mm[:ss]` names in the zone, or null when it is not one.
 * A time skipped by a daylight-saving change (02:30 on a spring-forward night) is read with the
 * offset from before the change, so it lands just after the jump (03:30); a time that happens twice
 * (autumn) is its first occurrence.
 */
export function instantOfLocalDateTime(local: string, timeZone: string): number | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
	if (!match) return null
	const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number]
	if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null
	const asUtc = Date.UTC(y, mo - 1, d, h, mi, s)
	if (new Date(asUtc).getUTCDate() !== d) return null
	// The offsets on either side of the wall time; the earlier reading is the first occurrence.
	const before = asUtc - zoneOffsetMs(asUtc - 86_400_000, timeZone)
	const after = asUtc - zoneOffsetMs(asUtc + 86_400_000, timeZone)
	const candidates = [Math.min(before, after), Math.max(before, after)]
	for (const candidate of candidates) if (asUtc - zoneOffsetMs(candidate, timeZone) === candidate) return candidate
	// Skipped by a change: read with the offset in force before it.
	return asUtc - zoneOffsetMs(asUtc - 86_400_000, timeZone)
}
