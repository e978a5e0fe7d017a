import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
export interface ProcessStep {
	title: string
	text: string
}

/** Numbered steps joined by a dashed line on wide screens ("how we work"). */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
	return (
		<ol className={`mt-14 grid gap-x-6 gap-y-10 sm:grid-cols-2 ${steps.length >= 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
			{steps.map((step, index) => (
				<li key={step.title} className="relative">
					{index < steps.length - 1 ? (
						<span aria-hidden className="border-brand-200 absolute top-7 -end-6 start-[4.5rem] hidden border-t-2 border-dashed lg:block" />
					) : null}
					<span className="bg-brand-700 relative flex size-14 items-center justify-center rounded-2xl text-lg font-bold text-white tabular-nums shadow-md">
						{String(index + 1).padStart(2, '0')}
					</span>
					<h3 className="text-brand-950 mt-5 text-lg font-bold"><ScriptRuns text={step.title} /></h3>
					<p className="text-ink-600 mt-2 leading-relaxed text-pretty"><ScriptRuns text={step.text} /></p>
				</li>
			))}
		</ol>
	)
}
