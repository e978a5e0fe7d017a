import type { Lang } from '#app/i18n/lang.ts'
import { allSiteSettingKeys, type SiteSettingKey, type SiteSettings, siteSettingKeys } from '#app/lib/site-settings.ts'
import { cached } from './cache.server.ts'
import { db } from './db/db.server.ts'

/** Every setting in one language: localized keys fall back to Arabic when English is empty. */
export function getSiteSettings(lang: Lang): Promise<SiteSettings> {
	return cached(`settings:${lang}`, () => loadSiteSettings(lang))
}

async function loadSiteSettings(lang: Lang): Promise<SiteSettings> {
	const rows = await db().selectFrom('site_settings').select(['key', 'value', 'value_en']).execute()
	const byKey = new Map(rows.map((row) => [row.key, row]))
	const settings = {} as SiteSettings
	for (const key of allSiteSettingKeys) {
		const row = byKey.get(key)
		const english = lang === 'en' && siteSettingKeys[key].localized ? row?.value_en : undefined
		settings[key] = english || row?.value || ''
	}
	return settings
}

export async function getSiteSetting(key: SiteSettingKey, lang: Lang): Promise<string> {
	return (await getSiteSettings(lang))[key]
}
