import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useId } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { ContentForm } from '#app/components/admin/content-form.tsx'
import { RadioCards } from '#app/components/admin/radio-cards.tsx'
import { ImageUpload } from '#app/components/admin/image-upload.tsx'
import { SlugField, useFollowingSlug } from '#app/components/admin/slug-field.tsx'
import { SaveCancel, useSaving } from '#app/components/admin/save-cancel.tsx'
import { SitePageLinks } from '#app/components/admin/site-page-links.tsx'
import { FormPanel } from '#app/components/admin/form-panel.tsx'
import { fieldSuffix, LanguagePanels } from '#app/components/admin/language-panel.tsx'
import { LastUpdated } from '#app/components/admin/last-updated.tsx'
import { TextField } from '#app/components/admin/text-field.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { formatDate } from '#app/i18n/format.ts'
import type { BlogPost } from '#app/lib/blog-post.ts'
import { type PostFields, type PostFormValues, postLimits, postStatuses } from '#app/lib/post-schema.ts'
import { localDateTime } from '#app/lib/time-zone.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { type PostDisplayStatus, PostStatusBadge } from './post-status.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'

/** Review links of a post (site-relative) with the site's address and their expiry. */
export interface PostPreviewLinks {
	ar: string
	en: string
	origin: string
	expiresAt: string
}

/** A post as the form starts with it (an existing post, or empty for a new one). */
export type PostFormDefaults = Omit<BlogPost, 'id' | 'unpublishedAt' | 'createdAt' | 'updatedAt'> &
	Partial<Pick<BlogPost, 'id' | 'unpublishedAt' | 'updatedAt'>> & { displayStatus?: PostDisplayStatus }

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

/**
 * The post form of the new and edit screens: both languages' title, excerpt and body (a rich-text
 * editor each, with its own direction), then slug, cover, status, publish date and author. After a
 * refused save it shows the submitted values, so nothing typed is lost.
 */
export function PostForm({
	post,
	preview,
	values,
	errors = {},
}: {
	post: PostFormDefaults
	/** Signed review links of a post not yet public (decision 0042). */
	preview?: PostPreviewLinks | null
	values?: PostFormValues
	errors?: FieldErrors
}) {
	const { t, lang, timeZone } = useAdminI18n()
	const saving = useSaving()
	const slug = useFollowingSlug(values?.slug ?? post.slug, post.id === undefined)

	const value = (key: PostFields, fallback: string | null) => values?.[key] ?? fallback ?? ''
	const error = (key: PostFields) => errors[key]
	const own = (key: PostFields, fallback: string) => ({ name: key, error: errors[key], defaultValue: value(key, fallback) })

	const side = (
		<>
			<FormPanel
				title={t('posts.section.publishing')}
				aside={post.displayStatus ? <PostStatusBadge status={post.displayStatus} /> : null}
			>
				<RadioCards
					name="status"
					legend={t('posts.field.status')}
					options={postStatuses.map((status) => ({
						value: status,
						label: t(`posts.status.${status}`),
						hint: t(status === 'draft' ? 'posts.field.draftHint' : 'posts.field.publishedHint'),
					}))}
					defaultValue={value('status', post.status)}
					error={error('status')}
					testId={(status) => `status-${status}`}
				/>
				{post.displayStatus ? <PostStateLine post={post} /> : null}
				<PublishDateInput
					defaultValue={values?.published_at ?? (post.publishedAt ? localDateTime(post.publishedAt, timeZone) : '')}
					error={error('published_at')}
				/>
				<TextField
					label={t('posts.field.author')}
					hint={t('posts.field.authorHint')}
					name="author_name"
					error={error('author_name')}
					maxLength={postLimits.author}
					defaultValue={value('author_name', post.authorName)}
				/>
				<SaveCancel saving={saving} cancelTo="/admin/posts" testId="post-save" />
				<LastUpdated area="posts" at={post.updatedAt} />
			</FormPanel>

			<FormPanel title={t('posts.section.address')}>
				<SlugField
					state={slug}
					area="posts"
					error={error('slug')}
					pathPrefix="/blog/"
					sourceField="title_en"
				/>
			</FormPanel>

			{post.id !== undefined && post.displayStatus === 'published' ? (
				<FormPanel title={t('posts.viewOnSite')}>
					<SitePageLinks
						href={(code) => `${code === 'en' ? '/en' : ''}/blog/${post.slug}`}
						label={(code) => t(code === 'ar' ? 'posts.viewArabic' : 'posts.viewEnglish')}
					/>
				</FormPanel>
			) : null}

			{preview ? <PreviewPanel links={preview} /> : null}
		</>
	)

	return (
		<ContentForm
			area="posts"
			saving={saving}
			side={side}
			deletion={post.id === undefined ? undefined : { message: t('posts.confirmDelete', { title: lang === 'en' ? post.titleEn : post.titleAr }) }}
		>
			<LanguagePanels
				area="posts"
				slug={slug}
				headline={(code) => ({ ...own(`title_${code}`, post[`title${fieldSuffix[code]}`]), label: t('posts.field.title'), maxLength: postLimits.title })}
				summary={(code) => ({
					...own(`excerpt_${code}`, post[`excerpt${fieldSuffix[code]}`]),
					label: t('posts.field.excerpt'),
					hint: t('posts.field.excerptHint'),
					maxLength: postLimits.excerpt,
					rows: 3,
				})}
			>
				{(code) => (
					<RichTextEditor
						name={`body_${code}`}
						label={t('posts.field.body')}
						defaultValue={value(`body_${code}`, post[`body${fieldSuffix[code]}`])}
						dir={code === 'ar' ? 'rtl' : 'ltr'}
						lang={code}
						error={error(`body_${code}`)}
					/>
				)}
			</LanguagePanels>
			<section className={`${adminStyles.card} p-5 sm:p-6`} data-testid="section-cover">
				<ImageUpload
					name="cover_image_url"
					label={t('posts.field.cover')}
					defaultValue={value('cover_image_url', post.coverImageUrl)}
					error={error('cover_image_url')}
				/>
				<p className="text-ink-500 mt-2 text-xs">{t('posts.field.coverHint')}</p>
			</section>
		</ContentForm>
	)
}

