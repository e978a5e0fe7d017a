import { KeyRound } from 'lucide-react'
import { data, Form, Link, redirect, useSearchParams } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard, AuthSubmit, RedirectToField } from '#app/components/admin/auth-card.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { oauthErrorMessage } from '#app/lib/oauth-errors.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { oauthProviders, startOAuthSignIn } from '#app/server/oauth.server.ts'
import { getSessionUser } from '#app/server/session.server.ts'
import { signInWithPassword } from '#app/server/sign-in.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { rateLimitedText, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/login'

export async function loader({ request }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	// Someone already signed in goes straight on.
	if (await getSessionUser(request)) throw redirect(safeRedirect(params.get('redirectTo')))
	// A provider's callback that failed comes back here with ?error=…&error_description=….
	return { providers: oauthProviders(), oauthError: oauthErrorMessage(params) }
}

/** "Sign in with …": off to the provider, which comes back through /api/auth/callback/<id>. */
async function oauthAction(request: Request, fields: Record<string, string | undefined>, clientIp: string) {
	const t = staffTexts(request)
	const redirectTo = safeRedirect(fields.redirectTo)
	let result: Awaited<ReturnType<typeof startOAuthSignIn>>
	try {
		result = await startOAuthSignIn(request, { providerId: fields.provider ?? '', redirectTo, clientIp })
	} catch (error) {
		logger.error({ err: error, provider: fields.provider }, 'OAuth sign-in could not start')
		return data({ error: t['auth.loginError'], email: '' }, { status: 502 })
	}
	if (result.status === 'redirect') throw redirect(result.url, { headers: result.headers })
	if (result.status === 'rate-limited') {
		return data({ error: rateLimitedText(request, result.retryAfterSeconds), email: '' }, { status: 429 })
	}
	if (result.status === 'forbidden') return data({ error: t['auth.forbidden'], email: '' }, { status: 403 })
	return data({ error: t['auth.loginError'], email: '' }, { status: 400 })
}

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	const fields = await readForm(request, 8192)
	if (fields.intent === 'oauth') return oauthAction(request, fields, context.clientIp)
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
		return data({ error: rateLimitedText(request, result.retryAfterSeconds), email }, { status: 429 })
	}
	if (result.status === 'forbidden') return data({ error: t['auth.forbidden'], email }, { status: 403 })
	return data({ error: t['auth.invalid'], email }, { status: 401 })
}

export const meta = () => [{ title: 'تسجيل الدخول · Sign in' }, { name: 'robots', content: 'noindex' }]

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const [params] = useSearchParams()
	const { providers, oauthError } = loaderData
	return (
		<AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
			{oauthError && !actionData?.error ? (
				<div className="mb-5">
					<Alert tone="error" testId="oauth-error">
						{t(oauthError.key, { description: oauthError.description ?? '', code: oauthError.code })}
					</Alert>
				</div>
			) : null}
			<Form method="post" className="space-y-5" data-testid="login-form">
				{actionData?.error ? <Alert tone="error" testId="login-error">{actionData.error}</Alert> : null}
				{params.get('reset') === 'done' ? <Alert tone="success">{t('auth.reset.done')}</Alert> : null}
				<RedirectToField />
				<Field label={t('auth.email')} name="email" required>
					{(p) => <input {...p} type="email" dir="ltr" autoComplete="username" defaultValue={actionData?.email} />}
				</Field>
				<Field label={t('auth.password')} name="password" required>
					{(p) => <input {...p} type="password" dir="ltr" autoComplete="current-password" />}
				</Field>
				<AuthSubmit busyText={t('auth.submitting')}>{t('auth.submit')}</AuthSubmit>
				<p className="text-center text-sm">
					<Link to="/forgot-password" className="text-brand-700 hover:underline">
						{t('auth.forgot')}
					</Link>
				</p>
			</Form>
			{providers.length ? (
				<div className="mt-6" data-testid="oauth-providers">
					<div className="text-ink-500 flex items-center gap-3 text-xs">
						<span className="bg-sand-200 h-px flex-1" />
						{t('auth.oauth.or')}
						<span className="bg-sand-200 h-px flex-1" />
					</div>
					{/* A full-page post: the answer is a redirect to the provider's own site. */}
					<Form method="post" reloadDocument className="mt-4 space-y-3">
						<input type="hidden" name="intent" value="oauth" />
						<RedirectToField />
						{providers.map((provider) => (
							<button
								key={provider.id}
								type="submit"
								name="provider"
								value={provider.id}
								className="border-sand-300 text-ink-900 hover:bg-sand-100 flex w-full items-center justify-center gap-2 rounded-xl border bg-white py-3 font-semibold transition-colors"
							>
								<KeyRound aria-hidden className="text-brand-700 size-5" />
								{t('auth.oauth.signInWith', { provider: provider.name })}
							</button>
						))}
					</Form>
					<p className="text-ink-500 mt-3 text-center text-xs">{t('auth.oauth.hint')}</p>
				</div>
			) : null}
		</AuthCard>
	)
}
