import { data } from 'react-router'
import { getSeoSettings, siteOrigin } from '#app/server/seo.server.ts'
import { listSitemapEntries, renderSitemap } from '#app/server/sitemap.server.ts'

/** Every public page in both languages with their alternates; 404 when the sitemap is disabled. */
export async function loader() {
	const seo = await getSeoSettings()
	if (!seo.sitemap_enabled) throw data('Not Found', { status: 404 })
	return new Response(renderSitemap(await listSitemapEntries(), siteOrigin(seo)), {
		headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
	})
}
