import { type TextDirection, readDirection } from '#app/lib/rich-text-schema.ts'

/**
 * What Word and Google Docs put on the clipboard, made readable for the editor's schema before
 * ProseMirror parses it (which then keeps only what the schema describes: decision 0033).
 * - Word: lists are paragraphs with `mso-list:l0 level2 lfo1` and a typed marker ("·", "1.") inside
 *   conditional comments; they become real nested lists. Its `<o:p>` and other namespaced elements,
 *   comments and empty spacing paragraphs go.
 * - Google Docs: line breaks between blocks go, and a link's styled span does not make it underlined.
 * - Word leaves left-to-right paragraphs unmarked: they are marked before directions are compared.
 * - Both: `dir` is kept only where it differs from the text around it (Google Docs marks every
 *   paragraph, Word writes `dir=RTL` in capitals), so a body in one language stays free of it and a
 *   paragraph in the other language keeps its own.
 * Runs in the browser (DOMParser: an inert document, nothing in it loads or runs).
 */
export function cleanPastedHtml(html: string, base: TextDirection): string {
	const doc = new DOMParser().parseFromString(html, 'text/html')
	const body = doc.body
	// Word marks right-to-left paragraphs (`dir=RTL`) and leaves left-to-right ones unmarked, whatever
	// the document: there an unmarked block is left to right, also in an Arabic body.
	const fromWord = /urn:schemas-microsoft-com:office|class="?Mso|mso-/i.test(html)
	if (fromWord)
		for (const block of Array.from(body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, blockquote, table')))
			if (!block.closest('[dir]')) block.setAttribute('dir', readDirection(body.getAttribute('dir')) ?? 'ltr')
	removeComments(body)
	for (const element of Array.from(body.querySelectorAll('style, meta, link, title, xml, script, template'))) element.remove()
	for (const element of Array.from(body.querySelectorAll('*')))
		if (element.tagName.includes(':')) element.replaceWith(...Array.from(element.childNodes))
	wordLists(doc)
	// Google Docs: <br> between blocks (directly in the body or its wrapper) are its blank lines.
	for (const br of Array.from(body.querySelectorAll('br')))
		if (br.parentElement === body || br.parentElement?.id.startsWith('docs-internal-guid')) br.remove()
	for (const element of Array.from(body.querySelectorAll('a [style]'))) element.removeAttribute('style')
	normaliseDirections(body, base)
	for (const paragraph of Array.from(body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li')).reverse())
		if (!paragraph.textContent?.replace(/[\s\u00a0]+/g, '') && !paragraph.querySelector('img, li')) paragraph.remove()
	return body.innerHTML
}

function removeComments(root: Node) {
	const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
	const comments: Node[] = []
	while (walker.nextNode()) comments.push(walker.currentNode)
	for (const comment of comments) comment.parentNode?.removeChild(comment)
}

/** `dir` only where it changes the direction of the text around it. */
function normaliseDirections(body: HTMLElement, base: TextDirection) {
	for (const element of Array.from(body.querySelectorAll('[dir]'))) {
		const own = readDirection(element.getAttribute('dir'))
		const around = readDirection(element.parentElement?.closest('[dir]')?.getAttribute('dir')) ?? base
		if (own === null || own === around) element.removeAttribute('dir')
		else element.setAttribute('dir', own)
	}
}

const wordListStyle = /mso-list:\s*l(\d+)\s+level(\d+)\s+lfo(\d+)/i
const orderedMarker = /^\(?([0-9\u0660-\u0669]+|[a-z\u0621-\u064a]|[ivxlc]+)[.)-]$/i

function listInfo(element: Element) {
	if (element.tagName !== 'P') return null
	const match = wordListStyle.exec(element.getAttribute('style') ?? '')
	return match ? { list: `${match[1]}-${match[3]}`, level: Number(match[2]) } : null
}

/** Word's list paragraphs as nested <ul>/<ol>, one list per run of paragraphs of the same list. */
function wordLists(doc: Document) {
	const paragraphs = Array.from(doc.body.querySelectorAll('p')).filter((p) => listInfo(p))
	let stack: { level: number; list: HTMLElement }[] = []
	let currentList: string | null = null
	for (const paragraph of paragraphs) {
		const info = listInfo(paragraph)!
		// A new list starts unless this paragraph directly follows the previous one of the same list.
		let sibling = paragraph.previousSibling
		while (sibling && sibling.nodeType === Node.TEXT_NODE && !sibling.textContent?.trim()) sibling = sibling.previousSibling
		const continues = currentList === info.list && stack.length > 0 && sibling === stack[0]!.list
		if (!continues) stack = []
		currentList = info.list
		// The typed marker ("·", "o", "1.", "أ.") is in spans Word styles `mso-list:Ignore`.
		const markers = Array.from(paragraph.querySelectorAll('[style]')).filter((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''))
		const marker = markers.map((span) => span.textContent ?? '').join('').replace(/[\s\u00a0]+/g, '')
		for (const span of markers) span.remove()
		while (stack.length && stack.at(-1)!.level > info.level) stack.pop()
		if (!stack.length || stack.at(-1)!.level < info.level) {
			const list = doc.createElement(orderedMarker.test(marker) ? 'ol' : 'ul')
			const dir = paragraph.getAttribute('dir')
			if (dir) list.setAttribute('dir', dir)
			const parentItem = stack.at(-1)?.list.lastElementChild
			if (parentItem) parentItem.append(list)
			else paragraph.before(list)
			stack.push({ level: info.level, list })
		}
		const item = doc.createElement('li')
		const dir = paragraph.getAttribute('dir')
		if (dir) item.setAttribute('dir', dir)
		item.append(...Array.from(paragraph.childNodes))
		stack.at(-1)!.list.append(item)
		// The next paragraph of this list now follows the outermost list element.
		paragraph.remove()
	}
}
