import { describe, expect, it } from 'vitest'
import { displayStatus, htmlText, postSchema, postSchemaIn } from './post-schema.ts'
import { postFormFields } from '#tests/post-form.ts'
import { schemaErrors } from '#tests/schema-errors.ts'

/** The sample draft, its Arabic title typed with spaces around it, a slug with digits and no excerpts. */
const valid = postFormFields({ title_ar: ' عنوان ', slug: 'a-title-2024', excerpt_ar: '', excerpt_en: '' })

const errors = schemaErrors(postSchema)

describe('postSchema', () => {
	it('accepts a draft and trims titles; empty optional fields become defaults', () => {
		const post = postSchema.parse(valid)
		expect(post).toMatchObject({
			title_ar: 'عنوان',
			cover_image_url: null,
			published_at: null,
			status: 'draft',
		})
	})

	it('requires both titles and a slug of lowercase letters, digits and hyphens', () => {
		expect(errors({ ...valid, title_ar: ' ', title_en: '' })).toMatchObject({
			title_ar: 'This field is required',
			title_en: 'This field is required',
		})
		for (const slug of ['Upper', 'with space', 'arabic-عربي', '-edge', 'edge-', 'a--b', 'under_score']) {
			expect(errors({ ...valid, slug }).slug, slug).toBe('Use lowercase letters, numbers and hyphens only')
		}
		expect(errors({ ...valid, slug: '' }, 'ar').slug).toBe('هذا الحقل مطلوب')
	})

	it('needs a body in both languages to publish, not to save a draft', () => {
		const empty = { ...valid, body_ar: '<p><br></p>', body_en: '<p>&nbsp;</p>' }
		expect(errors(empty)).toEqual({})
		expect(errors({ ...empty, status: 'published' })).toMatchObject({
			body_ar: 'This field is required',
			body_en: 'This field is required',
		})
	})

	it('reads publish dates as ISO instants, or as UTC without a zone, and refuses anything else', () => {
		expect(postSchema.parse({ ...valid, published_at: '2025-03-01T08:30:00.000Z' }).published_at).toBe(
			'2025-03-01T08:30:00.000Z',
		)
		expect(postSchema.parse({ ...valid, published_at: '2025-03-01T08:30' }).published_at).toBe(
			'2025-03-01T08:30:00.000Z',
		)
		expect(postSchema.parse({ ...valid, published_at: '2025-03-01T10:30:00+02:00' }).published_at).toBe(
			'2025-03-01T08:30:00.000Z',
		)
		expect(errors({ ...valid, published_at: 'tomorrow' }).published_at).toBe('The value is not valid')
		expect(errors({ ...valid, published_at: '2025-13-45T99:99' }).published_at).toBe('The value is not valid')
	})

	it('reads the date field as the site time zone, with or without daylight saving', () => {
		expect(postSchemaIn('Asia/Riyadh').parse({ ...valid, published_at: '2025-03-01T08:30' }).published_at).toBe('2025-03-01T05:30:00.000Z')
		expect(postSchemaIn('Europe/London').parse({ ...valid, published_at: '2025-07-01T08:30' }).published_at).toBe('2025-07-01T07:30:00.000Z')
		expect(postSchemaIn('Europe/London').parse({ ...valid, published_at: '2025-01-01T08:30' }).published_at).toBe('2025-01-01T08:30:00.000Z')
		// An instant with its offset is the same instant whatever the site's zone.
		expect(postSchemaIn('Asia/Riyadh').parse({ ...valid, published_at: '2025-03-01T08:30:00.000Z' }).published_at).toBe('2025-03-01T08:30:00.000Z')
	})

	it('takes a stored media image or a web address as cover, nothing else', () => {
		expect(postSchema.parse({ ...valid, cover_image_url: '/media/0123456789abcdef' }).cover_image_url).toBe(
			'/media/0123456789abcdef',
		)
		expect(
			postSchema.parse({ ...valid, cover_image_url: 'https://cdn.example.com/a.jpg' }).cover_image_url,
		).toBe('https://cdn.example.com/a.jpg')
		expect(errors({ ...valid, cover_image_url: 'javascript:alert(1)' }).cover_image_url).toBeDefined()
		expect(errors({ ...valid, cover_image_url: '/media/../../etc/passwd' }).cover_image_url).toBeDefined()
	})

	it('refuses an unknown status and over-long texts', () => {
		expect(errors({ ...valid, status: 'archived' }).status).toBe('Choose a value from the list')
		expect(errors({ ...valid, excerpt_en: 'x'.repeat(501) }).excerpt_en).toBe(
			'Must be at most 500 characters',
		)
	})
})

describe('htmlText', () => {
	it('keeps only the readable text', () => {
		expect(htmlText('<p>a <strong>b</strong></p><p>&nbsp;</p>')).toBe('a b')
		expect(htmlText('<p><br></p>')).toBe('')
	})
})

describe('displayStatus', () => {
	const now = Date.parse('2026-05-01T12:00:00Z')
	const post = (status: 'draft' | 'published', publishedAt: string | null, unpublishedAt: string | null = null) => displayStatus({ status, publishedAt, unpublishedAt }, now)

	it('tells draft, scheduled, published and unpublished apart by status and time', () => {
		expect(post('draft', null)).toBe('draft')
		expect(post('draft', '2026-06-01T00:00:00Z')).toBe('draft')
		expect(post('published', '2026-05-01T12:00:00.001Z')).toBe('scheduled')
		expect(post('published', '2026-05-01T12:00:00.000Z')).toBe('published')
		expect(post('published', '2026-04-01T00:00:00Z')).toBe('published')
		expect(post('draft', '2026-04-01T00:00:00Z', '2026-04-20T00:00:00Z')).toBe('unpublished')
		expect(post('published', '2026-04-01T00:00:00Z', '2026-04-20T00:00:00Z')).toBe('published')
	})
})
