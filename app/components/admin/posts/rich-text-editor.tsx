import {
	Bold,
	Heading2,
	Heading3,
	Italic,
	Link as LinkIcon,
	Link2Off,
	List,
	ListOrdered,
	type LucideIcon,
	Pilcrow,
	Quote,
	Redo2,
	Undo2,
} from 'lucide-react'
import {
	type ClipboardEvent,
	type KeyboardEvent,
	type ReactNode,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { typedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { htmlText } from '#app/lib/post-schema.ts'
import { cleanHtml, safeHref, textToHtml } from './clean-html.ts'

/**
 * A small rich-text editor for blog bodies (see docs/decisions/0006-rich-text-editor.md): a
 * contentEditable area with a toolbar (paragraph, H2, H3, bold, italic, lists, link, quote,
 * undo/redo), one per language with its own direction. It writes its HTML into a hidden input
 * (`name`). Before the script runs, or without it, the field is a plain textarea of HTML.
 */

type Block = 'p' | 'h2' | 'h3' | 'blockquote'

interface Formats {
	block: Block | null
	bold: boolean
	italic: boolean
	ul: boolean
	ol: boolean
	link: string | null
}

const noFormats: Formats = { block: null, bold: false, italic: false, ul: false, ol: false, link: null }

const blockSelector = 'ul, ol, blockquote, h2, h3, p, figure, table, pre, hr'

/**
 * The editor's HTML as stored, from a copy of its DOM (the live one keeps the browser's undo
 * history): <b>/<i> become <strong>/<em>, and a list the browser put inside a paragraph
 * (`<p><ol>…</ol></p>`, invalid HTML) is lifted out of it. '' when nothing readable is left.
 */
function serialise(editor: HTMLElement): string {
	const root = editor.cloneNode(true) as HTMLElement
	for (const element of Array.from(root.querySelectorAll('b, i'))) {
		const replacement = document.createElement(element.tagName === 'B' ? 'strong' : 'em')
		replacement.append(...Array.from(element.childNodes))
		element.replaceWith(replacement)
	}
	for (const paragraph of Array.from(root.querySelectorAll('p'))) {
		if (!Array.from(paragraph.children).some((child) => child.matches(blockSelector))) continue
		const parts: Node[] = []
		let run: HTMLParagraphElement | null = null
		for (const child of Array.from(paragraph.childNodes)) {
			if (child instanceof Element && child.matches(blockSelector)) {
				parts.push(child)
				run = null
			} else if (child.textContent?.trim() || (child instanceof Element && child.matches('img, br') && run)) {
				if (!run) parts.push((run = document.createElement('p')))
				run.append(child)
			}
		}
		paragraph.replaceWith(...parts)
	}
	const html = root.innerHTML.trim()
	return htmlText(html) === '' && !/<img\b/i.test(html) ? '' : html
}

function exec(command: string, value?: string) {
	// execCommand is the only API that edits contentEditable with the browser's own undo history.
	document.execCommand(command, false, value)
}

export interface RichTextEditorProps {
	name: string
	label: string
	defaultValue: string
	dir: 'rtl' | 'ltr'
	lang: 'ar' | 'en'
	error?: string
	required?: boolean
}

export function RichTextEditor(props: RichTextEditorProps) {
	const { name, label, defaultValue, dir, lang, error, required } = props
	const { t } = useAdminI18n()
	const id = useId()
	const labelId = `${id}-label`
	const errorId = `${id}-error`
	const fallback = useRef<HTMLTextAreaElement>(null)
	// What the editor starts with: the textarea's value when the page was interactive before the script ran.
	const [initial, setInitial] = useState<string | null>(null)

	// Before the first paint after hydration, so the textarea does not flash.
	useLayoutEffect(() => {
		setInitial(typedBeforeHydration(fallback.current) ?? fallback.current?.value ?? defaultValue)
		// Only once: afterwards the editor owns the content.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	const labelNode = (
		<span id={labelId} className="text-ink-800 mb-1.5 block text-sm font-semibold">
			{label}
			{required ? (
				<span aria-hidden className="text-grain-600 ms-0.5">
					*
				</span>
			) : null}
		</span>
	)
	const errorNode = error ? (
		<p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
			{error}
		</p>
	) : null

	if (initial === null) {
		return (
			<div data-testid={`editor-${name}`}>
				<label htmlFor={`${id}-fallback`}>{labelNode}</label>
				<p className="text-ink-500 mb-1.5 text-xs">{t('posts.editor.fallbackHint')}</p>
				<textarea
					ref={fallback}
					id={`${id}-fallback`}
					name={name}
					defaultValue={defaultValue}
					dir={dir}
					lang={lang}
					rows={14}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? errorId : undefined}
					className={`${adminStyles.input} font-mono text-xs leading-relaxed`}
				/>
				{errorNode}
			</div>
		)
	}
	return (
		<div data-testid={`editor-${name}`}>
			{labelNode}
			<EditorSurface {...props} initial={initial} labelId={labelId} errorId={error ? errorId : undefined} />
			{errorNode}
		</div>
	)
}

function EditorSurface({
	name,
	dir,
	lang,
	error,
	initial,
	labelId,
	errorId,
}: RichTextEditorProps & { initial: string; labelId: string; errorId?: string }) {
	const { t, dir: uiDir } = useAdminI18n()
	const editor = useRef<HTMLDivElement>(null)
	const output = useRef<HTMLInputElement>(null)
	const savedRange = useRef<Range | null>(null)
	const [formats, setFormats] = useState<Formats>(noFormats)
	const [empty, setEmpty] = useState(() => htmlText(initial) === '')
	const [linkOpen, setLinkOpen] = useState(false)

	const sync = useCallback(() => {
		const element = editor.current
		if (!element || !output.current) return
		const html = serialise(element)
		output.current.value = html
		setEmpty(html === '')
	}, [])

	const readFormats = useCallback(() => {
		const element = editor.current
		const selection = document.getSelection()
		if (!element || !selection?.anchorNode || !element.contains(selection.anchorNode)) return
		const block = String(document.queryCommandValue('formatBlock')).toLowerCase()
		const anchor =
			selection.anchorNode.nodeType === Node.ELEMENT_NODE
				? (selection.anchorNode as Element)
				: selection.anchorNode.parentElement
		const link = anchor?.closest('a')
		setFormats({
			block: block === 'p' || block === 'h2' || block === 'h3' || block === 'blockquote' ? block : null,
			bold: document.queryCommandState('bold'),
			italic: document.queryCommandState('italic'),
			ul: document.queryCommandState('insertUnorderedList'),
			ol: document.queryCommandState('insertOrderedList'),
			link: link && element.contains(link) ? link.getAttribute('href') : null,
		})
	}, [])

	// The stored HTML goes in once; from then on the browser edits the DOM directly.
	useLayoutEffect(() => {
		const element = editor.current
		if (!element) return
		const { html, hasBlocks } = cleanHtml(initial, 'load')
		element.innerHTML = html.trim() === '' ? '<p><br></p>' : hasBlocks ? html : `<p>${html}</p>`
		sync()
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	useEffect(() => {
		document.addEventListener('selectionchange', readFormats)
		return () => document.removeEventListener('selectionchange', readFormats)
	}, [readFormats])

	const run = (command: string, value?: string) => {
		const element = editor.current
		if (!element) return
		if (!element.contains(document.getSelection()?.anchorNode ?? null)) {
			element.focus()
			// Without a caret inside, commands would apply elsewhere: place it at the end.
			const range = document.createRange()
			range.selectNodeContents(element)
			range.collapse(false)
			document.getSelection()?.removeAllRanges()
			document.getSelection()?.addRange(range)
		}
		exec(command, value)
		sync()
		readFormats()
	}

	const setBlock = (block: Block) => {
		// A second click on the same heading or quote returns to a paragraph.
		run('formatBlock', formats.block === block && block !== 'p' ? '<p>' : `<${block}>`)
	}

	const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
		event.preventDefault()
		const html = event.clipboardData.getData('text/html')
		const { html: clean, hasBlocks } = html
			? cleanHtml(html, 'paste')
			: textToHtml(event.clipboardData.getData('text/plain'))
		if (!clean) return
		if (!hasBlocks && !/</.test(clean)) exec('insertText', event.clipboardData.getData('text/plain'))
		else exec('insertHTML', clean)
		sync()
	}

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const mod = event.ctrlKey || event.metaKey
		if (mod && event.key.toLowerCase() === 'k') {
			event.preventDefault()
			openLink()
		}
	}

	const openLink = () => {
		const selection = document.getSelection()
		if (selection?.rangeCount && editor.current?.contains(selection.anchorNode))
			savedRange.current = selection.getRangeAt(0).cloneRange()
		else savedRange.current = null
		setLinkOpen(true)
	}

	const restoreSelection = () => {
		const element = editor.current
		if (!element) return
		element.focus()
		const range = savedRange.current
		if (range) {
			document.getSelection()?.removeAllRanges()
			document.getSelection()?.addRange(range)
		}
	}

	const applyLink = (href: string) => {
		restoreSelection()
		const selection = document.getSelection()
		if (!selection || selection.isCollapsed) {
			const anchor = selection?.anchorNode
			const existing = (
				anchor?.nodeType === Node.ELEMENT_NODE ? (anchor as Element) : anchor?.parentElement
			)?.closest('a')
			if (existing && editor.current?.contains(existing)) existing.setAttribute('href', href)
			else
				run(
					'insertHTML',
					`<a href="${href.replace(/"/g, '&quot;')}">${href.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</a>`,
				)
		} else {
			run('createLink', href)
		}
		setLinkOpen(false)
		sync()
		readFormats()
	}

	const removeLink = () => {
		restoreSelection()
		const selection = document.getSelection()
		const anchor = selection?.anchorNode
		const link = (
			anchor?.nodeType === Node.ELEMENT_NODE ? (anchor as Element) : anchor?.parentElement
		)?.closest('a')
		if (selection && selection.isCollapsed && link && editor.current?.contains(link)) {
			const range = document.createRange()
			range.selectNodeContents(link)
			selection.removeAllRanges()
			selection.addRange(range)
		}
		run('unlink')
		setLinkOpen(false)
	}

	const tools: {
		key: string
		label: AdminKey
		Icon: LucideIcon
		active?: boolean
		mirror?: boolean
		action: () => void
	}[] = [
		{
			key: 'p',
			label: 'posts.editor.paragraph',
			Icon: Pilcrow,
			active: formats.block === 'p' && !formats.ul && !formats.ol,
			mirror: true,
			action: () => setBlock('p'),
		},
		{
			key: 'h2',
			label: 'posts.editor.heading',
			Icon: Heading2,
			active: formats.block === 'h2',
			action: () => setBlock('h2'),
		},
		{
			key: 'h3',
			label: 'posts.editor.subheading',
			Icon: Heading3,
			active: formats.block === 'h3',
			action: () => setBlock('h3'),
		},
		{ key: 'bold', label: 'posts.editor.bold', Icon: Bold, active: formats.bold, action: () => run('bold') },
		{
			key: 'italic',
			label: 'posts.editor.italic',
			Icon: Italic,
			active: formats.italic,
			action: () => run('italic'),
		},
		{
			key: 'ul',
			label: 'posts.editor.bulletList',
			Icon: List,
			active: formats.ul,
			mirror: true,
			action: () => run('insertUnorderedList'),
		},
		{
			key: 'ol',
			label: 'posts.editor.numberedList',
			Icon: ListOrdered,
			active: formats.ol,
			mirror: true,
			action: () => run('insertOrderedList'),
		},
		{
			key: 'quote',
			label: 'posts.editor.quote',
			Icon: Quote,
			active: formats.block === 'blockquote',
			mirror: true,
			action: () => setBlock('blockquote'),
		},
		{
			key: 'link',
			label: 'posts.editor.link',
			Icon: LinkIcon,
			active: formats.link !== null || linkOpen,
			action: openLink,
		},
	]

	return (
		<div
			className={`rounded-lg border bg-white transition focus-within:ring-4 ${error ? 'border-red-500 focus-within:ring-red-100' : 'border-sand-300 focus-within:border-brand-500 focus-within:ring-brand-100'}`}
		>
			{/* No value prop: React would reset a hidden input's value (its default value) on re-render. */}
			<input ref={output} type="hidden" name={name} />
			<div
				role="toolbar"
				aria-label={t('posts.editor.toolbar')}
				dir={dir}
				className="border-sand-200 bg-sand-50 sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-lg border-b p-1"
				onKeyDown={(event) => {
					// Arrow keys move between the tools (one tab stop for the whole toolbar).
					if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
					const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'))
					const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
					if (index < 0) return
					const forward = (event.key === 'ArrowRight') === (dir === 'ltr')
					buttons[(index + (forward ? 1 : -1) + buttons.length) % buttons.length]?.focus()
					event.preventDefault()
				}}
			>
				{tools.map(({ key, label, Icon, active, mirror, action }, index) => (
					<ToolButton
						key={key}
						label={t(label)}
						active={active}
						onClick={action}
						testId={`tool-${key}`}
						tabIndex={index === 0 ? 0 : -1}
						separatorBefore={key === 'bold' || key === 'ul' || key === 'link'}
					>
						<Icon aria-hidden className={`size-4 ${mirror ? 'rtl:-scale-x-100' : ''}`} />
					</ToolButton>
				))}
				<span aria-hidden className="bg-sand-300 mx-1 h-5 w-px" />
				<ToolButton
					label={t('posts.editor.undo')}
					onClick={() => run('undo')}
					testId="tool-undo"
					tabIndex={-1}
				>
					<Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
				</ToolButton>
				<ToolButton
					label={t('posts.editor.redo')}
					onClick={() => run('redo')}
					testId="tool-redo"
					tabIndex={-1}
				>
					<Redo2 aria-hidden className="size-4 rtl:-scale-x-100" />
				</ToolButton>
			</div>
			{linkOpen ? (
				<LinkPanel
					initial={formats.link ?? ''}
					canRemove={formats.link !== null}
					onApply={applyLink}
					onRemove={removeLink}
					onCancel={() => {
						setLinkOpen(false)
						restoreSelection()
					}}
				/>
			) : null}
			<div className="relative">
				{empty ? (
					<p
						aria-hidden
						dir={dir}
						className="text-ink-500 pointer-events-none absolute inset-x-0 top-0 px-4 py-3 text-start text-lg"
					>
						<bdi dir={uiDir}>{t('posts.editor.placeholder')}</bdi>
					</p>
				) : null}
				<div
					ref={editor}
					contentEditable
					suppressContentEditableWarning
					role="textbox"
					aria-multiline="true"
					aria-labelledby={labelId}
					aria-describedby={errorId}
					aria-invalid={error ? true : undefined}
					dir={dir}
					lang={lang}
					spellCheck
					data-testid={`editor-${name}-content`}
					className="prose-article max-h-[70vh] min-h-64 overflow-y-auto px-4 py-3 text-lg outline-none"
					onFocus={() => exec('defaultParagraphSeparator', 'p')}
					onInput={sync}
					onPaste={onPaste}
					onKeyDown={onKeyDown}
					onKeyUp={readFormats}
					onMouseUp={readFormats}
				/>
			</div>
		</div>
	)
}

function ToolButton({
	label,
	active,
	onClick,
	testId,
	tabIndex,
	separatorBefore,
	children,
}: {
	label: string
	active?: boolean
	onClick: () => void
	testId: string
	tabIndex: number
	separatorBefore?: boolean
	children: ReactNode
}) {
	return (
		<>
			{separatorBefore ? <span aria-hidden className="bg-sand-300 mx-1 h-5 w-px" /> : null}
			<button
				type="button"
				title={label}
				aria-label={label}
				aria-pressed={active === undefined ? undefined : active}
				data-testid={testId}
				tabIndex={tabIndex}
				// Keeps the selection in the editor while the button is pressed.
				onMouseDown={(event) => event.preventDefault()}
				onClick={onClick}
				className={`inline-flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${active ? 'bg-brand-100 text-brand-900' : 'text-ink-700 hover:bg-sand-200'}`}
			>
				{children}
			</button>
		</>
	)
}

function LinkPanel({
	initial,
	canRemove,
	onApply,
	onRemove,
	onCancel,
}: {
	initial: string
	canRemove: boolean
	onApply: (href: string) => void
	onRemove: () => void
	onCancel: () => void
}) {
	const { t } = useAdminI18n()
	const id = useId()
	const input = useRef<HTMLInputElement>(null)
	const [problem, setProblem] = useState(false)
	useEffect(() => input.current?.focus(), [])
	const apply = () => {
		const href = safeHref(input.current?.value)
		if (!href) {
			setProblem(true)
			input.current?.focus()
			return
		}
		onApply(href)
	}
	return (
		// Not a <form>: it sits inside the post form, and forms do not nest.
		<div
			className="border-sand-200 bg-sand-50 flex flex-wrap items-end gap-2 border-b p-2"
			data-testid="link-panel"
		>
			<label htmlFor={`${id}-href`} className="min-w-0 flex-1 text-sm">
				<span className="text-ink-600 mb-1 block">{t('posts.editor.linkUrl')}</span>
				<input
					ref={input}
					id={`${id}-href`}
					type="text"
					inputMode="url"
					dir="ltr"
					defaultValue={initial}
					placeholder="https://"
					aria-invalid={problem ? true : undefined}
					aria-describedby={problem ? `${id}-problem` : undefined}
					className={adminStyles.input}
					onKeyDown={(event) => {
						if (event.key === 'Enter') {
							event.preventDefault()
							apply()
						}
						if (event.key === 'Escape') {
							event.preventDefault()
							onCancel()
						}
					}}
				/>
			</label>
			<button type="button" onClick={apply} className={adminStyles.primaryButton} data-testid="link-apply">
				{t('posts.editor.linkApply')}
			</button>
			{canRemove ? (
				<button type="button" onClick={onRemove} className={adminStyles.secondaryButton}>
					<Link2Off aria-hidden className="size-4" />
					{t('posts.editor.unlink')}
				</button>
			) : null}
			<button type="button" onClick={onCancel} className={adminStyles.secondaryButton}>
				{t('common.cancel')}
			</button>
			{problem ? (
				<p id={`${id}-problem`} role="alert" className="basis-full text-sm font-medium text-red-700">
					{t('posts.editor.linkInvalid')}
				</p>
			) : null}
		</div>
	)
}
