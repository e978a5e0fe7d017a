import { getConfig } from '#app/server/config.server.ts'
import { getSeoSettings } from '#app/server/seo.server.ts'
import { renderRobots } from '#app/server/sitemap.server.ts'

export async function loader() {
	const seo = await getSeoSettings()
	return new Response(renderRobots(seo.robots_txt, getConfig().publicUrl, seo.sitemap_enabled), {
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
	})
}
