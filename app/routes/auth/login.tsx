import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard } from '#app/components/admin/auth-card.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { getSessionUser, signInWithPassword } from '#app/server/auth.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/login'

export async function loader({ request }: Route.LoaderArgs) {
	// Someone already signed in goes straight on.
	if (await getSessionUser(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirectTo')))
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	const fields = await readForm(request, 8192)
	const email = (fields.email ?? '').slice(0, 254)
	const redirectTo = safeRedirect(fields.redirectTo)
	let result: Awaited<ReturnType<typeof signInWithPassword>>
	try {
		result = await signInWithPassword(request, { email, password: (fields.password ?? '').slice(0, 256), clientIp: context.clientIp })
	} catch (error) {
		logger.error({ err: error }, 'sign-in failed')
		return data({ error: t['auth.loginError'], email }, { status: 500 })
	}
	if (result.status === 'signed-in') throw redirect(redirectTo, { headers: result.headers })
	if (result.status === 'two-factor') throw redirect(`/login/verify?redirectTo=${encodeURIComponent(redirectTo)}`, { headers: result.headers })
	if (result.status === 'rate-limited') {
		return data({ error: t['auth.rateLimited'].replace('{seconds}', String(result.retryAfterSeconds)), email }, { status: 429 })
	}
	if (result.status === 'forbidden') return data({ error: t['auth.forbidden'], email }, { status: 403 })
	return data({ error: t['auth.invalid'], email }, { status: 401 })
}

export const meta = () => [{ title: 'تسجيل الدخول · Sign in' }, { name: 'robots', content: 'noindex' }]

export default function Login({ actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const [params] = useSearchParams()
	const busy = useNavigation().state === 'submitting'
	return (
		<AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
			<Form method="post" className="space-y-5" data-testid="login-form">
				{actionData?.error ? <Alert tone="error" testId="login-error">{actionData.error}</Alert> : null}
				{params.get('reset') === 'done' ? <Alert tone="success">{t('auth.reset.done')}</Alert> : null}
				<input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/admin'} />
				<Field label={t('auth.email')} name="email" required>
					{(p) => <input {...p} type="email" dir="ltr" autoComplete="username" defaultValue={actionData?.email} />}
				</Field>
				<Field label={t('auth.password')} name="password" required>
					{(p) => <input {...p} type="password" dir="ltr" autoComplete="current-password" />}
				</Field>
				<button type="submit" disabled={busy} className="bg-brand-700 hover:bg-brand-800 w-full rounded-xl py-3 font-semibold text-white disabled:opacity-60">
					{busy ? t('auth.submitting') : t('auth.submit')}
				</button>
				<p className="text-center text-sm">
					<Link to="/forgot-password" className="text-brand-700 hover:underline">
						{t('auth.forgot')}
					</Link>
				</p>
			</Form>
		</AuthCard>
	)
}
