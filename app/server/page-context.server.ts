import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import { type Lang, langFromPath } from '#app/i18n/lang.ts'
import type { SiteDictionary } from '#app/i18n/site.ar.ts'
import type { SiteSettings } from '#app/lib/site-settings.ts'
import { getConfig } from './config.server.ts'
import { getSiteSettings } from './settings.server.ts'

export interface PageContext {
	lang: Lang
	url: URL
	/** The dictionary of the request's language, for texts a loader puts in meta tags. */
	t: SiteDictionary
	settings: SiteSettings
	/** What `pageMeta` needs besides the page's own title and description. */
	seo: { lang: Lang; origin: string; siteName: string }
}

/** What every public loader needs: the language of the URL, its texts, the settings and SEO basics. */
export async function pageContext(request: Request): Promise<PageContext> {
	const url = new URL(request.url)
	const lang = langFromPath(url.pathname)
	const t = dictionaryFor(lang)
	const settings = await getSiteSettings(lang)
	return {
		lang,
		url,
		t,
		settings,
		seo: { lang, origin: getConfig().publicUrl, siteName: settings.company_name || t['meta.siteNameFallback'] },
	}
}
