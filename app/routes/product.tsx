import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { FileDown } from '#app/components/site/icons/file-down.tsx'
import { MessageCircle } from '#app/components/site/icons/message-circle.tsx'
import { Package } from '#app/components/site/icons/package.tsx'
import { Scale } from '#app/components/site/icons/scale.tsx'
import { MapPin } from '#app/components/site/icons/map-pin.tsx'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { CardRow } from '#app/components/site/card-row.tsx'
import { ExportDataTable } from '#app/components/site/export-data-table.tsx'
import { countryName } from '#app/lib/countries.ts'
import { JsonLd } from '#app/components/site/json-ld.tsx'
import { ProductCard } from '#app/components/site/product-card.tsx'
import { QuoteButton } from '#app/components/site/quote/quote-button.tsx'
import { ProductGallery } from '#app/components/site/product-gallery.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { toCardData } from '#app/lib/product-card.ts'
import { structuredDataImageUrl } from '#app/lib/images.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { catalogueItemPage } from '#app/lib/structured-data.ts'
import { whatsappLink } from '#app/lib/whatsapp.ts'
import { getActiveCategoryTrail } from '#app/server/categories.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { shareImage } from '#app/server/share-images.server.ts'
import { getActiveProductBySlug, getProductForPreview, listRelatedProducts } from '#app/server/products.server.ts'
import { staffPreviewAllowed } from '#app/server/catalogue-preview.server.ts'
import { previewHeaders } from '#app/server/post-preview.server.ts'
import { StaffPreviewBanner } from '#app/components/site/staff-preview-banner.tsx'
import { data } from 'react-router'
import { redirectOrNotFound } from '#app/server/redirects.server.ts'
import type { Route } from './+types/product'

export async function loader({ request, params }: Route.LoaderArgs) {
	const { lang, seo, settings } = await pageContext(request)
	let product = await getActiveProductBySlug(params.slug)
	// A draft (or a product of a draft category): staff see it as the public page with ?preview.
	const preview = !product && (await staffPreviewAllowed(request, '/admin/products'))
	if (preview) product = await getProductForPreview(params.slug)
	if (!product) return redirectOrNotFound(request)
	const [trail, related] = await Promise.all([
		product.categoryId === null ? [] : getActiveCategoryTrail(product.categoryId),
		listRelatedProducts(product),
	])
	const en = lang === 'en'
	const name = en ? product.nameEn : product.nameAr
	const description = en ? product.descriptionEn : product.descriptionAr
	const page = {
		preview,
		seo: { ...seo, title: name, description, image: await shareImage(product.mainImageUrl, name, lang) },
		whatsappNumber: settings.whatsapp_number,
		product: {
			slug: product.slug,
			name,
			otherName: en ? product.nameAr : product.nameEn,
			description,
			origin: en ? product.originEn : product.originAr,
			packaging: en ? product.packagingTypeEn : product.packagingTypeAr,
			weight: product.weight,
			weightUnit: product.weightUnit,
			images: [
				...(product.mainImageUrl ? [{ url: product.mainImageUrl, alt: name }] : []),
				...product.gallery.map((image) => ({ url: image.url, alt: (en ? image.altEn : image.altAr) || name })),
			],
			specifications: product.specifications.map((s) => ({ name: en ? s.nameEn : s.nameAr, value: en ? s.valueEn : s.valueAr })),
			exportData: product.exportData,
			country: countryName(product.exportData.originCountry, lang),
		},
		trail: trail.map((c) => ({ slug: c.slug, name: en ? c.nameEn : c.nameAr })),
		related: related.map(toCardData),
	}
	return data(page, preview ? { headers: previewHeaders } : undefined)
}

