import { data } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { HistoryScreen } from '#app/components/admin/revisions/revision-history.tsx'
import { staffTitle } from '#app/components/admin/staff-title.ts'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { catalogueHistory } from '#app/server/catalogue-history.server.ts'
import { restoreCategoryRevision } from '#app/server/category-revisions.server.ts'
import { restoreProductRevision } from '#app/server/product-revisions.server.ts'
import type { Route } from './+types/catalogue-history'

/**
 * The history of a product (`/admin/products/:id/edit/history`) or a category
 * (`/admin/categories/edit/:id/history`), decision 0043: one module, the kind from the path. Who may
 * see and restore is who may edit the item (the role map covers the paths under its screen).
 */
const kindOf = (request: Request) => (new URL(request.url).pathname.startsWith('/admin/categories/') ? ('category' as const) : ('product' as const))

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireStaff(request)
	const id = recordIdParam(params.id)
	const url = new URL(request.url)
	const chosen = { from: recordIdParam(url.searchParams.get('from') ?? ''), to: recordIdParam(url.searchParams.get('to') ?? '') }
	const kind = kindOf(request)
	const history = id === null ? null : await catalogueHistory(kind, id, chosen)
	if (!history) throw data(null, { status: 404 })
	return { kind, item: history.item, revisions: history.revisions, compare: history.compare }
}

export async function action(args: Route.ActionArgs) {
	const kind = kindOf(args.request)
	return adminAction(args, { notFound: kind === 'product' ? 'products.error.notFound' : 'categories.error.notFound', failed: 'common.error' }, ({ fields, id, user }) =>
		kind === 'product' ? restoreProductRevision(id!, Number(fields.revision), user) : restoreCategoryRevision(id!, Number(fields.revision), user),
	)
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'revisions.title', data?.item ? { ar: data.item.nameAr, en: data.item.nameEn } : null)
}

/** A field's name in the staff language: the kind's label, with the language for a one-language field. */
function useFieldLabel(kind: 'product' | 'category') {
	const { t } = useAdminI18n()
	return (field: string) => {
		const match = /^(.+?)(?:_(ar|en)|(Ar|En))$/.exec(field)
		const base = match ? match[1]! : field
		const language = match ? (match[2] ?? match[3]!.toLowerCase()) : null
		const key = kind === 'product' ? (base === 'category_id' ? 'category' : base) : base === 'parentId' ? 'parent' : base === 'imageUrl' ? 'image' : base
		const label = t(`revisions.${kind}.${key}` as AdminKey)
		return language ? `${label} ${t(language === 'ar' ? 'revisions.inArabic' : 'revisions.inEnglish')}` : label
	}
}

export default function CatalogueHistory({ loaderData, actionData }: Route.ComponentProps) {
	const { lang } = useAdminI18n()
	const { kind, item } = loaderData
	const label = useFieldLabel(kind)
	return (
		<HistoryScreen
			itemName={lang === 'en' ? item.nameEn : item.nameAr}
			backTo={kind === 'product' ? `/admin/products/${item.id}/edit` : `/admin/categories/edit/${item.id}`}
			reply={actionData}
			history={loaderData}
			label={label}
		/>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
