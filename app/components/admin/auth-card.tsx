import { Runs } from '#app/components/ui/script-runs.tsx'
import type { ReactNode } from 'react'
import { LogoMark } from '../site/logo.tsx'

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
	return (
		<div className="shadow-lift rounded-3xl bg-white p-8">
			<div className="flex items-center gap-3">
				<LogoMark className="size-11" />
				<div>
					<h1 className="text-brand-950 text-xl font-bold"><Runs>{title}</Runs></h1>
					{subtitle ? <p className="text-ink-500 text-sm">{subtitle}</p> : null}
				</div>
			</div>
			<div className="mt-7">{children}</div>
		</div>
	)
}
