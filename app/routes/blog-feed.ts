import { feedType } from '#app/lib/feed.ts'
import { blogFeed } from '#app/server/feed.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/blog-feed'

/**
 * /blog/feed.xml and /en/blog/feed.xml: the blog's Atom feed in the language of the path. Kept by
 * the public page cache under the content version like a page (decision 0015), so a published or
 * changed post shows in it at once.
 */
export async function loader({ request }: Route.LoaderArgs) {
	const context = await pageContext(request)
	return new Response(await blogFeed(context), {
		headers: { 'Content-Type': `${feedType}; charset=utf-8`, 'Content-Language': context.lang },
	})
}
