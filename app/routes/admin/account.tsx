import { useMemo } from 'react'
import { data, redirect } from 'react-router'
import { IdentitiesSection } from '#app/components/admin/account/identities-section.tsx'
import { PasswordSection } from '#app/components/admin/account/password-section.tsx'
import { SessionsSection } from '#app/components/admin/account/sessions-section.tsx'
import { TwoFactorSection } from '#app/components/admin/account/two-factor-section.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner } from '#app/components/admin/banner.tsx'
import { interpolate } from '#app/i18n/message.ts'
import { type TwoFactorSetup, changePasswordSchema, confirmPasswordSchema, sessionScopes, totpCodeSchema } from '#app/lib/staff-schema.ts'
import { oauthErrorMessage } from '#app/lib/oauth-errors.ts'
import { listIdentities, oauthProviders, startOAuthLink, unlinkIdentity } from '#app/server/oauth.server.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { requestPasswordReset } from '#app/server/sign-in.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { rateLimitedText, staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import { staffFieldErrors } from '#app/lib/staff-schema.ts'
import { changeMyPassword, finishTwoFactor, listMySessions, renewBackupCodes, resumeTwoFactor, revokeMySessions, startTwoFactor, turnOffTwoFactor } from '#app/server/account.server.ts'
import type { Route } from './+types/account'
import { staffTitle } from '#app/components/admin/staff-title.ts'

