import { Runs } from '#app/components/ui/script-runs.tsx'
import type { ReactNode } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import {
	type CategoryOption,
	type ProductFormValues,
	productLimits,
	weightUnits,
} from '#app/lib/product-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { ImageUpload } from '../image-upload.tsx'
import { SlugField, useFollowingSlug } from '../slug-field.tsx'
import { EditForm } from '../edit-form.tsx'
import { SaveCancel, useSaving } from '../save-cancel.tsx'
import type { CountryOption } from '#app/lib/countries.ts'
import { ExportDataEditor } from './export-data-editor.tsx'
import { GalleryEditor } from './gallery-editor.tsx'
import { SpecsEditor } from './specs-editor.tsx'

function Section({
	id,
	title,
	hint,
	children,
}: {
	id: string
	title: string
	hint?: string
	children: ReactNode
}) {
	return (
		<section className={`${adminStyles.card} p-5 sm:p-6`} aria-labelledby={id}>
			<h2 id={id} className="text-brand-950 font-bold">
				<Runs>{title}</Runs>
			</h2>
			{hint ? <p className="text-ink-500 mt-1 text-sm"><Runs>{hint}</Runs></p> : null}
			<div className="mt-4 space-y-4">{children}</div>
		</section>
	)
}

function CheckboxField({
	name,
	label,
	hint,
	defaultChecked,
}: {
	name: string
	label: string
	hint?: string
	defaultChecked: boolean
}) {
	return (
		<label className="border-sand-200 hover:bg-sand-50 flex cursor-pointer items-start gap-3 rounded-xl border p-3">
			<input
				type="checkbox"
				name={name}
				defaultChecked={defaultChecked}
				className="accent-brand-700 mt-0.5 size-4 shrink-0"
			/>
			<span>
				<span className="text-ink-900 block text-sm font-semibold"><Runs>{label}</Runs></span>
				{hint ? <span className="text-ink-500 block text-xs"><Runs>{hint}</Runs></span> : null}
			</span>
		</label>
	)
}

/**
 * The product form of the new and edit screens: both languages side by side, a required main
 * image, the gallery and specifications editors, details and publishing. It shows the values and
 * errors it is given (a refused save comes back with everything that was typed).
 */
