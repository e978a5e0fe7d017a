import { Field } from '#app/components/ui/field.tsx'
import { adminStyles } from '../admin-page.tsx'

/** The staff member's current password, asked again before a change to their account's security. */
export function CurrentPasswordField({ label, name, error, hint }: { label: string; name: string; error?: string; hint?: string }) {
	return (
		<Field label={label} name={name} error={error} hint={hint} required>
			{(p) => <input {...p} className={adminStyles.input} type="password" dir="ltr" autoComplete="current-password" maxLength={256} />}
		</Field>
	)
}
