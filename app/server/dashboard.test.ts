import { beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { logActivity } from './activity.server.ts'
import { ingestBatch } from './analytics.server.ts'
import { dashboardLimits, getContentOverview, getDashboard, getInboxOverview } from './dashboard.server.ts'
import { db } from './db/db.server.ts'

/** 15:00 in Riyadh (UTC+3) on 12 March 2026: "today" there began at 2026-03-11T21:00Z. */
const now = new Date('2026-03-12T12:00:00Z')
const timeZone = 'Asia/Riyadh'
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'

describe.each(testDialects)('dashboard figures on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		const category = await db().insertInto('p_categories').values({ slug: 'rice', name_ar: 'أرز', name_en: 'Rice' }).returning('id').executeTakeFirstOrThrow()
		const at = '2026-03-01T00:00:00.000Z'
		await db()
			.insertInto('products')
			.values(
				['basmati', 'jasmine', 'retired'].map((slug) => ({
					category_id: category.id,
					name_ar: slug,
					name_en: slug,
					slug,
					is_active: slug !== 'retired',
					is_featured: false,
					created_at: at,
					updated_at: at,
				})),
			)
			.execute()
		await db()
			.insertInto('blog_posts')
			.values([
				{ slug: 'one', title_ar: 'واحد', title_en: 'One', status: 'published', published_at: at, created_at: at, updated_at: at },
				{ slug: 'two', title_ar: 'اثنان', title_en: 'Two', status: 'draft', published_at: null, created_at: at, updated_at: at },
			])
			.execute()
		const message = (name: string, created_at: string, extra: { status?: 'unread' | 'read' | 'archived'; spam_reason?: string } = {}) => ({
			name,
			email: `${name.toLowerCase()}@buyer.example`,
			service: 'sea_freight' as const,
			subject: `About ${name}`,
			message: 'Please quote.',
			created_at,
			updated_at: created_at,
			status: extra.status ?? ('unread' as const),
			spam_reason: extra.spam_reason ?? null,
		})
		await db()
			.insertInto('contact_messages')
			.values([
				message('Old', '2026-03-01T09:00:00.000Z', { status: 'archived' }),
				message('Evening', '2026-03-11T20:59:00.000Z', { status: 'read' }),
				// 00:30 on 12 March in Riyadh: today there, although still 11 March in UTC.
				message('Midnight', '2026-03-11T21:30:00.000Z'),
				message('Morning', '2026-03-12T06:00:00.000Z'),
				message('Spam', '2026-03-12T07:00:00.000Z', { spam_reason: 'honeypot' }),
				message('Later', '2026-03-12T08:00:00.000Z', { status: 'read' }),
				message('Latest', '2026-03-12T09:00:00.000Z'),
			])
			.execute()
		const subscriber = (email: string, status: 'active' | 'unsubscribed', created_at: string) => ({
			email,
			language: 'ar' as const,
			status,
			unsubscribe_token: `token-${email}`,
			created_at,
			updated_at: created_at,
		})
		await db()
			.insertInto('subscribers')
			.values([
				subscriber('a@buyer.example', 'active', '2026-02-01T10:00:00.000Z'),
				subscriber('b@buyer.example', 'active', '2026-03-12T05:00:00.000Z'),
				subscriber('c@buyer.example', 'unsubscribed', '2026-03-12T05:30:00.000Z'),
			])
			.execute()
		await ingestBatch(
			{
				session_id: 'session-dashboard',
				events: [
					{ kind: 'page_view', page_path: '/', occurred_at: at },
					{ kind: 'page_view', page_path: '/en/products', occurred_at: at },
					{ kind: 'event', event_name: 'whatsapp_click', event_category: 'contact', event_action: 'click', page_path: '/en/products', occurred_at: at },
					{ kind: 'conversion', conversion_name: 'ContactIntent', conversion_value: 1, page_path: '/en/products', occurred_at: at },
				],
			},
			{ userAgent: desktop, clientIp: '192.0.2.10', siteHost: 'tasdeer.example', now: new Date('2026-03-12T10:00:00Z') },
		)
		await ingestBatch(
			{ session_id: 'session-yesterday', events: [{ kind: 'page_view', page_path: '/', occurred_at: at }] },
			{ userAgent: desktop, clientIp: '192.0.2.11', siteHost: 'tasdeer.example', now: new Date('2026-03-10T10:00:00Z') },
		)
		await db()
			.transaction()
			.execute((trx) => logActivity(trx, { action: 'update', entityType: 'product', entityId: 1, details: { name_ar: 'basmati' }, actor: { id: 'u1', email: 'staff@tasdeer.example' } }))
	})

	it('counts content: products (active of all), categories, published and draft posts', async () => {
		expect(await getContentOverview()).toEqual({ products: 3, activeProducts: 2, categories: 1, publishedPosts: 1, draftPosts: 1 })
	})

	it('counts messages overall and since local midnight, unread, and subscribers, without spam or unsubscribed', async () => {
		const inbox = await getInboxOverview({ now, timeZone })
		expect(inbox.messages).toEqual({ total: 6, today: 4 })
		expect(inbox.unreadMessages).toBe(3)
		expect(inbox.subscribers).toEqual({ total: 2, today: 1 })
		// In UTC, the message at 21:30 the evening before is not today's.
		expect((await getInboxOverview({ now, timeZone: 'UTC' })).messages).toEqual({ total: 6, today: 3 })
	})

	it('lists the latest messages newest first, at most five, spam left out', async () => {
		const { latestMessages } = await getInboxOverview({ now, timeZone })
		expect(dashboardLimits.latestMessages).toBe(5)
		expect(latestMessages.map((m) => m.name)).toEqual(['Latest', 'Later', 'Morning', 'Midnight', 'Evening'])
		expect(latestMessages[0]).toMatchObject({
			email: 'latest@buyer.example',
			service: 'sea_freight',
			subject: 'About Latest',
			status: 'unread',
			createdAt: '2026-03-12T09:00:00.000Z',
		})
		expect(typeof latestMessages[0]!.id).toBe('number')
	})

	it('puts the content, inbox, analytics of the week and recent activity together', async () => {
		const dashboard = await getDashboard({ now, timeZone })
		expect(dashboard.content.products).toBe(3)
		expect(dashboard.inbox?.messages).toEqual({ total: 6, today: 4 })
		expect(dashboard.pageViews).toEqual({ total: 3, today: 2 })
		expect(dashboard.trackingEvents).toEqual({ total: 1, today: 1 })
		expect(dashboard.conversions).toEqual({ total: 1, today: 1 })
		expect(dashboard.byDay.map((d) => d.day)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'])
		expect(dashboard.byDay.map((d) => d.views)).toEqual([0, 0, 0, 0, 1, 0, 2])
		expect(dashboard.topPages).toEqual([
			{ path: '/', views: 2, visitors: 2 },
			{ path: '/en/products', views: 1, visitors: 1 },
		])
		expect(dashboard.recentEvents.map((e) => e.event_name)).toEqual(['whatsapp_click'])
		expect(dashboard.recentActivity).toHaveLength(1)
		expect(dashboard.recentActivity[0]).toMatchObject({ action: 'update', entityType: 'product', userEmail: 'staff@tasdeer.example' })
	})

	it('shows editors no activity row of what their role may not see (a sender\'s name, a subscriber)', async () => {
		await db().transaction().execute((trx) =>
			logActivity(trx, { action: 'update', entityType: 'message', entityId: 1, details: { name: 'Private Sender', changes: [{ field: 'status', from: 'unread', to: 'read' }] }, actor: { id: 'a-1', email: 'boss@tasdeer.example', name: 'Boss' } }),
		)
		const editor = await getDashboard({ now, timeZone, role: 'editor' })
		expect(JSON.stringify(editor)).not.toContain('Private Sender')
		expect(editor.recentActivity.every((row) => ['post', 'product', 'category'].includes(row.entityType))).toBe(true)
		const admin = await getDashboard({ now, timeZone, role: 'admin' })
		expect(admin.recentActivity[0]).toMatchObject({ entityType: 'message', userName: 'Boss', details: { name: 'Private Sender' } })
	})

	it('leaves the inbox (customers\' personal data) out for editors', async () => {
		const dashboard = await getDashboard({ now, timeZone, role: 'editor' })
		expect(dashboard.inbox).toBeNull()
		expect(JSON.stringify(dashboard)).not.toContain('@example')
		expect(dashboard.pageViews).toEqual({ total: 3, today: 2 })
	})
})
