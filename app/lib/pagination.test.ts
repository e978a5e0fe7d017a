import { describe, expect, it } from 'vitest'
import { listPage, pageParam } from './pagination.ts'

describe('pagination', () => {
	it('reads ?page= as a positive whole number, else 1', () => {
		const page = (query: string) => pageParam(new URL(`http://x/?${query}`))
		expect([page('page=3'), page(''), page('page=0'), page('page=-2'), page('page=1.5'), page('page=abc')]).toEqual([3, 1, 1, 1, 1, 1])
	})

	it('keeps the page size within its bounds and the page within the pages there are', () => {
		const bounds = { size: 20, max: 100 }
		expect(listPage(45, {}, bounds)).toEqual({ page: 1, pageSize: 20, pageCount: 3 })
		expect(listPage(45, { page: 3 }, bounds)).toEqual({ page: 3, pageSize: 20, pageCount: 3 })
		// Past the end: the last page; before the start: the first.
		expect(listPage(45, { page: 9 }, bounds).page).toBe(3)
		expect(listPage(45, { page: -1 }, bounds).page).toBe(1)
		expect(listPage(45, { pageSize: 1000 }, bounds)).toEqual({ page: 1, pageSize: 100, pageCount: 1 })
		expect(listPage(45, { pageSize: 0 }, bounds)).toEqual({ page: 1, pageSize: 1, pageCount: 45 })
		// No rows: still one (empty) page.
		expect(listPage(0, { page: 4 }, bounds)).toEqual({ page: 1, pageSize: 20, pageCount: 1 })
	})
})
