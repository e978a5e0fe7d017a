import { Runs } from '#app/components/ui/script-runs.tsx'
import { adminStyles } from './admin-page.tsx'

/** A yes/no choice of a back-office form as a bordered card, highlighted while checked; uncontrolled unless given `onChecked`. */
export function CheckboxCard({
	name,
	label,
	hint,
	checked,
	onChecked,
	inputTestId,
}: {
	name: string
	label: string
	hint?: string
	checked: boolean
	onChecked?: (checked: boolean) => void
	inputTestId?: string
}) {
	return (
		<label className={adminStyles.choice} data-testid={`field-${name}`}>
			<input
				type="checkbox"
				name={name}
				className="accent-brand-700 mt-1 size-4 shrink-0"
				data-testid={inputTestId}
				{...(onChecked ? { checked, onChange: (event) => onChecked(event.currentTarget.checked) } : { defaultChecked: checked })}
			/>
			<span>
				<span className="text-ink-900 block text-sm font-semibold"><Runs>{label}</Runs></span>
				{hint ? <span className="text-ink-500 block text-xs"><Runs>{hint}</Runs></span> : null}
			</span>
		</label>
	)
}
