import { data, Form, redirect, useSearchParams } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard, AuthSubmit } from '#app/components/admin/auth-card.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { resetPassword } from '#app/server/sign-in.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { rateLimitedText, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/reset-password'

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	if (!isSameOrigin(request)) return data({ error: t['auth.forbidden'] }, { status: 403 })
	const fields = await readForm(request, 4096)
	const result = await resetPassword({ token: (fields.token ?? '').slice(0, 200), newPassword: (fields.password ?? '').slice(0, 256), clientIp: context.clientIp })
	if (result.ok) throw redirect('/login?reset=done')
	if (result.reason === 'rate-limited') return data({ error: rateLimitedText(request, result.retryAfterSeconds) }, { status: 429 })
	if (result.reason === 'weak-password') return data({ error: t['auth.password.weak'] }, { status: 400 })
	return data({ error: t['auth.reset.invalidToken'] }, { status: 400 })
}

export const meta = () => [{ title: 'كلمة مرور جديدة · New password' }, { name: 'robots', content: 'noindex' }]

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
			<Form method="post" noValidate className="space-y-5">
				{actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
				<input type="hidden" name="token" value={token} />
				<Field label={t('auth.reset.newPassword')} name="password" required>
					{(p) => <input {...p} type="password" dir="ltr" autoComplete="new-password" minLength={12} maxLength={128} />}
				</Field>
				<AuthSubmit>{t('auth.reset.submit')}</AuthSubmit>
			</Form>
		</AuthCard>
	)
}
