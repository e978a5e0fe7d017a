import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
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
	const choice = (name: 'match' | 'status', value: string, label: string, hint?: string) => (
		<label className={adminStyles.choice}>
			<input type="radio" name={name} value={value} defaultChecked={defaults[name] === value} className="accent-brand-700 mt-1 size-4" data-testid={`redirect-${name}-${value}`} />
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
	)
	return (
		<EditForm saving={saving} method="post" noValidate className={`${adminStyles.card} max-w-3xl space-y-5 p-5 sm:p-6`} data-testid="redirect-form">
			<Field label={t('redirects.field.source')} name="source" error={errors.source} required>
				{(field) => (
					<div>
						<input {...field} className={`${adminStyles.input} font-mono`} dir="ltr" maxLength={redirectPathMaxLength} defaultValue={defaults.source} placeholder="/products/old-rice" autoComplete="off" spellCheck={false} data-testid="redirect-source" />
						<p className="text-ink-500 mt-1.5 text-xs">
							<ScriptRuns text={t('redirects.field.sourceHint')} />
						</p>
					</div>
				)}
			</Field>
			<fieldset className="space-y-2">
				<legend className="text-ink-800 mb-1.5 text-sm font-semibold">{t('redirects.field.match')}</legend>
				<div className="grid gap-2 sm:grid-cols-2">
					{choice('match', 'exact', t('redirects.field.matchExact'), t('redirects.field.matchExactHint'))}
					{choice('match', 'prefix', t('redirects.field.matchPrefix'), t('redirects.field.matchPrefixHint'))}
				</div>
				{errors.match ? (
					<p className="text-sm font-medium text-red-700">
						<ScriptRuns text={errors.match} />
					</p>
				) : null}
			</fieldset>
			<Field label={t('redirects.field.target')} name="target" error={errors.target} required>
				{(field) => (
					<div>
						<input {...field} className={`${adminStyles.input} font-mono`} dir="ltr" maxLength={redirectPathMaxLength} defaultValue={defaults.target} placeholder="/products/new-rice" autoComplete="off" spellCheck={false} data-testid="redirect-target" />
						<p className="text-ink-500 mt-1.5 text-xs">
							<ScriptRuns text={t('redirects.field.targetHint')} />
						</p>
					</div>
				)}
			</Field>
			<fieldset className="space-y-2">
				<legend className="text-ink-800 mb-1.5 text-sm font-semibold">{t('redirects.field.status')}</legend>
				<div className="grid gap-2 sm:grid-cols-2">
					{choice('status', '301', t('redirects.field.status301'))}
					{choice('status', '302', t('redirects.field.status302'))}
				</div>
				{errors.status ? (
					<p className="text-sm font-medium text-red-700">
						<ScriptRuns text={errors.status} />
					</p>
				) : null}
			</fieldset>
			<SaveCancel saving={saving} cancelTo="/admin/redirects" testId="redirect-save" />
		</EditForm>
	)
}
