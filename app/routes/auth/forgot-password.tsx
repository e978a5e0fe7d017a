import { data, Form } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard, AuthSubmit } from '#app/components/admin/auth-card.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { field, fieldErrors } from '#app/lib/validation.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requestPasswordReset } from '#app/server/sign-in.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { mailIsConfigured } from '#app/server/mail.server.ts'
import { rateLimitedText, staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/forgot-password'

/** Without a mail server no reset link can reach anyone: the page says so instead of promising one. */
export function loader() {
	return { mailConfigured: mailIsConfigured() }
}

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	if (!isSameOrigin(request)) return data({ sent: false, error: t['auth.forbidden'] }, { status: 403 })
	// No request is made for a link that cannot be sent; the page already says so.
	if (!mailIsConfigured()) return data({ sent: false, error: undefined }, { status: 503 })
	const fields = await readForm(request, 4096)
	const parsed = field.email().safeParse(fields.email ?? '')
	if (!parsed.success) return data({ sent: false, error: fieldErrors(parsed.error, staffLang(request))._form }, { status: 400 })
	const result = await requestPasswordReset(request, { email: parsed.data, clientIp: context.clientIp, redirectTo: '/reset-password' })
	if (result.status === 'rate-limited') return data({ sent: false, error: rateLimitedText(request, result.retryAfterSeconds) }, { status: 429 })
	if (result.status === 'forbidden') return data({ sent: false, error: t['auth.forbidden'] }, { status: 403 })
	// The same answer whether or not the address has an account.
	return { sent: true, error: undefined }
}

export const meta = () => [{ title: 'استعادة كلمة المرور · Reset password' }, { name: 'robots', content: 'noindex' }]

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	if (!loaderData.mailConfigured) {
		return (
			<AuthCard title={t('auth.forgot.title')}>
				<div role="status" data-testid="forgot-mail-off" className="border-grain-200 bg-grain-50 text-grain-900 rounded-xl border px-4 py-3 text-sm">
					<p className="font-semibold">{t('auth.forgot.mailOffTitle')}</p>
					<p className="mt-1">{t('auth.forgot.mailOff')}</p>
				</div>
			</AuthCard>
		)
	}
	return (
		<AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.text')}>
			{actionData?.sent ? (
				<Alert tone="success" testId="forgot-sent">{t('auth.forgot.sent')}</Alert>
			) : (
				<Form method="post" noValidate className="space-y-5">
					{actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
					<Field label={t('auth.email')} name="email" required>
						{(p) => <input {...p} type="email" dir="ltr" autoComplete="email" />}
					</Field>
					<AuthSubmit>{t('auth.forgot.submit')}</AuthSubmit>
				</Form>
			)}
		</AuthCard>
	)
}
