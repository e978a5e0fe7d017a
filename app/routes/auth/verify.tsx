import { data, redirect } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard, AuthForm, RedirectToField } from '#app/components/admin/auth-card.tsx'
import { signInMeta } from '#app/components/admin/staff-title.ts'
import { Field } from '#app/components/ui/field.tsx'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { verifySecondFactor } from '#app/server/sign-in.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { rateLimitedText, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/verify'

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	const fields = await readForm(request, 4096)
	const result = await verifySecondFactor(request, { code: (fields.code ?? '').slice(0, 64), trustDevice: fields.trust === 'on', clientIp: context.clientIp })
	if (result.status === 'signed-in') throw redirect(safeRedirect(fields.redirectTo), { headers: result.headers })
	if (result.status === 'rate-limited') return data({ error: rateLimitedText(request, result.retryAfterSeconds) }, { status: 429 })
	if (result.status === 'forbidden') return data({ error: t['auth.forbidden'] }, { status: 403 })
	return data({ error: t['auth.verify.invalid'] }, { status: 401 })
}

export const meta = signInMeta('التحقق · Verification')

export default function Verify({ actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	return (
		<AuthCard title={t('auth.verify.title')} subtitle={t('auth.verify.text')}>
			<AuthForm error={actionData?.error} errorTestId="verify-error" submit={t('auth.verify.submit')}>
				<RedirectToField />
				<Field label={t('auth.verify.code')} name="code" required>
					{(p) => <input {...p} inputMode="numeric" autoComplete="one-time-code" dir="ltr" maxLength={32} className={`${p.className} text-center text-2xl tracking-[0.4em]`} />}
				</Field>
				<label className="text-ink-700 flex items-center gap-2 text-sm">
					<input type="checkbox" name="trust" className="accent-brand-700 size-4" />
					{t('auth.verify.trust')}
				</label>
			</AuthForm>
		</AuthCard>
	)
}
