import { beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'
import { pagedQuery } from './paged-query.server.ts'
import { listNotFound } from './redirect-admin.server.ts'

describe.each(testDialects)('reading a list one page at a time on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		// Five paths, hit 1 to 5 times: /p5 is the most asked for.
		await db()
			.insertInto('not_found_paths')
			.values([1, 2, 3, 4, 5].map((hits) => ({ path: `/p${hits}`, hits })))
			.execute()
	})

	const byHits = (hitsAtLeast: number, asked: { page?: number; pageSize?: number }) =>
		pagedQuery(db().selectFrom('not_found_paths').where('hits', '>=', hitsAtLeast), asked, { size: 2, max: 3 }, (query) =>
			query.select('path').orderBy('hits', 'desc'),
		)

	it('counts what the filters match and reads the page asked for, in the order given', async () => {
		expect(await byHits(2, { page: 2 })).toEqual({ rows: [{ path: '/p3' }, { path: '/p2' }], total: 4, page: 2, pageCount: 2 })
		expect(await byHits(1, {})).toEqual({ rows: [{ path: '/p5' }, { path: '/p4' }], total: 5, page: 1, pageCount: 3 })
	})

	it('keeps the page and its size within bounds', async () => {
		// Past the end: the last page; a size past the largest: the largest.
		expect(await byHits(1, { page: 9 })).toMatchObject({ rows: [{ path: '/p1' }], page: 3, pageCount: 3 })
		expect(await byHits(1, { pageSize: 100 })).toMatchObject({ rows: [{ path: '/p5' }, { path: '/p4' }, { path: '/p3' }], pageCount: 2 })
		// Nothing matches: one empty page.
		expect(await byHits(9, { page: 4 })).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 })
	})

	it('serves the not-found list: most asked for first, 50 a page', async () => {
		const list = await listNotFound({ page: 3 })
		expect(list).toMatchObject({ total: 5, page: 1, pageCount: 1 })
		expect(list.items.map((row) => [row.path, row.hits])).toEqual([
			['/p5', 5],
			['/p4', 4],
			['/p3', 3],
			['/p2', 2],
			['/p1', 1],
		])
	})
})
