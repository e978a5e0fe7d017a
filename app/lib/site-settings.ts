/**
 * The site-settings keys of the spec (section 3) plus the few the product needs to render its
 * shell (company name, extra phones, WhatsApp). A localized key has an Arabic value (`value`) and
 * an English one (`value_en`); the others hold a single language-neutral value.
 */
export const siteSettingKeys = {
	company_name: { localized: true },
	meta_title: { localized: true },
	meta_description: { localized: true },
	meta_keywords: { localized: true },
	og_image: { localized: false },
	contact_email: { localized: false },
	contact_phone: { localized: false },
	contact_phone_2: { localized: false },
	contact_phone_3: { localized: false },
	contact_address: { localized: true },
	whatsapp_number: { localized: false },
	whatsapp_message: { localized: true },
	facebook_url: { localized: false },
	twitter_url: { localized: false },
	instagram_url: { localized: false },
	linkedin_url: { localized: false },
	about_company: { localized: true },
	mission: { localized: true },
	vision: { localized: true },
	hero_badge: { localized: true },
	hero_title: { localized: true },
	hero_subtitle: { localized: true },
	/** JSON array of up to three image URLs for the home page's collage. */
	hero_images: { localized: false },
	google_analytics_id: { localized: false },
	facebook_pixel_id: { localized: false },
	analytics_enabled: { localized: false },
	/** Days of raw analytics rows kept before they are folded into daily figures (decision 0022). */
	analytics_retention_days: { localized: false },
	/** Days of warning before a product's certification expires: the dashboard and the daily mail (decision 0034). */
	certification_warning_days: { localized: false },
	/** Revisions kept per item (posts, products, categories, settings, SEO) before the oldest go (decision 0043). */
	revision_retention: { localized: false },
} as const satisfies Record<string, { localized: boolean }>

export type SiteSettingKey = keyof typeof siteSettingKeys

/** Settings resolved for one language: every key present, '' when unset. */
export type SiteSettings = Record<SiteSettingKey, string>

export const allSiteSettingKeys = Object.keys(siteSettingKeys) as SiteSettingKey[]
