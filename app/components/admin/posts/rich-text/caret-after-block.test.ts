import { getSchema } from '@tiptap/core'
import type { Node as ProseMirrorNode } from '@tiptap/pm/model'
import { EditorState, TextSelection } from '@tiptap/pm/state'
import { describe, expect, it } from 'vitest'
import { caretAfterInsertedBlock } from './caret-after-block.ts'
import { richTextExtensions } from './extensions.ts'

const schema = getSchema(richTextExtensions())
const paragraph = (text?: string) => schema.nodes.paragraph!.create(null, text ? schema.text(text) : null)
const image = () => schema.nodes.image!.create({ src: '/media/0123456789abcdef/1200.webp', alt: 'حقل أرز' })
const video = () => schema.nodes.videoEmbed!.create({ provider: 'vimeo', videoId: '76979871' })
const cell = (text?: string) => schema.nodes.tableCell!.create(null, paragraph(text))
const table = (rows: (string | undefined)[][]) => schema.nodes.table!.create(null, rows.map((row) => schema.nodes.tableRow!.create(null, row.map(cell))))

/** Where `text` starts in the document (the caret before its first character), or its end with `atEnd`. */
function positionOf(doc: ProseMirrorNode, text: string, atEnd = false) {
	let found = -1
	doc.descendants((node, position) => {
		if (found === -1 && node.isText && node.text!.includes(text)) found = position + node.text!.indexOf(text) + (atEnd ? text.length : 0)
		return found === -1
	})
	if (found === -1) throw new Error(`no "${text}" in the document`)
	return found
}

/** Inserts `block` at a text caret as the paste handler does, runs the command, then types "x". */
function insertThenType(blocks: ProseMirrorNode[], caret: (doc: ProseMirrorNode) => number, block: ProseMirrorNode) {
	const doc = schema.nodes.doc!.create(null, blocks)
	const state = EditorState.create({ doc, selection: TextSelection.create(doc, caret(doc)) })
	const from = state.selection.from
	const tr = state.tr.replaceSelectionWith(block)
	caretAfterInsertedBlock(from)({ tr })
	const after = state.apply(tr)
	const typed = after.apply(after.tr.insertText('x'))
	return { after, typed }
}

/** Each block as "type:text", cells as "[text|text]" rows. */
function outline(node: ProseMirrorNode): string[] {
	return node.children.map((child) => {
		if (child.type.name === 'table') return `table:${child.children.map((row) => `[${row.children.map((c) => c.children.map((b) => `${b.type.name}:${b.textContent}`).join(',')).join(' | ')}]`).join('')}`
		return `${child.type.name}:${child.textContent}`
	})
}

describe('the caret after an inserted block', () => {
	it('goes into a new paragraph after a picture that ends the text, so typing keeps the picture', () => {
		const { after, typed } = insertThenType([paragraph('نص'), paragraph()], (doc) => doc.content.size - 1, image())
		expect(after.selection).toBeInstanceOf(TextSelection)
		expect(outline(typed.doc)).toEqual(['paragraph:نص', 'image:', 'paragraph:x'])
	})

	it('goes to the start of the text that follows, without adding a paragraph', () => {
		const { typed } = insertThenType([paragraph('قبلبعد')], (doc) => positionOf(doc, 'بعد'), video())
		expect(outline(typed.doc)).toEqual(['paragraph:قبل', 'videoEmbed:', 'paragraph:xبعد'])
	})

	it('stays in the table cell it was inserted in, even when another cell follows', () => {
		// The caret in an empty cell that is not the last: the video takes the cell's paragraph, and the
		// text typed next goes under it, in the same cell (it once went to the next cell).
		const blocks = [
			table([
				['الصنف', 'الوزن', 'المنشأ'],
				['أرز', undefined, 'الهند'],
			]),
		]
		const { typed } = insertThenType(blocks, (doc) => positionOf(doc, 'أرز', true) + 4, video())
		expect(outline(typed.doc)).toEqual(['table:[paragraph:الصنف | paragraph:الوزن | paragraph:المنشأ][paragraph:أرز | videoEmbed:,paragraph:x | paragraph:الهند]'])
	})

	it('goes under a picture inserted in the last cell, inside that cell', () => {
		const { typed } = insertThenType([table([['أ', 'ب'], ['ج', undefined]])], (doc) => doc.content.size - 4, image())
		expect(outline(typed.doc)).toEqual(['table:[paragraph:أ | paragraph:ب][paragraph:ج | image:,paragraph:x]'])
	})

	it('leaves the caret where it is when nothing was inserted, even with a picture further on', () => {
		const doc = schema.nodes.doc!.create(null, [paragraph('نص'), image()])
		const state = EditorState.create({ doc, selection: TextSelection.create(doc, 2) })
		const tr = state.tr
		caretAfterInsertedBlock(2)({ tr })
		expect(tr.docChanged).toBe(false)
		expect(tr.selection.from).toBe(2)
	})
})
