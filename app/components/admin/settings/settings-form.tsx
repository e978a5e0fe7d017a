import { type ReactNode, useRef } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { CheckboxCard } from '#app/components/admin/checkbox-card.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
import { useLastUpdated } from '#app/components/admin/last-updated.tsx'
import { SaveBar, useSavingAt } from '#app/components/admin/save-cancel.tsx'
import { ImageUpload } from '#app/components/admin/image-upload.tsx'
import { type SettingsGroupId, type SiteSettingsField, settingsGroups, settingsLimits } from '#app/lib/settings-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { BilingualText, LatinInput, FormSection, useFocusFirstError } from './fields.tsx'

/**
 * The site-settings form: one section per group (company, hero, contact, social, default meta,
 * analytics), a jump list beside it on wide screens and the save bar pinned to the bottom. After a
 * refused save the inputs keep what was typed and each refused field says why.
 */
export function SettingsForm({
	values,
	errors = {},
	updatedAt,
}: {
	values: Partial<Record<SiteSettingsField, string>>
	errors?: FieldErrors
	updatedAt: string | null
}) {
	const { t } = useAdminI18n()
	const saving = useSavingAt('/admin/settings')
	const lastUpdated = useLastUpdated()
	const source = { value: (name: string) => values[name as SiteSettingsField] ?? '', errors }
	const form = useRef<HTMLFormElement>(null)
	useFocusFirstError(form, errors)
	const { short, text, long, phone } = settingsLimits

	const sections: Record<SettingsGroupId, ReactNode> = {
		company: (
			<>
				<BilingualText name="company_name" label={t('settings.field.company_name')} source={source} options={{ maxLength: short, required: true }} />
				<BilingualText name="about_company" label={t('settings.field.about_company')} source={source} options={{ multiline: true, rows: 6, maxLength: long }} />
				<BilingualText name="mission" label={t('settings.field.mission')} source={source} options={{ multiline: true, rows: 3, maxLength: text * 2 }} />
				<BilingualText name="vision" label={t('settings.field.vision')} source={source} options={{ multiline: true, rows: 3, maxLength: text * 2 }} />
			</>
		),
		hero: (
			<>
				<BilingualText name="hero_badge" label={t('settings.field.hero_badge')} source={source} options={{ maxLength: short }} />
				<BilingualText name="hero_title" label={t('settings.field.hero_title')} source={source} options={{ maxLength: short }} />
				<BilingualText name="hero_subtitle" label={t('settings.field.hero_subtitle')} source={source} options={{ multiline: true, rows: 3, maxLength: text }} />
				<fieldset className="min-w-0">
					<legend className="text-ink-900 text-sm font-semibold">{t('settings.field.hero_images')}</legend>
					<p className="text-ink-500 mt-1 mb-3 text-xs">{t('settings.field.hero_images.hint')}</p>
					<div className="grid gap-4 sm:grid-cols-3">
						{(['hero_image_1', 'hero_image_2', 'hero_image_3'] as const).map((name, i) => (
							<ImageUpload key={name} name={name} label={t('settings.field.hero_image', { number: i + 1 })} defaultValue={source.value(name)} error={errors[name]} />
						))}
					</div>
				</fieldset>
			</>
		),
		contact: (
			<>
				<div className="grid gap-5 md:grid-cols-2">
					<LatinInput name="contact_email" type="email" label={t('settings.field.contact_email')} source={source} required maxLength={254} />
					<LatinInput name="contact_phone" type="tel" label={t('settings.field.contact_phone')} source={source} required maxLength={phone} />
					<LatinInput name="contact_phone_2" type="tel" label={t('settings.field.contact_phone_2')} source={source} maxLength={phone} />
					<LatinInput name="contact_phone_3" type="tel" label={t('settings.field.contact_phone_3')} source={source} maxLength={phone} />
				</div>
				<BilingualText name="contact_address" label={t('settings.field.contact_address')} source={source} options={{ multiline: true, rows: 2, maxLength: text }} />
				<div className="md:w-1/2 md:pe-1.5">
					<LatinInput name="whatsapp_number" type="tel" label={t('settings.field.whatsapp_number')} hint={t('settings.field.whatsapp_number.hint')} source={source} maxLength={phone} placeholder="+966 55 012 3456" />
				</div>
				<BilingualText name="whatsapp_message" label={t('settings.field.whatsapp_message')} source={source} options={{ multiline: true, rows: 2, maxLength: text }} />
			</>
		),
		social: (
			<div className="grid gap-5 md:grid-cols-2">
				{(['facebook_url', 'twitter_url', 'instagram_url', 'linkedin_url'] as const).map((name) => (
					<LatinInput key={name} name={name} type="url" label={t(`settings.field.${name}`)} source={source} maxLength={2048} placeholder="https://" />
				))}
			</div>
		),
		meta: (
			<>
				<BilingualText name="meta_title" label={t('settings.field.meta_title')} source={source} options={{ maxLength: short }} />
				<BilingualText name="meta_description" label={t('settings.field.meta_description')} source={source} options={{ multiline: true, rows: 3, maxLength: text }} />
				<BilingualText name="meta_keywords" label={t('settings.field.meta_keywords')} source={source} options={{ maxLength: text }} />
				<div className="sm:w-1/2 lg:w-1/3">
					<ImageUpload name="og_image" label={t('settings.field.og_image')} defaultValue={source.value('og_image')} error={errors.og_image} />
				</div>
			</>
		),
		analytics: (
			<>
				<CheckboxCard name="analytics_enabled" label={t('settings.field.analytics_enabled')} hint={t('settings.field.analytics_enabled.hint')} checked={source.value('analytics_enabled') === 'on'} />
				<div className="grid gap-5 md:grid-cols-2">
					<LatinInput name="google_analytics_id" label={t('settings.field.google_analytics_id')} hint={t('settings.field.google_analytics_id.hint')} source={source} maxLength={40} placeholder="G-XXXXXXXXXX" mono />
					<LatinInput name="facebook_pixel_id" label={t('settings.field.facebook_pixel_id')} hint={t('settings.field.facebook_pixel_id.hint')} source={source} maxLength={40} placeholder="123456789012345" mono />
					<LatinInput name="analytics_retention_days" label={t('settings.field.analytics_retention_days')} hint={t('settings.field.analytics_retention_days.hint')} source={source} maxLength={4} numeric />
				</div>
			</>
		),
		products: (
			<div className="grid gap-5 md:grid-cols-2">
				<LatinInput name="certification_warning_days" label={t('settings.field.certification_warning_days')} hint={t('settings.field.certification_warning_days.hint')} source={source} maxLength={3} numeric />
			</div>
		),
		history: (
			<div className="grid gap-5 md:grid-cols-2">
				<LatinInput name="revision_retention" label={t('settings.field.revision_retention')} hint={t('settings.field.revision_retention.hint')} source={source} maxLength={3} numeric />
			</div>
		),
	}

	return (
		<EditForm saving={saving} ref={form} method="post" action="/admin/settings" noValidate className="grid items-start gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]" data-testid="settings-form">
			<nav aria-label={t('settings.sections')} className="hidden lg:sticky lg:top-6 lg:block">
				<ul className="space-y-0.5 text-sm">
					{settingsGroups.map((group) => (
						<li key={group.id}>
							<a href={`#${group.id}`} className="text-ink-700 hover:bg-sand-100 hover:text-brand-800 block rounded-lg px-3 py-2 font-medium">
								{t(`settings.group.${group.id}`)}
							</a>
						</li>
					))}
				</ul>
			</nav>
			<div className="min-w-0 space-y-6">
				<p className="text-ink-600 border-brand-200 bg-brand-50 rounded-xl border px-4 py-3 text-sm">{t('settings.englishFallback')}</p>
				{settingsGroups.map((group) => (
					<FormSection key={group.id} id={group.id} title={t(`settings.group.${group.id}`)} hint={t(`settings.group.${group.id}.hint`)}>
						{sections[group.id]}
					</FormSection>
				))}
				<SaveBar saving={saving} status={updatedAt ? lastUpdated('settings', updatedAt) : null} statusTestId="settings-updated" testId="settings-save" />
			</div>
		</EditForm>
	)
}
