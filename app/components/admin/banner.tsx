import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useFetchers, useNavigation } from 'react-router'
import { useAdminI18n } from './admin-i18n.tsx'

/** How long banners stay (spec section 4): success 3 s, error 5 s. */
export const bannerDurations = { success: 3000, error: 5000 } as const

export interface BannerMessage {
	tone: 'success' | 'error'
	text: string
	/** Changes with every new result, so the same text twice shows twice. */
	id?: string | number
}

interface Submission {
	state: 'idle' | 'loading' | 'submitting'
	formMethod?: string
}

/** A write of this page is on its way: sent, or answered and the page's data reloading. */
const writing = ({ state, formMethod }: Submission) => state !== 'idle' && formMethod !== undefined && formMethod.toUpperCase() !== 'GET'

/**
 * A result banner that disappears by itself after the spec's time, or when dismissed. It also goes
 * when the next write starts: the banner is the answer to the last one, and a second save within
 * the first one's 3 s must show (and be announced) anew, not look as if nothing happened. Gone, it
 * keeps its place until the answer (hidden, so read by nobody): a long form under it would
 * otherwise move up at the click and down again at the answer.
 */
export function Banner({ message }: { message: BannerMessage | null | undefined }) {
	const { t } = useAdminI18n()
	const [visible, setVisible] = useState<BannerMessage | null>(message ?? null)
	const navigation = useNavigation()
	const fetchers = useFetchers()
	const submitting = writing(navigation) || fetchers.some(writing)
	useEffect(() => {
		setVisible(message ?? null)
		if (!message) return
		const timer = setTimeout(() => setVisible(null), bannerDurations[message.tone])
		return () => clearTimeout(timer)
	}, [message])
	// The banner up when a write starts is stale from then on. Marked at the start, not while the
	// write lasts: its answer can come while the page's data still reloads.
	const [stale, setStale] = useState<BannerMessage | null>(null)
	const [wasSubmitting, setWasSubmitting] = useState(submitting)
	if (submitting !== wasSubmitting) {
		setWasSubmitting(submitting)
		if (submitting) setStale(visible)
	}
	if (!visible) return null
	const held = stale === visible
	const success = visible.tone === 'success'
	return (
		<div
			// Each answer is a new element: its fade-in plays and its live region is read again.
			key={visible.id ?? visible.text}
			role={held ? undefined : success ? 'status' : 'alert'}
			aria-hidden={held || undefined}
			data-testid={held ? undefined : `banner-${visible.tone}`}
			className={`${held ? 'invisible' : 'animate-fade-in'} flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-sm ${success ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'}`}
		>
			{success ? <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" /> : <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />}
			<p className="flex-1">
				<ScriptRuns text={visible.text} />
			</p>
			<button type="button" onClick={() => setVisible(null)} aria-label={t('common.dismiss')} className="opacity-60 hover:opacity-100">
				<X aria-hidden className="size-4" />
			</button>
		</div>
	)
}
