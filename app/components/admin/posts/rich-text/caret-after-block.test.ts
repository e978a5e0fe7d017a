import { getSchema } from '@tiptap/core'
import { EditorState, NodeSelection, TextSelection } from '@tiptap/pm/state'
import { describe, expect, it } from 'vitest'
import { caretAfterSelectedBlock } from './caret-after-block.ts'
import { richTextExtensions } from './extensions.ts'

const schema = getSchema(richTextExtensions())
const paragraph = (text?: string) => schema.nodes.paragraph!.create(null, text ? schema.text(text) : null)
const image = () => schema.nodes.image!.create({ src: '/media/0123456789abcdef/1200.webp', alt: 'حقل أرز' })

/** The editor's state with the block at `index` selected, as after inserting it; then the command, then a key typed. */
function insertThenType(blocks: ReturnType<typeof paragraph>[], index: number) {
	const doc = schema.nodes.doc!.create(null, blocks)
	let position = 0
	for (let i = 0; i < index; i++) position += blocks[i]!.nodeSize
	const state = EditorState.create({ doc, selection: NodeSelection.create(doc, position) })
	const tr = state.tr
	caretAfterSelectedBlock({ tr })
	const after = state.apply(tr)
	const typed = after.apply(after.tr.insertText('x'))
	return { after, typed }
}

const kinds = (state: EditorState) => state.doc.children.map((node) => `${node.type.name}:${node.textContent}`)

describe('the caret after an inserted block', () => {
	it('goes into a new paragraph after an image that ends the text, so typing keeps the image', () => {
		const { after, typed } = insertThenType([paragraph('نص'), image()], 1)
		expect(after.selection).toBeInstanceOf(TextSelection)
		expect(kinds(typed)).toEqual(['paragraph:نص', 'image:', 'paragraph:x'])
	})

	it('goes to the start of the paragraph that follows, without adding one', () => {
		const { typed } = insertThenType([paragraph('قبل'), image(), paragraph('بعد')], 1)
		expect(kinds(typed)).toEqual(['paragraph:قبل', 'image:', 'paragraph:xبعد'])
	})

	it('leaves a text caret where it is', () => {
		const doc = schema.nodes.doc!.create(null, [paragraph('نص')])
		const state = EditorState.create({ doc, selection: TextSelection.create(doc, 2) })
		const tr = state.tr
		caretAfterSelectedBlock({ tr })
		expect(tr.docChanged).toBe(false)
		expect(tr.selection.from).toBe(2)
	})
})
