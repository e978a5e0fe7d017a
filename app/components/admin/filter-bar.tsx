import { Runs } from '#app/components/ui/script-runs.tsx'
import { Search } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { adminStyles } from './admin-page.tsx'

/**
 * The search and filter bar above a back-office list: its fields (a GET form, so the filters live in
 * the URL), a submit button, and a link back to the whole list while a filter is on.
 */
export function FilterBar({
	submitLabel,
	clearTo,
	clearLabel,
	filtered,
	children,
	...rest
}: {
	submitLabel: string
	/** The list without any filter. */
	clearTo: string
	clearLabel: string
	filtered: boolean
	children: ReactNode
	'data-testid'?: string
}) {
	return (
		<Form method="get" role="search" className="flex flex-wrap items-end gap-3" {...rest}>
			{children}
			<button type="submit" className={adminStyles.secondaryButton}>
				<Search aria-hidden className="size-4" />
				{submitLabel}
			</button>
			{filtered ? (
				<Link to={clearTo} className="text-brand-700 px-1 py-2 text-sm font-semibold hover:underline">
					{clearLabel}
				</Link>
			) : null}
		</Form>
	)
}

/** A labelled search box of a filter bar. */
export function FilterSearch({
	label,
	...input
}: { label: string } & Omit<ComponentProps<'input'>, 'type' | 'className'>) {
	return (
		<label className="min-w-0 grow basis-64 text-sm">
			<span className="text-ink-600 mb-1 block"><Runs>{label}</Runs></span>
			<input type="search" maxLength={100} {...input} className={adminStyles.input} />
		</label>
	)
}

/** A labelled choice of a filter bar; choosing applies it at once. The first option, `all`, is no filter (''). */
export function FilterSelect({
	label,
	all,
	options,
	className = 'min-w-0 grow basis-40 text-sm sm:grow-0',
	...select
}: {
	label: string
	all: string
	options: readonly { value: string | number; label: string }[]
	className?: string
} & Omit<ComponentProps<'select'>, 'className' | 'onChange' | 'children'>) {
	return (
		<label className={className}>
			<span className="text-ink-600 mb-1 block"><Runs>{label}</Runs></span>
			<select
				{...select}
				className={adminStyles.input}
				onChange={(event) => event.currentTarget.form?.requestSubmit()}
			>
				<option value="">{all}</option>
				{options.map((option) => (
					<option key={option.value} value={option.value}>
						{option.label}
					</option>
				))}
			</select>
		</label>
	)
}
