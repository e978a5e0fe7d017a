import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { FieldError } from '#app/components/ui/field.tsx'
import { adminStyles } from './admin-page.tsx'

/**
 * One choice among a few of a back-office form (a post's status, a redirect's kind): a legend, then
 * each option as a bordered card with its hint, highlighted while chosen, and the choice's error.
 */
export function RadioCards<V extends string>({
	name,
	legend,
	options,
	defaultValue,
	error,
	testId,
	columns,
}: {
	name: string
	legend: string
	options: readonly { value: V; label: string; hint?: string }[]
	defaultValue: string
	error?: string
	testId: (value: V) => string
	/** Side by side from small screens on (short labels). */
	columns?: boolean
}) {
	return (
		<fieldset>
			<legend className="text-ink-800 mb-2 text-sm font-semibold">{legend}</legend>
			<div className={columns ? 'grid gap-2 sm:grid-cols-2' : 'grid gap-2'}>
				{options.map(({ value, label, hint }) => (
					<label key={value} className={adminStyles.choice}>
						<input type="radio" name={name} value={value} defaultChecked={defaultValue === value} className="accent-brand-700 mt-1 size-4" data-testid={testId(value)} />
						<span>
							<span className="text-ink-900 block text-sm font-semibold">
								<ScriptRuns text={label} />
							</span>
							{hint ? (
								<span className="text-ink-500 block text-xs">
									<ScriptRuns text={hint} />
								</span>
							) : null}
						</span>
					</label>
				))}
			</div>
			<FieldError error={error} />
		</fieldset>
	)
}
