import { Eye, EyeOff, ExternalLink, Trash2 } from 'lucide-react'
import { data, Form } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { BackLink } from '#app/components/admin/title-links.tsx'
import { ConfirmButton } from '#app/components/admin/confirm-button.tsx'
import { EditItemPage } from '#app/components/admin/item-page.tsx'
import { ProductForm } from '#app/components/admin/products/product-form.tsx'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { getProductForEdit, productForm, productRowAction, submitProductForm } from '#app/server/product-admin.server.ts'
import { categoryOptionsForScreen } from '#app/server/product-list.server.ts'
import { countryOptions } from '#app/lib/countries.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/edit'
import { staffTitle } from '#app/components/admin/staff-title.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireStaff(request)
	const id = recordIdParam(params.id)
	const [product, categories] = await Promise.all([id === null ? null : getProductForEdit(id), categoryOptionsForScreen()])
	const options = { ...categories, countries: countryOptions(staffLang(request)) }
	if (!product) return data({ product: null, ...options }, { status: 404 })
	return { product, ...options }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, productForm, ({ fields, id, user, lang }) =>
		fields.intent === 'delete'
			? productRowAction({ intent: 'delete', id: String(id) }, { lang, actor: user, backToList: true })
			: submitProductForm(fields, { id: id!, actor: user }),
	)
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'products.editTitle', data?.product ? { ar: data.product.nameAr, en: data.product.nameEn } : null)
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, dateTime } = useAdminI18n()
	const { product } = loaderData
	if (!product) {
		return (
			<AdminPage title={t('products.editTitle')} actions={<BackLink to="/admin/products">{t('products.backToList')}</BackLink>}>
				<p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-testid="product-not-found">
					{t('products.error.notFound')}
				</p>
			</AdminPage>
		)
	}
	const name = lang === 'en' ? product.nameEn : product.nameAr
	const refused = actionData && !actionData.ok && actionData.values ? actionData : null
	return (
		<EditItemPage
			section="products"
			id={product.id}
			description={`${name} · ${t('products.lastUpdated', { date: dateTime(product.updatedAt) })}`}
			actions={
				<>
					{product.visible ? (
						<a href={lang === 'en' ? `/en/products/${product.slug}` : `/products/${product.slug}`} target="_blank" rel="noreferrer" className={adminStyles.secondaryButton}>
							<ExternalLink aria-hidden className="size-4" />
							{t('products.viewOnSite')}
						</a>
					) : (
						<a href={`${lang === 'en' ? '/en' : ''}/products/${product.slug}?preview`} target="_blank" rel="noreferrer" className={adminStyles.secondaryButton} data-testid="product-preview">
							<Eye aria-hidden className="size-4" />
							{t('products.preview')}
						</a>
					)}
					<ConfirmButton form="delete-product" value="delete" message={t('products.deleteConfirm', { name })} className={`${adminStyles.dangerButton} py-2`}>
						<Trash2 aria-hidden className="size-4" />
						{t('common.delete')}
					</ConfirmButton>
				</>
			}
			reply={actionData}
		>
			{product.visible ? null : (
				<p className="bg-grain-50 text-grain-900 border-grain-200 flex items-center gap-2 rounded-xl border px-4 py-3 text-sm font-medium" data-testid="product-hidden">
					<EyeOff aria-hidden className="size-4 shrink-0" />
					{t(product.isActive ? 'products.hiddenByCategoryNotice' : 'products.hiddenNotice')}
				</p>
			)}
			{/*
			  Keyed by the stored row's version, never by the action's answer: React Router shows the
			  action's answer while the page data is still being reloaded, so a key from the answer
			  remounted the form with the values from before the save (decision 0019).
			*/}
			<ProductForm
				key={product.updatedAt}
				values={refused?.values ?? product.values}
				errors={refused?.errors ?? {}}
				categories={loaderData.categories}
				countries={loaderData.countries}
				categoriesError={loaderData.categoriesError}
				documents={product.documents}
			/>
			<Form id="delete-product" method="post" hidden />
		</EditItemPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
