import sanitizeHtml from 'sanitize-html'
import {
	directionalTags,
	imageSchemes,
	linkSchemes,
	readDirection,
	richTextAliases,
	richTextElements,
	safeImageSrc,
} from '#app/lib/rich-text-schema.ts'

/**
 * The HTML a blog body may contain: the elements and attributes of the shared schema
 * (app/lib/rich-text-schema.ts, decision 0033), the same the editor makes. Applied when a post is
 * saved and again when it is rendered, so markup that slipped into the database by any path still
 * cannot run script in a visitor's browser. Elements the schema reads as another (`<b>`, `<h1>`…)
 * become that one, as they do in the editor; any other element is dropped and its text kept.
 */
const directionValues = [{ name: 'dir', values: ['rtl', 'ltr'] }]

const allowedAttributes: sanitizeHtml.IOptions['allowedAttributes'] = {}
for (const [tag, attributes] of Object.entries(richTextElements)) {
	const withDir = (directionalTags as readonly string[]).includes(tag)
	allowedAttributes[tag] = [...attributes.filter((name) => name !== 'dir'), ...(withDir || tag === 'bdi' ? directionValues : [])]
}

const transformTags: sanitizeHtml.IOptions['transformTags'] = {
	// Outbound links open safely and pass no referrer or ranking.
	a: (tagName, attribs) => ({
		tagName,
		attribs: /^https?:\/\//i.test(attribs.href ?? '') ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
	}),
	img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
}
// Every element: read as the one it stands for, its direction in the case the schema stores (Word writes `dir=RTL`).
transformTags['*'] = (tagName, attribs) => {
	const kept: Record<string, string> = {}
	for (const [name, value] of Object.entries(attribs)) {
		if (name !== 'dir') kept[name] = value
		else if (readDirection(value)) kept.dir = readDirection(value)!
	}
	return { tagName: (richTextAliases as Record<string, string>)[tagName] ?? tagName, attribs: kept }
}

const options: sanitizeHtml.IOptions = {
	allowedTags: Object.keys(richTextElements),
	allowedAttributes: {
		...allowedAttributes,
		// Added on output only (see transformTags), never taken from the input.
		a: [...(allowedAttributes.a ?? []), 'target', 'rel'],
		img: [...(allowedAttributes.img ?? []), 'loading'],
	},
	allowedSchemes: [...linkSchemes],
	allowedSchemesByTag: { img: [...imageSchemes] },
	allowProtocolRelative: false,
	transformTags,
	// An image whose address is not one the editor accepts is no image at all.
	exclusiveFilter: (frame) => frame.tag === 'img' && safeImageSrc(frame.attribs.src) === null,
	nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xml'],
}

export function sanitizeRichText(html: string): string {
	return sanitizeHtml(html, options)
}

