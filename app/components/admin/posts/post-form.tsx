import { ExternalLink } from 'lucide-react'
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { DeleteWithConfirm } from '#app/components/admin/confirm-button.tsx'
import { ImageUpload } from '#app/components/admin/image-upload.tsx'
import { SlugField, useFollowingSlug } from '#app/components/admin/slug-field.tsx'
import { EditForm } from '#app/components/admin/edit-form.tsx'
import { SaveCancel, useSaving } from '#app/components/admin/save-cancel.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { type PostFields, type PostFormValues, postLimits } from '#app/lib/post-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { type PostDisplayStatus, PostStatusBadge } from './post-status.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'

/** A post as the form starts with it (an existing post, or empty for a new one). */
export interface PostFormDefaults {
	id?: number
	slug: string
	titleAr: string
	titleEn: string
	excerptAr: string
	excerptEn: string
	bodyAr: string
	bodyEn: string
	coverImageUrl: string | null
	status: 'draft' | 'published'
	publishedAt: string | null
	authorName: string
	updatedAt?: string
	displayStatus?: PostDisplayStatus
}

export const emptyPost: PostFormDefaults = {
	slug: '',
	titleAr: '',
	titleEn: '',
	excerptAr: '',
	excerptEn: '',
	bodyAr: '',
	bodyEn: '',
	coverImageUrl: null,
	status: 'draft',
	publishedAt: null,
	authorName: '',
}

const formId = 'post-form'
const deleteFormId = 'post-delete-form'

/**
 * The post form of the new and edit screens: both languages' title, excerpt and body (a rich-text
 * editor each, with its own direction), then slug, cover, status, publish date and author. After a
 * refused save it shows the submitted values, so nothing typed is lost.
 */
export function PostForm({
	post,
	values,
	errors = {},
}: {
	post: PostFormDefaults
	values?: PostFormValues
	errors?: FieldErrors
}) {
	const { t, lang, timeZone, languages } = useAdminI18n()
	const saving = useSaving()
	const slug = useFollowingSlug(values?.slug ?? post.slug, post.id === undefined)

	const value = (key: PostFields, fallback: string | null) => values?.[key] ?? fallback ?? ''
	const error = (key: PostFields) => errors[key]

	const languageSection = (code: 'ar' | 'en') => {
		const dir = code === 'ar' ? 'rtl' : 'ltr'
		const suffix = code === 'ar' ? 'Ar' : 'En'
		return (
			<section
				className={`${adminStyles.card} p-5 sm:p-6`}
				aria-labelledby={`${formId}-section-${code}`}
				data-testid={`section-${code}`}
			>
				<h2
					id={`${formId}-section-${code}`}
					className="text-brand-950 flex items-center gap-2 text-base font-bold"
				>
					<span
						className="bg-brand-50 text-brand-800 rounded-md px-2 py-0.5 text-xs font-semibold uppercase"
						aria-hidden
					>
						{code}
					</span>
					{t(`posts.section.${code}`)}
				</h2>
				<div className="mt-5 space-y-5">
					<Field
						label={t('posts.field.title')}
						name={`title_${code}`}
						error={error(`title_${code}`)}
						required
					>
						{(field) => (
							<input
								{...field}
								className={`${adminStyles.input} text-base font-semibold`}
								dir={dir}
								lang={code}
								maxLength={postLimits.title}
								defaultValue={value(`title_${code}`, post[`title${suffix}`])}
								onChange={code === 'en' ? (event) => slug.follow(event.currentTarget.value) : undefined}
							/>
						)}
					</Field>
					<Field
						label={t('posts.field.excerpt')}
						hint={t('posts.field.excerptHint')}
						name={`excerpt_${code}`}
						error={error(`excerpt_${code}`)}
					>
						{(field) => (
							<textarea
								{...field}
								className={adminStyles.input}
								dir={dir}
								lang={code}
								rows={3}
								maxLength={postLimits.excerpt}
								defaultValue={value(`excerpt_${code}`, post[`excerpt${suffix}`])}
							/>
						)}
					</Field>
					<RichTextEditor
						name={`body_${code}`}
						label={t('posts.field.body')}
						defaultValue={value(`body_${code}`, post[`body${suffix}`])}
						dir={dir}
						lang={code}
						error={error(`body_${code}`)}
					/>
				</div>
			</section>
		)
	}

	return (
		<>
			<EditForm
				saving={saving}
				method="post"
				id={formId}
				noValidate
				className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
				data-testid="post-form"
			>
				<div className="min-w-0 space-y-6">
					{languages.map((code) => (
						<div key={code}>{languageSection(code)}</div>
					))}
					<section className={`${adminStyles.card} p-5 sm:p-6`} data-testid="section-cover">
						<ImageUpload
							name="cover_image_url"
							label={t('posts.field.cover')}
							defaultValue={value('cover_image_url', post.coverImageUrl)}
							error={error('cover_image_url')}
						/>
						<p className="text-ink-500 mt-2 text-xs">{t('posts.field.coverHint')}</p>
					</section>
				</div>

				<div className="space-y-6">
					<Panel
						title={t('posts.section.publishing')}
						aside={post.displayStatus ? <PostStatusBadge status={post.displayStatus} /> : null}
					>
						<fieldset>
							<legend className="text-ink-800 mb-2 text-sm font-semibold">{t('posts.field.status')}</legend>
							<div className="grid gap-2">
								{(['draft', 'published'] as const).map((status) => (
									<label key={status} className={adminStyles.choice}>
										<input
											type="radio"
											name="status"
											value={status}
											defaultChecked={value('status', post.status) === status}
											className="accent-brand-700 mt-1"
											data-testid={`status-${status}`}
										/>
										<span>
											<span className="text-ink-900 block text-sm font-semibold">
												{t(`posts.status.${status}`)}
											</span>
											<span className="text-ink-500 block text-xs">
												{t(status === 'draft' ? 'posts.field.draftHint' : 'posts.field.publishedHint')}
											</span>
										</span>
									</label>
								))}
							</div>
							{error('status') ? (
								<p className="mt-1.5 text-sm font-medium text-red-700">{error('status')}</p>
							) : null}
						</fieldset>
						<PublishDateInput
							defaultValue={value('published_at', post.publishedAt)}
							error={error('published_at')}
						/>
						<Field
							label={t('posts.field.author')}
							hint={t('posts.field.authorHint')}
							name="author_name"
							error={error('author_name')}
						>
							{(field) => (
								<input
									{...field}
									className={adminStyles.input}
									maxLength={postLimits.author}
									defaultValue={value('author_name', post.authorName)}
								/>
							)}
						</Field>
						<SaveCancel saving={saving} cancelTo="/admin/posts" testId="post-save" />
						{post.updatedAt ? (
							<p className="text-ink-500 text-xs">
								{t('posts.lastUpdated', {
									date: formatDate(post.updatedAt, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
								})}
							</p>
						) : null}
					</Panel>

					<Panel title={t('posts.section.address')}>
						<SlugField
							state={slug}
							label={t('posts.field.slug')}
							error={error('slug')}
							pathPrefix="/blog/"
							texts={{
								hint: t('posts.field.slugHint'),
								address: t('posts.field.address'),
								suggest: t('posts.field.slugSuggest'),
							}}
							sourceField="title_en"
						/>
					</Panel>

					{post.id !== undefined && post.displayStatus === 'published' ? (
						<Panel title={t('posts.viewOnSite')}>
							<div className="flex flex-wrap gap-2">
								{(['ar', 'en'] as const).map((code) => (
									<a
										key={code}
										href={`${code === 'en' ? '/en' : ''}/blog/${post.slug}`}
										target="_blank"
										rel="noreferrer"
										className={`${adminStyles.secondaryButton} flex-1`}
									>
										<ExternalLink aria-hidden className="size-4" />
										{t(code === 'ar' ? 'posts.viewArabic' : 'posts.viewEnglish')}
									</a>
								))}
							</div>
						</Panel>
					) : null}

					{post.id !== undefined ? (
						<Panel title={t('posts.section.danger')}>
							<DeleteWithConfirm
								form={deleteFormId}
								hint={t('posts.dangerHint')}
								message={t('posts.confirmDelete', { title: lang === 'en' ? post.titleEn : post.titleAr })}
							/>
						</Panel>
					) : null}
				</div>
			</EditForm>
			{post.id !== undefined ? <Form method="post" id={deleteFormId} className="hidden" /> : null}
		</>
	)
}

function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
	const id = useId()
	return (
		<section className={`${adminStyles.card} space-y-4 p-5`} aria-labelledby={id}>
			<div className="flex items-center justify-between gap-2">
				<h2 id={id} className="text-brand-950 text-base font-bold">
					{title}
				</h2>
				{aside}
			</div>
			{children}
		</section>
	)
}

