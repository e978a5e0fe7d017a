import { data, redirect, useSearchParams } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard, AuthForm } from '#app/components/admin/auth-card.tsx'
import { signInMeta } from '#app/components/admin/staff-title.ts'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { resetPassword } from '#app/server/sign-in.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { rateLimitedText, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/reset-password'

/** What a refused new password says when another try can work: a stronger password, or a new link. */
const retryTexts = { 'weak-password': 'auth.password.weak', 'invalid-token': 'auth.reset.invalidToken' } as const

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	if (!isSameOrigin(request)) return data({ error: t['auth.forbidden'] }, { status: 403 })
	const fields = await readForm(request, 4096)
	const result = await resetPassword({ token: (fields.token ?? '').slice(0, 200), newPassword: (fields.password ?? '').slice(0, 256), clientIp: context.clientIp })
	if (result.ok) throw redirect('/login?reset=done')
	if (result.reason === 'rate-limited') return data({ error: rateLimitedText(request, result.retryAfterSeconds) }, { status: 429 })
	return data({ error: t[retryTexts[result.reason]] }, { status: 400 })
}

export const meta = signInMeta('كلمة مرور جديدة · New password')

export default function ResetPassword({ actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const [params] = useSearchParams()
	const token = params.get('token') ?? ''
	// better-auth sends people here with ?error=INVALID_TOKEN when the link is spent or expired.
	if (!token || params.get('error')) {
		return (
			<AuthCard title={t('auth.reset.title')}>
				<Alert tone="error">{t('auth.reset.invalidToken')}</Alert>
			</AuthCard>
		)
	}
	return (
		<AuthCard title={t('auth.reset.title')} subtitle={t('auth.password.rule')}>
			<AuthForm error={actionData?.error} submit={t('auth.reset.submit')} noValidate>
				<input type="hidden" name="token" value={token} />
				<Field label={t('auth.reset.newPassword')} name="password" required>
					{(p) => <input {...p} type="password" dir="ltr" autoComplete="new-password" minLength={12} maxLength={128} />}
				</Field>
			</AuthForm>
		</AuthCard>
	)
}
