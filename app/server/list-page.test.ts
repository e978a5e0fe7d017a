import { describe, expect, it } from 'vitest'
import { loadListPage } from './list-page.server.ts'

describe('a list page for a list screen', () => {
	it('is the page read, not marked as failed', async () => {
		const page = { items: ['a', 'b'], total: 12, page: 2, pageCount: 6 }
		expect(await loadListPage('the letters', async () => page)).toEqual({ ...page, loadError: false })
	})

	it('is an empty first page marked as failed when the read fails, so the screen keeps its frame', async () => {
		const failing = async (): Promise<{ items: string[]; total: number; page: number; pageCount: number }> => {
			throw new Error('database gone')
		}
		expect(await loadListPage('the letters', failing)).toEqual({ items: [], total: 0, page: 1, pageCount: 1, loadError: true })
	})
})
