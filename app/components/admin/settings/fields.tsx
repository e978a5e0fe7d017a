import { Runs } from '#app/components/ui/script-runs.tsx'
import { type ReactNode, type RefObject, useEffect, useId } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { FieldError, RequiredMark } from '#app/components/ui/field.tsx'

/**
 * Building blocks of the settings-like screens (site settings, SEO): titled sections (`FormSection`) and one value
 * per language side by side (their yes/no choices are `CheckboxCard`s). An input is uncontrolled
 * (`defaultValue`) unless `onValue` is given, then it is controlled by `value`.
 */

/**
 * A titled card of a long form (site settings, SEO, product): its heading names it for assistive
 * technology; `id` makes it a target of the page's section links. The product form's cards are a
 * step tighter (`tight`), as it has the most of them.
 */
export function FormSection({
	id,
	headingId,
	title,
	hint,
	tight = false,
	children,
}: {
	id?: string
	headingId?: string
	title: string
	hint?: string
	tight?: boolean
	children: ReactNode
}) {
	const ownHeadingId = useId()
	const heading = headingId ?? ownHeadingId
	return (
		<section id={id} aria-labelledby={heading} className={`${adminStyles.card} scroll-mt-6 p-5 sm:p-6`} data-testid={id ? `section-${id}` : undefined}>
			<h2 id={heading} className="text-brand-950 text-base font-bold">
				<Runs>{title}</Runs>
			</h2>
			{hint ? <p className="text-ink-500 mt-1 text-sm"><Runs>{hint}</Runs></p> : null}
			<div className={tight ? 'mt-4 space-y-4' : 'mt-5 space-y-5'}>{children}</div>
		</section>
	)
}

interface ValueSource {
	/** The current (or starting) value of a form field. */
	value: (name: string) => string
	/** Present on controlled forms: receives every edit. */
	onValue?: (name: string, value: string) => void
	errors: Record<string, string | undefined>
}

interface TextOptions {
	multiline?: boolean
	rows?: number
	maxLength?: number
	required?: boolean
	/** Shown under the input, e.g. a length counter. */
	below?: (code: 'ar' | 'en', value: string) => ReactNode
}

function controlProps(source: ValueSource, name: string) {
	return source.onValue
		? { value: source.value(name), onChange: (event: { currentTarget: { value: string } }) => source.onValue!(name, event.currentTarget.value) }
		: { defaultValue: source.value(name) }
}

/**
 * One visitor-facing text in both languages: the Arabic input right-to-left, the English one
 * left-to-right, side by side on wide screens. Field names are `<name>_ar` and `<name>_en`.
 */
export function BilingualText({ name, label, hint, source, options = {} }: { name: string; label: string; hint?: string; source: ValueSource; options?: TextOptions }) {
	const { t, languages } = useAdminI18n()
	return (
		<fieldset className="@container min-w-0" data-testid={`field-${name}`}>
			<legend className="text-ink-900 mb-2 text-sm font-semibold">
				<Runs>{label}</Runs>
				{hint ? <span className="text-ink-500 ms-1 font-normal"><Runs>{hint}</Runs></span> : null}
			</legend>
			{/* Side by side only where the column itself is wide enough, whatever the window. */}
			<div className="grid gap-3 @xl:grid-cols-2">
				{languages.map((code) => {
					const field = `${name}_${code}`
					const error = source.errors[field]
					const id = `${field}-input`
					const className = `${adminStyles.input} ${options.multiline ? 'leading-relaxed' : ''}`
					const shared = {
						id,
						name: field,
						dir: code === 'ar' ? 'rtl' : 'ltr',
						lang: code,
						className,
						maxLength: options.maxLength,
						'aria-invalid': error ? true : undefined,
						'aria-describedby': error ? `${id}-error` : undefined,
						...controlProps(source, field),
					} as const
					return (
						<div key={code} className="min-w-0">
							<label htmlFor={id} className="text-ink-600 mb-1 flex items-center gap-1.5 text-xs font-medium">
								<span className="bg-sand-100 text-ink-700 rounded px-1.5 py-0.5 text-[0.65rem] font-bold uppercase" aria-hidden>
									{code}
								</span>
								{t(code === 'ar' ? 'common.arabic' : 'common.english')}
								{options.required && code === 'ar' ? <RequiredMark /> : null}
							</label>
							{options.multiline ? <textarea {...shared} rows={options.rows ?? 3} required={options.required && code === 'ar'} /> : <input {...shared} required={options.required && code === 'ar'} />}
							{options.below ? options.below(code, source.value(field)) : null}
							<FieldError id={`${id}-error`} error={error} />
						</div>
					)
				})}
			</div>
		</fieldset>
	)
}

/** A language-neutral value (e-mail, phone, URL, id): always left-to-right. */
export function LatinInput({
	name,
	label,
	hint,
	source,
	type = 'text',
	required,
	maxLength,
	placeholder,
	mono,
	numeric,
}: {
	name: string
	label: string
	hint?: string
	source: ValueSource
	type?: 'text' | 'email' | 'tel' | 'url'
	required?: boolean
	maxLength?: number
	placeholder?: string
	mono?: boolean
	/** A whole number: the phone's digit keyboard. */
	numeric?: boolean
}) {
	const id = `${name}-input`
	const error = source.errors[name]
	const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
	return (
		<div className="min-w-0" data-testid={`field-${name}`}>
			<label htmlFor={id} className="text-ink-900 mb-1.5 block text-sm font-semibold">
				<Runs>{label}</Runs>
				{required ? <RequiredMark /> : null}
			</label>
			<input
				id={id}
				name={name}
				type={type}
				dir="ltr"
				className={`${adminStyles.input} ${mono ? 'font-mono' : ''}`}
				autoComplete="off"
				spellCheck={false}
				inputMode={numeric ? 'numeric' : type === 'tel' ? 'tel' : type === 'email' ? 'email' : type === 'url' ? 'url' : undefined}
				required={required}
				maxLength={maxLength}
				placeholder={placeholder}
				aria-invalid={error ? true : undefined}
				aria-describedby={described || undefined}
				{...controlProps(source, name)}
			/>
			{hint ? (
				<p id={`${id}-hint`} className="text-ink-500 mt-1.5 text-xs">
					<Runs>{hint}</Runs>
				</p>
			) : null}
			<FieldError id={`${id}-error`} error={error} />
		</div>
	)
}

/** After a refused save, takes the staff member to the first field that needs fixing. */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Record<string, string | undefined>) {
	useEffect(() => {
		if (Object.keys(errors).length === 0) return
		const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
		first?.focus({ preventScroll: true })
		first?.scrollIntoView({ block: 'center' })
	}, [form, errors])
}
