import { sql } from 'kysely'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { PagePath } from '#app/components/admin/stats-parts.tsx'
import { getTopPages } from '#app/server/analytics-stats.server.ts'
import { migrateAuth } from '#app/server/auth.server.ts'
import { getSessionUser } from '#app/server/session.server.ts'
import { signInWithPassword } from '#app/server/sign-in.server.ts'
import { createUser } from '#app/server/staff-admin.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import { db } from '#app/server/db/db.server.ts'
import { confirmedSubscriber } from '#tests/newsletter.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { callRoute, loadRoute, routeTable } from '#tests/route-table.ts'

/**
 * The public side of the security suite, with the route modules called as React Router calls them:
 * every form handler outside the back-office (found from the route table) refuses cross-site posts,
 * every /api route is classified, bad input never becomes a 500 or a half-written row, sessions
 * cannot be fixed and end on the server, and the public limits answer 429.
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

const outside = routeTable.filter((r) => r.path !== '/admin' && !r.path.startsWith('/admin/'))

/**
 * Every /api route and who may use it. A new /api route fails the suite until it is classified here
 * (and so covered by the checks below).
 * - public: anyone; input validated, bad input answers 4xx, never 500.
 * - staff: refuses anonymous requests.
 * - better-auth: better-auth's handler (its endpoints are checked one by one below).
 * - not-found: every other address, a JSON 404 (checked below).
 */
const apiRoutes: Record<string, 'public' | 'staff' | 'better-auth' | 'not-found'> = {
	'/api/search/suggest': 'public',
	'/api/analytics': 'public',
	'/api/auth/*': 'better-auth',
	'/api/*': 'not-found',
}

let ipCounter = 0
/** A fresh client address per request, so the per-address limits do not decide these tests. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

function formRequest(url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
	return new Request(`${BASE}${url}`, {
		method: 'POST',
		body,
		headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
	})
}
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

async function act(file: string, request: Request, clientIp = freshIp()) {
	const mod = await loadRoute(file)
	return callRoute(mod.action!, request, { clientIp })
}
async function load(file: string, url: string) {
	const mod = await loadRoute(file)
	return callRoute(mod.loader!, new Request(`${BASE}${url}`), { clientIp: freshIp() })
}
/** A URL with `q` set as a browser would send it (lone surrogates become U+FFFD on the way). */
function withQuery(path: string, q: string) {
	const url = new URL(path, BASE)
	url.searchParams.set('q', q)
	return url.pathname + url.search
}

/** Values a hostile client sends in text fields. */
const payloads = [
	'<script>alert("xss")</script>',
	'"><img src=x onerror=alert(1)>',
	"Robert'); DROP TABLE contact_messages;--",
	"' OR '1'='1' --",
	'a\u0000b\u0001c\u0007d\u001be\u007f',
	'\u202e\u200f\ufeff Arabic عربي',
	'\ud800 lone surrogate',
	'%00%0d%0aSet-Cookie: x=y',
	'{{constructor.constructor("alert(1)")()}}',
	'x'.repeat(20_000),
]

/** Bodies that are not what a form sends. */
const invalidUtf8 = new Uint8Array([...Buffer.from('name=Layla&email=l%40x.example&message='), 0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82])
function endlessBody() {
	const chunk = new Uint8Array(16 * 1024).fill(0x61)
	return new ReadableStream<Uint8Array>({
		pull(controller) {
			controller.enqueue(chunk)
		},
	})
}
function chunkedRequest(url: string, contentType: string) {
	return new Request(`${BASE}${url}`, {
		method: 'POST',
		body: endlessBody(),
		headers: { origin: BASE, 'content-type': contentType },
		duplex: 'half',
	} as RequestInit)
}

describe('the route table outside the back-office', () => {
	it('classifies every /api route', () => {
		const found = outside.filter((r) => r.path.startsWith('/api/')).map((r) => r.path)
		expect(found.sort()).toEqual(Object.keys(apiRoutes).sort())
	})
})

