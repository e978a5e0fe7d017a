import type { Lang } from '#app/i18n/lang.ts'
import { countryName } from '#app/lib/countries.ts'
import { parseListingFilters } from '#app/lib/export-data.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { toCardData } from '#app/lib/product-card.ts'
import { listActiveProducts, listProductFilterOptions } from './products.server.ts'

/**
 * One page of the catalogue (the listing or a category) with its export filters (decision 0034):
 * the products matching the query string's filters, the choices each filter offers, and the ones
 * selected. `visibleIds` stands for the visible categories in a staff preview of a draft category.
 */
export async function catalogueListing(url: URL, lang: Lang, categoryIds?: number[], visibleIds?: Set<number>) {
	const selected = parseListingFilters(url.searchParams)
	const [products, options] = await Promise.all([
		listActiveProducts({ categoryIds, page: pageParam(url), pageSize: 12, filters: selected, visibleIds }),
		listProductFilterOptions({ categoryIds, visibleIds }),
	])
	const origins = options.origins.map((code) => ({ code, name: countryName(code, lang) }))
	origins.sort((a, b) => a.name.localeCompare(b.name, lang))
	return {
		products: { ...products, items: products.items.map(toCardData) },
		filters: { choices: { origins, certifications: options.certifications, incoterms: options.incoterms }, selected },
	}
}
