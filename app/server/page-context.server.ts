import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import { type Lang, langFromPath } from '#app/i18n/lang.ts'
import type { SiteDictionary } from '#app/i18n/site.ar.ts'
import type { SiteSettings } from '#app/lib/site-settings.ts'
import type { PageSeo } from '#app/lib/seo.ts'
import { getSeoSettings, siteOrigin } from './seo.server.ts'
import { getSiteSettings } from './settings.server.ts'
import { shareImage } from './share-images.server.ts'

export interface PageContext {
	lang: Lang
	url: URL
	/** The dictionary of the request's language, for texts a loader puts in meta tags. */
	t: SiteDictionary
	settings: SiteSettings
	/** What `pageMeta` needs besides the page's own title and description. */
	seo: Pick<PageSeo, 'lang' | 'origin' | 'siteName' | 'defaults'>
	/** The site's title for the home page: the SEO meta title, else the company name (spec). */
	homeTitle: string
}

/** What every public loader needs: the language of the URL, its texts, the settings and SEO basics. */
export async function pageContext(request: Request): Promise<PageContext> {
	const url = new URL(request.url)
	const lang = langFromPath(url.pathname)
	const t = dictionaryFor(lang)
	const [settings, seo] = await Promise.all([getSiteSettings(lang), getSeoSettings()])
	const en = lang === 'en'
	const siteName = settings.company_name || t['meta.siteNameFallback']
	const [image, twitterImage] = await Promise.all([
		shareImage(seo.og_image || settings.og_image, siteName, lang),
		shareImage(seo.twitter_image, siteName, lang),
	])
	return {
		lang,
		url,
		t,
		settings,
		// The SEO screen's title first, then the site settings' default title, then the company name.
		homeTitle: (en ? seo.meta_title_en : seo.meta_title_ar) || settings.meta_title || siteName,
		seo: {
			lang,
			// A canonical base URL saved in the SEO settings wins over the configured public URL.
			origin: siteOrigin(seo),
			siteName,
			defaults: {
				description: (en ? seo.meta_description_en : seo.meta_description_ar) || settings.meta_description,
				image,
				keywords: (en ? seo.keywords_en : seo.keywords_ar) || settings.meta_keywords,
				ogTitle: en ? seo.og_title_en : seo.og_title_ar,
				ogDescription: en ? seo.og_description_en : seo.og_description_ar,
				twitterTitle: en ? seo.twitter_title_en : seo.twitter_title_ar,
				twitterDescription: en ? seo.twitter_description_en : seo.twitter_description_ar,
				twitterImage,
			},
		},
	}
}
