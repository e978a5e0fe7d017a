import type { ReactNode } from 'react'

/**
 * A state shown as a pill (a message's, a post's, a subscriber's): the tone's colours (background,
 * text and ring classes, written out whole where the states are named), and a dot before the word
 * when `dot` gives its classes.
 */
export function StatePill({ tone, dot, testId, children }: { tone: string; dot?: string; testId?: string; children: ReactNode }) {
	return (
		<span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`} data-testid={testId}>
			{dot ? <span aria-hidden className={`size-1.5 rounded-full ${dot}`} /> : null}
			{children}
		</span>
	)
}
