import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import {
	bracketMatching,
	defaultHighlightStyle,
	indentOnInput,
	syntaxHighlighting,
} from '@codemirror/language'
import { html } from '@codemirror/lang-html'
import { EditorState } from '@codemirror/state'
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
 * Built from the CodeMirror 6 packages (view, state, language, commands, lang-html) rather than the
 * `codemirror` meta-package: its basic setup brings autocompletion and search this form has no use for.
 */

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
				// Tab is left to move focus out of the editor (keyboard users must not be trapped in it).
				keymap.of([...defaultKeymap, ...historyKeymap]),
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
