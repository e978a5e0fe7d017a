import { type APIRequestContext, expect, test } from '@playwright/test'
import sharp from 'sharp'

/**
 * What the site tells other programs about its pages: every image URL it puts in a meta tag, in
 * JSON-LD or in the sitemap, on every kind of public page in both languages, must answer 200 with
 * an image (share pictures at the cards' size, with their size and text in the tags), and the
 * structured data must be what search engines accept (no product snippet without offers, reviews or
 * ratings; no offer without a price).
 */

const decode = (value: string) =>
	value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, entity: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[entity]!)

function metaTags(html: string): Record<string, string>[] {
	return [...html.matchAll(/<meta\s([^>]*?)\/?>/g)].map((m) =>
		Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2]!)])),
	)
}

function jsonLd(html: string): unknown[] {
	return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown)
}

/** Every node of a JSON-LD value that has a type, however deep. */
function nodes(value: unknown): Record<string, unknown>[] {
	if (Array.isArray(value)) return value.flatMap(nodes)
	if (!value || typeof value !== 'object') return []
	const record = value as Record<string, unknown>
	return [...(record['@type'] ? [record] : []), ...Object.values(record).flatMap(nodes)]
}

/** The image URLs of a JSON-LD node (image, logo, primaryImageOfPage: text, list or ImageObject). */
function imagesOf(node: Record<string, unknown>): string[] {
	const urls = (value: unknown): string[] =>
		typeof value === 'string'
			? [value]
			: Array.isArray(value)
				? value.flatMap(urls)
				: value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string'
					? [(value as { url: string }).url]
					: []
	return ['image', 'logo', 'primaryImageOfPage', 'thumbnailUrl'].flatMap((key) => urls(node[key]))
}

/** Google's requirements for the rich results whose types the site uses (developers.google.com/search/docs). */
function structuredDataProblems(node: Record<string, unknown>): string[] {
	const type = String(node['@type'])
	const problems: string[] = []
	if (type === 'Product' && !node.offers && !node.review && !node.aggregateRating)
		problems.push('Product without offers, review or aggregateRating')
	if ((type === 'Offer' || type === 'AggregateOffer') && node.price === undefined && node.lowPrice === undefined && !(node.priceSpecification as { price?: unknown } | undefined)?.price)
		problems.push(`${type} without a price`)
	if (type === 'BreadcrumbList') {
		const items = (node.itemListElement as Record<string, unknown>[] | undefined) ?? []
		if (!items.length) problems.push('BreadcrumbList without items')
		items.forEach((item, index) => {
			if (item.position !== index + 1 || !item.name) problems.push(`breadcrumb ${index + 1} without position or name`)
			if (index < items.length - 1 && !item.item) problems.push(`breadcrumb ${index + 1} without its page`)
		})
	}
	if ((type === 'BlogPosting' || type === 'Article') && !node.headline) problems.push(`${type} without a headline`)
	return problems
}

async function pageTypes(request: APIRequestContext): Promise<string[]> {
	const sitemap = await (await request.get('/sitemap.xml')).text()
	const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname)
	const first = (pattern: RegExp) => {
		const found = paths.find((p) => pattern.test(p))
		expect(found, String(pattern)).toBeTruthy()
		return found!
	}
	// One page of every kind the sitemap lists, plus the pages it leaves out (search, newsletter).
	// Demo items (their pictures are 1600 px wide); other journeys add items with small pictures.
	const arabic = ['/', '/about', '/services', first(/^\/services\/[^/]+$/), '/products', first(/^\/products\/category\/basmati-rice$/), first(/^\/products\/basmati-rice-1121-steam$/), '/blog', first(/^\/blog\/reading-a-basmati-rice-spec-sheet$/), '/contact', '/search?q=rice', '/newsletter']
	return arabic.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`])
}

test('every image URL in meta tags, JSON-LD and the sitemap answers with an image, share pictures at the cards size', async ({ request }) => {
	test.setTimeout(120_000)
	const images = new Map<string, string[]>()
	const note = (url: string, where: string) => images.set(url, [...(images.get(url) ?? []), where])
	const problems: string[] = []

	const sitemap = await (await request.get('/sitemap.xml')).text()
	for (const m of sitemap.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)) note(decode(m[1]!), 'sitemap')

	let siteOrigin = ''
	const shares: { page: string; url: string; width?: string; height?: string; alt?: string; type?: string }[] = []
	for (const path of await pageTypes(request)) {
		const response = await request.get(path)
		expect(response.status(), path).toBe(200)
		const html = await response.text()
		const meta = metaTags(html)
		const value = (key: string) => meta.find((m) => m.property === key || m.name === key)?.content
		siteOrigin ||= new URL(value('og:url')!).origin
		const og = value('og:image')
		const twitter = value('twitter:image')
		if (!og || !twitter) problems.push(`${path}: og:image ${og}, twitter:image ${twitter}`)
		if (!value('twitter:image:alt')) problems.push(`${path}: no twitter:image:alt`)
		if (og) {
			shares.push({ page: path, url: og, width: value('og:image:width'), height: value('og:image:height'), alt: value('og:image:alt'), type: value('og:image:type') })
			note(og, `${path} og:image`)
		}
		if (twitter) note(twitter, `${path} twitter:image`)
		for (const node of jsonLd(html).flatMap(nodes)) {
			for (const url of imagesOf(node)) note(url, `${path} JSON-LD ${String(node['@type'])}`)
			problems.push(...structuredDataProblems(node).map((p) => `${path}: ${p}`))
		}
	}

	const sizes = new Map<string, { width?: number; height?: number }>()
	for (const [url, where] of images) {
		const seen = `${url} (${where[0]}${where.length > 1 ? ` and ${where.length - 1} more` : ''})`
		// Every image of this site (the demo content has no outside pictures), asked for here.
		if (new URL(url).origin !== siteOrigin) {
			problems.push(`${seen}: not an image of this site`)
			continue
		}
		const response = await request.get(new URL(url).pathname, { maxRedirects: 0 })
		const type = response.headers()['content-type'] ?? ''
		if (response.status() !== 200 || !type.startsWith('image/')) {
			problems.push(`${seen}: ${response.status()} ${type}`)
			continue
		}
		const meta = await sharp(await response.body()).metadata()
		sizes.set(url, { width: meta.width, height: meta.height })
	}
	for (const share of shares) {
		const size = sizes.get(share.url)
		// The demo pictures are 1600 px wide: the cards get 1200 × 630, and the tags say so.
		const said = [share.type, share.width, share.height].join(' ')
		if (said !== 'image/jpeg 1200 630') problems.push(`${share.page}: og:image tags say "${said}"`)
		if (size && (size.width !== 1200 || size.height !== 630)) problems.push(`${share.page}: share picture is ${size.width} × ${size.height}`)
		if (!share.alt) problems.push(`${share.page}: no og:image:alt`)
	}
	expect(problems).toEqual([])
})
