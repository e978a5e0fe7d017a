import { Field } from '#app/components/ui/field.tsx'
import { ValueOptions } from '#app/components/ui/value-options.tsx'
import {
	type CategoryOption,
	type ProductFormValues,
	productLimits,
} from '#app/lib/product-schema.ts'
import { weightUnits } from '#app/lib/units.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { CheckboxCard } from '../checkbox-card.tsx'
import { ImageUpload } from '../image-upload.tsx'
import { SlugField, useFollowingSlug } from '../slug-field.tsx'
import { adminStyles } from '../admin-page.tsx'
import { EditForm } from '../edit-form.tsx'
import { FormSection } from '../settings/fields.tsx'
import { SaveCancel, useSaving } from '../save-cancel.tsx'
import { TextField } from '../text-field.tsx'
import type { CountryOption } from '#app/lib/countries.ts'
import { ExportDataEditor } from './export-data-editor.tsx'
import type { StoredDocument } from '#app/lib/documents.ts'
import { GalleryEditor } from './gallery-editor.tsx'
import { SpecsEditor } from './specs-editor.tsx'

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
	documents = {},
	cancelTo = '/admin/products',
}: {
	values: ProductFormValues
	errors: FieldErrors
	categories: CategoryOption[]
	/** Countries of origin with their names, made on the server (see `countryOptions`). */
	countries: CountryOption[]
	categoriesError?: boolean
	/** The uploaded certification files the values name, by address. */
	documents?: Record<string, StoredDocument>
	cancelTo?: string
}) {
	const { t, lang } = useAdminI18n()
	const saving = useSaving()
	const slug = useFollowingSlug(values.slug, values.slug === '')

	/** One text in both languages: the Arabic typed right-to-left, the English left-to-right. */
	const bilingual = (
		field: 'name' | 'description' | 'origin' | 'packaging_type',
		label: 'name' | 'description' | 'origin' | 'packaging',
		options: { max: number; required?: boolean; multiline?: boolean },
	) =>
		(['ar', 'en'] as const).map((code) => {
			const name = `${field}_${code}` as const
			return (
				<TextField
					key={code}
					label={t(`products.field.${label}${code === 'ar' ? 'Ar' : 'En'}`)}
					name={name}
					error={errors[name]}
					required={options.required}
					dir={code === 'ar' ? 'rtl' : 'ltr'}
					maxLength={options.max}
					defaultValue={values[name]}
					{...(options.multiline ? { rows: 5, className: 'leading-relaxed' } : { onValue: name === 'name_en' ? slug.follow : undefined })}
				/>
			)
		})

	return (
		<EditForm
			saving={saving}
			method="post"
			noValidate
			className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
			data-testid="product-form"
		>
			<div className="min-w-0 space-y-6">
				<FormSection headingId="product-basics" tight title={t('products.section.basics')}>
					<div className="grid gap-4 sm:grid-cols-2">
						{bilingual('name', 'name', { max: productLimits.name, required: true })}
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
						{bilingual('description', 'description', { max: productLimits.description, multiline: true })}
					</div>
				</FormSection>

				<FormSection headingId="product-images" tight title={t('products.section.images')}>
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
				</FormSection>

				<FormSection headingId="product-specs" tight title={t('products.section.specs')} hint={t('products.specs.hint')}>
					<SpecsEditor initial={values.specs} errors={errors} />
				</FormSection>

				<FormSection headingId="product-details" tight title={t('products.section.details')}>
					<div className="grid gap-4 sm:grid-cols-2">
						{bilingual('origin', 'origin', { max: productLimits.detail })}
						{bilingual('packaging_type', 'packaging', { max: productLimits.detail })}
						<TextField label={t('products.field.weight')} name="weight" error={errors.weight} dir="ltr" inputMode="decimal" defaultValue={values.weight} />
						<Field label={t('products.field.weightUnit')} name="weight_unit" error={errors.weight_unit}>
							{({ className: _, ...props }) => (
								<select {...props} defaultValue={values.weight_unit} className={adminStyles.input}>
									<ValueOptions values={weightUnits} label={(unit) => t(`products.unit.${unit}`)} />
								</select>
							)}
						</Field>
					</div>
				</FormSection>

				<FormSection headingId="product-export" tight title={t('products.section.export')} hint={t('products.export.hint')}>
					<ExportDataEditor values={values.export} errors={errors} countries={countries} documents={documents} />
				</FormSection>
			</div>

			{/* A column of the form, not complementary content: no second landmark beside the sidebar. */}
			<div className="space-y-6 xl:sticky xl:top-6">
				<FormSection headingId="product-publish" tight title={t('products.section.publish')}>
					<CheckboxCard
						name="is_active"
						label={t('products.field.isActive')}
						checked={values.is_active}
					/>
					<CheckboxCard
						name="is_featured"
						label={t('products.field.isFeatured')}
						hint={t('products.field.featuredHint')}
						checked={values.is_featured}
					/>
					<TextField
						label={t('products.field.displayOrder')}
						name="display_order"
						error={errors.display_order}
						hint={`(${t('products.field.displayOrderHint')})`}
						dir="ltr"
						inputMode="numeric"
						defaultValue={values.display_order}
					/>
					<SaveCancel saving={saving} cancelTo={cancelTo} testId="product-save" />
				</FormSection>
			</div>
		</EditForm>
	)
}
