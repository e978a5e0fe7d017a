import { data, Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AuthCard, AuthSubmit } from '#app/components/admin/auth-card.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { field, fieldErrors } from '#app/lib/validation.ts'
import { passwordProblem } from '#app/lib/staff-schema.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { signInWithPassword } from '#app/server/sign-in.server.ts'
import { UserExistsError } from '#app/server/staff-admin.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { completeSetup, isSetupTokenValid } from '#app/server/setup.server.ts'
import { staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/setup'

const setupSchema = z.object({ name: field.text({ min: 2, max: 100 }), email: field.email(), password: z.string().min(1).max(128) })

export async function loader({ request }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	// Once an account exists (or the link is spent) this page does not exist.
	if (!(await isSetupTokenValid(token))) throw data(null, { status: 404 })
	return { token }
}

export async function action({ request, context }: Route.ActionArgs) {
	const t = staffTexts(request)
	if (!isSameOrigin(request)) return data({ error: t['auth.forbidden'], errors: {} as Record<string, string> }, { status: 403 })
	const fields = await readForm(request, 8192)
	const parsed = setupSchema.safeParse(fields)
	if (!parsed.success) return data({ error: t['common.fixErrors'], errors: fieldErrors(parsed.error, staffLang(request)) }, { status: 400 })
	if (passwordProblem(parsed.data.password)) return data({ error: t['auth.password.weak'], errors: { password: t['auth.password.weak'] } }, { status: 400 })
	try {
		const user = await completeSetup(fields.token ?? '', parsed.data)
		if (!user) return data({ error: t['auth.setup.invalid'], errors: {} }, { status: 400 })
	} catch (error) {
		if (error instanceof UserExistsError) return data({ error: t['auth.setup.exists'], errors: {} }, { status: 400 })
		throw error
	}
	const signIn = await signInWithPassword(request, { email: parsed.data.email, password: parsed.data.password, clientIp: context.clientIp })
	throw redirect(signIn.status === 'signed-in' ? '/admin' : '/login', signIn.status === 'signed-in' ? { headers: signIn.headers } : undefined)
}

export function meta({ error, matches }: Route.MetaArgs): Route.MetaDescriptors {
	// A spent or wrong link: the tab says so in the staff member's language (the layout's texts).
	const layout = (matches as ({ id: string; data: unknown } | undefined)[]).find((match) => match?.id === 'routes/auth/layout')
	const texts = (layout?.data as { dictionary?: Record<string, string> } | undefined)?.dictionary
	return [{ title: error ? (texts?.['auth.setup.invalid'] ?? '') : 'الإعداد · Setup' }, { name: 'robots', content: 'noindex' }]
}

/** A used, expired or wrong setup link: said in the staff member's language, inside the sign-in
 * frame, with the 404 the loader answered. */
export function ErrorBoundary() {
	const { t } = useAdminI18n()
	return (
		<AuthCard title={t('auth.setup.title')}>
			<Alert tone="error">{t('auth.setup.invalid')}</Alert>
			<p className="text-ink-600 mt-4 text-sm">{t('auth.setup.invalidNext')}</p>
			<Link to="/login" className="bg-brand-700 hover:bg-brand-800 mt-6 block w-full rounded-xl py-3 text-center font-semibold text-white">
				{t('auth.setup.toLogin')}
			</Link>
		</AuthCard>
	)
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const errors: Record<string, string | undefined> = actionData?.errors ?? {}
	return (
		<AuthCard title={t('auth.setup.title')} subtitle={t('auth.setup.text')}>
			<Form method="post" noValidate className="space-y-5" data-testid="setup-form">
				{actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
				<input type="hidden" name="token" value={loaderData.token} />
				<Field label={t('auth.setup.name')} name="name" error={errors.name} required>
					{(p) => <input {...p} autoComplete="name" maxLength={100} />}
				</Field>
				<Field label={t('auth.email')} name="email" error={errors.email} required>
					{(p) => <input {...p} type="email" dir="ltr" autoComplete="username" />}
				</Field>
				<Field label={t('auth.password')} name="password" error={errors.password} hint={t('auth.password.rule')} required>
					{(p) => <input {...p} type="password" dir="ltr" autoComplete="new-password" minLength={12} maxLength={128} />}
				</Field>
				<AuthSubmit>{t('auth.setup.submit')}</AuthSubmit>
			</Form>
		</AuthCard>
	)
}
