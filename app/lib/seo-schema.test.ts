import { describe, expect, it } from 'vitest'
import { isSiteOrigin, lengthStatus, resolvePreview, type SeoValues, seoFields, seoRecommended, seoSchema, textLength, truncateForPreview } from './seo-schema.ts'
import { schemaErrors } from '#tests/schema-errors.ts'

const errorsOf = schemaErrors(seoSchema)

describe('SEO form schema', () => {
	it('has every field of seo_settings but id and updated_at', () => {
		expect([...seoFields].sort()).toEqual(
			[
				...['meta_title', 'meta_description', 'keywords', 'og_title', 'og_description', 'twitter_title', 'twitter_description'].flatMap((f) => [`${f}_ar`, `${f}_en`]),
				'og_image',
				'twitter_image',
				'canonical_url',
				'robots_txt',
				'sitemap_enabled',
			].sort(),
		)
	})

	it('accepts an empty form: nothing is required, the sitemap is off without its checkbox', () => {
		const parsed = seoSchema.parse({})
		expect(parsed.meta_title_ar).toBe('')
		expect(parsed.sitemap_enabled).toBe(false)
		expect(seoSchema.parse({ sitemap_enabled: 'on' }).sitemap_enabled).toBe(true)
	})

	it('refuses image and canonical addresses that are not URLs, in the staff language', () => {
		expect(errorsOf({ og_image: 'not a url', twitter_image: 'ftp://x.example/a.png', canonical_url: 'www.example.com' })).toEqual({
			og_image: 'Enter a valid URL starting with https://',
			twitter_image: 'Enter a valid URL starting with https://',
			canonical_url: 'Enter a valid URL starting with https://',
		})
		expect(errorsOf({ og_image: 'nope' }, 'ar')).toEqual({ og_image: 'أدخل رابطًا صحيحًا يبدأ بـ https://' })
	})

	it('accepts absolute URLs and uploaded images; the canonical address is an origin without its slash', () => {
		const parsed = seoSchema.parse({ og_image: 'https://cdn.example/og.png', twitter_image: '/media/0123abcd0123abcd', canonical_url: 'https://www.tasdeer.example/' })
		expect(parsed.canonical_url).toBe('https://www.tasdeer.example')
		expect(errorsOf({ canonical_url: 'https://www.tasdeer.example/ar?x=1' })).toEqual({ canonical_url: 'Enter a valid URL starting with https://' })
		expect(isSiteOrigin('http://127.0.0.1:3000')).toBe(true)
		expect(isSiteOrigin('https://user:pw@x.example')).toBe(false)
	})

	it('keeps robots.txt lines, normalises line breaks and drops control characters', () => {
		expect(seoSchema.parse({ robots_txt: 'User-agent: *\r\nDisallow: /admin\u0007\r\n' }).robots_txt).toBe('User-agent: *\nDisallow: /admin')
		expect(errorsOf({ robots_txt: 'x'.repeat(10_001) })).toEqual({ robots_txt: 'Must be at most 10,000 characters' })
	})

	it('collapses white space in one-line texts and bounds them', () => {
		expect(seoSchema.parse({ meta_title_en: '  Tasdeer \n  Food  ' }).meta_title_en).toBe('Tasdeer Food')
		expect(errorsOf({ meta_title_ar: 'ع'.repeat(301) })).toEqual({ meta_title_ar: 'Must be at most 300 characters' })
	})
})

describe('search preview helpers', () => {
	it('rates a length against the recommended range', () => {
		const range = seoRecommended.title
		expect(lengthStatus('  ', range)).toBe('empty')
		expect(lengthStatus('x'.repeat(29), range)).toBe('short')
		expect(lengthStatus('x'.repeat(30), range)).toBe('good')
		expect(lengthStatus('x'.repeat(60), range)).toBe('good')
		expect(lengthStatus('x'.repeat(61), range)).toBe('long')
	})

	it('counts characters as people see them', () => {
		expect(textLength('تصدير 🌾')).toBe(7)
	})

	it('cuts long texts at a word with an ellipsis and leaves short ones', () => {
		expect(truncateForPreview('Short title', 60)).toBe('Short title')
		expect(truncateForPreview('Rice spices dates pulses and oils from the best origins', 30)).toBe('Rice spices dates pulses and…')
		expect(truncateForPreview('x'.repeat(40), 30)).toBe(`${'x'.repeat(30)}…`)
	})
})

describe('preview of the home page meta', () => {
	const empty = Object.fromEntries(seoFields.map((f) => [f, ''])) as SeoValues
	const fallback = { siteName: 'Tasdeer', title: 'Tasdeer | Food trade', description: 'Default description', image: '/media/aaaaaaaaaaaa' }

	it('falls back to the site settings, then shares the search texts', () => {
		const preview = resolvePreview(empty, fallback, 'en', 'http://127.0.0.1:3000/')
		expect(preview).toMatchObject({ url: 'http://127.0.0.1:3000/en', host: '127.0.0.1:3000', title: 'Tasdeer | Food trade', description: 'Default description' })
		expect(preview.og).toEqual({ title: 'Tasdeer | Food trade', description: 'Default description', image: '/media/aaaaaaaaaaaa' })
		expect(preview.twitter).toEqual(preview.og)
	})

	it('uses the values of its language and the canonical address once it is valid', () => {
		const values = { ...empty, meta_title_ar: 'عنوان', og_title_ar: 'مشاركة', twitter_image: 'https://cdn.example/x.png', canonical_url: 'https://www.tasdeer.example/' }
		const preview = resolvePreview(values, fallback, 'ar', 'http://127.0.0.1:3000')
		expect(preview.url).toBe('https://www.tasdeer.example/')
		expect(preview.title).toBe('عنوان')
		expect(preview.og.title).toBe('مشاركة')
		expect(preview.twitter).toEqual({ title: 'مشاركة', description: 'Default description', image: 'https://cdn.example/x.png' })
		expect(resolvePreview({ ...values, canonical_url: 'www.x' }, fallback, 'ar', 'http://127.0.0.1:3000').url).toBe('http://127.0.0.1:3000/')
	})
})
