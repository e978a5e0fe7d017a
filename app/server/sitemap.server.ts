import { type Lang, localizePath } from '#app/i18n/lang.ts'
import { serviceItems } from '#app/lib/site-nav.ts'
import { getActiveCategoryTree, type CategoryNode } from './categories.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { listActiveProducts } from './products.server.ts'

export interface SitemapEntry {
	/** Path without language prefix. */
	path: string
	lastmod?: string
}

const staticPaths = ['/', '/about', '/services', ...serviceItems.map((s) => s.path), '/products', '/blog', '/contact']

/** Every public page a visitor can reach: static pages, visible categories, products and posts. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
	const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)])
	const [tree, products, posts] = await Promise.all([
		getActiveCategoryTree(),
		listActiveProducts({ pageSize: 100, page: 1 }).then(async (first) => {
			const pages = [first.items]
			for (let page = 2; page <= first.pageCount; page++) pages.push((await listActiveProducts({ pageSize: 100, page })).items)
			return pages.flat()
		}),
		db()
			.selectFrom('blog_posts')
			.select(['slug', 'updated_at'])
			.where('status', '=', 'published')
			.where('published_at', '<=', nowIso())
			.orderBy('published_at', 'desc')
			.execute(),
	])
	const updated = new Map(
		(await db().selectFrom('products').select(['slug', 'updated_at']).where('is_active', '=', true).execute()).map((r) => [r.slug, r.updated_at]),
	)
	return [
		...staticPaths.map((path) => ({ path })),
		...flatten(tree).map((c) => ({ path: `/products/category/${c.slug}` })),
		...products.map((p) => ({ path: `/products/${p.slug}`, lastmod: updated.get(p.slug) })),
		...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updated_at })),
	]
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** One <url> per page and language, each listing both languages and x-default as alternates. */
export function renderSitemap(entries: SitemapEntry[], origin: string): string {
	const url = (path: string, lang: Lang) => escapeXml(`${origin}${localizePath(path, lang)}`)
	const urls = entries.flatMap((entry) =>
		(['ar', 'en'] as const).map(
			(lang) =>
				`<url><loc>${url(entry.path, lang)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : ''}` +
				`<xhtml:link rel="alternate" hreflang="ar" href="${url(entry.path, 'ar')}"/>` +
				`<xhtml:link rel="alternate" hreflang="en" href="${url(entry.path, 'en')}"/>` +
				`<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.path, 'ar')}"/></url>`,
		),
	)
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export const defaultRobots = 'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /api/'

/** robots.txt from the SEO settings, with the sitemap's URL when the sitemap is enabled. */
export function renderRobots(robotsTxt: string, origin: string, sitemapEnabled: boolean): string {
	const body = (robotsTxt.trim() || defaultRobots).replace(/^sitemap:.*$/gim, '').trim()
	return `${body}\n${sitemapEnabled ? `\nSitemap: ${origin}/sitemap.xml\n` : ''}`
}
