import { ShieldCheck, ShieldOff, Smartphone } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { Field } from '#app/components/ui/field.tsx'
import { totpSecretOf } from '#app/lib/staff-schema.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { CurrentPasswordField } from './current-password-field.tsx'
import { IntentForm } from './intent-form.tsx'
import { type AccountResult, errorsOf } from './account-result.ts'
import { BackupCodes } from './backup-codes.tsx'
import { CopyButton } from './copy-button.tsx'
import { QrCode } from './qr-code.tsx'

/**
 * TOTP two-factor: off → password → QR code (and the key as text) → first code → on, with the
 * backup codes shown once; on → new backup codes or off, each after the password.
 */
export function TwoFactorSection({ enabled, result }: { enabled: boolean; result?: AccountResult }) {
	const { t } = useAdminI18n()
	const navigation = useNavigation()
	const submitting = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const setup = !enabled && result?.setup ? result.setup : null
	const codes = result?.backupCodes
	return (
		<section className={`${adminStyles.card} p-5`} aria-labelledby="two-factor-title" data-testid="two-factor">
			<div className="flex flex-wrap items-center justify-between gap-2">
				<h2 id="two-factor-title" className="text-ink-900 flex items-center gap-2 font-semibold">
					{enabled ? <ShieldCheck aria-hidden className="text-brand-700 size-5" /> : <ShieldOff aria-hidden className="text-ink-400 size-5" />}
					{t('account.twoFactor.title')}
				</h2>
				<span
					data-testid="two-factor-status"
					data-enabled={enabled}
					className={`rounded-full px-3 py-1 text-xs font-semibold ${enabled ? 'bg-brand-50 text-brand-800' : 'bg-sand-100 text-ink-600'}`}
				>
					{enabled ? t('account.twoFactor.statusOn') : t('account.twoFactor.statusOff')}
				</span>
			</div>
			<p className="text-ink-600 mt-1 text-sm">{enabled ? t('account.twoFactor.onText') : t('account.twoFactor.offText')}</p>

			{codes?.length ? (
				<div className="mt-5">
					<BackupCodes codes={codes} />
				</div>
			) : null}

			{setup ? (
				<div className="mt-5 space-y-4" data-testid="totp-setup">
					<h3 className="text-ink-900 font-semibold">{t('account.twoFactor.scanTitle')}</h3>
					<p className="text-ink-600 text-sm">{t('account.twoFactor.scan')}</p>
					<div className="flex flex-wrap items-start gap-5">
						<QrCode shape={setup.qr} label={t('account.twoFactor.qrLabel')} className="border-sand-200 size-48 shrink-0 rounded-lg border" />
						<div className="min-w-56 flex-1 space-y-2">
							<p className="text-ink-700 text-sm">{t('account.twoFactor.manual')}</p>
							<code lang="en" dir="ltr" className="bg-sand-50 border-sand-200 block rounded-lg border px-3 py-2 font-mono text-sm break-words" data-testid="totp-secret">
								{totpSecretOf(setup.totpURI)}
							</code>
							<CopyButton text={totpSecretOf(setup.totpURI).replace(/\s+/g, '')} />
							{/* On the phone that holds the app, scanning is impossible: the app opens otpauth:// links. */}
							<a href={setup.totpURI} className={`${adminStyles.secondaryButton} sm:hidden`}>
								<Smartphone aria-hidden className="size-4" />
								{t('account.twoFactor.openApp')}
							</a>
						</div>
					</div>
					<IntentForm intent="2fa-confirm" className="space-y-4" noValidate>
						<input type="hidden" name="totpURI" value={setup.totpURI} data-testid="totp-uri" />
						<Field label={t('account.twoFactor.code')} name="code" error={errorsOf(result, '2fa-confirm').code} required>
							{(p) => (
								<input
									{...p}
									className={`${adminStyles.input} max-w-48 text-center text-lg tracking-[0.3em]`}
									inputMode="numeric"
									autoComplete="one-time-code"
									dir="ltr"
									maxLength={9}
									autoFocus
								/>
							)}
						</Field>
						<div className="flex flex-wrap gap-2">
							<button type="submit" disabled={submitting === '2fa-confirm'} className={adminStyles.primaryButton}>
								{t('account.twoFactor.confirm')}
							</button>
							<Link to="." className={adminStyles.secondaryButton}>
								{t('common.cancel')}
							</Link>
						</div>
					</IntentForm>
				</div>
			) : enabled ? (
				<Form method="post" id="two-factor-manage" className="border-sand-100 mt-5 space-y-4 border-t pt-5" noValidate>
					<CurrentPasswordField label={t('auth.password')} name="password" error={errorsOf(result, '2fa-disable', 'backup-codes').password} hint={t('account.twoFactor.passwordHint')} />
					<div className="flex flex-wrap gap-2">
						<button type="submit" name="intent" value="backup-codes" disabled={submitting === 'backup-codes'} className={adminStyles.secondaryButton} title={t('account.backup.regenerateText')}>
							{t('account.backup.regenerate')}
						</button>
						<ConfirmButton form="two-factor-manage" value="2fa-disable" className={adminStyles.dangerButton} message={t('account.twoFactor.disableText')}>
							{t('account.twoFactor.disable')}
						</ConfirmButton>
					</div>
				</Form>
			) : (
				<IntentForm intent="2fa-start" className="border-sand-100 mt-5 space-y-4 border-t pt-5" noValidate>
					<CurrentPasswordField label={t('auth.password')} name="password" error={errorsOf(result, '2fa-start').password} hint={t('account.twoFactor.passwordHint')} />
					<button type="submit" disabled={submitting === '2fa-start'} className={adminStyles.primaryButton}>
						<ShieldCheck aria-hidden className="size-4" />
						{t('account.twoFactor.enable')}
					</button>
				</IntentForm>
			)}
		</section>
	)
}
