import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { CategoryForm, emptyCategory } from '#app/components/admin/categories/category-form.tsx'
import { findCategory, parentChoices } from '#app/components/admin/categories/tree.ts'
import { ItemPage } from '#app/components/admin/item-page.tsx'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { categoryForm, listAllCategoriesTree, saveCategoryForm } from '#app/server/category-admin.server.ts'
import type { Route } from './+types/new'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const tree = await listAllCategoriesTree()
	// "Add a subcategory" in the tree opens this screen with its parent chosen.
	const parent = recordIdParam(new URL(request.url).searchParams.get('parent'))
	return { parents: parentChoices(tree, null), parentId: parent !== null && findCategory(tree, parent) ? parent : null }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, categoryForm, ({ fields, user, lang }) => saveCategoryForm(fields, { actor: user, lang }))
}

export const meta = staffMeta('categories.newTitle')

export default function NewCategory({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	return (
		<ItemPage title={t('categories.newTitle')} description={t('categories.newDescription')} back={{ to: '/admin/categories', label: t('categories.backToList') }} reply={actionData}>
			<CategoryForm category={{ ...emptyCategory, parentId: loaderData.parentId }} parents={loaderData.parents} values={actionData?.values} errors={actionData?.errors} />
		</ItemPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