/** The signed-in person's own account: any role, each only their own. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	const t = staffTexts(request)
	const lang = staffLang(request)
	const params = new URL(request.url).searchParams
	const providers = oauthProviders()
	// The provider's callback comes back here after linking: ?linked=<id>, or ?error=….
	const linked = providers.find((provider) => provider.id === params.get('linked'))
	const error = oauthErrorMessage(params)
	const notice: { tone: 'success' | 'error'; text: string } | null = error
		? { tone: 'error', text: interpolate(t[error.key], { description: error.description ?? '', code: error.code }, lang) }
		: linked
			? { tone: 'success', text: interpolate(t['account.identities.linked'], { provider: linked.name }, lang) }
			: null
	return {
		me: { name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled },
		sessions: await listMySessions(request, user),
		identities: await listIdentities(request),
		providers,
		notice,
	}
}

interface Reply {
	intent?: string
	tone?: 'success' | 'error'
	text?: string
	errors?: Record<string, string>
	setup?: TwoFactorSetup | null
	backupCodes?: string[]
}

function reply(status: number, body: Reply, headers?: Headers) {
	return data({ ...body, key: crypto.randomUUID() }, { status, headers })
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const t = staffTexts(request)
	if (!isSameOrigin(request)) return reply(403, { tone: 'error', text: t['common.forbidden'] })
	const lang = staffLang(request)
	const fields = await readForm(request, 8192)
	const intent = fields.intent ?? ''
	const invalid = (errors: Record<string, string>, extra: Reply = {}) => reply(400, { intent, tone: 'error', text: t['common.fixErrors'], errors, ...extra })
	// A password or code check refused by the sign-in limits: nothing was checked, try again later.
	const limited = (retryAfterSeconds: number, extra: Reply = {}) =>
		reply(429, { intent, tone: 'error', text: rateLimitedText(request, retryAfterSeconds), ...extra }, new Headers({ 'Retry-After': String(retryAfterSeconds) }))

	switch (intent) {
		case 'password': {
			const parsed = changePasswordSchema.safeParse(fields)
			if (!parsed.success) return invalid(staffFieldErrors(parsed.error, lang, t))
			const result = await changeMyPassword(request, user, parsed.data, context.clientIp)
			if (!result.ok && result.reason === 'rate-limited') return limited(result.retryAfterSeconds)
			if (!result.ok) {
				return invalid(result.reason === 'wrong-password' ? { currentPassword: t['account.password.wrong'] } : { newPassword: t['auth.password.weak'] })
			}
			return reply(200, { intent, tone: 'success', text: t['account.password.changed'] }, result.headers)
		}
		case 'reset-link': {
			const result = await requestPasswordReset(request, { email: user.email, clientIp: context.clientIp })
			if (result.status === 'rate-limited') {
				return reply(429, { intent, tone: 'error', text: rateLimitedText(request, result.retryAfterSeconds) })
			}
			if (result.status === 'forbidden') return reply(403, { intent, tone: 'error', text: t['common.forbidden'] })
			return reply(200, { intent, tone: 'success', text: interpolate(t['account.reset.sent'], { email: user.email }, lang) })
		}
		case '2fa-start': {
			const parsed = confirmPasswordSchema.safeParse(fields)
			if (!parsed.success) return invalid(staffFieldErrors(parsed.error, lang, t))
			const result = await startTwoFactor(request, user, parsed.data.password, context.clientIp)
			if ('reason' in result) return limited(result.retryAfterSeconds)
			if (!result.ok) return invalid({ password: t['account.wrongPassword'] })
			return reply(200, { intent, setup: result.setup })
		}
		case '2fa-confirm': {
			const setup = resumeTwoFactor(fields.totpURI ?? '')
			const parsed = totpCodeSchema.safeParse(fields)
			if (!parsed.success) return invalid(staffFieldErrors(parsed.error, lang, t), { setup })
			const result = await finishTwoFactor(request, user, parsed.data.code, context.clientIp)
			if ('reason' in result) return limited(result.retryAfterSeconds, { setup })
			if (!result.ok) return invalid({ code: t['account.twoFactor.invalidCode'] }, { setup })
			return reply(200, { intent, tone: 'success', text: t['account.twoFactor.enabled'], backupCodes: result.backupCodes }, result.headers)
		}
		case '2fa-disable':
		case 'backup-codes': {
			const parsed = confirmPasswordSchema.safeParse(fields)
			if (!parsed.success) return invalid(staffFieldErrors(parsed.error, lang, t))
			if (intent === 'backup-codes') {
				const result = await renewBackupCodes(request, user, parsed.data.password, context.clientIp)
				if ('reason' in result) return limited(result.retryAfterSeconds)
				if (!result.ok) return invalid({ password: t['account.wrongPassword'] })
				return reply(200, { intent, tone: 'success', text: t['account.backup.created'], backupCodes: result.backupCodes })
			}
			const result = await turnOffTwoFactor(request, user, parsed.data.password, context.clientIp)
			if ('reason' in result) return limited(result.retryAfterSeconds)
			if (!result.ok) return invalid({ password: t['account.wrongPassword'] })
			return reply(200, { intent, tone: 'success', text: t['account.twoFactor.disabled'] }, result.headers)
		}
		case 'link': {
			let result: Awaited<ReturnType<typeof startOAuthLink>>
			try {
				result = await startOAuthLink(request, (fields.provider ?? '').slice(0, 32))
			} catch (error) {
				logger.error({ err: error, provider: fields.provider }, 'linking an identity could not start')
				return reply(502, { intent, tone: 'error', text: t['common.error'] })
			}
			if (result.status === 'redirect') throw redirect(result.url, { headers: result.headers })
			if (result.status === 'forbidden') return reply(403, { intent, tone: 'error', text: t['common.forbidden'] })
			return reply(404, { intent, tone: 'error', text: t['common.notFound'] })
		}
		case 'unlink': {
			const id = (fields.id ?? '').slice(0, 64)
			const identity = (await listIdentities(request)).find((candidate) => candidate.id === id)
			const result = await unlinkIdentity(request, id)
			if (result.ok) return reply(200, { intent, tone: 'success', text: interpolate(t['account.identities.unlinked'], { provider: identity?.providerName ?? '' }, lang) })
			if (result.reason === 'last') return reply(409, { intent, tone: 'error', text: t['account.identities.last'] })
			if (result.reason === 'not-fresh') return reply(403, { intent, tone: 'error', text: t['account.identities.notFresh'] })
			return reply(404, { intent, tone: 'error', text: t['common.notFound'] })
		}
		case 'sign-out': {
			const raw = (fields.scope ?? '').slice(0, 64)
			const scope = (sessionScopes as readonly string[]).includes(raw) ? (raw as (typeof sessionScopes)[number]) : { id: raw }
			const result = await revokeMySessions(request, user, scope)
			if (!result.ok) return reply(404, { intent, tone: 'error', text: t['common.notFound'] })
			if (result.signedOut) throw redirect('/login', { headers: result.headers })
			const text = scope === 'others' ? (result.count ? interpolate(t['account.sessions.othersRevoked'], { count: result.count }, lang) : t['account.sessions.noOthers']) : t['account.sessions.revoked']
			return reply(200, { intent, tone: 'success', text })
		}
		default:
			return reply(400, { tone: 'error', text: t['common.error'] })
	}
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'account.title')
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { me, sessions, identities, providers, notice } = loaderData
	const banner = useMemo(
		() =>
			actionData?.tone && actionData.text
				? { tone: actionData.tone, text: actionData.text, id: actionData.key }
				: notice
					? { ...notice, id: 'notice' }
					: null,
		[actionData, notice],
	)
	const result = actionData ? { ...actionData, errors: actionData.errors ?? {} } : undefined
	return (
		<AdminPage title={t('account.title')} description={t('account.description')}>
			<Banner message={banner} />
			<div className={`${adminStyles.card} flex flex-wrap items-center gap-4 p-5`} data-testid="account-identity">
				<span aria-hidden className="bg-brand-700 grid size-12 place-items-center rounded-full text-lg font-bold text-white">
					{me.name.trim().charAt(0).toUpperCase()}
				</span>
				<div className="min-w-0 flex-1">
					<p className="text-ink-900 font-semibold">{me.name}</p>
					<p className="text-ink-500 text-sm break-all">
						<bdi dir="ltr">{me.email}</bdi>
					</p>
				</div>
				<span className={`rounded-full px-3 py-1 text-xs font-semibold ${me.role === 'admin' ? 'bg-grain-100 text-grain-900' : 'bg-sand-100 text-ink-700'}`}>
					{t(`admin.role.${me.role}`)}
				</span>
			</div>
			<div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
				<PasswordSection email={me.email} result={result} />
				<TwoFactorSection enabled={me.twoFactorEnabled} result={result} />
			</div>
			<IdentitiesSection identities={identities} providers={providers} />
			<SessionsSection sessions={sessions} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
