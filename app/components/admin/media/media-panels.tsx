import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ArrowLeft, ArrowRight, RefreshCw, Trash2 } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { ConfirmButton } from '#app/components/admin/confirm-button.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
import { ImageUpload } from '#app/components/admin/image-upload.tsx'
import { SaveCancel, useSaving } from '#app/components/admin/save-cancel.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { responsiveImage } from '#app/lib/images.ts'
import { type MediaUse, mediaAltLimit, mediaUseHref } from '#app/lib/media-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'

/** The panels of one image's screen in the library (decision 0044). */

const panel = `${adminStyles.card} space-y-4 p-5 sm:p-6`
const heading = 'text-ink-900 text-base font-semibold'

/** Back to the library, where the focus returns to this image's card (when it is on that page). */
export function BackToLibrary({ id }: { id: number }) {
	const { t, lang } = useAdminI18n()
	const Back = lang === 'ar' ? ArrowRight : ArrowLeft
	return (
		<Link to="/admin/media" state={{ returnToMedia: id }} className={adminStyles.secondaryButton}>
			<Back aria-hidden className="size-4" />
			{t('media.back')}
		</Link>
	)
}

export function MediaPreview({ item }: { item: { url: string; width: number; height: number; bytes: number; altAr: string; altEn: string } }) {
	const { t, lang } = useAdminI18n()
	const image = responsiveImage(item.url, '(min-width: 1024px) 480px, 100vw')
	const kb = formatNumber(Math.max(1, Math.round(item.bytes / 1024)), lang)
	return (
		<figure className={`${adminStyles.card} overflow-hidden`}>
			<picture>
				{image.srcSetAvif ? <source type="image/avif" srcSet={image.srcSetAvif} sizes={image.sizes} /> : null}
				{image.srcSetWebp ? <source type="image/webp" srcSet={image.srcSetWebp} sizes={image.sizes} /> : null}
				<img src={image.src} alt={lang === 'ar' ? item.altAr : item.altEn} width={item.width} height={item.height} className="bg-sand-100 h-auto max-h-96 w-full object-contain" data-testid="media-preview" />
			</picture>
			<figcaption className="text-ink-600 border-sand-100 border-t px-4 py-3 text-sm">
				<ScriptRuns text={t('media.details', { width: formatNumber(item.width, lang), height: formatNumber(item.height, lang), size: `${kb} KB` })} />
			</figcaption>
		</figure>
	)
}

export function MediaUses({ uses }: { uses: MediaUse[] }) {
	const { t, lang } = useAdminI18n()
	const name = (use: MediaUse) => (use.kind === 'settings' ? t(use.id === 1 ? 'media.use.seo' : 'media.use.settings') : lang === 'ar' ? use.nameAr : use.nameEn)
	return (
		<section className={panel} aria-labelledby="media-uses" data-testid="media-uses">
			<h2 id="media-uses" className={heading}>{t('media.usedIn')}</h2>
			{uses.length === 0 ? (
				<p className="text-ink-600 text-sm"><Runs>{t('media.notUsed')}</Runs></p>
			) : (
				<ul className="divide-sand-100 divide-y text-sm">
					{uses.map((use) => (
						<li key={`${use.kind}-${use.id}`} className="flex flex-wrap items-baseline gap-x-2 py-2">
							<span className="text-ink-500">{t(`media.use.${use.kind}`)}</span>
							<Link to={mediaUseHref(use)} className="text-brand-700 font-semibold hover:underline" dir="auto">
								{name(use)}
							</Link>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

export function MediaAltForm({ defaults, errors = {} }: { defaults: { alt_ar: string; alt_en: string }; errors?: FieldErrors }) {
	const { t } = useAdminI18n()
	const saving = useSaving()
	return (
		<EditForm saving={saving} method="post" noValidate className={panel} data-testid="media-alt-form">
			<div>
				<h2 className={heading}>{t('media.alt.legend')}</h2>
				<p className="text-ink-500 mt-1 text-xs"><Runs>{t('media.alt.hint')}</Runs></p>
			</div>
			<Field label={t('media.field.alt_ar')} name="alt_ar" error={errors.alt_ar}>
				{(field) => <input {...field} className={adminStyles.input} dir="rtl" lang="ar" maxLength={mediaAltLimit} defaultValue={defaults.alt_ar} data-testid="media-alt-ar" />}
			</Field>
			<Field label={t('media.field.alt_en')} name="alt_en" error={errors.alt_en}>
				{(field) => <input {...field} className={adminStyles.input} dir="ltr" lang="en" maxLength={mediaAltLimit} defaultValue={defaults.alt_en} data-testid="media-alt-en" />}
			</Field>
			<SaveCancel saving={saving} cancelTo="/admin/media" testId="media-save" />
		</EditForm>
	)
}

export function MediaReplace() {
	const { t } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	return (
		<Form method="post" className={panel} data-testid="media-replace-form">
			<input type="hidden" name="intent" value="replace" />
			<div>
				<h2 className={heading}>{t('media.replace.legend')}</h2>
				<p className="text-ink-500 mt-1 text-xs"><Runs>{t('media.replace.hint')}</Runs></p>
			</div>
			<ImageUpload name="url" label={t('media.replace.field')} />
			<button type="submit" className={adminStyles.secondaryButton} disabled={busy} data-testid="media-replace">
				<RefreshCw aria-hidden className="size-4" />
				{t('media.replace.submit')}
			</button>
		</Form>
	)
}

export function MediaDelete({ name }: { name: string }) {
	const { t } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
	return (
		<Form method="post" id="media-delete" className="flex justify-end">
			<ConfirmButton form="media-delete" value="delete" message={t('media.confirmDelete', { name })} className={adminStyles.dangerButton} disabled={busy}>
				<Trash2 aria-hidden className="size-4" />
				<span>{t('media.delete')}</span>
			</ConfirmButton>
		</Form>
	)
}
