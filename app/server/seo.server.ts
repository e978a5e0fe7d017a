import { cached } from './cache.server.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { type SeoSettingsRow, toBool } from './db/schema.ts'

export type SeoSettings = Omit<SeoSettingsRow, 'sitemap_enabled'> & { sitemap_enabled: boolean }

/** The single SEO row; an empty default when none was saved yet (sitemap on, per the spec). */
export function getSeoSettings(): Promise<SeoSettings> {
	return cached('seo', readSeoSettings)
}

/** The SEO row as stored, bypassing the cache (the back-office form starts from it). */
export async function readSeoSettings(): Promise<SeoSettings> {
	const row = await db().selectFrom('seo_settings').selectAll().where('id', '=', 1).executeTakeFirst()
	if (row) return { ...row, sitemap_enabled: toBool(row.sitemap_enabled) }
	const empty = ['meta_title', 'meta_description', 'keywords', 'og_title', 'og_description', 'twitter_title', 'twitter_description']
	return {
		id: 1,
		...(Object.fromEntries(empty.flatMap((f) => [[`${f}_ar`, ''], [`${f}_en`, '']])) as Record<string, string>),
		og_image: '',
		twitter_image: '',
		canonical_url: '',
		robots_txt: '',
		sitemap_enabled: true,
		updated_at: new Date(0).toISOString(),
	} as SeoSettings
}

/** The base of every absolute public URL: the canonical address saved in SEO, else the configured one. */
export function siteOrigin(seo: Pick<SeoSettings, 'canonical_url'>): string {
	return (seo.canonical_url || getConfig().publicUrl).replace(/\/+$/, '')
}
