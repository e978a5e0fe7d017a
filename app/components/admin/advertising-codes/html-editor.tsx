import { useEffect, useRef, useState } from 'react'
import { useTypedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import { useAdminI18n } from '../admin-i18n.tsx'

/**
 * The code field of the advertising form: a plain <textarea> (what the server renders, and what
 * works before the script loads or without it), replaced by the CodeMirror 6 editor once its chunk
 * has loaded. The textarea stays in the form, hidden, and carries the value that is submitted.
 * Code is left-to-right whatever the page's direction.
 */
export function HtmlEditor({
	id,
	name,
	value,
	onChange,
	maxLength,
	invalid,
	describedBy,
}: {
	id: string
	name: string
	value: string
	onChange: (value: string) => void
	maxLength: number
	invalid?: boolean
	describedBy?: string
}) {
	const { t } = useAdminI18n()
	const host = useRef<HTMLDivElement>(null)
	const [state, setState] = useState<'plain' | 'loading' | 'ready'>('plain')
	// The editor starts with the value of its first render and reports every change back.
	const initial = useRef(value)
	const report = useRef(onChange)
	report.current = onChange
	const aria = useRef({ invalid, describedBy })
	const textarea = useRef<HTMLTextAreaElement>(null)
	useTypedBeforeHydration(textarea, value, (typed) => {
		initial.current = typed
		onChange(typed)
	})

	useEffect(() => {
		let cancelled = false
		let destroy: (() => void) | undefined
		setState('loading')
		import('./html-editor.client.ts')
			.then(({ mountHtmlEditor }) => {
				if (cancelled || !host.current) return
				const label = document.querySelector(`label[for="${id}"]`)?.textContent?.trim() ?? name
				const view = mountHtmlEditor({
					parent: host.current,
					doc: initial.current,
					label,
					describedBy: aria.current.describedBy,
					invalid: aria.current.invalid,
					onChange: (text) => report.current(text),
				})
				destroy = () => view.destroy()
				setState('ready')
			})
			// Without the editor the textarea keeps working.
			.catch(() => !cancelled && setState('plain'))
		return () => {
			cancelled = true
			destroy?.()
		}
	}, [id, name])

	return (
		<div lang="en" dir="ltr" className="relative">
			<textarea
				ref={textarea}
				id={id}
				name={name}
				value={value}
				onChange={(event) => onChange(event.currentTarget.value)}
				maxLength={maxLength}
				spellCheck={false}
				autoCapitalize="off"
				autoComplete="off"
				aria-invalid={invalid || undefined}
				aria-describedby={describedBy}
				hidden={state === 'ready'}
				className="border-sand-300 focus:border-brand-500 focus:ring-brand-100 block h-[200px] w-full resize-y rounded-lg border bg-white px-3 py-2 font-mono text-[13px] leading-relaxed outline-none focus:ring-4 aria-[invalid=true]:border-red-500"
				data-testid="code-textarea"
			/>
			<div
				ref={host}
				hidden={state !== 'ready'}
				className={`focus-within:border-brand-500 focus-within:ring-brand-100 overflow-hidden rounded-lg border focus-within:ring-4 ${invalid ? 'border-red-500' : 'border-sand-300'}`}
				data-testid="code-editor"
			/>
			{state === 'loading' ? (
				<p className="text-ink-500 pointer-events-none absolute end-3 bottom-2 text-xs" aria-hidden data-testid="code-editor-loading">
					{t('advertising.editor.loading')}
				</p>
			) : null}
		</div>
	)
}
