import { KeyRound, Mail } from 'lucide-react'
import { useNavigation } from 'react-router'
import { Field } from '#app/components/ui/field.tsx'
import { passwordRule } from '#app/lib/staff-schema.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { TaskCard } from '../task-card.tsx'
import { IntentForm } from './intent-form.tsx'
import { type AccountResult, errorsOf } from './account-result.ts'
import { BidiText } from './bidi-text.tsx'
import { CurrentPasswordField } from './current-password-field.tsx'

/** Change your password (the current one first), or have a reset link e-mailed when you forgot it. */
export function PasswordSection({ email, result }: { email: string; result?: AccountResult }) {
	const { t } = useAdminI18n()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const errors = errorsOf(result, 'password')
	// A changed password empties the form; a refused one keeps the "sign out others" choice.
	const formKey = result?.intent === 'password' && result.ok ? result.key : 'password'
	return (
		<TaskCard id="password" icon={KeyRound} title={t('account.password.title')} text={t('auth.password.rule')}>
			<IntentForm intent="password" key={formKey} className="mt-5 space-y-4" data-testid="password-form" noValidate>
				<CurrentPasswordField label={t('account.password.current')} name="currentPassword" error={errors.currentPassword} />
				<Field label={t('account.password.new')} name="newPassword" error={errors.newPassword} required>
					{(p) => (
						<input {...p} className={adminStyles.input} type="password" dir="ltr" autoComplete="new-password" minLength={passwordRule.minLength} maxLength={passwordRule.maxLength} />
					)}
				</Field>
				<Field label={t('account.password.confirm')} name="confirmPassword" error={errors.confirmPassword} required>
					{(p) => <input {...p} className={adminStyles.input} type="password" dir="ltr" autoComplete="new-password" maxLength={passwordRule.maxLength} />}
				</Field>
				<label className="text-ink-700 flex items-center gap-2 text-sm">
					<input type="checkbox" name="revokeOthers" defaultChecked className="accent-brand-700 size-4" />
					{t('account.password.revokeOthers')}
				</label>
				<button type="submit" disabled={submitting === 'password'} className={adminStyles.primaryButton}>
					{submitting === 'password' ? t('common.saving') : t('account.password.submit')}
				</button>
			</IntentForm>
			<IntentForm intent="reset-link" className="border-sand-100 mt-6 border-t pt-5">
				<p className="text-ink-600 text-sm">
					<BidiText template={t('account.reset.text')} values={{ email }} />
				</p>
				<button type="submit" disabled={submitting === 'reset-link'} className={`${adminStyles.secondaryButton} mt-3`}>
					<Mail aria-hidden className="size-4" />
					{t('account.reset.submit')}
				</button>
			</IntentForm>
		</TaskCard>
	)
}
