import type { AdminKey } from '#app/i18n/admin/index.ts'
import { useAdminI18n } from './admin-i18n.tsx'

/** The pills' colours (background, text and ring), written out whole so the styles are generated. */
const tones = {
	/** Live, active: the brand's green. */
	live: 'bg-brand-50 text-brand-800 ring-brand-200',
	/** Waiting for something (scheduled, pending). */
	waiting: 'bg-grain-50 text-grain-800 ring-grain-200',
	/** Asks for attention (unread). */
	attention: 'bg-grain-100 text-grain-900 ring-grain-300',
	/** Set aside (archived, unsubscribed). */
	aside: 'bg-sand-100 text-ink-600 ring-sand-300',
	/** Not yet out (a draft). */
	draft: 'bg-sand-100 text-ink-700 ring-sand-300',
	/** Taken down. */
	down: 'bg-red-50 text-red-800 ring-red-200',
} as const
export type PillTone = keyof typeof tones

/**
 * A state shown as a pill (a message's, a post's, a subscriber's): its word in the staff language,
 * in the tone of what the state means, and a dot before the word when `dot` gives its classes.
 */
export function StatePill({ tone, label, dot, testId }: { tone: PillTone; label: AdminKey; dot?: string; testId?: string }) {
	const { t } = useAdminI18n()
	return (
		<span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`} data-testid={testId}>
			{dot ? <span aria-hidden className={`size-1.5 rounded-full ${dot}`} /> : null}
			{t(label)}
		</span>
	)
}
