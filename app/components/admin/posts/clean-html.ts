/**
 * Browser-side cleaning of HTML entering the post editor: what is pasted (from Word, Google Docs,
 * web pages) and what the editor starts with. It keeps the structure the editor can make and drops
 * the rest, so the editor shows what will be stored. It is a convenience, not the security
 * boundary: the server sanitises every body on save (`sanitizeRichText`) and again on render.
 *
 * Parsing happens in an inert document (DOMParser): nothing in the input runs or loads.
 */

/** Elements removed with everything inside them. */
const dropped = new Set([
	'script',
	'style',
	'template',
	'noscript',
	'iframe',
	'object',
	'embed',
	'frame',
	'frameset',
	'applet',
	'meta',
	'link',
	'title',
	'head',
	'svg',
	'math',
	'canvas',
	'video',
	'audio',
	'form',
	'input',
	'button',
	'select',
	'textarea',
	'option',
	'xml',
])

/** What a pasted element becomes: a tag the editor makes, or null to keep only its content. */
const pasteTags: Record<string, string> = {
	p: 'p',
	div: 'p',
	h1: 'h2',
	h2: 'h2',
	h3: 'h3',
	h4: 'h3',
	h5: 'h3',
	h6: 'h3',
	blockquote: 'blockquote',
	ul: 'ul',
	ol: 'ol',
	li: 'li',
	strong: 'strong',
	b: 'strong',
	em: 'em',
	i: 'em',
	a: 'a',
	br: 'br',
}

/** Stored bodies may hold more (what the server allows): kept as they are when loading. */
const loadTags = new Set([
	'p',
	'br',
	'h2',
	'h3',
	'h4',
	'strong',
	'b',
	'em',
	'i',
	'u',
	's',
	'blockquote',
	'ul',
	'ol',
	'li',
	'a',
	'img',
	'figure',
	'figcaption',
	'table',
	'thead',
	'tbody',
	'tr',
	'th',
	'td',
	'hr',
	'code',
	'pre',
	'span',
	'bdi',
])

const blockish =
	/^(p|div|h[1-6]|ul|ol|li|blockquote|table|section|article|header|footer|main|aside|nav|pre|figure)$/i

const blockTags = new Set([
	'p',
	'h2',
	'h3',
	'h4',
	'blockquote',
	'ul',
	'ol',
	'li',
	'figure',
	'table',
	'hr',
	'pre',
])

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

function safeImageSrc(value: string | null): string | null {
	const src = (value ?? '').trim()
	return /^https?:\/\//i.test(src) || /^\/(?!\/)/.test(src) ? src : null
}

type Mode = 'paste' | 'load'

function copyCommonAttributes(from: Element, to: Element) {
	const dir = from.getAttribute('dir')
	if (dir === 'rtl' || dir === 'ltr' || dir === 'auto') to.setAttribute('dir', dir)
	const lang = from.getAttribute('lang')
	if (lang && /^[a-zA-Z-]{2,12}$/.test(lang)) to.setAttribute('lang', lang)
}

/** Bold and italic that editors express with inline styles (Google Docs spans, Word). */
function styleMarks(element: Element): { bold: boolean; italic: boolean; plain: boolean } {
	const style = (element.getAttribute('style') ?? '').toLowerCase()
	const weight = /font-weight\s*:\s*(\w+)/.exec(style)?.[1]
	const bold = weight !== undefined && (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600)
	const plain = weight !== undefined && (weight === 'normal' || weight === 'lighter' || Number(weight) <= 400)
	return { bold, italic: /font-style\s*:\s*italic/.test(style), plain }
}

function cleanChildren(source: Node, target: Element, doc: Document, mode: Mode) {
	for (const child of Array.from(source.childNodes)) cleanNode(child, target, doc, mode)
}

