import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
import { RadioCards } from '#app/components/admin/radio-cards.tsx'
import { SaveCancel, useSaving } from '#app/components/admin/save-cancel.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { redirectPathMaxLength } from '#app/lib/redirect-rules.ts'
import type { redirectFormValues } from '#app/lib/redirect-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'

export type RedirectFormValues = ReturnType<typeof redirectFormValues>

/**
 * The form of a manual redirect (new and edit screens): the old address, how it matches, the
 * target and the kind. Addresses are Latin and read left to right in both staff languages.
 */
export function RedirectForm({ defaults, errors = {} }: { defaults: RedirectFormValues; errors?: FieldErrors }) {
	const { t } = useAdminI18n()
	const saving = useSaving()
	/** An address typed as it stands after the site's name: Latin, left to right. */
	const path = (name: 'source' | 'target', placeholder: string) => (
		<Field label={t(`redirects.field.${name}`)} name={name} error={errors[name]} required>
			{(field) => (
				<div>
					<input {...field} className={`${adminStyles.input} font-mono`} dir="ltr" maxLength={redirectPathMaxLength} defaultValue={defaults[name]} placeholder={placeholder} autoComplete="off" spellCheck={false} data-testid={`redirect-${name}`} />
					<p className="text-ink-500 mt-1.5 text-xs">
						<ScriptRuns text={t(`redirects.field.${name}Hint`)} />
					</p>
				</div>
			)}
		</Field>
	)
	return (
		<EditForm saving={saving} method="post" noValidate className={`${adminStyles.card} max-w-3xl space-y-5 p-5 sm:p-6`} data-testid="redirect-form">
			{path('source', '/products/old-rice')}
			<RadioCards
				name="match"
				legend={t('redirects.field.match')}
				options={[
					{ value: 'exact', label: t('redirects.field.matchExact'), hint: t('redirects.field.matchExactHint') },
					{ value: 'prefix', label: t('redirects.field.matchPrefix'), hint: t('redirects.field.matchPrefixHint') },
				]}
				defaultValue={defaults.match}
				error={errors.match}
				testId={(value) => `redirect-match-${value}`}
				columns
			/>
			{path('target', '/products/new-rice')}
			<RadioCards
				name="status"
				legend={t('redirects.field.status')}
				options={[
					{ value: '301', label: t('redirects.field.status301') },
					{ value: '302', label: t('redirects.field.status302') },
				]}
				defaultValue={defaults.status}
				error={errors.status}
				testId={(value) => `redirect-status-${value}`}
				columns
			/>
			<SaveCancel saving={saving} cancelTo="/admin/redirects" testId="redirect-save" />
		</EditForm>
	)
}
