import { sql } from 'kysely'
import { localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { listActivity } from './activity.server.ts'
import { listCertificationsAboutToExpire } from './certification-alerts.server.ts'
import {
	getAnalyticsTotals,
	getPageViewsByDay,
	getTopPages,
	listRecentTrackingEvents,
	type StatsOptions,
} from './analytics-stats.server.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { getEnquiryOverview } from './lead-stats.server.ts'
import type { MessageService, MessageStatus } from './db/schema.ts'

/** How much of each list the dashboard shows (the analytics screen has the rest). */
export const dashboardLimits = { topPages: 5, recentEvents: 8, latestMessages: 5, recentActivity: 8, sources: 5 } as const

const count = () => sql<number>`count(*)`.as('n')

/** The content figures: products, categories, posts. */
export async function getContentOverview() {
	const [products, activeProducts, categories, published, drafts] = await Promise.all([
		db().selectFrom('products').select(count()).executeTakeFirstOrThrow(),
		db().selectFrom('products').select(count()).where('is_active', '=', true).executeTakeFirstOrThrow(),
		db().selectFrom('p_categories').select(count()).executeTakeFirstOrThrow(),
		db().selectFrom('blog_posts').select(count()).where('status', '=', 'published').executeTakeFirstOrThrow(),
		db().selectFrom('blog_posts').select(count()).where('status', '=', 'draft').executeTakeFirstOrThrow(),
	])
	return {
		products: Number(products.n),
		activeProducts: Number(activeProducts.n),
		categories: Number(categories.n),
		publishedPosts: Number(published.n),
		draftPosts: Number(drafts.n),
	}
}

export interface LatestMessage {
	id: number
	name: string
	email: string
	service: MessageService
	subject: string
	status: MessageStatus
	createdAt: string
}

/**
 * The inbox figures: messages overall and today, unread, the latest few, and active subscribers
 * overall and new today. Messages flagged as spam by the contact form's checks are left out of
 * every figure here (they wait under their own filter on the messages screen).
 */
export async function getInboxOverview(options: Omit<StatsOptions, 'days'> = {}) {
	const now = options.now ?? new Date()
	const timeZone = options.timeZone ?? getConfig().SITE_TIMEZONE
	const today = new Date(startOfLocalDay(localDate(now, timeZone), timeZone)).toISOString()
	const messages = () => db().selectFrom('contact_messages').where('spam_reason', 'is', null)
	const subscribers = () => db().selectFrom('subscribers').where('status', '=', 'active')
	const [messagesTotal, messagesToday, unread, latest, subscribersTotal, subscribersToday] =
		await Promise.all([
			messages().select(count()).executeTakeFirstOrThrow(),
			messages().select(count()).where('created_at', '>=', today).executeTakeFirstOrThrow(),
			messages().select(count()).where('status', '=', 'unread').executeTakeFirstOrThrow(),
			messages()
				.select(['id', 'name', 'email', 'service', 'subject', 'status', 'created_at'])
				.orderBy('created_at', 'desc')
				.orderBy('id', 'desc')
				.limit(dashboardLimits.latestMessages)
				.execute(),
			subscribers().select(count()).executeTakeFirstOrThrow(),
			subscribers().select(count()).where('created_at', '>=', today).executeTakeFirstOrThrow(),
		])
	return {
		messages: { total: Number(messagesTotal.n), today: Number(messagesToday.n) },
		unreadMessages: Number(unread.n),
		subscribers: { total: Number(subscribersTotal.n), today: Number(subscribersToday.n) },
		latestMessages: latest.map((m): LatestMessage => ({
			id: m.id,
			name: m.name,
			email: m.email,
			service: m.service,
			subject: m.subject,
			status: m.status,
			createdAt: m.created_at,
		})),
	}
}

/**
 * Everything on the back-office's first screen, in one call. The inbox (messages and subscribers:
 * customers' personal data) is for administrators only; editors get `inbox: null`.
 */
export async function getDashboard(options: Omit<StatsOptions, 'days'> & { role?: string } = {}) {
	const { role = 'admin', ...statsOptions } = options
	const includeInbox = role === 'admin'
	options = statsOptions
	const stats = { ...options, days: 7 }
	// The day series first: it aggregates any completed day the top pages then read too.
	const byDay = await getPageViewsByDay(stats)
	const [content, inbox, totals, topPages, recentEvents, activity, certifications, enquiries] = await Promise.all([
		getContentOverview(),
		includeInbox ? getInboxOverview(options) : null,
		getAnalyticsTotals(options),
		getTopPages({ ...stats, limit: dashboardLimits.topPages }),
		listRecentTrackingEvents({ limit: dashboardLimits.recentEvents }),
		listActivity({ role, pageSize: dashboardLimits.recentActivity }),
		listCertificationsAboutToExpire(),
		getEnquiryOverview({ ...stats, limit: dashboardLimits.sources }),
	])
	return {
		content,
		inbox,
		pageViews: totals.pageViews,
		trackingEvents: totals.trackingEvents,
		conversions: totals.conversions,
		byDay,
		topPages,
		recentEvents,
		recentActivity: activity.items,
		certifications,
		enquiries,
	}
}
