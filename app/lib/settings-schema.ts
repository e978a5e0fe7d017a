import { z } from 'zod'
import { mediaKey } from './images.ts'
import { type SiteSettingKey, siteSettingKeys } from './site-settings.ts'
import { parseGoogleTagId, parsePixelId } from './tag-config.ts'
import { arabicDigitsAsLatin } from './typed-number.ts'
import { code, field, stripControlCharacters } from './validation.ts'

/**
 * The site-settings form of the back-office (/admin/settings): every key of SPEC section 3 plus
 * the shell's own (company name, extra phones, WhatsApp, hero badge and images). A visitor-facing
 * text has two inputs, `<key>_ar` and `<key>_en`; a language-neutral value has one, named as the
 * key. The same schema gives the form its limits and the action its check.
 */

/** Longest accepted value per kind of text (the inputs' maxLength and the server's check). */
export const settingsLimits = { short: 200, text: 500, long: 4000, phone: 32 } as const

/** A phone number: an optional leading +, then digits with spaces, dots, hyphens or brackets; 7 to 15 digits (E.164). */
export function isPhoneNumber(value: string): boolean {
	if (!/^\+?[\d\s().-]+$/.test(value)) return false
	const digits = value.replace(/\D/g, '').length
	return digits >= 7 && digits <= 15
}

const phone = (required: boolean) => {
	const schema = z
		.string(code('required'))
		.trim()
		.transform((value) => arabicDigitsAsLatin(value).replace(/\s+/g, ' '))
		.refine((value) => !required || value !== '', code('required'))
		.refine((value) => value.length <= settingsLimits.phone, code('maxLength', { max: settingsLimits.phone }))
		.refine((value) => value === '' || isPhoneNumber(value), code('phone'))
	return required ? schema : schema.default('')
}

/** An image: one uploaded through the media pipeline (`/media/<key>`), or an absolute http(s) URL. */
const image = field.storedOrWebLink((value) => mediaKey(value) !== null)

/** An uploaded image only (the home collage renders responsive variants of stored media). */
const uploadedImage = z
	.string()
	.trim()
	.default('')
	.refine((value) => value === '' || mediaKey(value) !== null, code('invalid'))

const googleId = z
	.string()
	.trim()
	.default('')
	.refine((value) => value === '' || parseGoogleTagId(value) !== null, code('googleTagId'))
	.transform((value) => (value === '' ? '' : parseGoogleTagId(value)!.id))

const pixelId = z
	.string()
	.trim()
	.default('')
	.refine((value) => value === '' || parsePixelId(value) !== null, code('pixelId'))

/** Days of raw analytics rows kept (decision 0022); empty means the default. */
export const analyticsRetentionDays = { default: 90, min: 7, max: 3650 } as const
/** Days of warning before a product's certification expires (decision 0034); empty means the default. */
export const certificationWarningDays = { default: 30, min: 1, max: 365 } as const
/** Revisions kept per item (decision 0043); empty means the default. A count, bounded like the days. */
export const revisionRetention = { default: 50, min: 5, max: 500 } as const

/** The settings that are a number of days: stored empty while they follow their default. */
const daySettings = {
	analytics_retention_days: analyticsRetentionDays,
	certification_warning_days: certificationWarningDays,
	revision_retention: revisionRetention,
} as const
type DaySetting = keyof typeof daySettings
const isDaySetting = (key: string): key is DaySetting => key in daySettings

/** A number of days typed in the form (Arabic-Indic digits accepted), within its bounds; empty is the default. */
const days = (bounds: { default: number; min: number; max: number }) =>
	z
		.string()
		.trim()
		.default('')
		.transform((value) => arabicDigitsAsLatin(value) || String(bounds.default))
		.refine((value) => /^\d+$/.test(value), code('integer'))
		.refine((value) => !/^\d+$/.test(value) || Number(value) >= bounds.min, code('min', { min: bounds.min }))
		.refine((value) => !/^\d+$/.test(value) || Number(value) <= bounds.max, code('max', { max: bounds.max }))
		.transform((value) => String(Number(value)))

/** A stored number of days, or the default when it is missing or out of bounds. */
export function storedDays(key: DaySetting, stored: string): number {
	const bounds = daySettings[key]
	const parsed = Number.parseInt(stored, 10)
	return Number.isInteger(parsed) && parsed >= bounds.min && parsed <= bounds.max ? parsed : bounds.default
}

const required = (max: number) => field.text({ max })
const optional = (max: number) => field.optionalText({ max })
/** Multi-line text: control characters go, line breaks stay. */
const paragraph = (max: number) =>
	z
		.string()
		.overwrite((value) => stripControlCharacters(value.replace(/\r\n?/g, '\n')))
		.trim()
		.max(max, code('maxLength', { max }))
		.default('')

