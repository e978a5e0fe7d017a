import type { ReactNode } from 'react'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import type { Lang } from '#app/i18n/lang.ts'

/** The count of visits of the redirect screens' tables (rules and not-found paths); on phones, `folded` under the main column. */
export function hitsColumn<Row extends { hits: number }>(header: string, lang: Lang, folded: (row: Row) => ReactNode): DataColumn<Row> {
	return { id: 'hits', header, from: 'sm', align: 'end', className: 'text-ink-800 tabular-nums', cell: (row) => formatNumber(row.hits, lang), folded }
}