export function ProductForm({
	values,
	errors,
	categories,
	countries,
	categoriesError,
	cancelTo = '/admin/products',
}: {
	values: ProductFormValues
	errors: FieldErrors
	categories: CategoryOption[]
	/** Countries of origin with their names, made on the server (see `countryOptions`). */
	countries: CountryOption[]
	categoriesError?: boolean
	cancelTo?: string
}) {
	const { t, lang } = useAdminI18n()
	const saving = useSaving()
	const slug = useFollowingSlug(values.slug, values.slug === '')

	const text = (
		name: keyof ProductFormValues & string,
		label: AdminKey,
		options: { dir: 'rtl' | 'ltr'; max: number; required?: boolean; multiline?: boolean },
	) => (
		<Field label={t(label)} name={name} error={errors[name]} required={options.required}>
			{({ className: _, ...props }) =>
				options.multiline ? (
					<textarea
						{...props}
						dir={options.dir}
						rows={5}
						maxLength={options.max}
						defaultValue={values[name] as string}
						className={`${adminStyles.input} leading-relaxed`}
					/>
				) : (
					<input
						{...props}
						dir={options.dir}
						maxLength={options.max}
						defaultValue={values[name] as string}
						className={adminStyles.input}
						onChange={name === 'name_en' ? (event) => slug.follow(event.target.value) : undefined}
					/>
				)
			}
		</Field>
	)

	return (
		<EditForm
			saving={saving}
			method="post"
			noValidate
			className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
			data-testid="product-form"
		>
			<div className="min-w-0 space-y-6">
				<Section id="product-basics" title={t('products.section.basics')}>
					<div className="grid gap-4 sm:grid-cols-2">
						{text('name_ar', 'products.field.nameAr', {
							dir: 'rtl',
							max: productLimits.name,
							required: true,
						})}
						{text('name_en', 'products.field.nameEn', {
							dir: 'ltr',
							max: productLimits.name,
							required: true,
						})}
						<SlugField
							state={slug}
							area="products"
							error={errors.slug}
							pathPrefix="/products/"
							sourceField="name_en"
						/>
						<Field
							label={t('products.field.category')}
							name="category_id"
							error={errors.category_id}
							required
						>
							{({ className: _, ...props }) => (
								<select {...props} defaultValue={values.category_id} className={adminStyles.input}>
									<option value="">{t('products.field.chooseCategory')}</option>
									{categories.map((category) => {
										const name = lang === 'en' ? category.nameEn : category.nameAr
										return (
											<option key={category.id} value={category.id}>
												{'— '.repeat(category.depth)}
												{category.isActive ? name : t('products.field.inactiveCategory', { name })}
											</option>
										)
									})}
								</select>
							)}
						</Field>
					</div>
					{categoriesError ? (
						<p
							role="alert"
							className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
							data-testid="categories-error"
						>
							{t('products.error.fetchCategories')}
						</p>
					) : null}
					<div className="grid gap-4 sm:grid-cols-2">
						{text('description_ar', 'products.field.descriptionAr', {
							dir: 'rtl',
							max: productLimits.description,
							multiline: true,
						})}
						{text('description_en', 'products.field.descriptionEn', {
							dir: 'ltr',
							max: productLimits.description,
							multiline: true,
						})}
					</div>
				</Section>

				<Section id="product-images" title={t('products.section.images')}>
					<ImageUpload
						name="main_image_url"
						label={t('products.field.mainImage')}
						defaultValue={values.main_image_url}
						required
						error={errors.main_image_url}
					/>
					<div className="border-sand-100 border-t pt-4">
						<h3 className="text-ink-900 text-sm font-bold">{t('products.gallery.title')}</h3>
						<p className="text-ink-500 mb-3 text-xs">{t('products.gallery.hint')}</p>
						<GalleryEditor initial={values.images} errors={errors} />
					</div>
				</Section>

				<Section id="product-specs" title={t('products.section.specs')} hint={t('products.specs.hint')}>
					<SpecsEditor initial={values.specs} errors={errors} />
				</Section>

				<Section id="product-details" title={t('products.section.details')}>
					<div className="grid gap-4 sm:grid-cols-2">
						{text('origin_ar', 'products.field.originAr', { dir: 'rtl', max: productLimits.detail })}
						{text('origin_en', 'products.field.originEn', { dir: 'ltr', max: productLimits.detail })}
						{text('packaging_type_ar', 'products.field.packagingAr', {
							dir: 'rtl',
							max: productLimits.detail,
						})}
						{text('packaging_type_en', 'products.field.packagingEn', {
							dir: 'ltr',
							max: productLimits.detail,
						})}
						<Field label={t('products.field.weight')} name="weight" error={errors.weight}>
							{({ className: _, ...props }) => (
								<input
									{...props}
									dir="ltr"
									inputMode="decimal"
									defaultValue={values.weight}
									className={adminStyles.input}
								/>
							)}
						</Field>
						<Field label={t('products.field.weightUnit')} name="weight_unit" error={errors.weight_unit}>
							{({ className: _, ...props }) => (
								<select {...props} defaultValue={values.weight_unit} className={adminStyles.input}>
									{weightUnits.map((unit) => (
										<option key={unit} value={unit}>
											{t(`products.unit.${unit}`)}
										</option>
									))}
								</select>
							)}
						</Field>
					</div>
				</Section>

				<Section id="product-export" title={t('products.section.export')} hint={t('products.export.hint')}>
					<ExportDataEditor values={values.export} errors={errors} countries={countries} />
				</Section>
			</div>

			{/* A column of the form, not complementary content: no second landmark beside the sidebar. */}
			<div className="space-y-6 xl:sticky xl:top-6">
				<Section id="product-publish" title={t('products.section.publish')}>
					<CheckboxField
						name="is_active"
						label={t('products.field.isActive')}
						defaultChecked={values.is_active}
					/>
					<CheckboxField
						name="is_featured"
						label={t('products.field.isFeatured')}
						hint={t('products.field.featuredHint')}
						defaultChecked={values.is_featured}
					/>
					<Field
						label={t('products.field.displayOrder')}
						name="display_order"
						error={errors.display_order}
						hint={`(${t('products.field.displayOrderHint')})`}
					>
						{({ className: _, ...props }) => (
							<input
								{...props}
								dir="ltr"
								inputMode="numeric"
								defaultValue={values.display_order}
								className={adminStyles.input}
							/>
						)}
					</Field>
					<SaveCancel saving={saving} cancelTo={cancelTo} testId="product-save" />
				</Section>
			</div>
		</EditForm>
	)
}