export const siteSettingsSchema = z.object({
	// Company
	company_name_ar: required(settingsLimits.short),
	company_name_en: optional(settingsLimits.short),
	about_company_ar: paragraph(settingsLimits.long),
	about_company_en: paragraph(settingsLimits.long),
	mission_ar: paragraph(settingsLimits.text * 2),
	mission_en: paragraph(settingsLimits.text * 2),
	vision_ar: paragraph(settingsLimits.text * 2),
	vision_en: paragraph(settingsLimits.text * 2),
	// Home page hero
	hero_badge_ar: optional(settingsLimits.short),
	hero_badge_en: optional(settingsLimits.short),
	hero_title_ar: optional(settingsLimits.short),
	hero_title_en: optional(settingsLimits.short),
	hero_subtitle_ar: paragraph(settingsLimits.text),
	hero_subtitle_en: paragraph(settingsLimits.text),
	hero_image_1: uploadedImage,
	hero_image_2: uploadedImage,
	hero_image_3: uploadedImage,
	// Contact
	contact_email: field.email(),
	contact_phone: phone(true),
	contact_phone_2: phone(false),
	contact_phone_3: phone(false),
	contact_address_ar: optional(settingsLimits.text),
	contact_address_en: optional(settingsLimits.text),
	whatsapp_number: phone(false),
	whatsapp_message_ar: optional(settingsLimits.text),
	whatsapp_message_en: optional(settingsLimits.text),
	// Social
	facebook_url: field.url().default(''),
	twitter_url: field.url().default(''),
	instagram_url: field.url().default(''),
	linkedin_url: field.url().default(''),
	// Default meta (the SEO screen's values come first)
	meta_title_ar: optional(settingsLimits.short),
	meta_title_en: optional(settingsLimits.short),
	meta_description_ar: paragraph(settingsLimits.text),
	meta_description_en: paragraph(settingsLimits.text),
	meta_keywords_ar: optional(settingsLimits.text),
	meta_keywords_en: optional(settingsLimits.text),
	og_image: image,
	// Analytics and tags
	analytics_enabled: field.checkbox(),
	google_analytics_id: googleId,
	facebook_pixel_id: pixelId,
	analytics_retention_days: days(analyticsRetentionDays),
	// Products
	certification_warning_days: days(certificationWarningDays),
	// History
	revision_retention: days(revisionRetention),
})

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>
export type SiteSettingsField = keyof SiteSettingsInput
export const siteSettingsFields = Object.keys(siteSettingsSchema.shape) as SiteSettingsField[]

/** The submitted values as strings, to show a refused form again exactly as it was typed. */
export type SiteSettingsValues = Partial<Record<SiteSettingsField, string>>

/** How the screen groups the fields (in this order). */
export const settingsGroups = [
	{ id: 'company', fields: ['company_name', 'about_company', 'mission', 'vision'] },
	{ id: 'hero', fields: ['hero_badge', 'hero_title', 'hero_subtitle', 'hero_images'] },
	{ id: 'contact', fields: ['contact_email', 'contact_phone', 'contact_phone_2', 'contact_phone_3', 'contact_address', 'whatsapp_number', 'whatsapp_message'] },
	{ id: 'social', fields: ['facebook_url', 'twitter_url', 'instagram_url', 'linkedin_url'] },
	{ id: 'meta', fields: ['meta_title', 'meta_description', 'meta_keywords', 'og_image'] },
	{ id: 'analytics', fields: ['analytics_enabled', 'google_analytics_id', 'facebook_pixel_id', 'analytics_retention_days'] },
	{ id: 'products', fields: ['certification_warning_days'] },
	{ id: 'history', fields: ['revision_retention'] },
] as const satisfies readonly { id: string; fields: readonly SiteSettingKey[] }[]

export type SettingsGroupId = (typeof settingsGroups)[number]['id']

/** A stored setting: the Arabic (or only) value and, for a visitor-facing text, the English one. */
export interface StoredSetting {
	value: string
	value_en: string | null
}

const heroImageFields = ['hero_image_1', 'hero_image_2', 'hero_image_3'] as const

function parseImageList(value: string): string[] {
	try {
		const list: unknown = JSON.parse(value || '[]')
		return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []
	} catch {
		return []
	}
}

/** The form's starting values from the stored settings (missing keys are empty). */
export function settingsToValues(stored: Partial<Record<SiteSettingKey, StoredSetting>>): Record<SiteSettingsField, string> {
	const values = {} as Record<SiteSettingsField, string>
	for (const key of Object.keys(siteSettingKeys) as SiteSettingKey[]) {
		const row = stored[key]
		if (key === 'hero_images') {
			const images = parseImageList(row?.value ?? '')
			heroImageFields.forEach((name, i) => (values[name] = images[i] ?? ''))
		} else if (key === 'analytics_enabled') {
			// Spec section 9: enabled unless the setting is something other than 'true'.
			values.analytics_enabled = row?.value === 'true' ? 'on' : ''
		} else if (isDaySetting(key)) {
			values[key] = row?.value || String(daySettings[key].default)
		} else if (siteSettingKeys[key].localized) {
			values[`${key}_ar` as SiteSettingsField] = row?.value ?? ''
			values[`${key}_en` as SiteSettingsField] = row?.value_en ?? ''
		} else {
			values[key as SiteSettingsField] = row?.value ?? ''
		}
	}
	return values
}

/** The rows to store for a valid form: every key of the settings, in both columns. */
export function settingsFromInput(input: SiteSettingsInput): Record<SiteSettingKey, StoredSetting> {
	const rows = {} as Record<SiteSettingKey, StoredSetting>
	const record = input as unknown as Record<string, string | boolean>
	for (const key of Object.keys(siteSettingKeys) as SiteSettingKey[]) {
		if (key === 'hero_images') {
			rows[key] = { value: JSON.stringify(heroImageFields.map((name) => input[name]).filter(Boolean)), value_en: null }
		} else if (key === 'analytics_enabled') {
			rows[key] = { value: input.analytics_enabled ? 'true' : 'false', value_en: null }
		} else if (isDaySetting(key)) {
			// The default is stored as no value, so a site that never chose one keeps following it.
			const chosen = input[key]
			rows[key] = { value: chosen === String(daySettings[key].default) ? '' : chosen, value_en: null }
		} else if (siteSettingKeys[key].localized) {
			rows[key] = { value: String(record[`${key}_ar`]), value_en: String(record[`${key}_en`]) }
		} else {
			rows[key] = { value: String(record[key]), value_en: null }
		}
	}
	return rows
}
