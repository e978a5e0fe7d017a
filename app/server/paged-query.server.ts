import { type SelectQueryBuilder, sql } from 'kysely'
import { listPage } from '#app/lib/pagination.ts'

/** The page a list screen asks for; listPage keeps both within bounds. */
export interface PageRequest {
	page?: number
	pageSize?: number
}

/**
 * One page of a filtered list, read in two steps: the rows `query` matches are counted, the page
 * asked for is kept within the pages there are (listPage, with the list's own page sizes), and
 * `rowsOf` chooses the columns and the order of that page's rows.
 */
export async function pagedQuery<DB, TB extends keyof DB, Row>(
	query: SelectQueryBuilder<DB, TB, object>,
	asked: PageRequest,
	bounds: { size: number; max: number },
	rowsOf: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
) {
	const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
	// PostgreSQL answers a count as a string (a bigint).
	const total = Number((counted as { total: number | string }).total)
	const { page, pageSize, pageCount } = listPage(total, asked, bounds)
	const rows = await rowsOf(query)
		.limit(pageSize)
		.offset((page - 1) * pageSize)
		.execute()
	return { rows, total, page, pageCount }
}

/**
 * One page of a back-office log (the activity log, the subscribers), newest first: 50 rows by
 * default, 200 at most, latest created first (then by id).
 */
export function newestPage<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, asked: PageRequest) {
	return pagedQuery(query, asked, { size: 50, max: 200 }, (rows) =>
		rows.selectAll().orderBy(sql.ref('created_at'), 'desc').orderBy(sql.ref('id'), 'desc'),
	)
}
