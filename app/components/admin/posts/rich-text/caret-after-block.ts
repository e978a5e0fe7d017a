import { TextSelection, type Transaction } from '@tiptap/pm/state'

/**
 * After inserting a block (an image, a video), the caret goes to the start of the paragraph right
 * after it, in the same container, one made for it when none follows. Left to ProseMirror, the
 * block stayed selected at the end of the text, and the next key typed replaced it (a staff member
 * who inserted a picture and went on writing lost the picture); in a table cell the caret jumped
 * to the next cell. `from` is where the selection started before the insert.
 * A Tiptap chain command: `editor.chain().focus().setImage(…).command(caretAfterInsertedBlock(from)).run()`.
 */
export function caretAfterInsertedBlock(from: number) {
	return ({ tr }: { tr: Transaction }): boolean => {
		// Nothing was inserted (the insert was refused): the caret stays where it is.
		if (!tr.docChanged) return true
		const start = tr.mapping.map(from, -1)
		let end = -1
		// The inserted block is the first leaf block (images and videos hold no content) from there.
		tr.doc.nodesBetween(start, tr.doc.content.size, (node, position) => {
			if (end !== -1) return false
			if (node.isBlock && node.isLeaf && position >= start) end = position + node.nodeSize
			return end === -1
		})
		if (end === -1) return true
		const $end = tr.doc.resolve(end)
		if (!$end.nodeAfter?.isTextblock) {
			const paragraph = tr.doc.type.schema.nodes.paragraph
			if (!paragraph || !$end.parent.canReplaceWith($end.index(), $end.index(), paragraph)) return true
			tr.insert(end, paragraph.create())
		}
		tr.setSelection(TextSelection.create(tr.doc, end + 1))
		return true
	}
}
