import { Runs } from '#app/components/ui/script-runs.tsx'
import { type ReactNode, useId } from 'react'
import { adminStyles } from './admin-page.tsx'

/**
 * A titled card of a content form (category, post): its heading names it for assistive technology;
 * a language badge marks one language's part, `aside` shows a state beside the title.
 */
export function FormPanel({
	title,
	badge,
	aside,
	testId,
	children,
}: {
	title: string
	badge?: string
	aside?: ReactNode
	testId?: string
	children: ReactNode
}) {
	const id = useId()
	return (
		<section className={`${adminStyles.card} space-y-5 p-5 sm:p-6`} aria-labelledby={id} data-testid={testId}>
			<div className="flex items-center justify-between gap-2">
				<h2 id={id} className="text-brand-950 flex items-center gap-2 text-base font-bold">
					{badge ? (
						<span className="bg-brand-50 text-brand-800 rounded-md px-2 py-0.5 text-xs font-semibold uppercase" aria-hidden>
							{badge}
						</span>
					) : null}
					<Runs>{title}</Runs>
				</h2>
				{aside}
			</div>
			{children}
		</section>
	)
}
