import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { IdentitiesSection } from '#app/components/admin/account/identities-section.tsx'
import { PasswordSection } from '#app/components/admin/account/password-section.tsx'
import { SessionsSection } from '#app/components/admin/account/sessions-section.tsx'
import { TwoFactorSection } from '#app/components/admin/account/two-factor-section.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { oauthErrorMessage } from '#app/lib/oauth-errors.ts'
import { listMySessions } from '#app/server/account.server.ts'
import { accountForm, submitAccountAction } from '#app/server/account-actions.server.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { listIdentities, oauthProviders } from '#app/server/oauth.server.ts'
import { messageText, staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/account'

/** The signed-in person's own account: any role, each only their own. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireStaff(request)
	const lang = staffLang(request)
	const params = new URL(request.url).searchParams
	const providers = oauthProviders()
	// The provider's callback comes back here after linking: ?linked=<id>, or ?error=….
	const linked = providers.find((provider) => provider.id === params.get('linked'))
	const error = oauthErrorMessage(params)
	const notice = error
		? { ok: false, message: messageText({ key: error.key, params: { description: error.description ?? '', code: error.code } }, lang) }
		: linked
			? { ok: true, message: messageText({ key: 'account.identities.linked', params: { provider: linked.name } }, lang) }
			: null
	return {
		me: { name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled },
		sessions: await listMySessions(request, user),
		identities: await listIdentities(request),
		providers,
		notice,
	}
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, accountForm, ({ request, fields, user }) => submitAccountAction(request, fields, { user, clientIp: args.context.clientIp }))
}

export const meta = staffMeta('account.title')

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { me, sessions, identities, providers, notice } = loaderData
	// The provider's answer after linking, until an action answers.
	const reply = actionData ?? (notice ? { ...notice, errors: {}, key: 'notice' } : null)
	const result = actionData ? { ...actionData, ...actionData.result } : undefined
	return (
		<AdminPage title={t('account.title')} description={t('account.description')}>
			<ReplyBanner reply={reply} />
			<div className={`${adminStyles.card} flex flex-wrap items-center gap-4 p-5`} data-testid="account-identity">
				<span aria-hidden className="bg-brand-700 grid size-12 place-items-center rounded-full text-lg font-bold text-white">
					{me.name.trim().charAt(0).toUpperCase()}
				</span>
				<div className="min-w-0 flex-1">
					<p className="text-ink-900 font-semibold">
						<ScriptRuns text={me.name} />
					</p>
					<p className="text-ink-500 text-sm break-all">
						<bdi lang="en" dir="ltr"><ScriptRuns text={me.email} /></bdi>
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
