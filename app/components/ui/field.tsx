import { Runs } from '#app/components/ui/script-runs.tsx'
import { type ReactNode, useId } from 'react'

const controlClass =
	'border-sand-300 placeholder:text-ink-500 focus:border-brand-500 focus:ring-brand-100 block w-full rounded-xl border bg-white px-4 py-3 text-base outline-none transition focus:ring-4 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100'

interface FieldProps {
	label: string
	name: string
	error?: string
	hint?: ReactNode
	required?: boolean
	children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string; required?: boolean }) => ReactNode
}

/** A labelled form control with its error message wired for assistive technology. */
export function Field({ label, name, error, hint, required, children }: FieldProps) {
	const id = useId()
	const errorId = `${id}-error`
	return (
		<div>
			<label htmlFor={id} className="text-ink-800 mb-1.5 block text-sm font-semibold">
				<Runs>{label}</Runs>
				{required ? <RequiredMark /> : null}
				{hint ? <span className="text-ink-500 ms-1 font-normal"><Runs>{hint}</Runs></span> : null}
			</label>
			{children({
				id,
				name,
				className: controlClass,
				required,
				...(error ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {}),
			})}
			<FieldError id={errorId} error={error} />
		</div>
	)
}

/** The star after a required field's label (the field itself says it is required to assistive technology). */
export function RequiredMark() {
	return (
		<span aria-hidden className="text-grain-600 ms-0.5">
			*
		</span>
	)
}

/**
 * A field's error under it (nothing while there is none); `id` is what the control's
 * `aria-describedby` names. `small` for the dense inputs of a row.
 */
export function FieldError({ id, error, small }: { id?: string; error: string | undefined; small?: boolean }) {
	return error ? (
		<p id={id} className={small ? 'mt-1 text-xs font-medium text-red-700' : 'mt-1.5 text-sm font-medium text-red-700'}>
			<Runs>{error}</Runs>
		</p>
	) : null
}
