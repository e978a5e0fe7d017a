import { Plus, RotateCw } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, useSearchParams } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import type { BannerMessage } from '#app/components/admin/banner.tsx'
import { CategoryTreeManager } from '#app/components/admin/categories/tree-manager.tsx'
import { findCategory, nameIn } from '#app/components/admin/categories/tree.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { listAllCategoriesTree, submitCategoryTreeAction } from '#app/server/category-admin.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { withRowFailure } from '#app/server/row-action.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	try {
		return { tree: await listAllCategoriesTree(), loadError: false }
	} catch (error) {
		// The screen stays usable and says what failed (the spec's "fetch" error), instead of crashing.
		logger.error({ err: error }, 'categories could not be listed')
		return { tree: [], loadError: true }
	}
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const fields = await readForm(request)
	const lang = staffLang(request)
	const outcome = await withRowFailure(
		() => submitCategoryTreeAction(fields, { actor: user, lang }),
		(failure) => ({ ...failure, intent: fields.intent === 'delete' ? ('delete' as const) : ('move' as const), id: null }),
		{ lang, fields },
	)
	return data({ ok: outcome.ok, intent: outcome.intent, message: outcome.message, id: outcome.id, at: Date.now() }, { status: outcome.status })
}

export const meta = () => [{ title: 'الفئات · Categories' }]

export default function CategoriesList({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const [params] = useSearchParams()
	const { tree, loadError } = loaderData
	// After a save or a delete on another screen, the list says so once and marks the saved row.
	const savedId = Number(params.get('saved')) || null
	const deleted = params.get('deleted')
	const saved = savedId === null ? undefined : findCategory(tree, savedId)
	const savedName = saved ? nameIn(saved, lang) : null
	const notice = useMemo<BannerMessage | null>(() => {
		if (savedName !== null) return { tone: 'success', text: t('categories.saved', { name: savedName }), id: `saved-${savedId}` }
		if (deleted) return { tone: 'success', text: t('common.deleted'), id: `deleted-${deleted}` }
		return null
	}, [savedName, savedId, deleted, t])

	return (
		<AdminPage
			title={t('categories.title')}
			description={t('categories.description')}
			actions={
				<Link to="/admin/categories/new" className={adminStyles.primaryButton} data-testid="new-category">
					<Plus aria-hidden className="size-4" />
					{t('categories.new')}
				</Link>
			}
		>
			{loadError ? (
				<div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="categories-load-error">
					<p>{t('categories.error.fetch')}</p>
					<Link to="/admin/categories" reloadDocument className={adminStyles.secondaryButton}>
						<RotateCw aria-hidden className="size-4" />
						{t('categories.retry')}
					</Link>
				</div>
			) : (
				<CategoryTreeManager tree={tree} notice={notice} result={actionData} highlightId={saved ? saved.id : null} />
			)}
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
