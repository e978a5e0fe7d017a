import { parse } from 'csv-parse/sync'
import { normalizeSource, normalizeTarget, pointsToItself, type RedirectMatch, redirectMatches, type RedirectRule } from './redirect-rules.ts'

/**
 * Redirects as CSV (decision 0039): the import's reader, kept apart from the form schema so the
 * parser never reaches a browser bundle.
 */
/** The CSV columns, in the order the export writes them; the import finds them by their header. */
export const redirectCsvColumns = ['source', 'target', 'status', 'match'] as const
/** An import larger than this is refused whole (a site's redirects, not a crawl). */
export const redirectCsvMaxRows = 5000
export const redirectCsvMaxBytes = 1024 * 1024

export type CsvRefusalCode =
	| 'redirects.import.error.columns'
	| 'redirects.import.error.duplicate'
	| 'redirects.import.error.status'
	| 'redirects.import.error.match'
	| 'redirects.import.error.loop'
	| 'redirects.error.sourceInvalid'
	| 'redirects.error.sourceReserved'
	| 'redirects.error.targetInvalid'
	| 'redirects.error.sameAsSource'

export interface CsvRefusal {
	/** The line of the file (1 is the header). */
	line: number
	source: string
	code: CsvRefusalCode
}

export type ParsedCsv =
	| { ok: true; rules: (RedirectRule & { line: number })[]; refused: CsvRefusal[] }
	| { ok: false; code: 'redirects.import.error.unreadable' | 'redirects.import.error.header' | 'redirects.import.error.empty' | 'redirects.import.error.tooMany' }

/** A spreadsheet may have kept the export's formula guard (a leading apostrophe): it is not part of the value. */
const cell = (value: string | undefined) => (value ?? '').replace(/^'(?=[=+\-@\t\r])/, '').trim()

/**
 * Reads an import file (the export's own columns, any order, extra columns ignored; `status` and
 * `match` may be left empty for 301 and exact), row by row: each row is a rule or a refusal with its
 * line and reason. Sources repeated in the file are refused after their first row. Loops are judged
 * with the stored rules, by the caller.
 */
export function parseRedirectCsv(text: string): ParsedCsv {
	let records: { record: string[]; info: { lines: number } }[]
	try {
		records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true }) as unknown as typeof records
	} catch {
		return { ok: false, code: 'redirects.import.error.unreadable' }
	}
	if (!records.length) return { ok: false, code: 'redirects.import.error.empty' }
	const header = records[0]!.record.map((name) => cell(name).toLowerCase())
	const at = (name: string) => header.indexOf(name)
	if (at('source') === -1 || at('target') === -1) return { ok: false, code: 'redirects.import.error.header' }
	const rows = records.slice(1)
	if (!rows.length) return { ok: false, code: 'redirects.import.error.empty' }
	if (rows.length > redirectCsvMaxRows) return { ok: false, code: 'redirects.import.error.tooMany' }
	const rules: (RedirectRule & { line: number })[] = []
	const refused: CsvRefusal[] = []
	const seen = new Set<string>()
	for (const { record, info } of rows) {
		const line = info.lines
		const rawSource = cell(record[at('source')])
		const refuse = (reason: CsvRefusalCode) => refused.push({ line, source: rawSource, code: reason })
		if (record.length < header.length && record.length <= Math.max(at('source'), at('target'))) {
			refuse('redirects.import.error.columns')
			continue
		}
		const source = normalizeSource(rawSource)
		if (!source.ok) {
			refuse(source.code)
			continue
		}
		const target = normalizeTarget(cell(record[at('target')]))
		if (!target.ok) {
			refuse(target.code)
			continue
		}
		const statusText = at('status') === -1 ? '' : cell(record[at('status')])
		if (statusText !== '' && statusText !== '301' && statusText !== '302') {
			refuse('redirects.import.error.status')
			continue
		}
		const matchText = at('match') === -1 ? '' : cell(record[at('match')]).toLowerCase()
		if (matchText !== '' && !(redirectMatches as readonly string[]).includes(matchText)) {
			refuse('redirects.import.error.match')
			continue
		}
		const match = (matchText || 'exact') as RedirectMatch
		if (pointsToItself({ source: source.value, target: target.value, match })) {
			refuse('redirects.error.sameAsSource')
			continue
		}
		if (seen.has(source.value)) {
			refuse('redirects.import.error.duplicate')
			continue
		}
		seen.add(source.value)
		rules.push({ line, source: source.value, target: target.value, status: statusText === '302' ? 302 : 301, match })
	}
	return { ok: true, rules, refused }
}
