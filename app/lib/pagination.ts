/** ?page=N from a request URL: a positive whole number, else 1. */
export function pageParam(url: URL): number {
	const value = Number(url.searchParams.get('page') ?? '1')
	return Number.isInteger(value) && value > 0 ? value : 1
}

/**
 * One page of a list of `total` rows: the page size asked for within 1..`max` (else `size`), the
 * page within 1..pageCount (a page past the end shows the last one), at least one page.
 */
export function listPage(total: number, asked: { page?: number; pageSize?: number }, bounds: { size: number; max: number }) {
	const pageSize = Math.min(Math.max(asked.pageSize ?? bounds.size, 1), bounds.max)
	const pageCount = Math.max(1, Math.ceil(total / pageSize))
	const page = Math.min(Math.max(asked.page ?? 1, 1), pageCount)
	return { page, pageSize, pageCount }
}
