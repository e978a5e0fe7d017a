import { describe, expect, it } from 'vitest'
import { catalogueItemPage } from './structured-data.ts'

/** Every `@type` in a JSON-LD value, however deep. */
function types(value: unknown): string[] {
	if (Array.isArray(value)) return value.flatMap(types)
	if (value && typeof value === 'object')
		return Object.entries(value).flatMap(([key, v]) => (key === '@type' ? [String(v)] : types(v)))
	return []
}

describe('catalogueItemPage', () => {
	const item = {
		url: 'https://tasdeer.example/en/products/basmati-1121',
		lang: 'en' as const,
		name: 'Basmati rice 1121',
		description: 'Extra long grain',
		images: ['https://tasdeer.example/media/abc/1200.webp', 'https://tasdeer.example/media/def/1200.webp'],
		categories: ['Rice', 'Basmati'],
		siteName: 'Tasdeer',
		siteUrl: 'https://tasdeer.example/en',
	}

	it('describes the page of one item without claiming a product for sale', () => {
		const data = catalogueItemPage(item)
		// A Product (or an Offer) without price, rating or review is an error for search engines.
		expect(types(data)).toEqual(['ItemPage', 'ImageObject', 'WebSite', 'Organization'])
		expect(data).toMatchObject({
			'@id': item.url,
			url: item.url,
			name: item.name,
			description: item.description,
			inLanguage: 'en',
			image: item.images,
			primaryImageOfPage: { url: item.images[0], caption: item.name },
			keywords: 'Rice, Basmati',
			isPartOf: { name: 'Tasdeer', url: item.siteUrl },
		})
	})

	it('leaves out what the item does not have', () => {
		const data = catalogueItemPage({ ...item, description: '', images: [], categories: [] })
		expect(data).not.toHaveProperty('description')
		expect(data).not.toHaveProperty('image')
		expect(data).not.toHaveProperty('primaryImageOfPage')
		expect(data).not.toHaveProperty('keywords')
	})
})
