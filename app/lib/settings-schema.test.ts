import { describe, expect, it } from 'vitest'
import { isPhoneNumber, settingsFromInput, siteSettingsFields, siteSettingsSchema, settingsToValues } from './settings-schema.ts'
import { allSiteSettingKeys } from './site-settings.ts'
import { schemaErrors } from '#tests/schema-errors.ts'

const valid: Record<string, string> = {
	company_name_ar: 'تصدير',
	company_name_en: 'Tasdeer',
	contact_email: 'info@tasdeer.example',
	contact_phone: '+966 12 634 5500',
	facebook_url: 'https://www.facebook.com/tasdeer',
	hero_image_1: '/media/0123abcd0123abcd',
	analytics_enabled: 'on',
	google_analytics_id: ' g-abc1234 ',
	facebook_pixel_id: '1234567890',
}

const errorsOf = schemaErrors(siteSettingsSchema)

describe('site settings form schema', () => {
	it('reads a valid form: trims, normalises the Google id, defaults what is missing', () => {
		const parsed = siteSettingsSchema.parse(valid)
		expect(parsed.google_analytics_id).toBe('G-ABC1234')
		expect(parsed.analytics_enabled).toBe(true)
		expect(parsed.twitter_url).toBe('')
		expect(parsed.about_company_en).toBe('')
		expect(parsed.contact_phone_2).toBe('')
	})

	it('requires the Arabic company name, the e-mail and the main phone', () => {
		expect(errorsOf({ ...valid, company_name_ar: ' ', contact_email: '', contact_phone: '' })).toEqual({
			company_name_ar: 'This field is required',
			contact_email: 'This field is required',
			contact_phone: 'This field is required',
		})
	})

	it('refuses a malformed e-mail, URL, phone, Google tag and pixel id, in the staff language', () => {
		const bad = { ...valid, contact_email: 'info@', facebook_url: 'facebook.com/x', contact_phone_2: '12-34', whatsapp_number: '+966 abc', google_analytics_id: 'AW-123', facebook_pixel_id: 'px-1' }
		expect(errorsOf(bad)).toEqual({
			contact_email: 'Enter a valid e-mail address',
			facebook_url: 'Enter a valid URL starting with https://',
			contact_phone_2: 'Enter a valid phone number in digits, e.g. +966 12 634 5500',
			whatsapp_number: 'Enter a valid phone number in digits, e.g. +966 12 634 5500',
			google_analytics_id: 'Enter a valid Google id, e.g. G-ABC1234 or GTM-ABC123',
			facebook_pixel_id: 'Enter a valid Meta Pixel id (digits only, 6 to 20 of them)',
		})
		expect(errorsOf(bad, 'ar').google_analytics_id).toBe('أدخل معرّف Google صحيحًا، مثل G-ABC1234 أو GTM-ABC123')
	})

	it('refuses hero images that are not uploads and sharing images that are not URLs', () => {
		expect(errorsOf({ ...valid, hero_image_2: 'https://elsewhere.example/a.jpg', og_image: 'javascript:alert(1)' })).toEqual({
			hero_image_2: 'The value is not valid',
			og_image: 'Enter a valid URL starting with https://',
		})
		expect(errorsOf({ ...valid, og_image: 'https://cdn.example/og.jpg' })).toEqual({})
	})

	it('bounds text lengths', () => {
		expect(errorsOf({ ...valid, hero_title_en: 'x'.repeat(201) })).toEqual({ hero_title_en: 'Must be at most 200 characters' })
	})

	it('reads Arabic-Indic digits in phone numbers', () => {
		expect(siteSettingsSchema.parse({ ...valid, contact_phone: '٠١٢٣٤٥٦٧٨٩' }).contact_phone).toBe('0123456789')
		expect(isPhoneNumber('(012) 634-5500')).toBe(true)
		expect(isPhoneNumber('123456')).toBe(false)
		expect(isPhoneNumber('1234567890123456')).toBe(false)
	})

	it('reads the analytics retention as whole days from 7 to 3650, 90 when left empty (stored as no value)', () => {
		expect(siteSettingsSchema.parse(valid).analytics_retention_days).toBe('90')
		expect(siteSettingsSchema.parse({ ...valid, analytics_retention_days: ' ٣٦٥ ' }).analytics_retention_days).toBe('365')
		expect(siteSettingsSchema.parse({ ...valid, analytics_retention_days: '007' }).analytics_retention_days).toBe('7')
		expect(errorsOf({ ...valid, analytics_retention_days: '6' })).toEqual({ analytics_retention_days: 'Must be at least 7' })
		expect(errorsOf({ ...valid, analytics_retention_days: '3651' })).toEqual({ analytics_retention_days: 'Must be at most 3650' })
		expect(errorsOf({ ...valid, analytics_retention_days: '30.5' })).toEqual({ analytics_retention_days: 'Enter a whole number' })
		expect(errorsOf({ ...valid, analytics_retention_days: 'abc' }, 'ar')).toEqual({ analytics_retention_days: 'أدخل عددًا صحيحًا' })
		expect(settingsFromInput(siteSettingsSchema.parse(valid)).analytics_retention_days).toEqual({ value: '', value_en: null })
		expect(settingsFromInput(siteSettingsSchema.parse({ ...valid, analytics_retention_days: '30' })).analytics_retention_days).toEqual({ value: '30', value_en: null })
		expect(settingsToValues({}).analytics_retention_days).toBe('90')
	})

	it('maps stored rows to the form and back without losing a key', () => {
		const stored = {
			company_name: { value: 'تصدير', value_en: 'Tasdeer' },
			hero_images: { value: JSON.stringify(['/media/aaaaaaaaaaaa', '/media/bbbbbbbbbbbb']), value_en: null },
			analytics_enabled: { value: 'true', value_en: null },
			contact_email: { value: 'info@tasdeer.example', value_en: null },
			contact_phone: { value: '+966 12 634 5500', value_en: null },
		}
		const values = settingsToValues(stored)
		expect(Object.keys(values).sort()).toEqual([...siteSettingsFields].sort())
		expect(values).toMatchObject({ company_name_ar: 'تصدير', company_name_en: 'Tasdeer', hero_image_1: '/media/aaaaaaaaaaaa', hero_image_3: '', analytics_enabled: 'on' })
		const rows = settingsFromInput(siteSettingsSchema.parse(values))
		expect(Object.keys(rows).sort()).toEqual([...allSiteSettingKeys].sort())
		expect(rows.hero_images).toEqual({ value: '["/media/aaaaaaaaaaaa","/media/bbbbbbbbbbbb"]', value_en: null })
		expect(rows.company_name).toEqual({ value: 'تصدير', value_en: 'Tasdeer' })
		expect(rows.analytics_enabled).toEqual({ value: 'true', value_en: null })
		expect(settingsFromInput(siteSettingsSchema.parse({ ...values, analytics_enabled: '' })).analytics_enabled.value).toBe('false')
	})
})
