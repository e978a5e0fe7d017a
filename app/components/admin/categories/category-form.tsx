import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ExternalLink, Eye } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Form } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { DeleteWithConfirm } from '#app/components/admin/confirm-button.tsx'
import { ImageUpload } from '#app/components/admin/image-upload.tsx'
import { SlugField, useFollowingSlug } from '#app/components/admin/slug-field.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
import { SaveCancel, useSaving } from '#app/components/admin/save-cancel.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
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

const formId = 'category-form'
const deleteFormId = 'category-delete-form'

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
	const { t, lang, timeZone, languages } = useAdminI18n()
	const saving = useSaving()
	const isNew = category.id === undefined
	const slug = useFollowingSlug(values?.slug ?? category.slug, isNew)

	const value = (key: CategoryFields, fallback: string | number | null | undefined) =>
		values ? (values[key] ?? '') : fallback == null ? '' : String(fallback)
	const active = values ? values.isActive === 'on' : category.isActive

	const languageSection = (code: 'ar' | 'en') => {
		const dir = code === 'ar' ? 'rtl' : 'ltr'
		const suffix = code === 'ar' ? 'Ar' : 'En'
		return (
			<Panel title={t(`categories.section.${code}`)} badge={code} testId={`section-${code}`}>
				<Field
					label={t('categories.field.name')}
					name={`name${suffix}`}
					error={errors[`name${suffix}`]}
					required
				>
					{(field) => (
						<input
							{...field}
							className={`${adminStyles.input} text-base font-semibold`}
							dir={dir}
							lang={code}
							maxLength={categoryLimits.name}
							defaultValue={value(`name${suffix}`, category[`name${suffix}`])}
							onChange={code === 'en' ? (event) => slug.follow(event.currentTarget.value) : undefined}
						/>
					)}
				</Field>
				<Field
					label={t('categories.field.description')}
					hint={t('common.optional')}
					name={`description${suffix}`}
					error={errors[`description${suffix}`]}
				>
					{(field) => (
						<textarea
							{...field}
							className={adminStyles.input}
							dir={dir}
							lang={code}
							rows={4}
							maxLength={categoryLimits.description}
							defaultValue={value(`description${suffix}`, category[`description${suffix}`])}
						/>
					)}
				</Field>
			</Panel>
		)
	}

	return (
		<>
			<EditForm
				saving={saving}
				method="post"
				id={formId}
				noValidate
				className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
				data-testid="category-form"
			>
				<div className="min-w-0 space-y-6">
					{languages.map((code) => (
						<div key={code}>{languageSection(code)}</div>
					))}
					<div className={`${adminStyles.card} p-5 sm:p-6`}>
						<ImageUpload
							name="imageUrl"
							label={t('categories.field.image')}
							defaultValue={value('imageUrl', category.imageUrl)}
							error={errors.imageUrl}
						/>
					</div>
				</div>

				<div className="space-y-6 lg:sticky lg:top-6">
					<Panel title={t('categories.section.settings')}>
						<SlugField
							state={slug}
							label={t('categories.field.slug')}
							error={errors.slug}
							pathPrefix="/products/category/"
							texts={{
								hint: t('categories.field.slugHint'),
								address: t('categories.field.address'),
								suggest: t('categories.field.slugSuggest'),
							}}
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
						<label className={adminStyles.choice}>
							<input
								type="checkbox"
								name="isActive"
								defaultChecked={active}
								className="accent-brand-700 mt-1 size-4"
								data-testid="is-active"
							/>
							<span>
								<span className="text-ink-900 block text-sm font-semibold">
									{t('categories.field.active')}
								</span>
								<span className="text-ink-500 block text-xs">{t('categories.field.activeHint')}</span>
							</span>
						</label>
						<SaveCancel saving={saving} cancelTo="/admin/categories" testId="category-save" />
						{category.updatedAt ? (
							<p className="text-ink-500 text-xs">
								<ScriptRuns text={t('categories.lastUpdated', {
									date: formatDate(category.updatedAt, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
								})} />
							</p>
						) : null}
					</Panel>

					{category.id !== undefined ? (
						<Panel title={t(category.visible ? 'categories.viewOnSite' : 'categories.preview')}>
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
							<div className="grid gap-2">
								{(['ar', 'en'] as const).map((code) => (
									<a
										key={code}
										href={`${code === 'en' ? '/en' : ''}/products/category/${category.slug}${category.visible ? '' : '?preview'}`}
										target="_blank"
										rel="noreferrer"
										className={adminStyles.secondaryButton}
										data-testid={category.visible ? undefined : 'category-preview'}
									>
										{category.visible ? <ExternalLink aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
										{t(code === 'ar' ? 'categories.viewArabic' : 'categories.viewEnglish')}
									</a>
								))}
							</div>
						</Panel>
					) : null}

					{category.id !== undefined ? (
						<Panel title={t('categories.section.danger')}>
							<DeleteWithConfirm
								form={deleteFormId}
								hint={t('categories.dangerHint')}
								message={t('categories.confirmDelete', { name: nameIn(category, lang) })}
							/>
						</Panel>
					) : null}
				</div>
			</EditForm>
			{category.id !== undefined ? (
				<Form method="post" id={deleteFormId} className="hidden">
					<input type="hidden" name="id" value={category.id} />
				</Form>
			) : null}
		</>
	)
}

function Panel({
	title,
	badge,
	testId,
	children,
}: {
	title: string
	badge?: string
	testId?: string
	children: ReactNode
}) {
	const id = useId()
	return (
		<section className={`${adminStyles.card} space-y-5 p-5 sm:p-6`} aria-labelledby={id} data-testid={testId}>
			<h2 id={id} className="text-brand-950 flex items-center gap-2 text-base font-bold">
				{badge ? (
					<span
						className="bg-brand-50 text-brand-800 rounded-md px-2 py-0.5 text-xs font-semibold uppercase"
						aria-hidden
					>
						{badge}
					</span>
				) : null}
				<Runs>{title}</Runs>
			</h2>
			{children}
		</section>
	)
}
