/** ?page=N from a request URL: a positive whole number, else 1. */
export function pageParam(url: URL): number {
	const value = Number(url.searchParams.get('page') ?? '1')
	return Number.isInteger(value) && value > 0 ? value : 1
}
