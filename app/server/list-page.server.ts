import { logger } from './logger.server.ts'

/** One page of a back-office list. */
export interface ListPageData<T> {
	items: T[]
	total: number
	page: number
	pageCount: number
}

/**
 * A list screen's page as its loader answers it: the page read, or, when the database could not
 * answer, an empty first page marked `loadError` (and logged as "<what> could not be loaded"), so the
 * screen keeps its frame, filters and navigation and shows its error line in place of the list.
 */
export async function loadListPage<T>(what: string, read: () => Promise<ListPageData<T>>): Promise<ListPageData<T> & { loadError: boolean }> {
	try {
		return { ...(await read()), loadError: false }
	} catch (error) {
		logger.error({ err: error }, `${what} could not be loaded`)
		return { items: [], total: 0, page: 1, pageCount: 1, loadError: true }
	}
}
