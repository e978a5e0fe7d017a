import { CircleAlert } from '#app/components/site/icons/circle-alert.tsx'
import { CircleCheck } from '#app/components/site/icons/circle-check.tsx'
import type { ReactNode } from 'react'

export function Alert({ tone, children, testId }: { tone: 'success' | 'error'; children: ReactNode; testId?: string }) {
	const success = tone === 'success'
	return (
		<div
			role={success ? 'status' : 'alert'}
			data-testid={testId}
			className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${success ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-200 bg-red-50 text-red-800'}`}
		>
			{success ? <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" /> : <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />}
			<div>{children}</div>
		</div>
	)
}
