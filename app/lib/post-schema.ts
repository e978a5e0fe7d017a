import { z } from 'zod'
import { mediaKey } from './images.ts'
import { instantOfLocalDateTime } from './time-zone.ts'
import { code, type FieldErrors, field, fieldErrorCodes, languagePanelFields } from './validation.ts'
import { sentFields } from './sent-fields.ts'

/** A post is a draft (never public) or published (public once its publish date has come). */
export const postStatuses = ['draft', 'published'] as const

export const postLimits = {
	title: 200,
	excerpt: 500,
	author: 120,
	/** Stored HTML of one language's body. */
	body: 200_000,
} as const

/** The readable text of an HTML fragment (tags dropped, entities for spaces folded), trimmed. */
export function htmlText(html: string): string {
	return html
		.replace(/<[^>]*>/g, ' ')
		.replace(/&nbsp;|&#160;|\u00a0/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
}

/**
 * A publish date as typed: a bare `YYYY-MM-DDTHH:mm` (what the date field sends) is a wall-clock time
 * in the site's time zone; an ISO instant with its offset is taken as it is. '' is none.
 */
function publishDate(timeZone: string) {
	return z
		.string()
		.trim()
		.default('')
		.transform((value, ctx) => {
			if (value === '') return null
			const bare = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)
			const time = bare ? instantOfLocalDateTime(value, timeZone) : /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN
			if (time === null || Number.isNaN(time)) {
				ctx.addIssue({ code: 'custom', message: code('invalid') })
				return z.NEVER
			}
			return new Date(time).toISOString()
		})
}

const coverImage = z
	.string()
	.trim()
	.max(2048, code('maxLength', { max: 2048 }))
	.default('')
	.refine(
		(value) => value === '' || mediaKey(value) !== null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
		code('url'),
	)
	.transform((value) => (value === '' ? null : value))

const body = z
	.string()
	.max(postLimits.body, code('maxLength', { max: postLimits.body }))
	.default('')

/**
 * The post form, shared by the screen and the action, reading dates in the site's time zone. Titles
 * and the slug are always required; a post can only be published with a body in both languages.
 * Bodies are HTML: the server sanitises them on save (and the public page again on render).
 */
export function postSchemaIn(timeZone: string) {
	return z
	.object({
		...languagePanelFields(
			{ headline: ['title_ar', 'title_en'], summary: ['excerpt_ar', 'excerpt_en'] },
			{ headline: postLimits.title, summary: postLimits.excerpt },
		),
		body_ar: body,
		body_en: body,
		cover_image_url: coverImage,
		status: z.enum(postStatuses, code('oneOf')).default('draft'),
		published_at: publishDate(timeZone),
		author_name: field.optionalText({ max: postLimits.author }),
	})
	.superRefine((post, ctx) => {
		if (post.status !== 'published') return
		for (const key of ['body_ar', 'body_en'] as const) {
			if (htmlText(post[key]) === '') ctx.addIssue({ code: 'custom', path: [key], message: code('required') })
		}
	})
}

/** The form read in UTC (tests and scripts that write instants). */
export const postSchema = postSchemaIn('UTC')

export type PostInput = z.output<typeof postSchema>
export type PostFields = keyof PostInput
/** The submitted values of a refused form, given back so nothing typed is lost. */
export type PostFormValues = Partial<Record<PostFields, string>>

export const postFields = [
	'title_ar',
	'title_en',
	'slug',
	'excerpt_ar',
	'excerpt_en',
	'body_ar',
	'body_en',
	'cover_image_url',
	'status',
	'published_at',
	'author_name',
] as const satisfies readonly PostFields[]

export type ParsedPostForm =
	| { ok: true; input: PostInput; values: PostFormValues }
	| { ok: false; values: PostFormValues; errors: FieldErrors }

/** The post form's own fields as they were sent (nothing else: not the submit button's intent). */
export function postFormValues(fields: Record<string, string>): PostFormValues {
	return sentFields(fields, postFields)
}

/** Reads the post form's fields: the parsed input, or the error codes (decision 0004) with what was typed. */
export function parsePostForm(fields: Record<string, string>, timeZone: string): ParsedPostForm {
	const values = postFormValues(fields)
	const result = postSchemaIn(timeZone).safeParse(values)
	return result.success ? { ok: true, input: result.data, values } : { ok: false, values, errors: fieldErrorCodes(result.error) }
}

/**
 * How a post can stand for its readers, which is also what the admin list filters on: a draft,
 * "scheduled" waits for its date, "published" is live now, "unpublished" was live and was taken
 * down (a draft again, marked by its `unpublished_at`).
 */
export const postListFilters = ['draft', 'scheduled', 'published', 'unpublished'] as const
export type PostListFilter = (typeof postListFilters)[number]
export type PostDisplayStatus = PostListFilter

/**
 * How a post stands for its readers: a draft, scheduled (published with a date still to come),
 * published, or unpublished (a draft again after it was live).
 */
export function displayStatus(post: { status: (typeof postStatuses)[number]; publishedAt: string | null; unpublishedAt: string | null }, now = Date.now()): PostDisplayStatus {
	if (post.status === 'draft') return post.unpublishedAt ? 'unpublished' : 'draft'
	return post.publishedAt && Date.parse(post.publishedAt) > now ? 'scheduled' : 'published'
}
