import { type Lang, localizePath } from '#app/i18n/lang.ts'

/**
 * The blog's Atom feeds, one per language (`/blog/feed.xml`, `/en/blog/feed.xml`): the newest
 * published posts with their excerpt, body and picture. Pure: the server module reads the posts.
 */

export const feedFile = 'feed.xml'
export const feedType = 'application/atom+xml'

export function feedPath(lang: Lang): string {
	return localizePath(`/blog/${feedFile}`, lang)
}

export function isFeedPath(path: string): boolean {
	return path === feedPath('ar') || path === feedPath('en')
}

/** The feed's name: the blog's title and the site's. */
export function feedTitle(blogTitle: string, siteName: string): string {
	return `${blogTitle} | ${siteName}`
}

/** The `<link rel="alternate">` through which readers and browsers find a blog page's feed. */
export function feedLink(seo: { origin: string; lang: Lang }, title: string) {
	return { tagName: 'link', rel: 'alternate', type: feedType, title, href: `${seo.origin}${feedPath(seo.lang)}` } as const
}

export interface FeedEntry {
	/** Absolute URL of the post's page. */
	url: string
	title: string
	summary: string
	/** Sanitised HTML of the body; relative addresses resolve against the feed's base. */
	contentHtml: string
	published: string
	updated: string
	author: string
	/** Absolute URL and type of the post's picture. */
	image: { url: string; type?: string } | null
}

export interface Feed {
	lang: Lang
	origin: string
	title: string
	subtitle: string
	/** Absolute URLs of the blog page and of the feed itself. */
	pageUrl: string
	feedUrl: string
	entries: FeedEntry[]
}

/** Text and attribute values as XML: markup characters escaped, characters XML 1.0 forbids dropped. */
export function xmlEscape(value: string): string {
	return value
		// eslint-disable-next-line no-control-regex
		.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
		.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
}

/** An Atom 1.0 document, with Media RSS for the pictures feed readers show. */
export function renderFeed(feed: Feed): string {
	const updated = feed.entries.map((entry) => entry.updated).sort().at(-1) ?? new Date(0).toISOString()
	const entries = feed.entries.map((entry) => {
		const image = entry.image
			? [
					`<link rel="enclosure" href="${xmlEscape(entry.image.url)}"${entry.image.type ? ` type="${xmlEscape(entry.image.type)}"` : ''}/>`,
					`<media:content url="${xmlEscape(entry.image.url)}" medium="image"${entry.image.type ? ` type="${xmlEscape(entry.image.type)}"` : ''}/>`,
					`<media:thumbnail url="${xmlEscape(entry.image.url)}"/>`,
				]
			: []
		return [
			'<entry>',
			`<id>${xmlEscape(entry.url)}</id>`,
			`<title type="text">${xmlEscape(entry.title)}</title>`,
			`<link rel="alternate" type="text/html" href="${xmlEscape(entry.url)}"/>`,
			`<published>${xmlEscape(entry.published)}</published>`,
			`<updated>${xmlEscape(entry.updated)}</updated>`,
			`<author><name>${xmlEscape(entry.author)}</name></author>`,
			...(entry.summary ? [`<summary type="text">${xmlEscape(entry.summary)}</summary>`] : []),
			`<content type="html">${xmlEscape(entry.contentHtml)}</content>`,
			...image,
			'</entry>',
		].join('')
	})
	return [
		'<?xml version="1.0" encoding="utf-8"?>',
		`<feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/" xml:lang="${feed.lang}" xml:base="${xmlEscape(feed.origin)}/">`,
		`<id>${xmlEscape(feed.feedUrl)}</id>`,
		`<title type="text">${xmlEscape(feed.title)}</title>`,
		`<subtitle type="text">${xmlEscape(feed.subtitle)}</subtitle>`,
		`<link rel="self" type="${feedType}" href="${xmlEscape(feed.feedUrl)}"/>`,
		`<link rel="alternate" type="text/html" hreflang="${feed.lang}" href="${xmlEscape(feed.pageUrl)}"/>`,
		`<updated>${updated}</updated>`,
		...entries,
		'</feed>',
		'',
	].join('\n')
}