/** A preview's own headers (noindex, never kept); other answers get the site's caching rules. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta = ({ data }: Route.MetaArgs) =>
	data ? pageMeta({ ...data.seo, path: `/products/${data.product.slug}`, type: 'product', noindex: data.preview }) : []

export default function ProductPage({ loaderData }: Route.ComponentProps) {
	const { t, href, lang } = useI18n()
	const { product, trail, related, whatsappNumber, seo, preview } = loaderData
	const weight = product.weight && product.weightUnit ? `${formatNumber(product.weight, lang)} ${t(`unit.${product.weightUnit}`)}` : ''
	const facts = [
		{ label: t('products.origin'), value: product.origin, Icon: MapPin },
		{ label: t('products.packaging'), value: product.packaging, Icon: Package },
		{ label: t('products.weight'), value: weight, Icon: Scale },
	].filter((fact) => fact.value)
	// What needs no JavaScript is kept out of the first hydration (decision 0029).
	const deps = [lang, JSON.stringify(product)]
	return (
		<>
			{preview ? <StaffPreviewBanner kind="product" /> : null}
			<div className="container-page pt-8">
				<Breadcrumbs
					items={[
						{ label: t('nav.products'), path: '/products' },
						...trail.map((c) => ({ label: c.name, path: `/products/category/${c.slug}` })),
						{ label: product.name },
					]}
				/>
			</div>
			<article className="container-page grid gap-10 py-8 lg:grid-cols-2 lg:gap-14">
				<ProductGallery images={product.images} />
				<div>
					<h1 className="text-brand-950 text-3xl font-bold sm:text-4xl" data-testid="product-name">
						{product.name}
					</h1>
					<p className="text-parent-start text-ink-500 mt-1" lang={lang === 'en' ? 'ar' : 'en'} dir="auto">
						{product.otherName}
					</p>
					<StaticRegion deps={deps}>
						<p className="text-ink-700 mt-6 text-lg leading-relaxed">{product.description}</p>
						{facts.length ? (
							<dl className="mt-8 grid gap-3 sm:grid-cols-3">
								{facts.map(({ label, value, Icon }) => (
									<div key={label} className="border-sand-200 rounded-2xl border bg-white p-4">
										<dt className="text-ink-500 flex items-center gap-1.5 text-xs font-semibold">
											<Icon aria-hidden className="text-grain-500 size-4" />
											{label}
										</dt>
										<dd className="text-brand-950 mt-1.5 font-semibold">{value}</dd>
									</div>
								))}
							</dl>
						) : null}
					</StaticRegion>
					<div className="mt-8 flex flex-wrap items-start gap-3">
						<QuoteButton slug={product.slug} name={product.name} size="large" />
						{whatsappNumber ? (
							<a
								href={whatsappLink(whatsappNumber, t('products.enquiryMessage', { name: product.name }))}
								target="_blank"
								rel="noopener noreferrer"
								data-analytics="whatsapp_click"
								data-analytics-label={product.slug}
								data-testid="product-whatsapp"
								className="inline-flex items-center gap-2 rounded-full bg-[#15803d] px-6 py-3 font-semibold text-white hover:bg-[#126b35]"
							>
								<MessageCircle aria-hidden className="size-5" />
								{t('products.enquire')}
							</a>
						) : null}
					</div>
					<a
						href={href(`/products/${product.slug}/datasheet.pdf`)}
						download={`${product.slug}-datasheet-${lang}.pdf`}
						type="application/pdf"
						data-testid="product-datasheet"
						className="text-brand-800 hover:text-brand-950 group mt-5 inline-flex items-center gap-3 rounded-lg"
					>
						<span className="bg-grain-50 border-grain-200 text-grain-700 grid size-10 shrink-0 place-items-center rounded-xl border">
							<FileDown aria-hidden className="size-5" />
						</span>
						<span className="flex flex-col">
							<span className="font-semibold underline decoration-grain-400 underline-offset-4 group-hover:decoration-2">{t('datasheet.download')}</span>
							<span className="text-ink-500 text-sm">
								<ScriptRuns text={t('datasheet.downloadFormat')} />
							</span>
						</span>
					</a>
					{product.specifications.length ? (
						<StaticRegion as="section" deps={deps} aria-labelledby="specs-title" className="mt-10">
							<h2 id="specs-title" className="text-brand-950 text-xl font-bold">
								{t('products.specifications')}
							</h2>
							<div className="border-sand-200 mt-4 overflow-hidden rounded-2xl border bg-white">
								<table className="w-full text-start" data-testid="spec-table">
									<thead className="bg-sand-100 text-ink-600 text-sm">
										<tr>
											<th scope="col" className="px-4 py-3 text-start font-semibold">
												{t('products.specName')}
											</th>
											<th scope="col" className="px-4 py-3 text-start font-semibold">
												{t('products.specValue')}
											</th>
										</tr>
									</thead>
									<tbody className="divide-sand-200 divide-y">
										{product.specifications.map((spec) => (
											<tr key={spec.name}>
												<th scope="row" className="text-ink-600 px-4 py-3 text-start font-medium">
													<ScriptRuns text={spec.name} />
												</th>
												<td className="text-ink-900 px-4 py-3">
													<bdi><ScriptRuns text={spec.value} /></bdi>
												</td>
											</tr>
										))}
									</tbody>
								</table>
							</div>
						</StaticRegion>
					) : null}
				</div>
			</article>
			<div className="container-page">
				<StaticRegion deps={deps} className="lg:ms-auto lg:w-1/2 lg:ps-7">
					<ExportDataTable data={product.exportData} countryName={product.country} />
				</StaticRegion>
			</div>
			<CardRow
				id="related-title"
				title={t('products.related')}
				items={related}
				className="container-page py-12"
				listClassName="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
			>
				{(item) => <ProductCard product={item} />}
			</CardRow>
			<JsonLd
				data={catalogueItemPage({
					url: `${seo.origin}${href(`/products/${product.slug}`)}`,
					lang,
					name: product.name,
					description: product.description,
					images: product.images.map((image) => `${seo.origin}${structuredDataImageUrl(image.url)}`),
					categories: trail.map((c) => c.name),
					siteName: seo.siteName,
					siteUrl: `${seo.origin}${href('/')}`,
					exportData: product.exportData,
					countryName: product.country,
				})}
			/>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
