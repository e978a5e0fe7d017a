import { type AnyExtension, Extension, Mark, Node } from '@tiptap/core'
import Heading from '@tiptap/extension-heading'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { goToNextCell } from '@tiptap/pm/tables'
import StarterKit from '@tiptap/starter-kit'
import {
	type TextDirection,
	headingLevels,
	readDirection,
	richTextAliases,
	safeHref,
	safeImageSrc,
} from '#app/lib/rich-text-schema.ts'
import { videoOf, videoWatchUrl } from '#app/lib/video-embed.ts'

/**
 * The editor's ProseMirror schema, built from the shared schema of post bodies
 * (app/lib/rich-text-schema.ts, decision 0033): the nodes and marks below write exactly the
 * elements the server keeps, and read every one of them (and their aliases: `<b>`, `<h1>`, Word's
 * and Google Docs' styled spans) back. Pasted HTML is parsed against this schema too, so whatever it
 * does not describe never enters a body.
 */

/** Node types (Tiptap names) that carry a per-block `dir`: the shared schema's `directionalTags`. */
export const directionalNodes = ['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'listItem', 'codeBlock', 'table'] as const

/** `dir` on each block: only when set (rtl or ltr); otherwise the body's own direction applies. */
const BlockDirection = Extension.create({
	name: 'blockDirection',
	addGlobalAttributes() {
		return [
			{
				types: [...directionalNodes],
				attributes: {
					dir: {
						default: null,
						parseHTML: (element: HTMLElement) => readDirection(element.getAttribute('dir')),
						renderHTML: (attributes: { dir?: TextDirection | null }) => (attributes.dir ? { dir: attributes.dir } : {}),
					},
				},
			},
		]
	},
})

/** Headings h2–h4; a pasted h1 (the page has its own) and h5/h6 are read as the nearest level. */
const BodyHeading = Heading.extend({
	parseHTML() {
		const levels = this.options.levels as number[]
		const aliases = Object.entries(richTextAliases)
			.filter(([alias, tag]) => /^h\d$/.test(alias) && /^h\d$/.test(tag))
			.map(([alias, tag]) => ({ tag: alias, attrs: { level: Number(tag.slice(1)) } }))
		return [...levels.map((level) => ({ tag: `h${level}`, attrs: { level } })), ...aliases]
	},
}).configure({ levels: [...headingLevels] })

/** Images: an http(s) or site address with its alternative text (no data: URLs, no base64). */
const BodyImage = Image.extend({
	parseHTML() {
		return [{ tag: 'img[src]', getAttrs: (element: HTMLElement) => (safeImageSrc(element.getAttribute('src')) ? null : false) }]
	},
}).configure({ inline: false, allowBase64: false })

/**
 * Links: an address the shared schema accepts (http(s), mailto, tel, a path on this site) and a
 * title. Target and rel are not kept: the server gives outbound links theirs when it renders them.
 */
const BodyLink = Link.extend({
	addAttributes() {
		return {
			href: { default: null, parseHTML: (element: HTMLElement) => safeHref(element.getAttribute('href')) },
			title: { default: null },
		}
	},
}).configure({
	openOnClick: false,
	autolink: true,
	linkOnPaste: true,
	defaultProtocol: 'https',
	HTMLAttributes: { target: null, rel: null, class: null },
	isAllowedUri: (url) => safeHref(url) !== null,
})

/** A run in the other direction inside a paragraph: `<bdi dir>` (Word writes `<span dir=LTR>`). */
const Bidi = Mark.create({
	name: 'bidi',
	addAttributes() {
		return {
			dir: { default: null, parseHTML: (element: HTMLElement) => readDirection(element.getAttribute('dir')) },
			lang: {
				default: null,
				parseHTML: (element: HTMLElement) => {
					const lang = element.getAttribute('lang')
					return lang && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang) ? lang.toLowerCase() : null
				},
			},
		}
	},
	parseHTML() {
		return [
			{ tag: 'bdi' },
			{ tag: 'span[dir]', getAttrs: (element: HTMLElement) => (readDirection(element.getAttribute('dir')) ? null : false) },
		]
	},
	renderHTML({ HTMLAttributes }) {
		return ['bdi', HTMLAttributes, 0]
	},
})

