import {
	bracketMatching,
	defaultHighlightStyle,
	indentOnInput,
	syntaxHighlighting,
} from '@codemirror/language'
import { html } from '@codemirror/lang-html'
import {
	Annotation,
	type ChangeSet,
	type EditorSelection,
	EditorState,
	type Extension,
} from '@codemirror/state'
import {
	drawSelection,
	EditorView,
	highlightActiveLine,
	highlightActiveLineGutter,
	keymap,
	lineNumbers,
} from '@codemirror/view'

/**
 * The CodeMirror 6 HTML editor of the advertising-code form. This module is loaded only by a
 * dynamic import from the back-office form (html-editor.tsx), so it never reaches a public page.
 * Built from the CodeMirror 6 packages the project has (view, state, language, lang-html); the
 * undo history is the small one below (see decision 0011).
 */

const fromHistory = Annotation.define<boolean>()
/** Edits closer together than this undo as one step. */
const groupMs = 600

interface Step {
	/** Turns the document after the step back into the one before it. */
	changes: ChangeSet
	selection: EditorSelection
	at: number
}

/** Undo and redo (Mod-z, Mod-y / Mod-Shift-z), grouping quick edits such as typing one word. */
function history(): Extension {
	const done: Step[] = []
	const undone: Step[] = []
	const replay = (from: Step[], to: Step[]) => (view: EditorView) => {
		const step = from.pop()
		if (!step) return false
		const doc = view.state.doc
		view.dispatch({
			changes: step.changes,
			selection: step.selection,
			annotations: fromHistory.of(true),
			scrollIntoView: true,
		})
		to.push({ changes: step.changes.invert(doc), selection: view.state.selection, at: 0 })
		return true
	}
	return [
		EditorView.updateListener.of((update) => {
			for (const tr of update.transactions) {
				if (!tr.docChanged || tr.annotation(fromHistory)) continue
				const inverse = tr.changes.invert(tr.startState.doc)
				const now = Date.now()
				const last = done.at(-1)
				if (last && now - last.at < groupMs)
					done[done.length - 1] = {
						changes: inverse.compose(last.changes),
						selection: last.selection,
						at: now,
					}
				else done.push({ changes: inverse, selection: tr.startState.selection, at: now })
				undone.length = 0
				if (done.length > 200) done.shift()
			}
		}),
		keymap.of([
			{ key: 'Mod-z', run: replay(done, undone), preventDefault: true },
			{ key: 'Mod-y', run: replay(undone, done), preventDefault: true },
			{ key: 'Mod-Shift-z', run: replay(undone, done), preventDefault: true },
		]),
	]
}

export interface HtmlEditorOptions {
	parent: HTMLElement
	doc: string
	label: string
	describedBy?: string
	invalid?: boolean
	onChange: (value: string) => void
}

export function mountHtmlEditor(options: HtmlEditorOptions): EditorView {
	const attributes: Record<string, string> = {
		'aria-label': options.label,
		'aria-multiline': 'true',
		spellcheck: 'false',
		autocapitalize: 'off',
		autocorrect: 'off',
	}
	if (options.describedBy) attributes['aria-describedby'] = options.describedBy
	if (options.invalid) attributes['aria-invalid'] = 'true'
	return new EditorView({
		parent: options.parent,
		state: EditorState.create({
			doc: options.doc,
			extensions: [
				lineNumbers(),
				highlightActiveLineGutter(),
				highlightActiveLine(),
				drawSelection(),
				indentOnInput(),
				bracketMatching(),
				syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
				html({ autoCloseTags: false }),
				history(),
				EditorView.lineWrapping,
				EditorView.contentAttributes.of(attributes),
				EditorView.updateListener.of((update) => {
					if (update.docChanged) options.onChange(update.state.doc.toString())
				}),
				// Spec section 9: the editor is 200 px high; longer codes scroll inside it.
				EditorView.theme({
					'&': { height: '200px', fontSize: '13px', backgroundColor: '#fff' },
					'.cm-scroller': {
						overflow: 'auto',
						fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
					},
					'.cm-gutters': {
						backgroundColor: '#faf7f0',
						borderInlineEnd: '1px solid #e7dfcc',
						color: '#8a8474',
					},
					'&.cm-focused': { outline: 'none' },
				}),
			],
		}),
	})
}