describe.each(testDialects)('public security on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		await migrateAuth()
		await createUser({ email: 'sec-editor@tasdeer.example', name: 'Editor', password: 'sec-editor-password-1', role: 'editor' })
		await createUser({ email: 'sec-admin@tasdeer.example', name: 'Admin', password: 'sec-admin-password-1', role: 'admin' })
	})

	async function signIn(email: string, password: string, cookie?: string) {
		const headers: Record<string, string> = { origin: BASE }
		if (cookie) headers.cookie = cookie
		const result = await signInWithPassword(new Request(`${BASE}/login`, { method: 'POST', headers }), { email, password, clientIp: freshIp() })
		if (result.status !== 'signed-in') throw new Error(`could not sign in: ${result.status}`)
		return result.headers
			.getSetCookie()
			.map((c) => c.split(';')[0])
			.join('; ')
	}
	const token = (cookie: string) => /session_token=([^;]+)/.exec(cookie)?.[1]

	describe('cross-site posts', () => {
		const actions = outside.filter((r) => !r.path.startsWith('/api/auth'))
		for (const route of actions) {
			it(`${route.path} refuses a post from another site`, async () => {
				const mod = await loadRoute(route.file)
				if (!mod.action) return
				const url = route.path.replace(/:(\w+)/g, 'x').replace('*', 'x')
				const origins: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]
				for (const origin of origins) {
					const headers = new Headers({ 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', ...origin })
					const body = form({ email: 'sec-admin@tasdeer.example', password: 'sec-admin-password-1', name: 'Cross Site', message: 'A message from elsewhere.', service: 'other', token: 'x' })
					const request = new Request(`${BASE}${url}`, { method: 'POST', headers, body })
					const { status } = await callRoute(mod.action, request, { clientIp: freshIp() })
					expect(status, `POST ${route.path} with ${JSON.stringify(origin)}`).toBe(403)
				}
			})
		}

		it('better-auth refuses its own endpoints from another site', async () => {
			const mod = await loadRoute('routes/api/auth.ts')
			const request = new Request(`${BASE}/api/auth/sign-in/email`, {
				method: 'POST',
				headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
				body: JSON.stringify({ email: 'sec-admin@tasdeer.example', password: 'sec-admin-password-1' }),
			})
			const { status } = await callRoute(mod.action!, request, { clientIp: freshIp() })
			// Closed over HTTP altogether (decision 0025; security-auth.test.ts checks every endpoint).
			expect(status).toBe(404)
			expect(await db().selectFrom('contact_messages').select('id').execute()).toEqual([])
		})
	})

	describe('/api routes', () => {
		it('better-auth: sign-up, the admin endpoints and session lists are closed', async () => {
			const mod = await loadRoute('routes/api/auth.ts')
			const post = (path: string, body: unknown) =>
				callRoute(
					mod.action!,
					new Request(`${BASE}/api/auth${path}`, { method: 'POST', headers: { origin: BASE, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
					{ clientIp: freshIp() },
				)
			expect((await post('/sign-up/email', { email: 'new@x.example', password: 'long-password-123', name: 'New' })).status).toBe(404)
			expect((await post('/admin/create-user', { email: 'new@x.example', password: 'long-password-123', name: 'N', role: 'admin' })).status).toBe(404)
			expect((await post('/admin/set-role', { userId: 'x', role: 'admin' })).status).toBe(404)
			const list = await callRoute(mod.loader!, new Request(`${BASE}/api/auth/list-sessions`), { clientIp: freshIp() })
			expect(list.status).toBe(404)
			expect(await db().selectFrom('auth_user' as never).select('email' as never).where('email' as never, '=', 'new@x.example' as never).execute()).toEqual([])
		})

		it('staff-only routes refuse anonymous requests', async () => {
			for (const [path, kind] of Object.entries(apiRoutes)) {
				if (kind !== 'staff') continue
				const route = outside.find((r) => r.path === path)!
				const mod = await loadRoute(route.file)
				for (const fn of [mod.loader, mod.action]) {
					if (!fn) continue
					const { status } = await callRoute(fn, formRequest(path, ''), { clientIp: freshIp() })
					expect([302, 401, 403]).toContain(status)
				}
			}
		})

		it('an unknown /api address answers a JSON 404 to every method, never the HTML page', async () => {
			const mod = await loadRoute('routes/api/not-found.ts')
			for (const [fn, request] of [
				[mod.loader, new Request(`${BASE}/api/products`)],
				[mod.action, formRequest('/api/contact', 'name=x')],
			] as const) {
				const { status, body } = await callRoute(fn!, request, { clientIp: freshIp() })
				expect(status).toBe(404)
				const response = body as Response
				expect(response.headers.get('content-type')).toMatch(/^application\/json/)
				expect(response.headers.get('cache-control')).toBe('no-store')
				expect(await response.json()).toEqual({ error: 'not_found' })
			}
		})

		it('suggestions answer every query (markup, SQL, NUL, invalid escapes, very long) without an error', async () => {
			for (const q of [...payloads, '%E0%A4%A', '\u0000\u0000', '%', '_', '\\', '[a-z]*']) {
				const { status, body } = await load('routes/api/search-suggest.ts', withQuery('/api/search/suggest', q))
				expect(status, q.slice(0, 40)).toBe(200)
				expect(Array.isArray(((await (body as Response).json()) as { suggestions: unknown[] }).suggestions)).toBe(true)
			}
			// A raw malformed escape in the URL itself.
			const { status } = await load('routes/api/search-suggest.ts', '/api/search/suggest?q=%E0%A4%A%ZZ')
			expect(status).toBe(200)
		})
	})

	describe('bad input never becomes a 500 or a stored script', () => {
		it('the search page answers every query', async () => {
			for (const q of [...payloads, '\u0000', '%FF%FE']) {
				const { status } = await load('routes/search.tsx', withQuery('/en/search', q))
				expect(status, q.slice(0, 40)).toBe(200)
			}
		})

		it('the contact form: hostile text is refused or kept as plain text; malformed bodies are 4xx', async () => {
			const valid = { name: 'Layla Hassan', email: 'layla@buyer.example', service: 'sea_freight', message: 'We need four containers of rice.' }
			for (const key of ['name', 'subject', 'country', 'message', 'phone', 'email', 'service']) {
				for (const payload of payloads) {
					const { status } = await act('routes/contact.tsx', formRequest('/en/contact', form({ ...valid, [key]: payload })))
					expect([200, 400], `${key}=${payload.slice(0, 30)}`).toContain(status)
				}
			}
			// Whatever was stored is the text minus control characters, never rewritten markup.
			const rows = await db().selectFrom('contact_messages').select(['name', 'subject', 'country', 'message']).execute()
			expect(rows.length).toBeGreaterThan(0)
			for (const row of rows) {
				for (const value of Object.values(row)) {
					// eslint-disable-next-line no-control-regex
					expect(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value ?? '')).toBe(false)
					expect(value ?? '').not.toMatch(/&lt;|&gt;|&quot;/)
				}
			}
			expect(rows.map((r) => r.message)).toContain('<script>alert("xss")</script>')
			const before = rows.length
			const malformed = [
				formRequest('/en/contact', invalidUtf8),
				formRequest('/en/contact', JSON.stringify(valid), { 'content-type': 'application/json' }),
				formRequest('/en/contact', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated', { 'content-type': 'multipart/form-data; boundary=x' }),
				formRequest('/en/contact', form({ ...valid, message: 'm'.repeat(70_000) })),
				formRequest('/en/contact', 'name=a&name=b&email[]=x&service[$ne]=1&message=%'),
				chunkedRequest('/en/contact', 'application/x-www-form-urlencoded'),
			]
			const statuses = []
			for (const request of malformed) statuses.push((await act('routes/contact.tsx', request)).status)
			expect(statuses).toEqual([400, 415, 400, 413, 400, 413])
			expect(await db().selectFrom('contact_messages').select('id').execute()).toHaveLength(before)
		})

		it('the newsletter: only a plausible address is stored; malformed bodies are 4xx', async () => {
			for (const payload of [...payloads, 'a@b', 'x@y.example\r\nBcc: z@z.example', '"<script>"@x.example', `${'a'.repeat(250)}@x.example`]) {
				const { status } = await act('routes/newsletter.tsx', formRequest('/en/newsletter', form({ email: payload })))
				// The 20,000-character one is over the form's byte limit.
				expect(status, payload.slice(0, 30)).toBe(payload.length > 4096 ? 413 : 400)
			}
			const badBytes = new Uint8Array([...Buffer.from('email=reader'), 0xff, 0xfe, ...Buffer.from('%40x.example')])
			expect((await act('routes/newsletter.tsx', formRequest('/en/newsletter', badBytes))).status).toBe(400)
			expect((await act('routes/newsletter.tsx', chunkedRequest('/en/newsletter', 'application/x-www-form-urlencoded'))).status).toBe(413)
			expect(await db().selectFrom('subscribers').select('email').execute()).toEqual([])
		})

		it('unsubscribe: any token is answered, only a real one unsubscribes', async () => {
			await confirmedSubscriber('keep@reader.example', 'en')
			for (const token of [...payloads, '', '%', "' or 1=1 --"]) {
				const { status, body } = await act('routes/newsletter-unsubscribe.tsx', formRequest('/en/newsletter/unsubscribe', form({ token })))
				if (token.length > 1024) {
					expect(status).toBe(413)
					continue
				}
				expect(status, token.slice(0, 30)).toBe(200)
				expect(body).toEqual({ done: false })
			}
			const rows = await db().selectFrom('subscribers').select('status').where('email', '=', 'keep@reader.example').execute()
			expect(rows).toEqual([{ status: 'active' }])
		})

		it('sign-in: hostile addresses and passwords answer 401/400/413, never 500', async () => {
			for (const payload of payloads) {
				for (const fields of [{ email: payload, password: 'whatever-password' }, { email: 'sec-admin@tasdeer.example', password: payload }]) {
					const { status } = await act('routes/auth/login.tsx', formRequest('/login', form(fields)))
					expect(status, JSON.stringify(fields).slice(0, 60)).toBe(payload.length > 8192 ? 413 : 401)
				}
			}
			expect((await act('routes/auth/login.tsx', formRequest('/login', invalidUtf8))).status).toBe(401)
			expect((await act('routes/auth/login.tsx', chunkedRequest('/login', 'application/x-www-form-urlencoded'))).status).toBe(413)
		})

		it('analytics ingest: hostile batches answer 4xx and store nothing; hostile text is kept as text', async () => {
			const post = (body: string | Uint8Array<ArrayBuffer> | ReadableStream, headers: Record<string, string> = {}) =>
				act(
					'routes/api/analytics.ts',
					new Request(`${BASE}/api/analytics`, {
						method: 'POST',
						body,
						headers: { origin: BASE, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140', ...headers },
						duplex: 'half',
					} as RequestInit),
				)
			const now = new Date().toISOString()
			const view = (extra: Record<string, unknown>) => ({ kind: 'page_view', page_path: '/en', occurred_at: now, ...extra })
			const bad = [
				'not json',
				'[]',
				'null',
				JSON.stringify({ session_id: 'short', events: [view({})] }),
				JSON.stringify({ session_id: 'session-123456', events: [] }),
				JSON.stringify({ session_id: 'session-123456', events: [view({ page_path: 'https://evil.example/' })] }),
				JSON.stringify({ session_id: 'session-123456', events: [view({ occurred_at: 'yesterday' })] }),
				JSON.stringify({ session_id: 'session-123456', events: Array.from({ length: 11 }, () => view({})) }),
				JSON.stringify({ session_id: 12345678, events: [view({})] }),
				JSON.stringify({ session_id: 'session-123456', events: [{ kind: 'event', event_name: '', occurred_at: now }] }),
				`{"session_id":"${'['.repeat(5000)}`,
			]
			for (const body of bad) expect((await post(body)).status, body.slice(0, 60)).toBe(400)
			expect((await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400)
			expect((await post(JSON.stringify({ session_id: 'x'.repeat(40_000) }))).status).toBe(413)
			expect((await post(endlessBody())).status).toBe(413)
			expect(await db().selectFrom('page_views').select('id').execute()).toEqual([])

			const hostile = '<script>alert(1)</script>\u0000\u0007\'; drop table tracking_events;--'
			const accepted = await post(
				JSON.stringify({
					session_id: 'session-hostile-1',
					events: [
						view({ page_title: hostile, referrer: hostile }),
						// As a browser reports such a path (location.pathname is percent-encoded).
						{ kind: 'event', event_name: hostile, event_label: hostile, page_path: new URL(`/en/${hostile}`, BASE).pathname, custom_parameters: { [hostile]: hostile }, occurred_at: now },
					],
				}),
			)
			expect(accepted.status).toBe(202)
			const events = await db().selectFrom('tracking_events').select(['event_name', 'event_label']).execute()
			expect(events).toHaveLength(1)
			expect(events[0]!.event_name).toContain('<script>alert(1)</script>')
			// eslint-disable-next-line no-control-regex
			expect(/[\u0000-\u0008]/.test(events[0]!.event_name)).toBe(false)
		})
		it('analytics ingest: a page path that is not this site\'s is refused in every event kind, and stored ones never become links elsewhere', async () => {
			const post = (events: unknown[]) =>
				act(
					'routes/api/analytics.ts',
					new Request(`${BASE}/api/analytics`, {
						method: 'POST',
						body: JSON.stringify({ session_id: 'session-foreign-1', events }),
						headers: { origin: BASE, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' },
					}),
				)
			const now = new Date().toISOString()
			const foreign = [
				'//evil.example/login',
				'///evil.example/login',
				'/\\evil.example/login',
				'/\t/evil.example/login',
				'/.//evil.example/login',
				'/..//evil.example/login',
				'/%2e%2e//evil.example/login',
				'/admin/../\\evil.example',
				'https://evil.example/login',
				'javascript:alert(document.cookie)',
				'/en/<img src=x onerror=alert(1)>',
			]
			const before = await db().selectFrom('page_views').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
			for (const page_path of foreign) {
				for (const event of [
					{ kind: 'page_view', page_path, occurred_at: now },
					{ kind: 'event', event_name: 'cta_click', page_path, occurred_at: now },
					{ kind: 'conversion', conversion_name: 'ContactIntent', page_path, occurred_at: now },
				]) {
					expect((await post([event])).status, `${event.kind} ${JSON.stringify(page_path)}`).toBe(400)
				}
			}
			const after = await db().selectFrom('page_views').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
			expect(Number(after.n)).toBe(Number(before.n))
			expect(await db().selectFrom('tracking_events').select('id').where('event_name', '=', 'cta_click').execute()).toEqual([])

			// Rows stored before this rule (or written by anything else) show as text, never as a link elsewhere.
			// A second ago: today's live window ends at the moment of the read.
			const created_at = new Date(Date.now() - 1000).toISOString()
			await db()
				.insertInto('page_views')
				.values([...foreign, '/en/products'].map((page_path) => ({ page_path, session_id: 'session-old-rows', created_at, language: 'en' })))
				.execute()
			const pages = await getTopPages({ days: 1, limit: 100 })
			expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(foreign))
			for (const { path } of pages) {
				const html = renderToStaticMarkup(createElement(PagePath, { path }))
				const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
				for (const href of hrefs) expect(new URL(href, BASE).origin, `${path} -> ${href}`).toBe(BASE)
				if (foreign.includes(path)) expect(hrefs, path).toEqual([])
			}
			expect(renderToStaticMarkup(createElement(PagePath, { path: '/en/products' }))).toContain('href="/en/products"')
		})
	})

	describe('sessions', () => {
		it('a session cookie carried into sign-in is not the one after it (no fixation)', async () => {
			// The attacker's own valid session, planted in the victim's browser before the victim signs in.
			const planted = await signIn('sec-editor@tasdeer.example', 'sec-editor-password-1')
			const after = await signIn('sec-admin@tasdeer.example', 'sec-admin-password-1', planted)
			expect(token(after)).toBeTruthy()
			expect(token(after)).not.toBe(token(planted))
			// The planted cookie still belongs to the attacker's account: it did not gain the victim's.
			expect((await getSessionUser(new Request(BASE, { headers: { cookie: planted } })))?.email).toBe('sec-editor@tasdeer.example')
			expect((await getSessionUser(new Request(BASE, { headers: { cookie: after } })))?.email).toBe('sec-admin@tasdeer.example')
			// A made-up token is not adopted either.
			const forged = 'better-auth.session_token=forged-token-value.c2lnbmF0dXJl'
			const fresh = await signIn('sec-admin@tasdeer.example', 'sec-admin-password-1', forged)
			expect(token(fresh)).not.toBe('forged-token-value.c2lnbmF0dXJl')
			expect(await getSessionUser(new Request(BASE, { headers: { cookie: forged } }))).toBeNull()
		})

		it('signing out ends the session on the server: the old cookie is refused afterwards', async () => {
			const cookie = await signIn('sec-admin@tasdeer.example', 'sec-admin-password-1')
			expect((await getSessionUser(new Request(BASE, { headers: { cookie } })))?.role).toBe('admin')
			const mod = await loadRoute('routes/auth/logout.ts')
			const out = await callRoute(mod.action!, new Request(`${BASE}/logout`, { method: 'POST', headers: { origin: BASE, cookie } }))
			expect(out.status).toBe(302)
			expect(out.headers.get('set-cookie') ?? '').toMatch(/session_token=;|Max-Age=0/)
			// The browser might keep the cookie (a copy, a stolen one): the server no longer knows it.
			expect(await getSessionUser(new Request(BASE, { headers: { cookie } }))).toBeNull()
			const dashboard = await loadRoute('routes/admin/dashboard.tsx')
			const again = await callRoute(dashboard.loader!, new Request(`${BASE}/admin`, { headers: { cookie } }))
			expect(again.status).toBe(302)
		})
	})

	describe('rate limits answer 429', () => {
		async function until429(send: (ip: string) => Promise<number>, max: number) {
			const ip = freshIp()
			const statuses: number[] = []
			for (let i = 0; i < max + 1; i++) statuses.push(await send(ip))
			return statuses
		}

		it('sign-in, past 30 attempts from one address', async () => {
			const statuses = await until429(
				async (ip) => (await act('routes/auth/login.tsx', formRequest('/login', form({ email: `nobody${Math.random()}@x.example`, password: 'wrong-password-1' })), ip)).status,
				30,
			)
			expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
			expect(statuses[30]).toBe(429)
		})

		it('contact and newsletter, past 5 sends from one address', async () => {
			const contact = await until429(
				async (ip) => (await act('routes/contact.tsx', formRequest('/en/contact', form({ name: 'Rate Test', email: 'rate@x.example', service: 'other', message: 'Testing the limit of sends.' })), ip)).status,
				5,
			)
			expect(contact).toEqual([200, 200, 200, 200, 200, 429])
			const newsletter = await until429(
				async (ip) => (await act('routes/newsletter.tsx', formRequest('/en/newsletter', form({ email: `rate${Math.random()}@x.example` })), ip)).status,
				5,
			)
			expect(newsletter).toEqual([200, 200, 200, 200, 200, 429])
		})

		it('analytics ingest, past 120 batches a minute from one address', async () => {
			const statuses = await until429(
				async (ip) =>
					(
						await act(
							'routes/api/analytics.ts',
							new Request(`${BASE}/api/analytics`, { method: 'POST', body: '{}', headers: { origin: BASE, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/140' } }),
							ip,
						)
					).status,
				120,
			)
			expect(statuses.slice(0, 120).every((s) => s === 400)).toBe(true)
			expect(statuses[120]).toBe(429)
		})
	})
})