/**
 * Tables: rows of header and data cells, edited with prosemirror-tables' commands (toolbar.tsx),
 * which find the nodes by their `tableRole`. A span of 1 is not written.
 */
const span = (name: 'colspan' | 'rowspan') => ({
	default: 1,
	parseHTML: (element: HTMLElement) => {
		const value = Number(element.getAttribute(name))
		return Number.isInteger(value) && value > 1 && value < 100 ? value : 1
	},
	renderHTML: (attributes: Record<string, unknown>) => (Number(attributes[name]) > 1 ? { [name]: attributes[name] } : {}),
})
const cell = (name: string, tag: 'td' | 'th') =>
	Node.create({
		name,
		content: 'block+',
		isolating: true,
		addAttributes: () => ({ colspan: span('colspan'), rowspan: span('rowspan') }),
		parseHTML: () => [{ tag }],
		renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
	})
const Table = Node.create({
	name: 'table',
	group: 'block',
	content: 'tableRow+',
	isolating: true,
	parseHTML: () => [{ tag: 'table' }],
	renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, ['tbody', 0]],
})
const TableRow = Node.create({
	name: 'tableRow',
	content: '(tableCell | tableHeader)+',
	parseHTML: () => [{ tag: 'tr' }],
	renderHTML: () => ['tr', 0],
})
const tableRoles: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' }
const TableRoles = Extension.create({
	name: 'tableRoles',
	extendNodeSchema: (extension) => (tableRoles[extension.name] ? { tableRole: tableRoles[extension.name] } : {}),
	// Tab and Shift+Tab move between cells; past the last (or first) cell they leave the editor as usual.
	addKeyboardShortcuts() {
		return {
			Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
			'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
		}
	},
})

/**
 * A video of a known provider (decision 0047): an atom stored as
 * `<figure data-video-provider data-video-id><a href="(its page)">…</a></figure>`; a figure that is
 * not a known provider's valid video is not read as one (its text is kept).
 */
export const VideoEmbed = Node.create({
	name: 'videoEmbed',
	group: 'block',
	atom: true,
	draggable: true,
	addAttributes: () => ({
		provider: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('data-video-provider'), renderHTML: () => ({}) },
		videoId: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('data-video-id'), renderHTML: () => ({}) },
	}),
	parseHTML: () => [
		{
			tag: 'figure[data-video-provider]',
			getAttrs: (element: HTMLElement) => (videoOf(element.getAttribute('data-video-provider'), element.getAttribute('data-video-id')) ? null : false),
		},
	],
	renderHTML: ({ node }) => {
		const video = videoOf(node.attrs.provider as string | null, node.attrs.videoId as string | null)
		if (!video) return ['figure', ['a', 0]]
		const watch = videoWatchUrl(video)
		return ['figure', { 'data-video-provider': video.provider, 'data-video-id': video.id }, ['a', { href: watch }, watch]]
	},
})

/** The extensions of a body editor. */
export function richTextExtensions(): AnyExtension[] {
	return [
		StarterKit.configure({
			heading: false,
			// A code block is stored as <pre><code> without a language class.
			codeBlock: { languageClassPrefix: '', HTMLAttributes: {} },
			link: false,
			// No empty paragraph appended after a final list, table or image: it would be stored.
			trailingNode: false,
		}),
		BodyLink,
		BodyHeading,
		BodyImage,
		Bidi,
		Table,
		TableRow,
		TableRoles,
		VideoEmbed,
		cell('tableCell', 'td'),
		cell('tableHeader', 'th'),
		BlockDirection,
	]
}
