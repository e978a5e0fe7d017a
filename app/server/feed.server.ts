import type { Lang } from '#app/i18n/lang.ts'
import { localizePath } from '#app/i18n/lang.ts'
import { type Feed, feedPath, feedTitle, renderFeed } from '#app/lib/feed.ts'
import { mediaKey, structuredDataImageUrl } from '#app/lib/images.ts'
import { sanitizeRichText } from './html.server.ts'
import type { PageContext } from './page-context.server.ts'
import { listPublishedPosts } from './posts.server.ts'

/** How many posts a feed carries (the newest). */
export const feedSize = 20

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`)

/**
 * The blog feed of a language: its newest published posts (never drafts, nor posts scheduled for
 * later), each with its excerpt, its body as the page shows it (sanitised again) and its cover.
 */
export async function blogFeed({ lang, t, seo }: Pick<PageContext, 'lang' | 't' | 'seo'>): Promise<string> {
	const { items } = await listPublishedPosts({ pageSize: feedSize })
	const en = (language: Lang) => language === 'en'
	const feed: Feed = {
		lang,
		origin: seo.origin,
		title: feedTitle(t['blog.title'], seo.siteName),
		subtitle: t['blog.lead'],
		pageUrl: absolute(seo.origin, localizePath('/blog', lang)),
		feedUrl: absolute(seo.origin, feedPath(lang)),
		entries: items.map((post) => ({
			url: absolute(seo.origin, localizePath(`/blog/${post.slug}`, lang)),
			title: en(lang) ? post.titleEn : post.titleAr,
			summary: en(lang) ? post.excerptEn : post.excerptAr,
			contentHtml: sanitizeRichText(en(lang) ? post.bodyEn : post.bodyAr),
			published: post.publishedAt ?? post.createdAt,
			updated: post.updatedAt,
			author: post.authorName || seo.siteName,
			image: post.coverImageUrl
				? { url: absolute(seo.origin, structuredDataImageUrl(post.coverImageUrl)), type: mediaKey(post.coverImageUrl) ? 'image/webp' : undefined }
				: null,
		})),
	}
	return renderFeed(feed)
}
