import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'

/** Copies `text` to the clipboard and says so for two seconds (announced to screen readers). */
export function CopyButton({ text, label, testId }: { text: string; label?: string; testId?: string }) {
	const { t } = useAdminI18n()
	const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
	useEffect(() => {
		if (state === 'idle') return
		const timer = setTimeout(() => setState('idle'), 2000)
		return () => clearTimeout(timer)
	}, [state])
	async function copy() {
		try {
			await navigator.clipboard.writeText(text)
			setState('copied')
		} catch {
			setState('failed')
		}
	}
	return (
		<span className="inline-flex items-center gap-2">
			<button type="button" onClick={copy} className={adminStyles.secondaryButton} data-testid={testId}>
				{state === 'copied' ? <Check aria-hidden className="text-brand-700 size-4" /> : <Copy aria-hidden className="size-4" />}
				{label ?? t('staff.copy')}
			</button>
			<span role="status" className={`text-sm ${state === 'failed' ? 'text-red-700' : 'text-brand-800'}`}>
				{state === 'copied' ? t('staff.copied') : state === 'failed' ? t('staff.copyFailed') : ''}
			</span>
		</span>
	)
}
