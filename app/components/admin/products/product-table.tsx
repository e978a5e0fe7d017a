import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ExternalLink, Eye, ImageOff, Pencil, Trash2 } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { mediaKey, mediaVariantUrl } from '#app/lib/images.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { ConfirmButton } from '../confirm-button.tsx'
import { actionsColumn, type DataColumn, DataTable } from '../data-table.tsx'
import { Truncate } from '../truncate.tsx'

export interface ProductTableItem {
	id: number
	slug: string
	nameAr: string
	nameEn: string
	mainImageUrl: string | null
	categoryNameAr: string | null
	categoryNameEn: string | null
	isActive: boolean
	/** Its public page answers (published, in a category visitors see). */
	visible: boolean
	isFeatured: boolean
}

type Flag = 'is_active' | 'is_featured'

/** A small picture for the list: the 400 px WebP of a stored image. */
function thumbnail(url: string) {
	return mediaKey(url) ? mediaVariantUrl(url, 400, 'webp') : url
}

/**
 * A switch that saves at once (a small form, so it works before the page's script loads). While
 * its request runs it already shows the new state.
 */
function FlagSwitch({ product, flag, label, text }: { product: ProductTableItem; flag: Flag; label: string; text?: string }) {
	const navigation = useNavigation()
	const pending = navigation.formData
	const saved = flag === 'is_active' ? product.isActive : product.isFeatured
	const on =
		pending?.get('intent') === 'toggle' && pending.get('id') === String(product.id) && pending.get('flag') === flag ? pending.get('value') === 'true' : saved
	return (
		<Form method="post" preventScrollReset className={text ? 'inline-flex items-center gap-2' : 'flex justify-center'}>
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
				// The phone layout repeats the switch beside its name: a test id of its own.
				data-testid={`toggle-${flag}-${product.slug}${text ? '-folded' : ''}`}
				className={`focus-visible:ring-brand-200 relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:ring-4 focus-visible:outline-none ${on ? 'bg-brand-600' : 'bg-sand-300'}`}
			>
				<span aria-hidden className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${on ? 'start-[1.375rem]' : 'start-0.5'}`} />
			</button>
			{text ? (
				<span aria-hidden className="text-ink-600">
					{text}
				</span>
			) : null}
		</Form>
	)
}

/** A product's main cell: its picture, its name in the staff language (the link to edit it), in the other language, its slug and its state. */
function ProductSummary({ product }: { product: ProductTableItem }) {
	const { t, lang } = useAdminI18n()
	const en = lang === 'en'
	return (
		<div className="flex items-center gap-3">
			{product.mainImageUrl ? (
				<img src={thumbnail(product.mainImageUrl)} alt="" loading="lazy" className="border-sand-200 size-12 shrink-0 rounded-lg border object-cover" />
			) : (
				<span className="bg-sand-100 text-ink-400 flex size-12 shrink-0 items-center justify-center rounded-lg">
					<ImageOff aria-hidden className="size-5" />
				</span>
			)}
			<div className="min-w-0 flex-1">
				<Truncate to={`/admin/products/${product.id}/edit`} text={en ? product.nameEn : product.nameAr} className="text-ink-900 hover:text-brand-800 font-semibold hover:underline" data-testid="product-name" />
				<Truncate text={en ? product.nameAr : product.nameEn} lang={en ? 'ar' : 'en'} className="text-ink-500 text-xs" />
				<Truncate text={product.slug} dir="ltr" className="text-ink-500 font-mono text-xs" />
				<span
					className={`mt-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${product.visible ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-sand-100 text-ink-700 ring-sand-300'}`}
					data-testid="product-state"
				>
					{t(product.visible ? 'products.state.published' : product.isActive ? 'products.state.hidden' : 'products.state.draft')}
				</span>
			</div>
		</div>
	)
}

/** The products of one list page: picture, names in both languages, category, switches and row actions. */
export function ProductTable({ items, empty }: { items: ProductTableItem[]; empty: string }) {
	const { t, lang } = useAdminI18n()
	const en = lang === 'en'
	const nameOf = (product: ProductTableItem) => (en ? product.nameEn : product.nameAr)
	/** A switch column; on phones the switch stands beside the column's name. */
	const flagColumn = (id: 'active' | 'featured', flag: Flag, toggle: 'products.toggleActive' | 'products.toggleFeatured'): DataColumn<ProductTableItem> => ({
		id,
		header: t(`products.col.${id}`),
		from: 'sm',
		align: 'center',
		cell: (product) => <FlagSwitch product={product} flag={flag} label={t(toggle, { name: nameOf(product) })} />,
		folded: (product) => <FlagSwitch product={product} flag={flag} label={t(toggle, { name: nameOf(product) })} text={t(`products.col.${id}`)} />,
	})
	const columns: DataColumn<ProductTableItem>[] = [
		{ id: 'product', header: t('products.col.product'), main: true, cell: (product) => <ProductSummary product={product} /> },
		{
			id: 'category',
			header: t('products.col.category'),
			from: 'md',
			folded: false,
			className: 'text-ink-700',
			cell: (product) => {
				const category = en ? product.categoryNameEn : product.categoryNameAr
				return <div className="max-w-48">{category ? <Truncate text={category} /> : <span className="text-ink-500">{t('products.noCategory')}</span>}</div>
			},
		},
		flagColumn('active', 'is_active', 'products.toggleActive'),
		flagColumn('featured', 'is_featured', 'products.toggleFeatured'),
		actionsColumn(t('common.actions'), (product) => {
				const name = nameOf(product)
				return (
					<>
						<Link to={`/admin/products/${product.id}/edit`} className="text-ink-600 hover:bg-sand-100 hover:text-ink-900 inline-flex size-9 items-center justify-center rounded-lg" aria-label={t('products.editItem', { name })} title={t('common.edit')}>
							<Pencil aria-hidden className="size-4" />
						</Link>
						{product.visible ? (
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
							<a
								href={`${en ? '/en' : ''}/products/${product.slug}?preview`}
								target="_blank"
								rel="noreferrer"
								className="text-ink-600 hover:bg-sand-100 hover:text-ink-900 inline-flex size-9 items-center justify-center rounded-lg"
								aria-label={`${t('products.preview')}: ${name}`}
								title={t('products.preview')}
								data-testid="product-preview"
							>
								<Eye aria-hidden className="size-4" />
							</a>
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
							<span className="sr-only"><ScriptRuns text={t('products.deleteItem', { name })} /></span>
						</ConfirmButton>
					</>
				)
			}),
	]
	return (
		<DataTable
			columns={columns}
			rows={items}
			rowKey={(product) => product.id}
			rowProps={(product) => ({ 'data-testid': `product-row-${product.slug}`, className: product.isActive ? undefined : 'bg-sand-50/70' })}
			label={t('products.title')}
			empty={empty}
			name="products"
		/>
	)
}
