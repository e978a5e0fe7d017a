import { describe, expect, it } from 'vitest'
import { addDays, instantOfLocalDateTime, isValidTimeZone, lastDays, localDate, localDateTime, startOfLocalDay } from './time-zone.ts'

describe('site time zone days', () => {
	it('knows IANA zones and refuses anything else', () => {
		expect(isValidTimeZone('Asia/Riyadh')).toBe(true)
		expect(isValidTimeZone('UTC')).toBe(true)
		expect(isValidTimeZone('Mars/Olympus')).toBe(false)
		expect(isValidTimeZone('')).toBe(false)
	})

	it('gives the local date of an instant (Riyadh is UTC+3 all year)', () => {
		expect(localDate(Date.parse('2026-03-10T20:59:59.999Z'), 'Asia/Riyadh')).toBe('2026-03-10')
		expect(localDate(Date.parse('2026-03-10T21:00:00.000Z'), 'Asia/Riyadh')).toBe('2026-03-11')
		expect(localDate(Date.parse('2026-03-10T21:00:00.000Z'), 'UTC')).toBe('2026-03-10')
	})

	it('finds the first instant of a local day, whole-hour, half-hour and DST zones alike', () => {
		expect(new Date(startOfLocalDay('2026-03-11', 'Asia/Riyadh')).toISOString()).toBe(
			'2026-03-10T21:00:00.000Z',
		)
		expect(new Date(startOfLocalDay('2026-03-11', 'Asia/Kolkata')).toISOString()).toBe(
			'2026-03-10T18:30:00.000Z',
		)
		expect(new Date(startOfLocalDay('2026-03-11', 'Asia/Kathmandu')).toISOString()).toBe(
			'2026-03-10T18:15:00.000Z',
		)
		expect(new Date(startOfLocalDay('2026-01-15', 'America/New_York')).toISOString()).toBe(
			'2026-01-15T05:00:00.000Z',
		)
		expect(new Date(startOfLocalDay('2026-07-15', 'America/New_York')).toISOString()).toBe(
			'2026-07-15T04:00:00.000Z',
		)
		// A day whose midnight does not exist (clocks jump from 00:00 to 01:00) starts at 01:00.
		expect(new Date(startOfLocalDay('2024-09-08', 'America/Santiago')).toISOString()).toBe(
			'2024-09-08T04:00:00.000Z',
		)
	})

	it('does calendar arithmetic and lists the last days oldest first', () => {
		expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
		expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
		expect(lastDays(3, Date.parse('2026-03-10T22:00:00Z'), 'Asia/Riyadh')).toEqual([
			'2026-03-09',
			'2026-03-10',
			'2026-03-11',
		])
		expect(lastDays(7, Date.parse('2026-03-10T22:00:00Z'), 'UTC')).toHaveLength(7)
	})
})

describe('wall-clock times in the site time zone', () => {
	const iso = (local: string, zone: string) => {
		const instant = instantOfLocalDateTime(local, zone)
		return instant === null ? null : new Date(instant).toISOString()
	}

	it('reads a wall-clock time in Riyadh (UTC+3 all year) and writes it back', () => {
		expect(iso('2026-06-01T09:00', 'Asia/Riyadh')).toBe('2026-06-01T06:00:00.000Z')
		expect(iso('2026-01-01T01:30', 'Asia/Riyadh')).toBe('2025-12-31T22:30:00.000Z')
		expect(localDateTime('2025-12-31T22:30:00.000Z', 'Asia/Riyadh')).toBe('2026-01-01T01:30')
		expect(localDateTime(Date.parse('2026-06-01T06:00:00Z'), 'UTC')).toBe('2026-06-01T06:00')
	})

	it('follows daylight saving in a DST zone, both sides of the change', () => {
		expect(iso('2026-01-15T09:00', 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z')
		expect(iso('2026-07-15T09:00', 'Europe/Berlin')).toBe('2026-07-15T07:00:00.000Z')
		expect(localDateTime('2026-07-15T07:00:00Z', 'Europe/Berlin')).toBe('2026-07-15T09:00')
		// Skipped hour (spring forward at 02:00 in New York): lands just after the jump.
		expect(iso('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z')
		expect(localDateTime('2026-03-08T07:30:00Z', 'America/New_York')).toBe('2026-03-08T03:30')
		// Repeated hour (fall back): its first occurrence, still on summer time.
		expect(iso('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z')
	})

	it('refuses what is not a wall-clock time', () => {
		expect(iso('2026-02-30T10:00', 'Asia/Riyadh')).toBeNull()
		expect(iso('2026-01-01T24:00', 'Asia/Riyadh')).toBeNull()
		expect(iso('tomorrow', 'Asia/Riyadh')).toBeNull()
		expect(iso('2026-01-01', 'Asia/Riyadh')).toBeNull()
	})
})
