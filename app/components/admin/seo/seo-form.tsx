import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ExternalLink, ImageOff, LoaderCircle } from 'lucide-react'
import { type ComponentProps, type FocusEvent, type ReactNode, useRef, useState } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { CheckboxCard } from '#app/components/admin/checkbox-card.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
import { useLastUpdated } from '#app/components/admin/last-updated.tsx'
import { SaveBar, useSavingAt } from '#app/components/admin/save-cancel.tsx'
import { BilingualText, LatinInput, FormSection, useFocusFirstError } from '#app/components/admin/settings/fields.tsx'
import { FieldError } from '#app/components/ui/field.tsx'
import { useFormTypedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import { formatNumber } from '#app/i18n/format.ts'
import { isLang, type Lang, langs } from '#app/i18n/lang.ts'
import { responsiveImage } from '#app/lib/images.ts'
import {
	type LengthRange,
	lengthStatus,
	resolvePreview,
	type SeoFallback,
	type SeoValues,
	seoLimits,
	seoRecommended,
	textLength,
	truncateForPreview,
} from '#app/lib/seo-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'

export interface SeoFormProps {
	values: SeoValues
	errors?: FieldErrors
	updatedAt: string | null
	fallbacks: Record<Lang, SeoFallback>
	/** The configured public address, used while no canonical address is set. */
	publicUrl: string
}

/**
 * The SEO form (every field of seo_settings) with a live search-result preview and a sharing-card
 * preview. While saving, the save button says so and a spinner takes the form's place (SPEC section
 * 2); the form stays mounted underneath, so a refused save still holds every typed value.
 */
export function SeoForm({ values: initial, errors = {}, updatedAt, fallbacks, publicUrl }: SeoFormProps) {
	const { t, lang } = useAdminI18n()
	const saving = useSavingAt('/admin/seo')
	const lastUpdated = useLastUpdated()
	const [values, setValues] = useState<SeoValues>(initial)
	const [previewLang, setPreviewLang] = useState<Lang>(lang)
	const form = useRef<HTMLFormElement>(null)
	useFocusFirstError(form, errors)
	useFormTypedBeforeHydration(form, values, (typed) => setValues((current) => ({ ...current, ...typed })))
	const source = {
		value: (name: string) => values[name as keyof SeoValues] ?? '',
		onValue: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
		errors,
	}
	const preview = resolvePreview(values, fallbacks[previewLang], previewLang, publicUrl)
	// The preview shows the language being edited: a field named `…_en` turns it to English.
	const followFieldLanguage = (event: FocusEvent<HTMLDivElement>) => {
		const suffix = /_([a-z]+)$/.exec((event.target as Partial<HTMLInputElement>).name ?? '')?.[1]
		if (isLang(suffix)) setPreviewLang(suffix)
	}

	return (
		<div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]" onFocus={followFieldLanguage}>
			<div className="min-w-0">
				{saving ? (
					<div role="status" aria-live="polite" className={`${adminStyles.card} flex min-h-80 flex-col items-center justify-center gap-3 p-10`} data-testid="seo-saving">
						<LoaderCircle aria-hidden className="text-brand-700 size-10 animate-spin" />
						<p className="text-ink-700 text-sm font-semibold">{t('seo.saving')}</p>
					</div>
				) : null}
				<EditForm saving={saving} ref={form} method="post" action="/admin/seo" noValidate className={saving ? 'hidden' : 'space-y-6'} data-testid="seo-form">
					<FormSection id="search" title={t('seo.section.search')} hint={t('seo.section.search.hint')}>
						<TitleAndDescription prefix="meta" source={source} title={seoRecommended.title} description={seoRecommended.description} rows={3} />
						<BilingualText name="keywords" label={t('seo.field.keywords')} hint={t('seo.field.keywords.hint')} source={source} options={{ maxLength: seoLimits.keywords }} />
					</FormSection>

					{(['og', 'twitter'] as const).map((network) => (
						<FormSection key={network} id={network} title={t(`seo.section.${network}`)} hint={t(`seo.section.${network}.hint`)}>
							<TitleAndDescription prefix={network} source={source} title={seoRecommended.socialTitle} description={seoRecommended.socialDescription} rows={2} />
							<LatinInput name={`${network}_image`} type="url" label={t(`seo.field.${network}_image`)} hint={t('seo.field.og_image.hint')} source={source} maxLength={seoLimits.url} placeholder="https://" />
						</FormSection>
					))}

					<FormSection id="technical" title={t('seo.section.technical')}>
						<LatinInput name="canonical_url" type="url" label={t('seo.field.canonical_url')} hint={t('seo.field.canonical_url.hint')} source={source} maxLength={seoLimits.url} placeholder={publicUrl} />
						<div>
							<label htmlFor="robots_txt-input" className="text-ink-900 mb-1.5 block text-sm font-semibold">
								<ScriptRuns text={t('seo.field.robots_txt')} />
							</label>
							<textarea
								id="robots_txt-input"
								name="robots_txt"
								dir="ltr"
								rows={8}
								spellCheck={false}
								maxLength={seoLimits.robots}
								className={`${adminStyles.input} font-mono text-xs leading-relaxed`}
								aria-invalid={errors.robots_txt ? true : undefined}
								aria-describedby="robots_txt-hint"
								value={values.robots_txt}
								onChange={(event) => source.onValue('robots_txt', event.currentTarget.value)}
							/>
							<p id="robots_txt-hint" className="text-ink-500 mt-1.5 text-xs">
								<ScriptRuns text={t('seo.field.robots_txt.hint')} />
							</p>
							<FieldError error={errors.robots_txt} />
						</div>
						<CheckboxCard
							name="sitemap_enabled"
							label={t('seo.field.sitemap_enabled')}
							hint={t('seo.field.sitemap_enabled.hint')}
							checked={values.sitemap_enabled === 'on'}
							onChecked={(checked) => source.onValue('sitemap_enabled', checked ? 'on' : '')}
						/>
						<div className="flex flex-wrap gap-2">
							{['/robots.txt', '/sitemap.xml'].map((file) => (
								<a key={file} href={file} target="_blank" rel="noopener" className={adminStyles.secondaryButton}>
									<ExternalLink aria-hidden className="size-4" />
									{/* Isolated: a path's leading slash would otherwise flip to the end in Arabic. */}
									<ScriptRuns text={t('seo.open', { file: `\u2066${file}\u2069` })} />
								</a>
							))}
						</div>
					</FormSection>

					<SaveBar saving={saving} status={updatedAt ? lastUpdated('seo', updatedAt) : t('seo.neverSaved')} testId="seo-save" />
				</EditForm>
			</div>

			<aside className="space-y-4 xl:sticky xl:top-6" aria-label={t('seo.preview.title')} data-testid="seo-preview">
				<div className="flex items-center justify-between gap-3">
					<h2 className="text-brand-950 text-base font-bold">{t('seo.preview.title')}</h2>
					<PressedChoice
						look="segments"
						label={t('seo.preview.language')}
						options={langs.map((code) => ({ value: code, label: t(code === 'ar' ? 'common.arabic' : 'common.english') }))}
						value={previewLang}
						onChange={setPreviewLang}
					/>
				</div>
				<PreviewCard title={t('seo.preview.search')}>
					<div dir={previewLang === 'ar' ? 'rtl' : 'ltr'} lang={previewLang} className="font-[Arial,sans-serif]" data-testid="search-preview">
						<div className="flex items-center gap-2">
							<span className="bg-sand-100 text-brand-800 grid size-7 place-items-center rounded-full text-xs font-bold" aria-hidden>
								{Array.from(fallbacks[previewLang].siteName)[0] ?? ''}
							</span>
							<span className="min-w-0 leading-tight">
								<span className="text-ink-900 block truncate text-sm">{fallbacks[previewLang].siteName}</span>
								<bdi lang="en" dir="ltr" className="text-ink-500 block truncate text-xs">
									{preview.url}
								</bdi>
							</span>
						</div>
						<p className="mt-2 text-lg leading-snug text-[#1a0dab]" data-testid="search-preview-title">
							{truncateForPreview(preview.title, seoRecommended.title.max)}
						</p>
						<p className="mt-1 text-sm leading-relaxed text-[#4d5156]" data-testid="search-preview-description">
							{truncateForPreview(preview.description, seoRecommended.description.max)}
						</p>
					</div>
				</PreviewCard>
				<SocialPreview preview={preview} previewLang={previewLang} />
				<p className="text-ink-500 text-xs">{t('seo.preview.fallback')}</p>
			</aside>
		</div>
	)
}

