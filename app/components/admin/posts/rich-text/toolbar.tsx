import type { Editor } from '@tiptap/core'
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable } from '@tiptap/pm/tables'
import { type Command, TextSelection } from '@tiptap/pm/state'
import {
	BetweenHorizontalEnd,
	BetweenVerticalEnd,
	Bold,
	Clapperboard,
	Columns2,
	Grid2x2X,
	Heading2,
	Heading3,
	ImagePlus,
	Italic,
	Link as LinkIcon,
	List,
	ListOrdered,
	type LucideIcon,
	Pilcrow,
	PilcrowLeft,
	PilcrowRight,
	Quote,
	Redo2,
	Rows2,
	Table as TableIcon,
	Undo2,
} from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { TextDirection } from '#app/lib/rich-text-schema.ts'
import type { Panel } from './editor-surface.tsx'
import { directionalNodes } from './extensions.ts'

export interface ToolbarState {
	block: 'p' | 'h2' | 'h3' | 'blockquote' | null
	bold: boolean
	italic: boolean
	ul: boolean
	ol: boolean
	link: string | null
	direction: TextDirection
	canUndo: boolean
	canRedo: boolean
	/** The selection is inside a table: its row, column and delete tools apply. */
	inTable: boolean
}

/** A new table: a header row and two rows of three cells. */
const newTable = () => {
	const row = (type: 'tableHeader' | 'tableCell') => ({ type: 'tableRow', content: Array.from({ length: 3 }, () => ({ type, content: [{ type: 'paragraph' }] })) })
	return { type: 'table', content: [row('tableHeader'), row('tableCell'), row('tableCell')] }
}

interface Tool {
	key: string
	label: AdminKey
	Icon: LucideIcon
	active?: boolean
	/** Icons that point (lists, quote, undo) mirror in a right-to-left toolbar. */
	mirror?: boolean
	disabled?: boolean
	group?: boolean
	action: () => void
}

/**
 * The editor's toolbar: one tab stop, arrow keys move between the tools in the toolbar's direction
 * (Home and End to the ends), each tool labelled in the staff language with its pressed state.
 */
