import { describe, expect, it } from 'vitest'
import { csvBom, csvCell, csvResponse, csvTime, toCsv } from './csv.ts'

describe('csv cells', () => {
	it('leaves plain text alone and empties null and undefined', () => {
		expect(csvCell('Ahmed')).toBe('Ahmed')
		expect(csvCell('أحمد الراشد')).toBe('أحمد الراشد')
		expect(csvCell(42)).toBe('42')
		expect(csvCell(null)).toBe('')
		expect(csvCell(undefined)).toBe('')
	})

	it('quotes cells with commas, quotes and line breaks, doubling inner quotes', () => {
		expect(csvCell('rice, dates')).toBe('"rice, dates"')
		expect(csvCell('the "best" rice')).toBe('"the ""best"" rice"')
		expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
		expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
	})

	it.each(['=HYPERLINK("http://evil.example","x")', '+971 50 123 4567', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
		'prefixes a would-be formula with an apostrophe: %j',
		(value) => {
			const cell = csvCell(value)
			const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell
			expect(unquoted).toBe(`'${value}`)
		},
	)

	it('does not touch a formula character that is not the first', () => {
		expect(csvCell('a=b')).toBe('a=b')
		expect(csvCell('me@example.com')).toBe('me@example.com')
		expect(csvCell(-5)).toBe('-5')
	})
})

describe('csv files', () => {
	it('starts with the byte-order mark and ends lines with CRLF', () => {
		const text = toCsv(['name', 'email'], [['سارة', 'sara@example.com'], ['=cmd', 'x, y']])
		expect(text.startsWith(csvBom)).toBe(true)
		expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
		expect(text).toBe(`${csvBom}name,email\r\nسارة,sara@example.com\r\n'=cmd,"x, y"\r\n`)
	})

	it('answers as an uncached attachment with a safe file name', async () => {
		const response = csvResponse(toCsv(['a'], [['ب']]), 'messages 2026/11/22.csv')
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		expect(response.headers.get('content-disposition')).toBe('attachment; filename="messages_2026_11_22.csv"')
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(new Uint8Array(await response.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
	})
})

describe('csv times', () => {
	it('writes a stored ISO time as a spreadsheet date and time', () => {
		expect(csvTime('2026-11-22T05:04:09.123Z')).toBe('2026-11-22 05:04:09')
		expect(csvTime('2026-11-22T05:04:09Z')).toBe('2026-11-22 05:04:09')
		expect(csvTime('2026-11-22T05:04:09.000+00:00')).toBe('2026-11-22 05:04:09')
	})
})