/**
 * A title and a description in both languages (`<prefix>_title_ar`…), each with its length against
 * what search engines or networks show.
 */
function TitleAndDescription({
	prefix,
	source,
	title,
	description,
	rows,
}: {
	prefix: 'meta' | 'og' | 'twitter'
	source: ComponentProps<typeof BilingualText>['source']
	title: LengthRange
	description: LengthRange
	rows: number
}) {
	const { t } = useAdminI18n()
	const counter = (range: LengthRange) => (code: 'ar' | 'en', value: string) => <LengthCounter value={value} range={range} code={code} />
	return (
		<>
			<BilingualText name={`${prefix}_title`} label={t(`seo.field.${prefix}_title`)} source={source} options={{ maxLength: seoLimits.title, below: counter(title) }} />
			<BilingualText
				name={`${prefix}_description`}
				label={t(`seo.field.${prefix}_description`)}
				source={source}
				options={{ multiline: true, rows, maxLength: seoLimits.description, below: counter(description) }}
			/>
		</>
	)
}

function PreviewCard({ title, children }: { title: string; children: ReactNode }) {
	return (
		<section className={`${adminStyles.card} p-4`}>
			<h3 className="text-ink-500 mb-3 text-xs font-semibold"><Runs>{title}</Runs></h3>
			{children}
		</section>
	)
}

