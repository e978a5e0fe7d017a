import sanitizeHtml from 'sanitize-html'

/**
 * The HTML a blog body may contain. Applied when a post is saved and again when it is rendered, so
 * markup that slipped into the database by any path still cannot run script in a visitor's browser.
 */
const options: sanitizeHtml.IOptions = {
	allowedTags: [
		'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li',
		'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'code', 'pre', 'span', 'bdi',
	],
	allowedAttributes: {
		a: ['href', 'title', 'target', 'rel'],
		img: ['src', 'alt', 'width', 'height', 'loading'],
		th: ['scope', 'colspan', 'rowspan'],
		td: ['colspan', 'rowspan'],
		'*': ['dir', 'lang'],
	},
	allowedSchemes: ['http', 'https', 'mailto', 'tel'],
	allowedSchemesByTag: { img: ['http', 'https'] },
	allowProtocolRelative: false,
	transformTags: {
		// Outbound links open safely and pass no referrer or ranking.
		a: (tagName, attribs) => ({
			tagName,
			attribs: /^https?:\/\//.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
		}),
		img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
	},
}

export function sanitizeRichText(html: string): string {
	return sanitizeHtml(html, options)
}