export function Toolbar({
	editor,
	state,
	dir,
	panel,
	setPanel,
}: {
	editor: Editor
	state: ToolbarState
	dir: TextDirection
	panel: Panel
	setPanel: (panel: Panel) => void
}) {
	const { t } = useAdminI18n()
	const bar = useRef<HTMLDivElement>(null)
	const [current, setCurrent] = useState(0)
	const chain = () => editor.chain().focus()
	/** A prosemirror-tables command on the editor's state (rows and columns follow the document's order). */
	const table = (command: Command) => chain().command(({ state: editorState, dispatch }) => command(editorState, dispatch)).run()

	/** Sets (or, when it is the body's own, clears) the direction of the blocks in the selection. */
	const setDirection = (direction: TextDirection) =>
		chain()
			.command(({ tr, state: editorState }) => {
				const { from, to } = editorState.selection
				tr.doc.nodesBetween(from, to, (node, pos) => {
					if ((directionalNodes as readonly string[]).includes(node.type.name))
						tr.setNodeMarkup(pos, undefined, { ...node.attrs, dir: direction === dir ? null : direction })
				})
				return true
			})
			.run()

	/** Inserts a new table and puts the caret in its first header cell. */
	const insertTable = () => {
		const start = editor.state.selection.from
		chain()
			.insertContent(newTable())
			.command(({ tr }) => {
				let cell = -1
				tr.doc.nodesBetween(Math.min(start, tr.doc.content.size), tr.doc.content.size, (node, pos) => {
					if (cell < 0 && node.type.name === 'tableHeader') cell = pos
					return cell < 0
				})
				if (cell >= 0) tr.setSelection(TextSelection.create(tr.doc, cell + 2))
				return true
			})
			.run()
	}

	const tools: Tool[] = [
		{ key: 'p', label: 'posts.editor.paragraph', Icon: Pilcrow, mirror: true, active: state.block === 'p' && !state.ul && !state.ol, action: () => chain().setParagraph().run() },
		{ key: 'h2', label: 'posts.editor.heading', Icon: Heading2, active: state.block === 'h2', action: () => chain().toggleHeading({ level: 2 }).run() },
		{ key: 'h3', label: 'posts.editor.subheading', Icon: Heading3, active: state.block === 'h3', action: () => chain().toggleHeading({ level: 3 }).run() },
		{ key: 'bold', label: 'posts.editor.bold', Icon: Bold, group: true, active: state.bold, action: () => chain().toggleBold().run() },
		{ key: 'italic', label: 'posts.editor.italic', Icon: Italic, active: state.italic, action: () => chain().toggleItalic().run() },
		{ key: 'ul', label: 'posts.editor.bulletList', Icon: List, group: true, mirror: true, active: state.ul, action: () => chain().toggleBulletList().run() },
		{ key: 'ol', label: 'posts.editor.numberedList', Icon: ListOrdered, mirror: true, active: state.ol, action: () => chain().toggleOrderedList().run() },
		{ key: 'quote', label: 'posts.editor.quote', Icon: Quote, mirror: true, active: state.block === 'blockquote', action: () => chain().toggleBlockquote().run() },
		{ key: 'link', label: 'posts.editor.link', Icon: LinkIcon, group: true, active: state.link !== null || panel === 'link', action: () => setPanel(panel === 'link' ? null : 'link') },
		{ key: 'image', label: 'posts.editor.image', Icon: ImagePlus, active: panel === 'image', action: () => setPanel(panel === 'image' ? null : 'image') },
		{ key: 'video', label: 'posts.editor.video', Icon: Clapperboard, active: panel === 'video', action: () => setPanel(panel === 'video' ? null : 'video') },
		{ key: 'table', label: 'posts.editor.table', Icon: TableIcon, group: true, disabled: state.inTable, action: insertTable },
		{ key: 'row-add', label: 'posts.editor.rowAdd', Icon: BetweenHorizontalEnd, disabled: !state.inTable, action: () => table(addRowAfter) },
		{ key: 'column-add', label: 'posts.editor.columnAdd', Icon: BetweenVerticalEnd, mirror: true, disabled: !state.inTable, action: () => table(addColumnAfter) },
		{ key: 'row-delete', label: 'posts.editor.rowDelete', Icon: Rows2, disabled: !state.inTable, action: () => table(deleteRow) },
		{ key: 'column-delete', label: 'posts.editor.columnDelete', Icon: Columns2, disabled: !state.inTable, action: () => table(deleteColumn) },
		{ key: 'table-delete', label: 'posts.editor.tableDelete', Icon: Grid2x2X, disabled: !state.inTable, action: () => table(deleteTable) },
		{ key: 'rtl', label: 'posts.editor.rtl', Icon: PilcrowLeft, group: true, active: state.direction === 'rtl', action: () => setDirection('rtl') },
		{ key: 'ltr', label: 'posts.editor.ltr', Icon: PilcrowRight, active: state.direction === 'ltr', action: () => setDirection('ltr') },
		{ key: 'undo', label: 'posts.editor.undo', Icon: Undo2, group: true, mirror: true, disabled: !state.canUndo, action: () => chain().undo().run() },
		{ key: 'redo', label: 'posts.editor.redo', Icon: Redo2, mirror: true, disabled: !state.canRedo, action: () => chain().redo().run() },
	]

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])
		const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
		if (index < 0) return
		const forward = (event.key === 'ArrowRight') === (dir === 'ltr')
		const next =
			event.key === 'Home'
				? 0
				: event.key === 'End'
					? buttons.length - 1
					: event.key === 'ArrowLeft' || event.key === 'ArrowRight'
						? (index + (forward ? 1 : -1) + buttons.length) % buttons.length
						: null
		if (next === null) return
		event.preventDefault()
		setCurrent(next)
		buttons[next]?.focus()
	}

	return (
		<div
			ref={bar}
			role="toolbar"
			aria-label={t('posts.editor.toolbar')}
			aria-orientation="horizontal"
			dir={dir}
			onKeyDown={onKeyDown}
			className="border-sand-200 bg-sand-50 sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b p-1"
		>
			{tools.map(({ key, label, Icon, active, mirror, disabled, group, action }, index) => (
				<span key={key} className="contents">
					{group ? <span aria-hidden className="bg-sand-300 mx-1 h-5 w-px" /> : null}
					<button
						type="button"
						title={t(label)}
						aria-label={t(label)}
						aria-pressed={active === undefined ? undefined : active}
						aria-disabled={disabled || undefined}
						data-testid={`tool-${key}`}
						tabIndex={index === current ? 0 : -1}
						// Keeps the selection in the editor while the button is pressed.
						onMouseDown={(event) => event.preventDefault()}
						onFocus={() => setCurrent(index)}
						onClick={() => !disabled && action()}
						className={`focus-visible:outline-brand-500 inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 ${active ? 'bg-brand-100 text-brand-900' : 'text-ink-700 hover:bg-sand-200'} ${disabled ? 'opacity-40' : ''}`}
					>
						<Icon aria-hidden className={`size-4 ${mirror ? 'rtl:-scale-x-100' : ''}`} />
					</button>
				</span>
			))}
		</div>
	)
}
