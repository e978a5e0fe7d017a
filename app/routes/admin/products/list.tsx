import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { CountedCard, ListPage } from '#app/components/admin/list-page.tsx'
import { FilterBar, FilterSearch, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { ListPagination } from '#app/components/admin/list-pagination.tsx'
import { ProductTable } from '#app/components/admin/products/product-table.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { pageParam } from '#app/lib/pagination.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { productRowAction } from '#app/server/product-admin.server.ts'
import { categoryOptionsForScreen, listProductsForAdmin, productStates } from '#app/server/product-list.server.ts'
import type { Route } from './+types/list'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
	const categoryId = recordIdParam(url.searchParams.get('category'))
	const state = productStates.find((value) => value === url.searchParams.get('state')) ?? null
	const [products, options] = await Promise.all([
		listProductsForAdmin({ q, categoryId: categoryId ?? undefined, state: state ?? undefined, page: pageParam(url) }),
		categoryOptionsForScreen(),
	])
	return { ...products, ...options, q, categoryId, state }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, {}, ({ fields, user, lang }) => productRowAction(fields, { lang, actor: user }))
}

export const meta = staffMeta('products.title')

export default function ProductList({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { items, total, page, pageCount, categories, categoriesError, q, categoryId, state } = loaderData
	const filtered = q !== '' || categoryId !== null || state !== null
	return (
		<ListPage title={t('products.title')} description={t('products.description')} newItem={{ to: '/admin/products/new', label: t('products.new'), testId: 'new-product' }}>
			<ReplyBanner reply={actionData} />
			{categoriesError ? (
				<p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
					{t('products.error.fetchCategories')}
				</p>
			) : null}
			<FilterBar submitLabel={t('products.filter')} clearTo="/admin/products" clearLabel={t('products.clearFilters')} filtered={filtered}>
				<FilterSearch label={t('products.searchLabel')} name="q" defaultValue={q} placeholder={t('products.searchPlaceholder')} />
				<FilterSelect label={t('products.filterCategory')} className="min-w-0 grow basis-56 text-sm sm:grow-0" name="category" defaultValue={categoryId ?? ''} all={t('products.allCategories')} options={categories.map((category) => ({ value: category.id, label: `${'— '.repeat(category.depth)}${lang === 'en' ? category.nameEn : category.nameAr}` }))} />
				<FilterSelect label={t('products.filterState')} name="state" defaultValue={state ?? ''} all={t('products.allStates')} options={(['published', 'draft'] as const).map((value) => ({ value, label: t(`products.state.${value}`) }))} />
			</FilterBar>
			<CountedCard count={<ScriptRuns text={t('products.count', { count: total })} />} testId="products-count">
				<ProductTable items={items} empty={filtered ? t('common.noResults') : t('products.empty')} />
			</CountedCard>
			<ListPagination page={page} pageCount={pageCount} />
		</ListPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
