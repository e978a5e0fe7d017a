import type { MetaDescriptor } from 'react-router'
import { type Lang, localizePath } from '#app/i18n/lang.ts'

/** A picture for link previews, with what the cards want to know about it. */
export interface ShareImage {
	/** Absolute, or a path of this site. */
	url: string
	width?: number
	height?: number
	/** MIME type, when known. */
	type?: string
	alt?: string
}

export interface PageSeo {
	lang: Lang
	/** The page's path without language prefix ('/products/basmati'). */
	path: string
	origin: string
	siteName: string
	/** Page title; the site name alone when absent (spec: default title is the company name). */
	title?: string
	/** The whole <title> when it should not be composed as "page | site" (the home page). */
	documentTitle?: string
	description?: string
	image?: ShareImage
	type?: 'website' | 'article' | 'product'
	noindex?: boolean
	/** From the SEO settings: used where the page has none of its own. */
	defaults?: {
		description?: string
		image?: ShareImage
		keywords?: string
		/** Sharing texts of the site: used by pages without a title of their own (the home page). */
		ogTitle?: string
		ogDescription?: string
		twitterTitle?: string
		twitterDescription?: string
		twitterImage?: ShareImage
	}
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`)

/** Title, description, canonical, hreflang alternates (+ x-default), Open Graph and Twitter card. */
export function pageMeta(input: PageSeo): MetaDescriptor[] {
	const d = input.defaults ?? {}
	const page = { ...input, description: input.description || d.description || undefined, image: input.image || d.image || undefined }
	const title = page.documentTitle || (page.title ? `${page.title} | ${page.siteName}` : page.siteName)
	const url = (lang: Lang) => absolute(page.origin, localizePath(page.path, lang))
	// A page's own title and description win; a page without them (home) shares the site's texts.
	const ogTitle = page.title ?? (d.ogTitle || page.documentTitle || page.siteName)
	const ogDescription = (!input.description && d.ogDescription) || page.description
	const twitterImage = input.image || d.twitterImage || page.image
	const meta: MetaDescriptor[] = [
		{ title },
		{ tagName: 'link', rel: 'canonical', href: url(page.lang) },
		{ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: url('ar') },
		{ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
		{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('ar') },
		{ property: 'og:site_name', content: page.siteName },
		{ property: 'og:title', content: ogTitle },
		{ property: 'og:type', content: page.type ?? 'website' },
		{ property: 'og:url', content: url(page.lang) },
		{ property: 'og:locale', content: page.lang === 'ar' ? 'ar_SA' : 'en_US' },
		{ property: 'og:locale:alternate', content: page.lang === 'ar' ? 'en_US' : 'ar_SA' },
		{ name: 'twitter:card', content: twitterImage ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: (!page.title && d.twitterTitle) || ogTitle },
	]
	if (page.description) meta.push({ name: 'description', content: page.description })
	if (ogDescription) meta.push({ property: 'og:description', content: ogDescription })
	const twitterDescription = (!input.description && d.twitterDescription) || ogDescription
	if (twitterDescription) meta.push({ name: 'twitter:description', content: twitterDescription })
	if (page.image) {
		const image = page.image
		meta.push({ property: 'og:image', content: absolute(page.origin, image.url) })
		if (image.type) meta.push({ property: 'og:image:type', content: image.type })
		if (image.width && image.height) {
			meta.push({ property: 'og:image:width', content: String(image.width) })
			meta.push({ property: 'og:image:height', content: String(image.height) })
		}
		if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt })
	}
	if (twitterImage) {
		meta.push({ name: 'twitter:image', content: absolute(page.origin, twitterImage.url) })
		if (twitterImage.alt) meta.push({ name: 'twitter:image:alt', content: twitterImage.alt })
	}
	if (d.keywords) meta.push({ name: 'keywords', content: d.keywords })
	if (page.noindex) meta.push({ name: 'robots', content: 'noindex' })
	return meta
}
