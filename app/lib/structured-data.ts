import type { Lang } from '#app/i18n/lang.ts'

/**
 * Structured data of a catalogue item (decision 0021). The catalogue has no prices, ratings or
 * reviews, and Google reads every `Product` as a product snippet, which must carry `offers` (with a
 * price), `review` or `aggregateRating`: without them each product page is reported as an error,
 * and an `Offer` without a price is one too. So a product page describes itself as what it is, an
 * `ItemPage` about one item, with its pictures, category and publisher, and claims nothing it does
 * not show. The page's breadcrumb trail is its own `BreadcrumbList` (components/site/breadcrumbs.tsx).
 */
export interface CatalogueItem {
	/** Absolute URL of the page. */
	url: string
	lang: Lang
	name: string
	description: string
	/** Absolute image URLs, main picture first. */
	images: string[]
	/** The category trail's names, outermost first. */
	categories: string[]
	siteName: string
	/** Absolute URL of the home page. */
	siteUrl: string
}

export function catalogueItemPage(item: CatalogueItem): Record<string, unknown> {
	const [primary] = item.images
	return {
		'@type': 'ItemPage',
		'@id': item.url,
		url: item.url,
		name: item.name,
		...(item.description ? { description: item.description } : {}),
		inLanguage: item.lang,
		...(primary ? { primaryImageOfPage: { '@type': 'ImageObject', url: primary, caption: item.name }, image: item.images } : {}),
		...(item.categories.length ? { keywords: item.categories.join(', ') } : {}),
		isPartOf: { '@type': 'WebSite', name: item.siteName, url: item.siteUrl },
		publisher: { '@type': 'Organization', name: item.siteName, url: item.siteUrl },
	}
}
