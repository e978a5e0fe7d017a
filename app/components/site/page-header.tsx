import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { ReactNode } from 'react'

/** The band at the top of inner pages: breadcrumbs, title and lead. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
	return (
		<header className="border-sand-200 from-sand-100 border-b bg-gradient-to-b to-transparent">
			<div className="container-page py-10 sm:py-14">
				{children}
				<h1 className="text-brand-950 mt-4 text-3xl font-bold sm:text-4xl"><ScriptRuns text={title} /></h1>
				{lead ? <p className="text-ink-600 mt-3 max-w-3xl text-lg leading-relaxed">{lead}</p> : null}
			</div>
		</header>
	)
}