function cleanNode(node: Node, target: Element, doc: Document, mode: Mode) {
	if (node.nodeType === Node.TEXT_NODE) {
		target.append(doc.createTextNode(node.textContent ?? ''))
		return
	}
	if (node.nodeType !== Node.ELEMENT_NODE) return
	const element = node as Element
	const tag = element.tagName.toLowerCase()
	if (dropped.has(tag) || tag.includes(':')) return

	if (mode === 'paste') {
		const marks = styleMarks(element)
		// Google Docs wraps a whole paste in <b style="font-weight:normal">: not bold at all.
		let mapped: string | undefined = tag === 'b' && marks.plain ? undefined : pasteTags[tag]
		if (tag === 'img' || tag === 'table' || tag === 'hr') mapped = undefined
		if (!mapped) {
			// A styled span becomes <strong>/<em>; any other unknown element keeps only its content.
			let into = target
			if (tag === 'span' && marks.bold) into = into.appendChild(doc.createElement('strong'))
			if (tag === 'span' && marks.italic) into = into.appendChild(doc.createElement('em'))
			cleanChildren(element, into, doc, mode)
			return
		}
		// A paragraph never nests: a wrapper of blocks, or a paragraph inside a list item, is unwrapped.
		const nested =
			mapped === 'p' &&
			(/^(p|li|h2|h3)$/i.test(target.tagName) ||
				Array.from(element.children).some((c) => blockish.test(c.tagName)))
		if (nested) {
			cleanChildren(element, target, doc, mode)
			return
		}
		const out = doc.createElement(mapped)
		copyCommonAttributes(element, out)
		if (mapped === 'a') {
			const href = safeHref(element.getAttribute('href'))
			if (!href) {
				cleanChildren(element, target, doc, mode)
				return
			}
			out.setAttribute('href', href)
		}
		cleanChildren(element, out, doc, mode)
		target.append(out)
		return
	}

	if (!loadTags.has(tag)) {
		cleanChildren(element, target, doc, mode)
		return
	}
	const out = doc.createElement(tag)
	copyCommonAttributes(element, out)
	if (tag === 'a') {
		const href = safeHref(element.getAttribute('href'))
		if (href) out.setAttribute('href', href)
	}
	if (tag === 'img') {
		const src = safeImageSrc(element.getAttribute('src'))
		if (!src) return
		out.setAttribute('src', src)
		out.setAttribute('alt', element.getAttribute('alt') ?? '')
	}
	for (const name of ['colspan', 'rowspan', 'scope']) {
		const value = element.getAttribute(name)
		if (value && /^[\w-]{1,12}$/.test(value)) out.setAttribute(name, value)
	}
	cleanChildren(element, out, doc, mode)
	target.append(out)
}

/** Drops blocks left with nothing readable (Word leaves many), keeping line breaks inside text. */
function pruneEmpty(root: Element) {
	for (const element of Array.from(
		root.querySelectorAll('p, h2, h3, blockquote, li, ul, ol, strong, em, a'),
	).reverse()) {
		if (!element.textContent?.replace(/\u00a0/g, ' ').trim() && !element.querySelector('img, br'))
			element.remove()
	}
}

export interface CleanResult {
	html: string
	/** True when the result holds block elements (paragraphs, headings, lists). */
	hasBlocks: boolean
}

/** Cleans pasted or loaded HTML; inline-only pastes stay inline, mixed content is wrapped in paragraphs. */
export function cleanHtml(html: string, mode: Mode): CleanResult {
	const doc = new DOMParser().parseFromString(html, 'text/html')
	const root = doc.createElement('div')
	cleanChildren(doc.body, root, doc, mode)
	if (mode === 'paste') pruneEmpty(root)
	const hasBlocks = Array.from(root.children).some((child) => blockTags.has(child.tagName.toLowerCase()))
	if (hasBlocks) {
		// Text and inline elements between blocks are gathered into paragraphs.
		let paragraph: Element | null = null
		for (const child of Array.from(root.childNodes)) {
			const isBlock =
				child.nodeType === Node.ELEMENT_NODE && blockTags.has((child as Element).tagName.toLowerCase())
			if (isBlock) {
				paragraph = null
				continue
			}
			if (child.nodeType === Node.TEXT_NODE && !child.textContent?.trim() && !paragraph) {
				child.remove()
				continue
			}
			if (!paragraph) {
				paragraph = doc.createElement('p')
				root.insertBefore(paragraph, child)
			}
			paragraph.append(child)
		}
	}
	return { html: root.innerHTML, hasBlocks }
}

function escapeText(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Plain text as editor HTML: blank lines separate paragraphs, single line breaks stay breaks. */
export function textToHtml(text: string): CleanResult {
	const paragraphs = text
		.replace(/\r\n?/g, '\n')
		.split(/\n{2,}/)
		.map((p) => p.trim())
		.filter(Boolean)
	if (paragraphs.length <= 1 && !text.includes('\n')) return { html: escapeText(text), hasBlocks: false }
	return {
		html: paragraphs.map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`).join(''),
		hasBlocks: true,
	}
}
