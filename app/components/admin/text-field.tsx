import type { ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { adminStyles } from './admin-page.tsx'

interface TextFieldProps {
	label: string
	name: string
	error?: string
	hint?: ReactNode
	required?: boolean
	defaultValue: string
	dir?: 'rtl' | 'ltr'
	/** The language of what is typed ('ar', 'en'), for spelling and screen readers. */
	lang?: string
	maxLength?: number
	/** A number typed on a phone's number pad. */
	inputMode?: 'decimal' | 'numeric'
	/** A text of several lines, in a text area this many rows high. */
	rows?: number
	/** Classes added to the back-office input look. */
	className?: string
	/** Every edit's text, for a field another one follows (the English name a slug is made from). */
	onValue?: (value: string) => void
}

/**
 * A labelled text input of a back-office form (a text area when given rows), uncontrolled: it starts
 * from `defaultValue`, so a refused save shows what was typed. Its error is wired as `Field` does.
 */
export function TextField({ label, name, error, hint, required, rows, className, onValue, ...control }: TextFieldProps) {
	return (
		<Field label={label} name={name} error={error} hint={hint} required={required}>
			{({ className: _, ...field }) => {
				const props = { ...field, ...control, className: className ? `${adminStyles.input} ${className}` : adminStyles.input }
				return rows ? (
					<textarea {...props} rows={rows} />
				) : (
					<input {...props} onChange={onValue ? (event) => onValue(event.currentTarget.value) : undefined} />
				)
			}}
		</Field>
	)
}
