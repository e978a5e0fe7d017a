import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { ProductForm } from '#app/components/admin/products/product-form.tsx'
import { ItemPage } from '#app/components/admin/item-page.tsx'
import { emptyProductValues } from '#app/lib/product-schema.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { productForm, submitProductForm } from '#app/server/product-admin.server.ts'
import { categoryOptionsForScreen } from '#app/server/product-list.server.ts'
import { countryOptions } from '#app/lib/countries.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/new'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	return { ...(await categoryOptionsForScreen()), countries: countryOptions(staffLang(request)) }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, productForm, ({ fields, user }) => submitProductForm(fields, { actor: user }))
}

export const meta = staffMeta('products.newTitle')

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	return (
		<ItemPage title={t('products.newTitle')} back={{ to: '/admin/products', label: t('products.backToList') }} reply={actionData}>
			<ProductForm
				key={actionData?.key ?? 'new'}
				values={actionData?.values ?? emptyProductValues()}
				errors={actionData?.errors ?? {}}
				categories={loaderData.categories}
				countries={loaderData.countries}
				categoriesError={loaderData.categoriesError}
			/>
		</ItemPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
