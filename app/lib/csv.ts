/**
 * CSV files for spreadsheet programs (RFC 4180): UTF-8 with a byte-order mark, so Arabic opens
 * correctly in Excel, CRLF line ends, and quoting only where a cell needs it.
 */

export const csvBom = '\uFEFF'

/**
 * Cells that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that some programs skip before one) get a leading apostrophe: the text shows as typed and
 * never executes (CSV formula injection). Visitors write these values, so every cell is guarded.
 */
const formulaStart = /^[=+\-@\t\r]/

export function csvCell(value: string | number | boolean | null | undefined): string {
	if (value === null || value === undefined) return ''
	let text = String(value)
	if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** "2026-11-22 05:04:09" from a stored ISO time (UTC): a form every spreadsheet program reads as a date and time. */
export function csvTime(iso: string): string {
	return iso.replace('T', ' ').replace(/(\.\d+)?(Z|[+-]00:?00)?$/, '')
}

/** The whole file: a header row, then one line per row, with the BOM in front. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
	const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
	return `${csvBom}${lines.join('\r\n')}\r\n`
}

/** A download answer for a CSV file: never cached, named with an ASCII file name. */
export function csvResponse(body: string, fileName: string): Response {
	return new Response(body, {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
			'Cache-Control': 'no-store',
			'X-Content-Type-Options': 'nosniff',
		},
	})
}
