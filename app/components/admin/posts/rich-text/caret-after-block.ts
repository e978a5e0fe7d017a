import { NodeSelection, TextSelection, type Transaction } from '@tiptap/pm/state'

/**
 * A block just inserted (an image, a video) is left selected, and the next key typed would replace
 * it: a staff member who inserts a picture and goes on writing lost the picture. The caret goes to
 * the start of the paragraph after the block instead, one made for it when the block is the last.
 * A Tiptap chain command: `editor.chain().focus().setImage(…).command(caretAfterSelectedBlock).run()`.
 */
export function caretAfterSelectedBlock({ tr }: { tr: Transaction }): boolean {
	const { selection } = tr
	if (!(selection instanceof NodeSelection) || !selection.node.isBlock) return true
	const after = selection.to
	if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
		const paragraph = tr.doc.type.schema.nodes.paragraph
		if (!paragraph) return true
		tr.insert(after, paragraph.create())
	}
	tr.setSelection(TextSelection.create(tr.doc, after + 1))
	return true
}
