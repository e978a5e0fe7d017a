import { data } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { CategoryForm } from '#app/components/admin/categories/category-form.tsx'
import { findCategory, nameIn, parentChoices } from '#app/components/admin/categories/tree.ts'
import { EditItemPage } from '#app/components/admin/item-page.tsx'
import { refusedReply } from '#app/components/admin/reply-banner.tsx'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { categoryForm, getCategoryForEdit, listAllCategoriesTree, saveCategoryForm, submitCategoryTreeAction } from '#app/server/category-admin.server.ts'
import type { Route } from './+types/edit'
import { staffTitle } from '#app/components/admin/staff-title.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireStaff(request)
	const id = recordIdParam(params.id)
	if (id === null) throw data(null, { status: 404 })
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

export async function action(args: Route.ActionArgs) {
	return adminAction(args, categoryForm, ({ fields, id, user, lang }) =>
		fields.intent === 'delete'
			? submitCategoryTreeAction({ intent: 'delete', id: String(id) }, { actor: user, lang, backToList: true })
			: saveCategoryForm(fields, { id: id!, actor: user, lang }),
	)
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'categories.editTitle', data ? { ar: data.category.nameAr, en: data.category.nameEn } : null)
}

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
	const { lang } = useAdminI18n()
	const { category, parents } = loaderData
	const refused = refusedReply(actionData)
	return (
		<EditItemPage section="categories" id={category.id} description={nameIn(category, lang)} reply={actionData}>
			{/* A changed row (saved elsewhere, then reloaded) remounts the form with what the server holds. */}
			<CategoryForm key={category.updatedAt} category={category} parents={parents} values={refused?.values} errors={refused?.errors} />
		</EditItemPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
