import { getSeoSettings, siteOrigin } from '#app/server/seo.server.ts'
import { renderRobots } from '#app/server/sitemap.server.ts'

export async function loader() {
	const seo = await getSeoSettings()
	return new Response(renderRobots(seo.robots_txt, siteOrigin(seo), seo.sitemap_enabled), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
	})
}
