import { Runs } from '#app/components/ui/script-runs.tsx'
import type { ReactNode } from 'react'

/** The frame of every admin screen: a title row with actions, then the content. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
	return (
		<div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-8 sm:py-8">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-brand-950 text-2xl font-bold"><Runs>{title}</Runs></h1>
					{description ? <p className="text-ink-600 mt-1 text-sm"><Runs>{description}</Runs></p> : null}
				</div>
				{actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
			</div>
			<div className="mt-6 space-y-6">{children}</div>
		</div>
	)
}

/** Shared looks for admin controls, so every screen feels the same. */
export const adminStyles = {
	primaryButton:
		'bg-brand-700 hover:bg-brand-800 inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors disabled:opacity-60',
	secondaryButton:
		'border-sand-300 text-ink-800 hover:bg-sand-100 inline-flex items-center justify-center gap-2 rounded-lg border bg-white px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-60',
	dangerButton:
		'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60',
	card: 'border-sand-200 rounded-2xl border bg-white shadow-sm',
	table: 'w-full text-sm',
	th: 'text-ink-500 bg-sand-50 px-4 py-3 text-start text-xs font-semibold tracking-wide',
	td: 'border-sand-100 border-t px-4 py-3 align-middle',
	/** A bordered option card around a checkbox or radio button, highlighted while it is checked. */
	choice:
		'border-sand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 transition-colors',
	/** focus-within: a date field's focus is on its parts inside it, where :focus does not reach. */
	input:
		'border-sand-300 focus-within:border-brand-500 focus-within:ring-brand-100 block w-full rounded-lg border bg-white px-3 py-2 text-sm outline-none focus-within:ring-4 aria-[invalid=true]:border-red-500',
} as const
