import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Plus, RotateCw } from 'lucide-react'
import { Link, useLocation, useRevalidator } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { AdvertisingCodeForm, newAdvertisingCode } from '#app/components/admin/advertising-codes/code-form.tsx'
import { AdvertisingCodeSections } from '#app/components/admin/advertising-codes/code-list.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import type { AdvertisingCode } from '#app/lib/advertising-code-schema.ts'
import { advertisingCodeForm, listAdvertisingCodes, saveAdvertisingCodeForm, submitAdvertisingCodeRowAction } from '#app/server/advertising-code-admin.server.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { logger } from '#app/server/logger.server.ts'
import type { Route } from './+types/advertising'
import { staffMeta } from '#app/components/admin/staff-title.ts'

/** Codes are markup that runs on every public page: administrators only (decision 0011, the role map). */
const path = '/admin/advertising'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	let codes: AdvertisingCode[] = []
	let loadError = false
	try {
		codes = await listAdvertisingCodes()
	} catch (error) {
		logger.error({ err: error }, 'advertising codes could not be listed')
		loadError = true
	}
	// The form: `?new` adds a code, `?edit=<id>` edits one; without either it is closed.
	const editId = recordIdParam(url.searchParams.get('edit'))
	const editing = editId === null ? null : (codes.find((code) => code.id === editId) ?? null)
	const form = url.searchParams.has('new') ? ('new' as const) : editing ? ('edit' as const) : null
	return {
		codes,
		loadError,
		form,
		editing,
		missing: editId !== null && !editing && !loadError,
	}
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, advertisingCodeForm, ({ fields, user, lang }) =>
		fields.intent === 'save'
			? saveAdvertisingCodeForm(fields, { id: recordIdParam(fields.id) ?? undefined, actor: user, lang })
			: submitAdvertisingCodeRowAction(fields, { actor: user }),
	)
}

export const meta = staffMeta('advertising.title')

export default function Advertising({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { codes, loadError, form, editing, missing } = loaderData
	const revalidator = useRevalidator()
	const location = useLocation()
	const refreshing = revalidator.state === 'loading'

	// `?edit=<id>` of a code that is gone says so in the banner, as a refused action would.
	const reply = actionData ?? (missing ? { ok: false, message: t('advertising.error.notFound'), errors: {}, key: 'missing' } : null)
	const refused = actionData && !actionData.ok && actionData.values ? actionData : undefined
	const enabledCount = codes.filter((code) => code.enabled).length

	return (
		<AdminPage
			title={t('advertising.title')}
			description={t('advertising.description')}
			actions={
				<>
					<Link
						to={location.pathname + location.search}
						onClick={(event) => {
							event.preventDefault()
							revalidator.revalidate()
						}}
						preventScrollReset
						className={adminStyles.secondaryButton}
						aria-disabled={refreshing || undefined}
						data-testid="advertising-refresh"
					>
						<RotateCw aria-hidden className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
						{refreshing ? t('advertising.refreshing') : t('advertising.refresh')}
					</Link>
					<Link to={`${path}?new`} className={adminStyles.primaryButton} data-testid="advertising-new">
						<Plus aria-hidden className="size-4" />
						{t('advertising.new')}
					</Link>
				</>
			}
		>
			<ReplyBanner reply={reply} />
			{form ? (
				<AdvertisingCodeForm
					// A new form, another code, or a refused save starts it afresh from what the server holds or was sent.
					key={`${form}-${editing?.id ?? ''}-${refused?.key ?? ''}`}
					code={form === 'edit' && editing ? editing : newAdvertisingCode}
					values={refused?.values}
					errors={refused?.errors}
					closeTo={path}
				/>
			) : null}
			{loadError ? (
				<div
					role="alert"
					className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
					data-testid="advertising-load-error"
				>
					<p>{t('advertising.error.load')}</p>
					<Link to={path} reloadDocument className={adminStyles.secondaryButton}>
						<RotateCw aria-hidden className="size-4" />
						{t('advertising.refresh')}
					</Link>
				</div>
			) : (
				<>
					<p className="text-ink-600 text-sm" data-testid="advertising-total">
						<ScriptRuns text={t('advertising.total', {
							count: formatNumber(codes.length, lang),
							enabled: formatNumber(enabledCount, lang),
						})} />
					</p>
					<AdvertisingCodeSections codes={codes} editHref={(id) => `${path}?edit=${id}`} />
				</>
			)}
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
