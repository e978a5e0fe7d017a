import { RotateCw } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { ListPage } from '#app/components/admin/list-page.tsx'
import { CategoryTreeManager } from '#app/components/admin/categories/tree-manager.tsx'
import { categoryStates, findCategory, treeInState } from '#app/components/admin/categories/tree.ts'
import { FilterBar, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { listAllCategoriesTree, submitCategoryTreeAction } from '#app/server/category-admin.server.ts'
import { logger } from '#app/server/logger.server.ts'
import type { Route } from './+types/list'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const state = categoryStates.find((value) => value === new URL(request.url).searchParams.get('state')) ?? null
	try {
		const tree = await listAllCategoriesTree()
		// A state filter shows the branches holding those categories; the rest of each branch is context.
		return { ...(state ? treeInState(tree, state) : { tree, matching: null }), state, loadError: false }
	} catch (error) {
		// The screen stays usable and says what failed (the spec's "fetch" error), instead of crashing.
		logger.error({ err: error }, 'categories could not be listed')
		return { tree: [], matching: null, state, loadError: true }
	}
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, {}, ({ fields, user, lang }) => submitCategoryTreeAction(fields, { actor: user, lang }))
}

export const meta = staffMeta('categories.title')

export default function CategoriesList({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const [params] = useSearchParams()
	const { tree, matching, state, loadError } = loaderData
	// A save on another screen leads here with the saved row marked (its message is the flash).
	const saved = findCategory(tree, recordIdParam(params.get('saved')) ?? 0)

	return (
		<ListPage title={t('categories.title')} description={t('categories.description')} newItem={{ to: '/admin/categories/new', label: t('categories.new'), testId: 'new-category' }}>
			{loadError ? (
				<div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" data-testid="categories-load-error">
					<p>{t('categories.error.fetch')}</p>
					<Link to="/admin/categories" reloadDocument className={adminStyles.secondaryButton}>
						<RotateCw aria-hidden className="size-4" />
						{t('categories.retry')}
					</Link>
				</div>
			) : (
				<>
					<FilterBar submitLabel={t('categories.filter')} clearTo="/admin/categories" clearLabel={t('categories.clearFilter')} filtered={state !== null}>
						<FilterSelect label={t('categories.filterState')} name="state" defaultValue={state ?? ''} all={t('categories.allStates')} options={categoryStates.map((value) => ({ value, label: t(`categories.state.${value}`) }))} />
					</FilterBar>
					<CategoryTreeManager tree={tree} matching={matching} reply={actionData} highlightId={saved ? saved.id : null} />
				</>
			)}
		</ListPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
