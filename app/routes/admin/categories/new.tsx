import { ArrowRight } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, redirect } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { CategoryForm, emptyCategory } from '#app/components/admin/categories/category-form.tsx'
import { findCategory, parentChoices } from '#app/components/admin/categories/tree.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { listAllCategoriesTree, saveCategoryForm } from '#app/server/category-admin.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/new'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const tree = await listAllCategoriesTree()
	// "Add a subcategory" in the tree opens this screen with its parent chosen.
	const parent = Number(new URL(request.url).searchParams.get('parent')) || null
	return { parents: parentChoices(tree, null), parentId: parent !== null && findCategory(tree, parent) ? parent : null }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const outcome = await saveCategoryForm(await readForm(request), { actor: user, lang: staffLang(request) })
	if (outcome.ok) throw redirect(`/admin/categories?saved=${outcome.category.id}`)
	const banner: BannerMessage = { tone: 'error', text: outcome.message, id: Date.now() }
	return data({ banner, values: outcome.values, errors: outcome.errors }, { status: outcome.status })
}

export const meta = () => [{ title: 'فئة جديدة · New category' }]

export default function NewCategory({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const banner = useMemo(() => actionData?.banner ?? null, [actionData])
	return (
		<AdminPage
			title={t('categories.newTitle')}
			description={t('categories.newDescription')}
			actions={
				<Link to="/admin/categories" className={adminStyles.secondaryButton}>
					<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('categories.backToList')}
				</Link>
			}
		>
			<Banner message={banner} />
			<CategoryForm category={{ ...emptyCategory, parentId: loaderData.parentId }} parents={loaderData.parents} values={actionData?.values} errors={actionData?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
