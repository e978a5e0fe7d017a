import { getSchema } from '@tiptap/core'
import type { DOMOutputSpec, Mark, Node as PMNode, Schema } from '@tiptap/pm/model'
import { describe, expect, it } from 'vitest'
import { directionalTags, richTextAliases, richTextElements } from '#app/lib/rich-text-schema.ts'
import { richTextExtensions } from './extensions.ts'

/**
 * The editor and the server sanitiser read one schema (decision 0033). These tests hold the editor's
 * ProseMirror schema to it both ways: everything the editor writes is kept by the sanitiser, and
 * every element the sanitiser keeps is read back by the editor (nothing stored is lost on edit).
 */

const schema: Schema = getSchema(richTextExtensions())

/** Attribute values that make every node and mark write all it can. */
const sample: Record<string, unknown> = {
	dir: 'rtl',
	start: 3,
	level: 2,
	src: '/media/a.webp',
	alt: 'alt',
	title: 'title',
	width: 10,
	height: 10,
	colspan: 2,
	rowspan: 2,
	href: 'https://example.com',
	lang: 'en',
	provider: 'youtube',
	videoId: 'dQw4w9WgXcQ',
}

/** Tag → attribute names written by a DOMOutputSpec (arrays, as Tiptap's extensions render). */
function collect(spec: DOMOutputSpec, into: Map<string, Set<string>>) {
	if (!Array.isArray(spec)) throw new Error(`unexpected output spec ${String(spec)}`)
	const [tag, ...rest] = spec as [string, ...unknown[]]
	const attributes = into.get(tag) ?? new Set<string>()
	into.set(tag, attributes)
	for (const part of rest) {
		if (part === 0) continue
		if (Array.isArray(part)) collect(part as unknown as DOMOutputSpec, into)
		else if (part && typeof part === 'object')
			for (const [name, value] of Object.entries(part)) if (value !== null && value !== undefined) attributes.add(name)
	}
}

function attrsFor(type: { spec: { attrs?: Record<string, unknown> } }) {
	return Object.fromEntries(Object.keys(type.spec.attrs ?? {}).map((name) => [name, sample[name] ?? null]))
}

function written() {
	const out = new Map<string, Set<string>>()
	for (const type of Object.values(schema.nodes)) {
		if (!type.spec.toDOM) continue
		const levels = type.name === 'heading' ? [2, 3, 4] : [undefined]
		for (const level of levels) {
			const attrs = { ...attrsFor(type), ...(level ? { level } : {}) }
			collect(type.spec.toDOM(type.create(attrs) as PMNode), out)
		}
	}
	for (const type of Object.values(schema.marks)) collect(type.spec.toDOM!(type.create(attrsFor(type)) as Mark, true), out)
	return out
}

/** The element names the editor's parse rules match (a rule's selector starts with its tag). */
function read() {
	const tags = new Set<string>()
	for (const type of [...Object.values(schema.nodes), ...Object.values(schema.marks)])
		for (const rule of type.spec.parseDOM ?? []) if ('tag' in rule && rule.tag) tags.add(/^[a-z0-9]+/i.exec(rule.tag)![0].toLowerCase())
	return tags
}

describe('the editor schema and the sanitiser read one schema', () => {
	it('the editor writes only elements and attributes the sanitiser keeps', () => {
		for (const [tag, attributes] of written()) {
			expect(Object.keys(richTextElements), `<${tag}>`).toContain(tag)
			const allowed = new Set<string>(richTextElements[tag as keyof typeof richTextElements])
			if ((directionalTags as readonly string[]).includes(tag)) allowed.add('dir')
			for (const name of attributes) expect(allowed, `<${tag} ${name}>`).toContain(name)
		}
	})

	it('the editor writes every element of the schema', () => {
		expect([...written().keys()].sort()).toEqual(Object.keys(richTextElements).sort())
	})

	it('the editor reads every element the sanitiser keeps, and their aliases', () => {
		const tags = read()
		// tbody is a wrapper: its rows are read inside the table.
		for (const tag of [...Object.keys(richTextElements), ...Object.keys(richTextAliases)].filter((t) => t !== 'tbody' && t !== 'thead' && t !== 'tfoot'))
			expect(tags, `<${tag}>`).toContain(tag)
	})

	it('every block the schema gives a direction takes one in the editor', () => {
		const out = written()
		for (const tag of directionalTags) expect(out.get(tag), `<${tag} dir>`).toContain('dir')
	})
})

describe('tables and videos in the editor', () => {
	it('reads a table with a header row, and writes a span only when it is more than one cell', () => {
		const table = schema.nodes.table!
		expect(table.spec.tableRole).toBe('table')
		expect(schema.nodes.tableRow!.spec.tableRole).toBe('row')
		expect(schema.nodes.tableCell!.spec.tableRole).toBe('cell')
		expect(schema.nodes.tableHeader!.spec.tableRole).toBe('header_cell')
		const cell = schema.nodes.tableCell!
		const one = new Map<string, Set<string>>()
		collect(cell.spec.toDOM!(cell.create({ colspan: 1, rowspan: 1 }, schema.nodes.paragraph!.create()) as PMNode), one)
		expect([...(one.get('td') ?? [])]).toEqual([])
	})

	it('writes a video as its provider, id and a link to its page, and nothing when the id is not one', () => {
		const video = schema.nodes.videoEmbed!
		expect(video.spec.toDOM!(video.create({ provider: 'vimeo', videoId: '76979871' }) as PMNode)).toEqual([
			'figure',
			{ 'data-video-provider': 'vimeo', 'data-video-id': '76979871' },
			['a', { href: 'https://vimeo.com/76979871' }, 'https://vimeo.com/76979871'],
		])
		const rule = video.spec.parseDOM![0]!
		expect(rule.tag).toBe('figure[data-video-provider]')
	})
})
