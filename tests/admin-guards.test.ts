import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { migrateAuth } from '#app/server/auth.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import { noLeadSource } from '#app/lib/lead-source.ts'
import { archiveMessage, createContactMessage, markMessageRead } from '#app/server/messages.server.ts'
import { requestSubscription } from '#app/server/newsletter.server.ts'
import { deleteSubscriber, listSubscribers } from '#app/server/subscribers.server.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { staffCookie } from '#tests/staff-session.ts'
import { callRoute, loadRoute as load, routeTable } from '#tests/route-table.ts'
import { mayOpen, roleMap } from '#app/lib/admin-access.ts'

/**
 * Every back-office route module, found from the route table (a new route cannot be forgotten),
 * refuses an anonymous request in its loader and its action, and the admin-only ones refuse an
 * editor. The modules are called directly, as React Router calls them.
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

const staffRoutes = routeTable.filter((r) => r.path === '/admin' || r.path.startsWith('/admin/'))
/**
 * Screens only administrators may open, from the role map (app/lib/admin-access.ts) that the guards
 * and the sidebar read too. The unknown-path page (`/admin/*`) answers any signed-in staff member
 * with its "not found" text.
 */
const catchAll = '/admin/*'
const adminOnly = new Set(staffRoutes.map((r) => r.path).filter((path) => path !== catchAll && !mayOpen('editor', path)))

function request(url: string, method: 'GET' | 'POST', cookie?: string, origin: Record<string, string> = { origin: BASE }) {
	const headers: Record<string, string> = { ...origin }
	if (cookie) headers.cookie = cookie
	if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded'
	return new Request(`${BASE}${url}`, { method, headers, ...(method === 'POST' ? { body: 'intent=delete&id=1' } : {}) })
}

async function outcome(fn: (args: unknown) => unknown, req: Request): Promise<number> {
	return (await callRoute(fn, req, { params: { id: '1' } })).status
}

describe('the route table', () => {
	it('has back-office routes and every module file exists', () => {
		expect(staffRoutes.length).toBeGreaterThan(10)
		for (const route of staffRoutes) expect(fs.existsSync(path.resolve('app', route.file)), route.file).toBe(true)
	})

	it('has every back-office screen in the role map (a new screen is one line there), and the map no screen that is gone', () => {
		const keys = Object.keys(roleMap)
		const covered = (p: string) => keys.some((key) => p === key || (key !== '/admin' && p.startsWith(`${key}/`)))
		for (const route of staffRoutes) if (route.path !== catchAll) expect(covered(route.path), route.path).toBe(true)
		for (const key of keys) expect(staffRoutes.some((r) => r.path === key || r.path.startsWith(`${key}/`)), key).toBe(true)
		expect(adminOnly).toContain('/admin/messages/:id')
		expect(adminOnly).not.toContain('/admin/products/:id/edit')
		// An item's history is opened and restored by whoever may edit the item.
		expect(adminOnly).not.toContain('/admin/posts/edit/:id/history')
		expect(adminOnly).toContain('/admin/settings/history')
		expect(adminOnly).toContain('/admin/seo/history')
		for (const screen of ['/admin/redirects', '/admin/redirects/new', '/admin/redirects/:id/edit', '/admin/redirects/not-found', '/admin/redirects/import', '/admin/redirects/export']) expect(adminOnly).toContain(screen)
	})
})

describe.each(testDialects)('back-office guards on %s', (dialect) => {
	withTestDatabase(dialect)
	let editorCookie = ''
	let adminCookie = ''

	beforeAll(async () => {
		await migrateAuth()
		editorCookie = await staffCookie(BASE, 'guard-editor@tasdeer.example', 'editor')
		adminCookie = await staffCookie(BASE, 'guard-admin@tasdeer.example', 'admin')
	})

	for (const route of staffRoutes) {
		const url = route.path.replace(':id', '1')
		it(`${route.path} refuses an anonymous request`, async () => {
			const mod = await load(route.file)
			for (const [fn, method] of [[mod.loader, 'GET'], [mod.action, 'POST']] as const) {
				if (!fn) continue
				const status = await outcome(fn, request(url, method))
				// The dashboard's old address redirects to the dashboard, which then asks for a login.
				expect([302, 301, 401, 403], `${method} ${route.path} answered ${status}`).toContain(status)
			}
		})
		// Signed in as an administrator, a post from another site (Origin, or Sec-Fetch-Site without
		// one, or a foreign Referer) is refused before it changes anything.
		it(`${route.path} refuses a cross-site post from a signed-in administrator`, async () => {
			const mod = await load(route.file)
			if (!mod.action) return
			const origins: Record<string, string>[] = [
				{ origin: 'https://evil.example' },
				{ origin: 'null' },
				{ 'sec-fetch-site': 'cross-site' },
				{ referer: 'https://evil.example/page' },
			]
			for (const origin of origins) {
				const status = await outcome(mod.action, request(url, 'POST', adminCookie, origin))
				expect(status, `POST ${route.path} with ${JSON.stringify(origin)} answered ${status}`).toBe(403)
			}
		})
		if (adminOnly.has(route.path)) {
			it(`${route.path} refuses an editor`, async () => {
				const mod = await load(route.file)
				for (const [fn, method] of [[mod.loader, 'GET'], [mod.action, 'POST']] as const) {
					if (fn) expect(await outcome(fn, request(url, method, editorCookie))).toBe(403)
				}
			})
		}
	}
	// Customers' personal data (contact senders, subscribers) is for administrators: whatever an
	// editor may open (every loader outside the admin-only list, a screen added later included)
	// carries none of it, not even through the activity log of an administrator's work on it.
	it('no screen an editor may open shows contact senders or subscribers', async () => {
		const sender = { name: 'Zubaida Qassemi-Nour', email: 'zubaida.private@buyer.example', phone: '+966 55 123 4567' }
		const message = await createContactMessage(
			{ ...sender, country: 'Oman', service: 'other', subject: 'Confidential tender', message: 'Please quote 40 containers of rice.' },
			{ lang: 'en', source: noLeadSource },
		)
		const admin = { id: 'guard-admin', email: 'guard-admin@tasdeer.example', name: 'admin' }
		await markMessageRead(message.id, admin)
		await archiveMessage(message.id, admin)
		await requestSubscription('yasmin.hidden@subscriber.example', 'ar')
		const [subscriber] = (await listSubscribers({ q: 'yasmin.hidden', status: null, language: null })).items
		await deleteSubscriber(subscriber!.id, admin)
		const secrets = ['Zubaida', 'Qassemi', 'zubaida.private', '123 4567', 'Confidential tender', 'yasmin.hidden', 'subscriber.example']
		const editorScreens = staffRoutes.filter((r) => !adminOnly.has(r.path))
		expect(editorScreens.map((r) => r.path)).toContain('/admin/activity')
		for (const route of editorScreens) {
			const mod = await load(route.file)
			if (!mod.loader) continue
			const answer = await callRoute(mod.loader, request(route.path.replace(':id', '1'), 'GET', editorCookie), { params: { id: '1' } })
			const body = answer.body instanceof Response ? await answer.body.text() : JSON.stringify(answer.body ?? null)
			for (const secret of secrets) expect(body, `${route.path} shows an editor "${secret}"`).not.toContain(secret)
		}
		// The same log shows the administrator the sender (the check above can fail).
		const activity = await load(editorScreens.find((r) => r.path === '/admin/activity')!.file)
		const forAdmin = await callRoute(activity.loader!, request('/admin/activity', 'GET', adminCookie))
		expect(JSON.stringify(forAdmin.body)).toContain('Zubaida')
	})
})
