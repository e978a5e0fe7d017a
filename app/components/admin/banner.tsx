import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { CircleAlert, CircleCheck, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useAdminI18n } from './admin-i18n.tsx'

/** How long banners stay (spec section 4): success 3 s, error 5 s. */
export const bannerDurations = { success: 3000, error: 5000 } as const

export interface BannerMessage {
	tone: 'success' | 'error'
	text: string
	/** Changes with every new result, so the same text twice shows twice. */
	id?: string | number
}

/** A result banner that disappears by itself after the spec's time, or when dismissed. */
export function Banner({ message }: { message: BannerMessage | null | undefined }) {
	const { t } = useAdminI18n()
	const [visible, setVisible] = useState<BannerMessage | null>(message ?? null)
	useEffect(() => {
		setVisible(message ?? null)
		if (!message) return
		const timer = setTimeout(() => setVisible(null), bannerDurations[message.tone])
		return () => clearTimeout(timer)
	}, [message])
	if (!visible) return null
	const success = visible.tone === 'success'
	return (
		<div
			role={success ? 'status' : 'alert'}
			data-testid={`banner-${visible.tone}`}
			className={`animate-fade-in flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-sm ${success ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'}`}
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
