import { isInTable } from '@tiptap/pm/tables'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import type { TextDirection } from '#app/lib/rich-text-schema.ts'
import { directionalNodes, richTextExtensions } from './extensions.ts'
import { ImagePanel, LinkPanel } from './panels.tsx'
import { VideoPanel, videoFromPaste } from './video-panel.tsx'
import { cleanPastedHtml } from './paste.ts'
import { Toolbar, type ToolbarState } from './toolbar.tsx'

/**
 * The rich-text editor of a post body (decision 0033): Tiptap 3 (ProseMirror) with the schema of
 * ./extensions.ts, one per language with its own direction. Loaded on its own, in a back-office
 * chunk, by ../rich-text-editor.tsx. Its HTML goes into a hidden input (`name`): the stored body
 * as it came until the first edit (opening and saving a post changes nothing), then the editor's.
 */

export interface EditorSurfaceProps {
	name: string
	dir: TextDirection
	lang: 'ar' | 'en'
	invalid: boolean
	initial: string
	labelId: string
	errorId?: string
}

export type Panel = 'link' | 'image' | 'video' | null

export function EditorSurface({ name, dir, lang, invalid, initial, labelId, errorId }: EditorSurfaceProps) {
	const { t, dir: uiDir } = useAdminI18n()
	const output = useRef<HTMLInputElement>(null)
	const [panel, setPanel] = useState<Panel>(null)
	const extensions = useMemo(() => richTextExtensions(), [])

	const editor = useEditor({
		extensions,
		content: initial,
		// Only ever rendered in the browser (its chunk loads after hydration): made with the first render.
		immediatelyRender: true,
		shouldRerenderOnTransaction: false,
		editorProps: {
			attributes: {
				role: 'textbox',
				'aria-multiline': 'true',
				'aria-labelledby': labelId,
				...(errorId ? { 'aria-describedby': errorId } : {}),
				...(invalid ? { 'aria-invalid': 'true' } : {}),
				dir,
				lang,
				spellcheck: 'true',
				'data-testid': `editor-${name}-content`,
				class: 'prose-article max-h-[70vh] min-h-64 overflow-y-auto px-4 py-3 text-lg outline-none',
			},
			transformPastedHTML: (html) => cleanPastedHtml(html, dir),
			// A pasted address of a known provider's video becomes the video (decision 0047).
			handlePaste: (view, event) => videoFromPaste(view, event),
			handleKeyDown: (_view, event) => {
				if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
					event.preventDefault()
					setPanel('link')
					return true
				}
				return false
			},
		},
	})

	// The stored body as it came, until the first change: opening and saving a post changes nothing.
	useLayoutEffect(() => {
		if (output.current) output.current.value = initial
		// Once: afterwards the editor writes it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	// Every change of the document, typed or pasted, goes into the form's field.
	useEffect(() => {
		if (!editor) return
		const write = () => {
			if (output.current) output.current.value = editor.isEmpty ? '' : editor.getHTML()
		}
		editor.on('update', write)
		return () => void editor.off('update', write)
	}, [editor])

	// A contenteditable ignores its form's disabled fieldset: while the form saves, typing would go
	// into an editor the saved form is about to replace. So it follows its own hidden field, which a
	// disabled fieldset (at any depth) disables.
	useEffect(() => {
		const field = output.current
		const form = field?.form
		if (!editor || !field || !form) return
		const follow = () => {
			const editable = !field.matches(':disabled')
			if (editor.isEditable !== editable) editor.setEditable(editable, false)
		}
		follow()
		const observer = new MutationObserver(follow)
		observer.observe(form, { attributes: true, attributeFilter: ['disabled'], subtree: true })
		return () => observer.disconnect()
	}, [editor])

	const state = useEditorState({
		editor,
		selector: ({ editor: current }) => {
			if (!current) return null
			const block: ToolbarState['block'] = current.isActive('heading', { level: 2 })
				? 'h2'
				: current.isActive('heading', { level: 3 })
					? 'h3'
					: current.isActive('blockquote')
						? 'blockquote'
						: current.isActive('paragraph')
							? 'p'
							: null
			const { $from } = current.state.selection
			let blockDir: TextDirection | null = null
			for (let depth = $from.depth; depth > 0 && !blockDir; depth--) {
				const node = $from.node(depth)
				if ((directionalNodes as readonly string[]).includes(node.type.name)) blockDir = (node.attrs.dir as TextDirection | null) ?? null
			}
			return {
				block,
				bold: current.isActive('bold'),
				italic: current.isActive('italic'),
				ul: current.isActive('bulletList'),
				ol: current.isActive('orderedList'),
				link: current.isActive('link') ? ((current.getAttributes('link').href as string | undefined) ?? '') : null,
				direction: blockDir ?? dir,
				empty: current.isEmpty,
				canUndo: current.can().undo(),
				canRedo: current.can().redo(),
				inTable: isInTable(current.state),
			}
		},
	})

	return (
		<div
			className={`rounded-lg border bg-white transition focus-within:ring-4 ${invalid ? 'border-red-500 focus-within:ring-red-100' : 'border-sand-300 focus-within:border-brand-500 focus-within:ring-brand-100'}`}
		>
			{/* No value or defaultValue prop: React would reset a hidden input's value on re-render. */}
			<input ref={output} type="hidden" name={name} />
			{editor && state ? <Toolbar editor={editor} state={state} dir={dir} panel={panel} setPanel={setPanel} /> : null}
			{editor && panel === 'link' ? <LinkPanel editor={editor} initial={state?.link ?? ''} onClose={() => setPanel(null)} /> : null}
			{editor && panel === 'image' ? <ImagePanel editor={editor} lang={lang} onClose={() => setPanel(null)} /> : null}
			{editor && panel === 'video' ? <VideoPanel editor={editor} onClose={() => setPanel(null)} /> : null}
			<div className="relative">
				{state?.empty ? (
					<p aria-hidden dir={dir} className="text-ink-500 pointer-events-none absolute inset-x-0 top-0 px-4 py-3 text-start text-lg">
						<bdi dir={uiDir}>{t('posts.editor.placeholder')}</bdi>
					</p>
				) : null}
				<EditorContent editor={editor} />
			</div>
		</div>
	)
}
