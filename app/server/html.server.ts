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
import type { Lang } from '#app/i18n/lang.ts'
import { scriptRuns } from '#app/lib/script-runs.ts'
import { imageWidths, mediaVariantUrl } from '#app/lib/images.ts'
import { publicVideoFigures, scrollableTables, storedVideoFigures } from '#app/lib/body-embeds.ts'
import type { SiteDictionary } from '#app/i18n/site.ar.ts'
import { videoOf } from '#app/lib/video-embed.ts'

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
	img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
	// A figure is kept only as a video of a known provider with a valid id (decision 0047); any other
	// figure loses its wrapper and keeps its content.
	figure: (tagName, attribs) => {
		const video = videoOf(attribs['data-video-provider'], attribs['data-video-id'])
		const kept: Record<string, string> = video ? { 'data-video-provider': video.provider, 'data-video-id': video.id } : {}
		return { tagName: video ? tagName : 'unwrapped-figure', attribs: kept }
	},
}

/** The width a body image is shown at: the article column (max-w-3xl), or the screen below it. */
export const bodyImageSizes = '(min-width: 48rem) 48rem, 100vw'

/**
 * A body image the pipeline stored (`/media/<key>/<width>.<format>`, as the editor inserts it) gets
 * every width the pipeline made as its `srcset`, so a phone loads the 400 px file and a wide screen
 * the 1200 px one (decision 0044). Any other image, and any `srcset` in the input, is left without.
 */
export function responsiveBodyImage(src: string | undefined): { srcset: string; sizes: string } | null {
	const match = /^(\/media\/[a-f0-9]{8,64})\/\d+\.(?:webp|avif)$/.exec(src ?? '')
	if (!match) return null
	return { srcset: imageWidths.map((width) => `${mediaVariantUrl(match[1]!, width, 'webp')} ${width}w`).join(', '), sizes: bodyImageSizes }
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

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeText = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/**
 * A text of the body with each run of the other script in its own language (WCAG 3.1.2), as
 * `<ScriptRuns>` does for the page's other texts: "ISO 22000" in an Arabic body is read by an
 * English voice, an Arabic name in an English one by an Arabic voice. The sanitiser hands the text
 * escaped and takes the result as markup.
 */
function markScriptRuns(escaped: string, textLang: Lang) {
	return scriptRuns(unescapeText(escaped), textLang)
		.map((run) => (run.lang ? `<span lang="${run.lang}" dir="${run.lang === 'ar' ? 'rtl' : 'ltr'}">${escapeText(run.text)}</span>` : escapeText(run.text)))
		.join('')
}

/**
 * The body as stored may hold: see above. `markRunsOf`, for a body shown to visitors: the body's
 * language, whose other-script runs are marked (never on save: the editor keeps plain text).
 */
export function sanitizeRichText(html: string, { markRunsOf }: { markRunsOf?: Lang } = {}): string {
	const clean = sanitizeHtml(html, markRunsOf ? shownOptions(markRunsOf) : options)
	// A video's figure holds exactly the link to its page: whatever else it held goes (then sanitised
	// again, which gives that link its outbound attributes).
	return markRunsOf || !clean.includes('<figure') ? clean : sanitizeHtml(storedVideoFigures(clean), options)
}

/** A body shown to visitors: its other-script runs marked, and stored images given their widths. */
function shownOptions(lang: Lang): sanitizeHtml.IOptions {
	return {
		...options,
		textFilter: (text) => markScriptRuns(text, lang),
		allowedAttributes: { ...options.allowedAttributes, img: [...((options.allowedAttributes || {}).img ?? []), 'srcset', 'sizes'] },
		transformTags: {
			...transformTags,
			img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => ({ tagName, attribs: { ...attribs, loading: 'lazy', ...responsiveBodyImage(attribs.src) } }),
		},
	}
}


/**
 * A body as visitors see it (the post page): sanitised with the other script's runs marked and
 * stored images given their widths, each table in its own scrolling region, each video a
 * "Play video" link that the page turns into the player on a click (decision 0047).
 */
export function publicRichText(html: string, lang: Lang, t: Pick<SiteDictionary, 'blog.videoPlay' | 'blog.videoNote' | 'blog.table'>): string {
	const shown = publicVideoFigures(sanitizeRichText(html, { markRunsOf: lang }), { play: t['blog.videoPlay'], note: t['blog.videoNote'] })
	return scrollableTables(shown, (n) => t['blog.table'].replace('{n}', String(n)))
}
