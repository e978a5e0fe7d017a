import type { Lang } from '#app/i18n/lang.ts'
import { z } from 'zod'
import { mediaKey } from './images.ts'
import { code, field, isHttpUrl, stripControlCharacters } from './validation.ts'

/**
 * The SEO form of the back-office (/admin/seo): every field of the single seo_settings row (SPEC
 * section 3), the visitor-facing texts in Arabic and English. og_image, twitter_image and
 * canonical_url are URL inputs (SPEC section 5); the other bounds are only what keeps a row sane.
 */

/** The texts that exist once per language (columns `<name>_ar` and `<name>_en`). */
export const seoTextFields = ['meta_title', 'meta_description', 'keywords', 'og_title', 'og_description', 'twitter_title', 'twitter_description'] as const
export type SeoTextField = (typeof seoTextFields)[number]

export const seoLimits = { title: 300, description: 1000, keywords: 1000, robots: 10_000, url: 2048 } as const

/**
 * What search engines and social networks show without cutting (Google's result snippet shows
 * about 50–60 characters of a title and 120–160 of a description). Only advice: longer text saves.
 */
export const seoRecommended = {
	title: { min: 30, max: 60 },
	description: { min: 70, max: 160 },
	socialTitle: { min: 20, max: 70 },
	socialDescription: { min: 50, max: 200 },
} as const

export type LengthRange = { min: number; max: number }
export type LengthStatus = 'empty' | 'short' | 'good' | 'long'

/** Where a text's length stands against a recommended range (counted in characters as people see them). */
export function lengthStatus(text: string, range: LengthRange): LengthStatus {
	const length = textLength(text)
	if (length === 0) return 'empty'
	if (length < range.min) return 'short'
	return length > range.max ? 'long' : 'good'
}

/** Characters as a person counts them (an emoji or a combined letter is one). */
export function textLength(text: string): number {
	return Array.from(text.trim()).length
}

/** A text cut to `max` characters at a word boundary when one is near, with an ellipsis. */
export function truncateForPreview(text: string, max: number): string {
	const chars = Array.from(text.trim().replace(/\s+/g, ' '))
	if (chars.length <= max) return chars.join('')
	const cut = chars.slice(0, max).join('')
	const space = cut.lastIndexOf(' ')
	return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}


/** An image for sharing: an absolute http(s) URL, or an image of this site (`/media/<key>`). */
const imageUrl = z
	.string()
	.trim()
	.default('')
	.refine((value) => value.length <= seoLimits.url, code('maxLength', { max: seoLimits.url }))
	.refine((value) => value === '' || isHttpUrl(value) || mediaKey(value) !== null, code('url'))

/** The site's canonical address: scheme and host only (a trailing slash is dropped). */
const canonicalUrl = z
	.string()
	.trim()
	.default('')
	.refine((value) => value.length <= seoLimits.url, code('maxLength', { max: seoLimits.url }))
	.refine((value) => value === '' || isSiteOrigin(value), code('url'))
	.transform((value) => value.replace(/\/+$/, ''))

/** True for `https://host[:port]` with nothing after it but an optional slash. */
export function isSiteOrigin(value: string): boolean {
	if (!isHttpUrl(value)) return false
	try {
		const url = new URL(value)
		return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password
	} catch {
		return false
	}
}

const text = (max: number) =>
	z
		.string()
		.overwrite((value) => stripControlCharacters(value).replace(/\s+/g, ' '))
		.trim()
		.max(max, code('maxLength', { max }))
		.default('')

const textLimit: Record<SeoTextField, number> = {
	meta_title: seoLimits.title,
	meta_description: seoLimits.description,
	keywords: seoLimits.keywords,
	og_title: seoLimits.title,
	og_description: seoLimits.description,
	twitter_title: seoLimits.title,
	twitter_description: seoLimits.description,
}

const texts = Object.fromEntries(seoTextFields.flatMap((name) => [[`${name}_ar`, text(textLimit[name])], [`${name}_en`, text(textLimit[name])]])) as Record<
	`${SeoTextField}_${'ar' | 'en'}`,
	ReturnType<typeof text>
>

export const seoSchema = z.object({
	...texts,
	og_image: imageUrl,
	twitter_image: imageUrl,
	canonical_url: canonicalUrl,
	robots_txt: z
		.string()
		.overwrite((value) => stripControlCharacters(value.replace(/\r\n?/g, '\n')))
		.trim()
		.max(seoLimits.robots, code('maxLength', { max: seoLimits.robots }))
		.default(''),
	sitemap_enabled: field.checkbox(),
})

export type SeoInput = z.infer<typeof seoSchema>
export type SeoField = keyof SeoInput
export const seoFields = Object.keys(seoSchema.shape) as SeoField[]

/** The submitted values as strings, to show a refused form again exactly as it was typed. */
export type SeoValues = Record<SeoField, string>

/** What the public pages fall back to where a field is empty (from the site settings), per language. */
export interface SeoFallback {
	siteName: string
	title: string
	description: string
	image: string
}

/** What the home page of one language will carry, resolved as the server's pageMeta does. */
export function resolvePreview(values: SeoValues, fallback: SeoFallback, lang: Lang, publicUrl: string) {
	const pick = (name: string) => values[`${name}_${lang}` as keyof SeoValues]?.trim() ?? ''
	const origin = (isSiteOrigin(values.canonical_url.trim()) ? values.canonical_url.trim() : publicUrl).replace(/\/+$/, '')
	const title = pick('meta_title') || fallback.title
	const description = pick('meta_description') || fallback.description
	const ogTitle = pick('og_title') || title
	const ogDescription = pick('og_description') || description
	const ogImage = values.og_image.trim() || fallback.image
	return {
		url: `${origin}${lang === 'en' ? '/en' : '/'}`,
		host: origin.replace(/^https?:\/\//, ''),
		title,
		description,
		og: { title: ogTitle, description: ogDescription, image: ogImage },
		twitter: { title: pick('twitter_title') || ogTitle, description: pick('twitter_description') || ogDescription, image: values.twitter_image.trim() || ogImage },
	}
}

