import { ArrowRight } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, redirect } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner } from '#app/components/admin/banner.tsx'
import { ProductForm } from '#app/components/admin/products/product-form.tsx'
import { emptyProductValues } from '#app/lib/product-schema.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import {
	categoryOptionsForScreen,
	notSignedIn,
	productFormMaxBytes,
	sessionEnded,
	submitProductForm,
} from '#app/server/product-admin.server.ts'
import { staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/new'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return categoryOptionsForScreen()
}

export async function action({ request }: Route.ActionArgs) {
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const user = await requireUser(request).catch(sessionEnded)
	const fields = await readForm(request, productFormMaxBytes)
	const t = staffTexts(request)
	const key = crypto.randomUUID()
	if (!user) return data({ ...notSignedIn(fields, t), key }, { status: 401 })
	const result = await submitProductForm(fields, { lang: staffLang(request), t, actor: user })
	if (result.ok) throw redirect(`/admin/products/${result.id}/edit?created=1`)
	return data({ ...result, key }, { status: result.status })
}

export const meta = () => [{ title: 'منتج جديد · New product' }]

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const banner = useMemo(() => (actionData ? { tone: 'error' as const, text: actionData.message, id: actionData.key } : null), [actionData])
	return (
		<AdminPage
			title={t('products.newTitle')}
			actions={
				<Link to="/admin/products" className={adminStyles.secondaryButton}>
					<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('products.backToList')}
				</Link>
			}
		>
			<Banner message={banner} />
			<ProductForm
				key={actionData?.key ?? 'new'}
				values={actionData?.values ?? emptyProductValues()}
				errors={actionData?.errors ?? {}}
				categories={loaderData.categories}
				categoriesError={loaderData.categoriesError}
			/>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