/** `YYYY-MM-DDTHH:mm` of an instant, in UTC or in the browser's local time. */
function inputValue(iso: string, local: boolean): string {
	const date = new Date(iso)
	if (Number.isNaN(date.getTime())) return ''
	if (!local) return date.toISOString().slice(0, 16)
	const pad = (n: number) => String(n).padStart(2, '0')
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * The publish date. The server renders it in UTC (and reads a bare value as UTC without script);
 * once the script runs, it shows the staff member's local time and sends the exact instant.
 */
function PublishDateInput({ defaultValue, error }: { defaultValue: string; error?: string }) {
	const { t } = useAdminI18n()
	const visible = useRef<HTMLInputElement>(null)
	const [instant, setInstant] = useState<string | null>(null)
	const [zone, setZone] = useState('UTC')

	useLayoutEffect(() => {
		if (visible.current) visible.current.value = defaultValue ? inputValue(defaultValue, true) : ''
		setInstant(
			defaultValue && !Number.isNaN(Date.parse(defaultValue))
				? new Date(defaultValue).toISOString()
				: defaultValue,
		)
		setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
		// Once, when the script takes over the field.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	return (
		<Field label={t('posts.field.publishedAt')} name="published_at" error={error}>
			{({ name, ...field }) => (
				<div>
					{instant !== null ? <input type="hidden" name={name} value={instant} /> : null}
					<input
						{...field}
						ref={visible}
						type="datetime-local"
						name={instant === null ? name : undefined}
						className={adminStyles.input}
						dir="ltr"
						defaultValue={defaultValue ? inputValue(defaultValue, false) : ''}
						data-testid="published-at"
						onChange={(event) => {
							const typed = new Date(event.currentTarget.value)
							setInstant(Number.isNaN(typed.getTime()) ? '' : typed.toISOString())
						}}
					/>
					<p className="text-ink-500 mt-1.5 text-xs">{t('posts.field.publishedAtHint')}</p>
					<p className="text-ink-500 mt-0.5 text-xs">{t('posts.field.timeZone', { zone })}</p>
				</div>
			)}
		</Field>
	)
}
