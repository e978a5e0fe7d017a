import { type SelectQueryBuilder, sql } from 'kysely'
import { listPage } from '#app/lib/pagination.ts'

/**
 * One page of a back-office log (the activity log, the subscribers), newest first: the rows the
 * filtered query matches are counted, the page asked for is kept within the pages there are
 * (50 rows by default, 200 at most), and its rows are read, latest created first (then by id).
 */
export async function newestPage<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>, asked: { page?: number; pageSize?: number }) {
	const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
	const total = Number((counted as { total: number | string }).total)
	const { page, pageSize, pageCount } = listPage(total, asked, { size: 50, max: 200 })
	const rows = await query
		.selectAll()
		.orderBy(sql.ref('created_at'), 'desc')
		.orderBy(sql.ref('id'), 'desc')
		.limit(pageSize)
		.offset((page - 1) * pageSize)
		.execute()
	return { rows, total, page, pageCount }
}
