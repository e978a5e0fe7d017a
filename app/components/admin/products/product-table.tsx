import { ExternalLink, ImageOff, Pencil, Trash2 } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { mediaKey, mediaVariantUrl } from '#app/lib/images.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { ConfirmButton } from '../confirm-button.tsx'

export interface ProductTableItem {
	id: number
	slug: string
	nameAr: string
	nameEn: string
	mainImageUrl: string | null
	categoryNameAr: string | null
	categoryNameEn: string | null
	isActive: boolean
	isFeatured: boolean
}

type Flag = 'is_active' | 'is_featured'

const centeredTh = adminStyles.th.replace('text-start', 'text-center')

/** A small picture for the list: the 400 px WebP of a stored image. */
function thumbnail(url: string) {
	return mediaKey(url) ? mediaVariantUrl(url, 400, 'webp') : url
}

/**
 * A switch that saves at once (a small form, so it works before the page's script loads). While
 * its request runs it already shows the new state.
 */
function FlagSwitch({ product, flag, label }: { product: ProductTableItem; flag: Flag; label: string }) {
	const navigation = useNavigation()
	const pending = navigation.formData
	const saved = flag === 'is_active' ? product.isActive : product.isFeatured
	const on =
		pending?.get('intent') === 'toggle' && pending.get('id') === String(product.id) && pending.get('flag') === flag ? pending.get('value') === 'true' : saved
	return (
		<Form method="post" preventScrollReset>
			<input type="hidden" name="id" value={product.id} />
			<input type="hidden" name="flag" value={flag} />
			<input type="hidden" name="value" value={String(!on)} />
			<button
				type="submit"
				name="intent"
				value="toggle"
				role="switch"
				aria-checked={on}
				aria-label={label}
				title={label}
				data-testid={`toggle-${flag}-${product.slug}`}
				className={`focus-visible:ring-brand-200 relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-4 focus-visible:outline-none ${on ? 'bg-brand-600' : 'bg-sand-300'}`}
			>
				<span aria-hidden className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${on ? 'start-[1.375rem]' : 'start-0.5'}`} />
			</button>
		</Form>
	)
}

/** The products of one list page: picture, names in both languages, category, switches and row actions. */
export function ProductTable({ items }: { items: ProductTableItem[] }) {
	const { t, lang } = useAdminI18n()
	const en = lang === 'en'
	return (
		// `relative`: the row actions' screen-reader texts are positioned inside the scroller, not the page.
		<div className="relative overflow-x-auto">
			<table className={adminStyles.table} data-testid="products-table">
				<thead>
					<tr>
						<th scope="col" className={adminStyles.th}>
							{t('products.col.product')}
						</th>
						<th scope="col" className={`${adminStyles.th} hidden md:table-cell`}>
							{t('products.col.category')}
						</th>
						<th scope="col" className={centeredTh}>
							{t('products.col.active')}
						</th>
						<th scope="col" className={centeredTh}>
							{t('products.col.featured')}
						</th>
						<th scope="col" className={adminStyles.th.replace('text-start', 'text-end')}>
							{t('common.actions')}
						</th>
					</tr>
				</thead>
				<tbody>
					{items.map((product) => {
						const name = en ? product.nameEn : product.nameAr
						const other = en ? product.nameAr : product.nameEn
						const category = en ? product.categoryNameEn : product.categoryNameAr
						return (
							<tr key={product.id} data-testid={`product-row-${product.slug}`} className={product.isActive ? undefined : 'bg-sand-50/70'}>
								<td className={adminStyles.td}>
									<div className="flex min-w-48 items-center gap-3">
										{product.mainImageUrl ? (
											<img src={thumbnail(product.mainImageUrl)} alt="" loading="lazy" className="border-sand-200 size-12 shrink-0 rounded-lg border object-cover" />
										) : (
											<span className="bg-sand-100 text-ink-400 flex size-12 shrink-0 items-center justify-center rounded-lg">
												<ImageOff aria-hidden className="size-5" />
											</span>
										)}
										<div className="min-w-0">
											<Link to={`/admin/products/${product.id}/edit`} className="text-ink-900 hover:text-brand-800 block font-semibold hover:underline">
												{name}
											</Link>
											<p className="text-parent-start text-ink-500 truncate text-xs" dir="auto">
												{other}
											</p>
											<p className="text-parent-start text-ink-400 truncate font-mono text-xs" dir="ltr">
												{product.slug}
											</p>
										</div>
									</div>
								</td>
								<td className={`${adminStyles.td} text-ink-700 hidden md:table-cell`}>{category ?? <span className="text-ink-400">{t('products.noCategory')}</span>}</td>
								<td className={adminStyles.td}>
									<div className="flex justify-center">
										<FlagSwitch product={product} flag="is_active" label={t('products.toggleActive', { name })} />
									</div>
								</td>
								<td className={adminStyles.td}>
									<div className="flex justify-center">
										<FlagSwitch product={product} flag="is_featured" label={t('products.toggleFeatured', { name })} />
									</div>
								</td>
								<td className={adminStyles.td}>
									<div className="flex items-center justify-end gap-1">
										<Link to={`/admin/products/${product.id}/edit`} className="text-ink-600 hover:bg-sand-100 hover:text-ink-900 inline-flex size-9 items-center justify-center rounded-lg" aria-label={t('products.editItem', { name })} title={t('common.edit')}>
											<Pencil aria-hidden className="size-4" />
										</Link>
										{product.isActive ? (
											<a
												href={en ? `/en/products/${product.slug}` : `/products/${product.slug}`}
												target="_blank"
												rel="noreferrer"
												className="text-ink-600 hover:bg-sand-100 hover:text-ink-900 inline-flex size-9 items-center justify-center rounded-lg"
												aria-label={`${t('products.viewOnSite')}: ${name}`}
												title={t('products.viewOnSite')}
											>
												<ExternalLink aria-hidden className="size-4" />
											</a>
										) : (
											<span className="size-9" aria-hidden />
										)}
										<Form id={`delete-product-${product.id}`} method="post" preventScrollReset hidden>
											<input type="hidden" name="id" value={product.id} />
										</Form>
										<ConfirmButton
											form={`delete-product-${product.id}`}
											value="delete"
											message={t('products.deleteConfirm', { name })}
											className="text-ink-600 inline-flex size-9 items-center justify-center rounded-lg hover:bg-red-50 hover:text-red-700"
										>
											<Trash2 aria-hidden className="size-4" />
											<span className="sr-only">{t('products.deleteItem', { name })}</span>
										</ConfirmButton>
									</div>
								</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</div>
	)
}
