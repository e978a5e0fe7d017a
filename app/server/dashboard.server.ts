import { sql } from 'kysely'
import { listActivity } from './activity.server.ts'
import { db } from './db/db.server.ts'

/** The figures on the back-office's first screen. */
export async function getContentOverview() {
	const count = (table: 'products' | 'p_categories') => db().selectFrom(table).select(sql<number>`count(*)`.as('n'))
	const [products, activeProducts, categories, published, drafts, unread, subscribers, activity] = await Promise.all([
		count('products').executeTakeFirstOrThrow(),
		db().selectFrom('products').select(sql<number>`count(*)`.as('n')).where('is_active', '=', true).executeTakeFirstOrThrow(),
		count('p_categories').executeTakeFirstOrThrow(),
		db().selectFrom('blog_posts').select(sql<number>`count(*)`.as('n')).where('status', '=', 'published').executeTakeFirstOrThrow(),
		db().selectFrom('blog_posts').select(sql<number>`count(*)`.as('n')).where('status', '=', 'draft').executeTakeFirstOrThrow(),
		db().selectFrom('contact_messages').select(sql<number>`count(*)`.as('n')).where('status', '=', 'unread').where('spam_reason', 'is', null).executeTakeFirstOrThrow(),
		db().selectFrom('subscribers').select(sql<number>`count(*)`.as('n')).where('status', '=', 'active').executeTakeFirstOrThrow(),
		listActivity({ pageSize: 8 }),
	])
	return {
		products: Number(products.n),
		activeProducts: Number(activeProducts.n),
		categories: Number(categories.n),
		publishedPosts: Number(published.n),
		draftPosts: Number(drafts.n),
		unreadMessages: Number(unread.n),
		subscribers: Number(subscribers.n),
		recentActivity: activity.items,
	}
}
