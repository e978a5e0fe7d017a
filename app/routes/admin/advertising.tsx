import { Plus, RotateCw } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, redirect, useLocation, useRevalidator } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { AdCodeForm, newAdCode } from '#app/components/admin/ads/code-form.tsx'
import { AdCodeSections } from '#app/components/admin/ads/code-list.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import {
	type AdCode,
	listAdvertisingCodes,
	saveAdCodeForm,
	submitAdCodeRowAction,
} from '#app/server/ad-admin.server.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireAdmin } from '#app/server/session.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { withRowFailure } from '#app/server/row-action.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/advertising'

/** Codes are markup that runs on every public page: administrators only (decision 0011). */
const path = '/admin/advertising'
/** Codes of up to 20,000 characters, percent-encoded, fit well inside this. */
const formLimit = 256 * 1024

const parseId = (value: string | null | undefined) =>
	/^[1-9]\d{0,9}$/.test(value ?? '') ? Number(value) : null

export async function loader({ request }: Route.LoaderArgs) {
	await requireAdmin(request)
	const url = new URL(request.url)
	let codes: AdCode[] = []
	let loadError = false
	try {
		codes = await listAdvertisingCodes()
	} catch (error) {
		logger.error({ err: error }, 'advertising codes could not be listed')
		loadError = true
	}
	// The form: `?new` adds a code, `?edit=<id>` edits one; without either it is closed.
	const editId = parseId(url.searchParams.get('edit'))
	const editing = editId === null ? null : (codes.find((code) => code.id === editId) ?? null)
	const form = url.searchParams.has('new') ? ('new' as const) : editing ? ('edit' as const) : null
	return {
		codes,
		loadError,
		form,
		editing,
		missing: editId !== null && !editing && !loadError,
		done:
			url.searchParams.get('created') !== null
				? ('created' as const)
				: url.searchParams.get('updated') !== null
					? ('updated' as const)
					: null,
		doneId: url.searchParams.get('created') ?? url.searchParams.get('updated'),
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	if (!isSameOrigin(request))
		throw data({ error: 'forbidden', message: staffTexts(request)['common.forbidden'] }, { status: 403 })
	const lang = staffLang(request)
	const fields = await readForm(request, formLimit)
	if (fields.intent === 'save') {
		const id = parseId(fields.id)
		const outcome = await saveAdCodeForm(fields, { id: id ?? undefined, actor: user, lang })
		if (outcome.ok) throw redirect(`${path}?${outcome.created ? 'created' : 'updated'}=${outcome.code.id}`)
		return data(
			{
				kind: 'form' as const,
				message: outcome.message,
				values: outcome.values,
				errors: outcome.errors,
				at: Date.now(),
			},
			{ status: outcome.status },
		)
	}
	const outcome = await withRowFailure(() => submitAdCodeRowAction(fields, { actor: user, lang }), (failure) => failure, { lang, fields })
	return data(
		{ kind: 'row' as const, ok: outcome.ok, message: outcome.message, at: Date.now() },
		{ status: outcome.status },
	)
}

export const meta = () => [{ title: 'أكواد الإعلانات والتتبع · Ads & tracking codes' }]

export default function Advertising({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { codes, loadError, form, editing, missing, done, doneId } = loaderData
	const revalidator = useRevalidator()
	const location = useLocation()
	const refreshing = revalidator.state === 'loading'

	const banner = useMemo<BannerMessage | null>(() => {
		if (actionData)
			return {
				tone: actionData.kind === 'row' && actionData.ok ? 'success' : 'error',
				text: actionData.message,
				id: actionData.at,
			}
		if (missing) return { tone: 'error', text: t('ads.error.notFound'), id: 'missing' }
		if (done)
			return {
				tone: 'success',
				text: t(done === 'created' ? 'ads.created' : 'ads.updated'),
				id: `${done}-${doneId}`,
			}
		return null
	}, [actionData, missing, done, doneId, t])

	const refused = actionData?.kind === 'form' ? actionData : undefined
	const enabledCount = codes.filter((code) => code.enabled).length

	return (
		<AdminPage
			title={t('ads.title')}
			description={t('ads.description')}
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
						data-testid="ads-refresh"
					>
						<RotateCw aria-hidden className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
						{refreshing ? t('ads.refreshing') : t('ads.refresh')}
					</Link>
					<Link to={`${path}?new`} className={adminStyles.primaryButton} data-testid="ads-new">
						<Plus aria-hidden className="size-4" />
						{t('ads.new')}
					</Link>
				</>
			}
		>
			<Banner message={banner} />
			{form ? (
				<AdCodeForm
					// A new form, another code, or a refused save starts it afresh from what the server holds or was sent.
					key={`${form}-${editing?.id ?? ''}-${refused?.at ?? ''}`}
					code={form === 'edit' && editing ? editing : newAdCode}
					values={refused?.values}
					errors={refused?.errors}
					closeTo={path}
				/>
			) : null}
			{loadError ? (
				<div
					role="alert"
					className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
					data-testid="ads-load-error"
				>
					<p>{t('ads.error.load')}</p>
					<Link to={path} reloadDocument className={adminStyles.secondaryButton}>
						<RotateCw aria-hidden className="size-4" />
						{t('ads.refresh')}
					</Link>
				</div>
			) : (
				<>
					<p className="text-ink-600 text-sm" data-testid="ads-total">
						{t('ads.total', {
							count: formatNumber(codes.length, lang),
							enabled: formatNumber(enabledCount, lang),
						})}
					</p>
					<AdCodeSections codes={codes} editHref={(id) => `${path}?edit=${id}`} />
				</>
			)}
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
