import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { CheckboxCard } from '#app/components/admin/checkbox-card.tsx'
import { ContentForm } from '#app/components/admin/content-form.tsx'
import { ImageUpload } from '#app/components/admin/image-upload.tsx'
import { SlugField, useFollowingSlug } from '#app/components/admin/slug-field.tsx'
import { SaveCancel, useSaving } from '#app/components/admin/save-cancel.tsx'
import { SitePageLinks } from '#app/components/admin/site-page-links.tsx'
import { FormPanel } from '#app/components/admin/form-panel.tsx'
import { fieldSuffix, LanguagePanels } from '#app/components/admin/language-panel.tsx'
import { LastUpdated } from '#app/components/admin/last-updated.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { type CategoryFields, categoryLimits, type CategoryValues } from '#app/lib/category-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { indentedLabel, nameIn, type ParentChoice } from './tree.ts'

/** A category as the form starts with it (an existing one, or the defaults of a new one). */
export interface CategoryFormDefaults {
	id?: number
	nameAr: string
	nameEn: string
	slug: string
	descriptionAr: string
	descriptionEn: string
	parentId: number | null
	/** 1-based place among its siblings; null: at the end. */
	position: number | null
	imageUrl: string | null
	isActive: boolean
	productCount?: number
	childCount?: number
	updatedAt?: string
	/** True when visitors can open its page (it and every ancestor are active). */
	visible?: boolean
}

export const emptyCategory: CategoryFormDefaults = {
	nameAr: '',
	nameEn: '',
	slug: '',
	descriptionAr: '',
	descriptionEn: '',
	parentId: null,
	position: null,
	imageUrl: null,
	isActive: true,
}

/**
 * The category form of the new and edit screens: name and description in both languages (each in
 * its own direction), then slug, parent, display order, image and the active flag. After a refused
 * save it shows the submitted values, so nothing typed is lost.
 */
export function CategoryForm({
	category,
	parents,
	values,
	errors = {},
}: {
	category: CategoryFormDefaults
	parents: ParentChoice[]
	values?: CategoryValues
	errors?: FieldErrors
}) {
	const { t, lang } = useAdminI18n()
	const saving = useSaving()
	const isNew = category.id === undefined
	const slug = useFollowingSlug(values?.slug ?? category.slug, isNew)

	const value = (key: CategoryFields, fallback: string | number | null | undefined) =>
		values ? (values[key] ?? '') : fallback == null ? '' : String(fallback)
	const own = (key: `${'name' | 'description'}${'Ar' | 'En'}`) => ({ name: key, error: errors[key], defaultValue: value(key, category[key]) })
	const active = values ? values.isActive === 'on' : category.isActive

	const side = (
		<>
			<FormPanel title={t('categories.section.settings')}>
				<SlugField
					state={slug}
					area="categories"
					error={errors.slug}
					pathPrefix="/products/category/"
					sourceField="nameEn"
				/>
				<Field label={t('categories.field.parent')} name="parentId" error={errors.parentId}>
					{(field) => (
						<select
							{...field}
							className={adminStyles.input}
							defaultValue={value('parentId', category.parentId)}
						>
							<option value="">{t('categories.root')}</option>
							{parents.map((parent) => (
								<option key={parent.id} value={parent.id}>
									{indentedLabel(parent, nameIn(parent, lang))}
									{parent.isActive ? '' : ` (${t('categories.state.draft')})`}
								</option>
							))}
						</select>
					)}
				</Field>
				<Field
					label={t('categories.field.displayOrder')}
					hint={t('common.optional')}
					name="displayOrder"
					error={errors.displayOrder}
				>
					{(field) => (
						<div>
							<input
								{...field}
								className={adminStyles.input}
								type="number"
								inputMode="numeric"
								min={1}
								max={categoryLimits.displayOrder}
								step={1}
								dir="ltr"
								defaultValue={value('displayOrder', category.position)}
							/>
							<p className="text-ink-500 mt-1.5 text-xs">{t('categories.field.displayOrderHint')}</p>
						</div>
					)}
				</Field>
				<CheckboxCard
					name="isActive"
					label={t('categories.field.active')}
					hint={t('categories.field.activeHint')}
					checked={active}
					inputTestId="is-active"
				/>
				<SaveCancel saving={saving} cancelTo="/admin/categories" testId="category-save" />
				<LastUpdated area="categories" at={category.updatedAt} />
			</FormPanel>

			{category.id !== undefined ? (
				<FormPanel title={t(category.visible ? 'categories.viewOnSite' : 'categories.preview')}>
					<p className="text-ink-600 text-sm" data-testid="category-summary">
						<ScriptRuns text={t('categories.summary', {
							products: formatNumber(category.productCount ?? 0, lang),
							children: formatNumber(category.childCount ?? 0, lang),
						})} />
					</p>
					{category.visible ? null : (
						<p className="text-grain-900 text-sm" data-testid="category-hidden">
							{t('categories.hiddenNotice', { reason: t(category.isActive ? 'categories.hiddenReason.parent' : 'categories.hiddenReason.draft') })}
						</p>
					)}
					{/* Visitors' pages, or staff previews of them while the category is not shown (decision 0045). */}
					<SitePageLinks
						href={(code) => `${code === 'en' ? '/en' : ''}/products/category/${category.slug}${category.visible ? '' : '?preview'}`}
						label={(code) => t(code === 'ar' ? 'categories.viewArabic' : 'categories.viewEnglish')}
						preview={!category.visible}
						testId={category.visible ? undefined : () => 'category-preview'}
					/>
				</FormPanel>
			) : null}
		</>
	)

	return (
		<ContentForm
			area="categories"
			saving={saving}
			side={side}
			deletion={
				category.id === undefined
					? undefined
					: { message: t('categories.confirmDelete', { name: nameIn(category, lang) }), fields: <input type="hidden" name="id" value={category.id} /> }
			}
		>
			<LanguagePanels
				area="categories"
				slug={slug}
				headline={(code) => ({ ...own(`name${fieldSuffix[code]}`), label: t('categories.field.name'), maxLength: categoryLimits.name })}
				summary={(code) => ({
					...own(`description${fieldSuffix[code]}`),
					label: t('categories.field.description'),
					hint: t('common.optional'),
					maxLength: categoryLimits.description,
					rows: 4,
				})}
			/>
			<div className={`${adminStyles.card} p-5 sm:p-6`}>
				<ImageUpload
					name="imageUrl"
					label={t('categories.field.image')}
					defaultValue={value('imageUrl', category.imageUrl)}
					error={errors.imageUrl}
				/>
			</div>
		</ContentForm>
	)
}
