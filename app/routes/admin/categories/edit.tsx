import { ArrowRight } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, redirect } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { CategoryForm } from '#app/components/admin/categories/category-form.tsx'
import { findCategory, nameIn, parentChoices } from '#app/components/admin/categories/tree.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { getCategoryForEdit, listAllCategoriesTree, saveCategoryForm, submitCategoryTreeAction } from '#app/server/category-admin.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/edit'

function categoryId(params: Route.LoaderArgs['params']): number {
	const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : null
	if (id === null) throw data(null, { status: 404 })
	return id
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const id = categoryId(params)
	const [category, tree] = await Promise.all([getCategoryForEdit(id), listAllCategoriesTree()])
	if (!category) throw data(null, { status: 404 })
	// Visitors see its page only when it and every ancestor are active.
	let visible = category.isActive
	for (let parentId = category.parentId; visible && parentId !== null; ) {
		const parent = findCategory(tree, parentId)
		visible = parent?.isActive ?? false
		parentId = parent?.parentId ?? null
	}
	return { category: { ...category, visible }, parents: parentChoices(tree, id) }
}

export async function action({ request, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const id = categoryId(params)
	const fields = await readForm(request)
	const lang = staffLang(request)
	if (fields.intent === 'delete') {
		const outcome = await submitCategoryTreeAction({ intent: 'delete', id: String(id) }, { actor: user, lang })
		if (outcome.ok) throw redirect(`/admin/categories?deleted=${id}`)
		const banner: BannerMessage = { tone: 'error', text: outcome.message, id: Date.now() }
		return data({ banner, values: undefined, errors: {} }, { status: outcome.status })
	}
	const outcome = await saveCategoryForm(fields, { id, actor: user, lang })
	if (outcome.ok) throw redirect(`/admin/categories?saved=${id}`)
	if (outcome.status === 404) throw data(null, { status: 404 })
	const banner: BannerMessage = { tone: 'error', text: outcome.message, id: Date.now() }
	return data({ banner, values: outcome.values, errors: outcome.errors }, { status: outcome.status })
}

export const meta = ({ data }: Route.MetaArgs) => [{ title: data ? `${data.category.nameAr} · ${data.category.nameEn}` : 'تعديل الفئة · Edit category' }]

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const { category, parents } = loaderData
	const banner = useMemo(() => actionData?.banner ?? null, [actionData])
	return (
		<AdminPage
			title={t('categories.editTitle')}
			description={nameIn(category, lang)}
			actions={
				<Link to="/admin/categories" className={adminStyles.secondaryButton}>
					<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('categories.backToList')}
				</Link>
			}
		>
			<Banner message={banner} />
			{/* A changed row (saved elsewhere, then reloaded) remounts the form with what the server holds. */}
			<CategoryForm key={category.updatedAt} category={category} parents={parents} values={actionData?.values} errors={actionData?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