function SocialPreview({ preview, previewLang }: { preview: ReturnType<typeof resolvePreview>; previewLang: Lang }) {
	const { t } = useAdminI18n()
	const [network, setNetwork] = useState<'og' | 'twitter'>('og')
	const card = preview[network]
	return (
		<PreviewCard title={t('seo.preview.social')}>
			<PressedChoice
				look="pills"
				label={t('seo.preview.social')}
				options={[
					{ value: 'og', label: <ScriptRuns text={t('seo.preview.facebook')} /> },
					{ value: 'twitter', label: <ScriptRuns text={t('seo.preview.twitter')} /> },
				]}
				value={network}
				onChange={setNetwork}
			/>
			<div
				dir={previewLang === 'ar' ? 'rtl' : 'ltr'}
				lang={previewLang}
				className={`border-sand-300 overflow-hidden border bg-white ${network === 'twitter' ? 'rounded-2xl' : 'rounded-md'}`}
				data-testid="social-preview"
				// The card is cut as the networks cut it; its whole text is in the fields above.
				data-whole-text-elsewhere
			>
				<PreviewImage key={card.image} url={card.image} />
				<div className={network === 'og' ? 'bg-sand-50 border-sand-200 border-t px-3 py-2.5' : 'px-3 py-2.5'}>
					<bdi lang="en" dir="ltr" className="text-ink-500 block truncate text-[0.7rem] uppercase">
						{preview.host}
					</bdi>
					<p className="text-ink-900 mt-0.5 line-clamp-2 text-sm font-semibold" data-testid="social-preview-title">
						{card.title}
					</p>
					<p className="text-ink-600 mt-0.5 line-clamp-2 text-xs">{card.description}</p>
				</div>
			</div>
		</PreviewCard>
	)
}

function PreviewImage({ url }: { url: string }) {
	const { t } = useAdminI18n()
	const [broken, setBroken] = useState(false)
	if (!url || broken) {
		return (
			<div className="bg-sand-100 text-ink-600 flex aspect-[1.91/1] flex-col items-center justify-center gap-1 text-xs">
				<ImageOff aria-hidden className="size-6" />
				{t('seo.preview.noImage')}
			</div>
		)
	}
	return <img src={responsiveImage(url, '384px').src} alt="" className="aspect-[1.91/1] w-full object-cover" onError={() => setBroken(true)} />
}

function LengthCounter({ value, range, code }: { value: string; range: LengthRange; code: 'ar' | 'en' }) {
	const { t, lang } = useAdminI18n()
	const status = lengthStatus(value, range)
	const tone = { empty: 'text-ink-500', short: 'text-grain-700', good: 'text-brand-700', long: 'text-red-700' }[status]
	const length = textLength(value)
	return (
		<p className={`mt-1 flex items-center justify-between gap-2 text-xs ${tone}`} data-testid={`counter-${code}`}>
			<span>{t(`seo.length.${status}`)}</span>
			<span className="tabular-nums"><ScriptRuns text={t('seo.length', { count: formatNumber(length, lang), max: range.max })} /></span>
		</p>
	)
}

// Written out whole, so Tailwind finds every class.
const pressedLooks = {
	segments: { group: 'border-sand-300 inline-flex overflow-hidden rounded-lg border', button: 'px-3 py-1.5', on: 'bg-brand-700 text-white', off: 'text-ink-700 hover:bg-sand-100 bg-white' },
	pills: { group: 'mb-3 flex gap-1', button: 'rounded-full px-3 py-1', on: 'bg-ink-900 text-white', off: 'bg-sand-100 text-ink-700 hover:bg-sand-200' },
} as const

/** Buttons of which one is pressed, switching what the preview shows at once: joined `segments`, or separate `pills`. */
function PressedChoice<V extends string>({
	look,
	label,
	options,
	value,
	onChange,
}: {
	look: keyof typeof pressedLooks
	label: string
	options: readonly { value: V; label: ReactNode }[]
	value: V
	onChange: (value: V) => void
}) {
	const classes = pressedLooks[look]
	return (
		<div role="group" aria-label={label} className={`${classes.group} text-xs font-semibold`}>
			{options.map((option) => (
				<button
					key={option.value}
					type="button"
					aria-pressed={value === option.value}
					onClick={() => onChange(option.value)}
					className={`${classes.button} ${value === option.value ? classes.on : classes.off}`}
				>
					{option.label}
				</button>
			))}
		</div>
	)
}
