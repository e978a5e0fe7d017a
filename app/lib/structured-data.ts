import type { Lang } from '#app/i18n/lang.ts'
import type { ExportData } from './export-data.ts'

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
	/** Export data (decision 0034): valid certifications only. */
	exportData?: ExportData
	/** The country of origin's name in the page's language. */
	countryName?: string
}

/**
 * Where schema.org has a place for export data (decision 0034). The page stays an `ItemPage`
 * (decision 0021: no `Product` without offers, and `ProductModel` is a `Product` to search engines
 * too). So: the valid certifications as schema.org `Certification`s the page mentions (issuer,
 * number, expiry); the HS code, Incoterms and shelf life as `PropertyValue` identifiers of the
 * page's `about`; the country of origin as the `Country` the content describes (`contentLocation`).
 */
function exportParts(item: CatalogueItem): Record<string, unknown> {
	const data = item.exportData
	if (!data) return {}
	const certifications = data.certifications.map((c) => ({
		'@type': 'Certification',
		name: c.name,
		certificationIdentification: c.number,
		issuedBy: { '@type': 'Organization', name: c.issuer },
		expires: c.validUntil,
		certificationStatus: 'https://schema.org/CertificationActive',
	}))
	const properties = [
		...(data.hsCode ? [{ '@type': 'PropertyValue', propertyID: 'HS', name: 'HS code', value: data.hsCode }] : []),
		...(data.incoterms.length ? [{ '@type': 'PropertyValue', propertyID: 'Incoterms 2020', name: 'Incoterms', value: data.incoterms.join(', ') }] : []),
		...(data.shelfLifeMonths ? [{ '@type': 'PropertyValue', name: 'shelf life', value: data.shelfLifeMonths, unitCode: 'MON' }] : []),
	]
	return {
		...(certifications.length ? { mentions: certifications } : {}),
		about: {
			'@type': 'Thing',
			name: item.name,
			...(properties.length ? { identifier: properties } : {}),
		},
		...(data.originCountry && item.countryName ? { contentLocation: { '@type': 'Country', name: item.countryName, identifier: data.originCountry } } : {}),
	}
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
		...exportParts(item),
	}
}