/**
 * Preview of a post the public cannot see: the page in either language, and the link to share for
 * review (signed, good for seven days, readable signed out).
 */
function PreviewPanel({ links }: { links: PostPreviewLinks }) {
	const { t, lang, dateTime } = useAdminI18n()
	const id = useId()
	return (
		<FormPanel title={t('posts.preview.title')}>
			<SitePageLinks
				href={(code) => links[code]}
				label={(code) => t(code === 'ar' ? 'posts.preview.arabic' : 'posts.preview.english')}
				preview
				testId={(code) => `preview-${code}`}
			/>
			<div>
				<label htmlFor={id} className="text-ink-800 block text-sm font-semibold">
					{t('posts.preview.share')}
				</label>
				<input
					id={id}
					readOnly
					dir="ltr"
					value={`${links.origin}${lang === 'en' ? links.en : links.ar}`}
					className={`${adminStyles.input} mt-1.5 font-mono text-xs`}
					onFocus={(event) => event.currentTarget.select()}
					data-testid="preview-share-link"
				/>
				<p className="text-ink-500 mt-1.5 text-xs">
					{t('posts.preview.expires', { date: dateTime(links.expiresAt) })}
				</p>
			</div>
		</FormPanel>
	)
}

/** Where the post stands, in words, with its date in the site's time zone. */
function PostStateLine({ post }: { post: PostFormDefaults }) {
	const { t, lang, timeZone } = useAdminI18n()
	const at = (iso: string | null | undefined) => (iso ? formatDate(iso, lang, { timeZone, dateStyle: 'full', timeStyle: 'short' }) : '')
	const state = post.displayStatus!
	const date = state === 'unpublished' ? at(post.unpublishedAt) : at(post.publishedAt)
	return (
		<p className="bg-sand-50 text-ink-800 rounded-lg px-3 py-2 text-sm" data-testid="post-state" role="status">
			{t(`posts.state.${state}`, { date, zone: timeZone })}
		</p>
	)
}

/**
 * The publish date: a wall-clock time in the site's time zone, shown and read as such by the server,
 * so it means the same whoever types it, wherever they are, with or without script.
 */
function PublishDateInput({ defaultValue, error }: { defaultValue: string; error?: string }) {
	const { t, timeZone } = useAdminI18n()
	return (
		<Field label={t('posts.field.publishedAt')} name="published_at" error={error}>
			{(field) => (
				<div>
					<input
						{...field}
						type="datetime-local"
						className={adminStyles.input}
						dir="ltr"
						defaultValue={defaultValue}
						data-testid="published-at"
					/>
					<p className="text-ink-500 mt-1.5 text-xs">{t('posts.field.publishedAtHint')}</p>
					<p className="text-ink-500 mt-0.5 text-xs">
						<ScriptRuns text={t('posts.field.timeZone', { zone: timeZone })} />
					</p>
				</div>
			)}
		</Field>
	)
}
