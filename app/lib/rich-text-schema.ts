/**
 * What a post body may hold (decision 0033): one description read by both sides.
 * - The server sanitiser (app/server/html.server.ts) keeps exactly these elements and attributes,
 *   on save and again on render.
 * - The editor's ProseMirror schema (app/components/admin/posts/rich-text/extensions.ts) makes only
 *   these and reads every one of them back, so nothing stored is lost when a body is edited.
 * `rich-text-schema.test.ts` holds the two to this table in both directions.
 *
 * Pure and isomorphic: no DOM, no library.
 */

export const textDirections = ['rtl', 'ltr'] as const
export type TextDirection = (typeof textDirections)[number]

/** Block elements that carry their own direction (a paragraph in the other language). */
export const directionalTags = ['p', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li', 'pre', 'table'] as const

/** Heading levels a body may use (the page's title is the h1). */
export const headingLevels = [2, 3, 4] as const

/** Every element the editor writes, with the attributes it may carry besides `dir`. */
export const richTextElements = {
	// blocks
	p: [],
	h2: [],
	h3: [],
	h4: [],
	blockquote: [],
	ul: [],
	ol: ['start'],
	li: [],
	pre: [],
	hr: [],
	img: ['src', 'alt', 'title', 'width', 'height'],
	table: [],
	tbody: [],
	tr: [],
	th: ['colspan', 'rowspan'],
	td: ['colspan', 'rowspan'],
	/**
	 * A video from a known provider (app/lib/video-embed.ts, decision 0047): its provider and id, and
	 * inside a link to the video's page. Never an iframe: the public page makes the player on a click.
	 */
	figure: ['data-video-provider', 'data-video-id'],
	// inline
	br: [],
	strong: [],
	em: [],
	u: [],
	s: [],
	code: [],
	a: ['href', 'title'],
	/** A run in the other direction inside a paragraph (a Latin name in Arabic text). */
	bdi: ['dir', 'lang'],
} as const satisfies Record<string, readonly string[]>

export type RichTextTag = keyof typeof richTextElements

/**
 * Elements other programs (Word, Google Docs, web pages, older bodies) write for the same thing:
 * read as the element they stand for, by the editor and by the sanitiser alike.
 */
export const richTextAliases = {
	b: 'strong',
	i: 'em',
	del: 's',
	strike: 's',
	h1: 'h2',
	h5: 'h4',
	h6: 'h4',
	thead: 'tbody',
	tfoot: 'tbody',
} as const satisfies Record<string, RichTextTag>

/** URL schemes of links and images. */
export const linkSchemes = ['http', 'https', 'mailto', 'tel'] as const
export const imageSchemes = ['http', 'https'] as const

/** A link target the editor accepts, normalised; null when it is not one. */
export function safeHref(value: string | null | undefined): string | null {
	const href = (value ?? '').trim()
	if (!href) return null
	if (/^(https?:|mailto:|tel:)/i.test(href))
		return /^https?:\/\/[^\s/$.?#]/i.test(href) || /^(mailto|tel):\S+$/i.test(href) ? href : null
	if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href
	// "example.com/page" → https://example.com/page; anything else (javascript:, data:, words) is refused.
	if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`
	return null
}

/** An image address a body may show: this site's media or an http(s) address; null otherwise. */
export function safeImageSrc(value: string | null | undefined): string | null {
	const src = (value ?? '').trim()
	return /^https?:\/\/[^\s/$.?#]\S*$/i.test(src) || /^\/(?!\/)\S*$/.test(src) ? src : null
}

/** A `dir` value as stored: rtl or ltr, whatever its case in the source; null for anything else. */
export function readDirection(value: string | null | undefined): TextDirection | null {
	const dir = (value ?? '').trim().toLowerCase()
	return dir === 'rtl' || dir === 'ltr' ? dir : null
}
