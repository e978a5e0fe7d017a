import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Info, UserPlus } from 'lucide-react'
import { useNavigation } from 'react-router'
import { Field, FieldError } from '#app/components/ui/field.tsx'
import { staffRoles } from '#app/lib/staff-schema.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { EditForm } from '../edit-form.tsx'
import { TaskCard } from '../task-card.tsx'

/** Adds a staff member: name, e-mail and role; they choose their own password from the e-mailed link. */
export function InviteForm({
	errors,
	values,
	linkHours,
	mailConfigured,
}: {
	errors?: Record<string, string>
	values?: { name: string; email: string; role: string }
	linkHours: number
	mailConfigured: boolean
}) {
	const { t } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'invite'
	const role = values?.role === 'admin' ? 'admin' : 'editor'
	return (
		<TaskCard id="invite" icon={UserPlus} title={t('staff.invite.title')} text={<ScriptRuns text={t('staff.invite.text', { hours: linkHours })} />}>
			<EditForm saving={busy} method="post" className="mt-5 space-y-4" data-testid="invite-form" noValidate>
				<input type="hidden" name="intent" value="invite" />
				<div className="grid gap-4 md:grid-cols-2">
					<Field label={t('staff.invite.name')} name="name" error={errors?.name} required>
						{(p) => <input {...p} className={adminStyles.input} defaultValue={values?.name} autoComplete="off" maxLength={100} />}
					</Field>
					<Field label={t('staff.invite.email')} name="email" error={errors?.email} required>
						{(p) => <input {...p} className={adminStyles.input} type="email" dir="ltr" defaultValue={values?.email} autoComplete="off" maxLength={254} />}
					</Field>
				</div>
				<fieldset>
					<legend className="text-ink-800 mb-1.5 text-sm font-semibold">{t('staff.role')}</legend>
					<div className="grid gap-2 md:grid-cols-2">
						{staffRoles.map((option) => (
							<label key={option} className="border-sand-200 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2">
								<input type="radio" name="role" value={option} defaultChecked={option === role} className="accent-brand-700 mt-1 size-4" />
								<span>
									<span className="text-ink-900 block text-sm font-semibold">{t(`admin.role.${option}`)}</span>
									<span className="text-ink-600 block text-xs">{t(`staff.role.${option}Help`)}</span>
								</span>
							</label>
						))}
					</div>
					<FieldError error={errors?.role} />
				</fieldset>
				<div className="flex flex-wrap items-center justify-between gap-3">
					{mailConfigured ? (
						<span />
					) : (
						<p className="text-ink-600 flex max-w-2xl flex-1 basis-64 gap-2 text-xs" data-testid="mail-off">
							<Info aria-hidden className="text-grain-600 mt-0.5 size-4 shrink-0" />
							<ScriptRuns text={t('staff.mailOff')} />
						</p>
					)}
					<button type="submit" disabled={busy} className={`${adminStyles.primaryButton} max-sm:w-full`}>
						<UserPlus aria-hidden className="size-4" />
						{busy ? t('staff.invite.sending') : t('staff.invite.submit')}
					</button>
				</div>
			</EditForm>
		</TaskCard>
	)
}
