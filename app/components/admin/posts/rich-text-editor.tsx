import { FieldError, RequiredMark } from '#app/components/ui/field.tsx'
import { Runs } from '#app/components/ui/script-runs.tsx'
import { type ComponentType, useEffect, useId, useRef, useState } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { typedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import type { EditorSurfaceProps } from './rich-text/editor-surface.tsx'

/**
 * The body field of the post form (decision 0033): a plain textarea of HTML (what the server
 * renders, and what works before the script runs or without it), replaced by the rich-text editor
 * (Tiptap/ProseMirror, its own back-office chunk) once that chunk has loaded. The editor starts with
 * what the textarea holds then, so nothing typed before is lost, and submits under the same `name`.
 */

export interface RichTextEditorProps {
	name: string
	label: string
	defaultValue: string
	dir: 'rtl' | 'ltr'
	lang: 'ar' | 'en'
	error?: string
	required?: boolean
}

/**
 * The editor's module once it has loaded. A form drawn anew after a save (keyed on the stored
 * version) then starts with the editor itself: no textarea in between, for a frame or two, whose
 * look jumps and whose typing would have to be carried over. Set from an effect, so never during a
 * hydration, which must draw the textarea the server sent.
 */
let loadedSurface: ComponentType<EditorSurfaceProps> | null = null

export function RichTextEditor(props: RichTextEditorProps) {
	const { name, label, defaultValue, dir, lang, error, required } = props
	const { t } = useAdminI18n()
	const id = useId()
	const labelId = `${id}-label`
	const errorId = `${id}-error`
	const fallback = useRef<HTMLTextAreaElement>(null)
	const [editor, setEditor] = useState<{ Surface: ComponentType<EditorSurfaceProps>; initial: string } | null>(() =>
		loadedSurface ? { Surface: loadedSurface, initial: defaultValue } : null,
	)
	const [loading, setLoading] = useState(false)

	useEffect(() => {
		if (editor) return
		let cancelled = false
		setLoading(true)
		import('./rich-text/editor-surface.tsx')
			.then(({ EditorSurface }) => {
				loadedSurface = EditorSurface
				if (cancelled) return
				const initial = typedBeforeHydration(fallback.current) ?? fallback.current?.value ?? defaultValue
				setEditor({ Surface: EditorSurface, initial })
			})
			// Without the editor the textarea keeps working.
			.catch(() => undefined)
			.finally(() => !cancelled && setLoading(false))
		return () => {
			cancelled = true
		}
		// Once: afterwards the editor owns the content.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	const labelNode = (
		<span id={labelId} className="text-ink-800 mb-1.5 block text-sm font-semibold">
			<Runs>{label}</Runs>
			{required ? <RequiredMark /> : null}
		</span>
	)
	const errorNode = <FieldError id={errorId} error={error} />

	if (!editor) {
		return (
			<div data-testid={`editor-${name}`} data-editor-state={loading ? 'loading' : 'plain'}>
				<label htmlFor={`${id}-fallback`}>{labelNode}</label>
				<p className="text-ink-500 mb-1.5 text-xs">{loading ? t('posts.editor.loading') : t('posts.editor.fallbackHint')}</p>
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
	const { Surface, initial } = editor
	return (
		<div data-testid={`editor-${name}`} data-editor-state="ready">
			{labelNode}
			<Surface name={name} dir={dir} lang={lang} invalid={Boolean(error)} initial={initial} labelId={labelId} errorId={error ? errorId : undefined} />
			{errorNode}
		</div>
	)
}
