import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { createUser, migrateAuth, signInWithPassword } from '#app/server/auth.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import routes from '#app/routes.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'

/**
 * Every back-office route module, found from the route table (a new route cannot be forgotten),
 * refuses an anonymous request in its loader and its action, and the admin-only ones refuse an
 * editor. The modules are called directly, as React Router calls them.
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

function flatten(entries: RouteConfigEntry[], prefix = ''): { path: string; file: string }[] {
	return entries.flatMap((entry) => {
		const full = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix
		return [{ path: full || '/', file: entry.file }, ...flatten(entry.children ?? [], full)]
	})
}

const staffRoutes = flatten(routes as RouteConfigEntry[]).filter((r) => r.path === '/admin' || r.path.startsWith('/admin/'))
/** Screens only administrators may open (the rest is open to editors too). */
const adminOnly = new Set(['/admin/users'])

type Module = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown }
const load = (file: string) => import(/* @vite-ignore */ path.resolve('app', file)) as Promise<Module>

function request(url: string, method: 'GET' | 'POST', cookie?: string) {
	const headers: Record<string, string> = { origin: BASE }
	if (cookie) headers.cookie = cookie
	if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded'
	return new Request(`${BASE}${url}`, { method, headers, ...(method === 'POST' ? { body: 'intent=delete&id=1' } : {}) })
}

async function outcome(fn: (args: unknown) => unknown, req: Request): Promise<number> {
	try {
		const result = await fn({ request: req, params: { id: '1' }, context: { nonce: '', clientIp: '192.0.2.1' } })
		if (result instanceof Response) return result.status
		return (result as { init?: { status?: number } } | null)?.init?.status ?? 200
	} catch (thrown) {
		if (thrown instanceof Response) return thrown.status
		if (thrown && typeof thrown === 'object' && 'init' in thrown) return (thrown as { init?: { status?: number } }).init?.status ?? 500
		throw thrown
	}
}

describe('the route table', () => {
	it('has back-office routes and every module file exists', () => {
		expect(staffRoutes.length).toBeGreaterThan(10)
		for (const route of staffRoutes) expect(fs.existsSync(path.resolve('app', route.file)), route.file).toBe(true)
	})
})

describe.each(testDialects)('back-office guards on %s', (dialect) => {
	withTestDatabase(dialect)
	let editorCookie = ''

	beforeAll(async () => {
		await migrateAuth()
		await createUser({ email: 'guard-editor@tasdeer.example', name: 'Editor', password: 'guard-editor-password-1', role: 'editor' })
		const result = await signInWithPassword(new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE } }), {
			email: 'guard-editor@tasdeer.example',
			password: 'guard-editor-password-1',
			clientIp: '192.0.2.9',
		})
		if (result.status !== 'signed-in') throw new Error(`editor could not sign in: ${result.status}`)
		editorCookie = result.headers
			.getSetCookie()
			.map((c) => c.split(';')[0])
			.join('; ')
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
		if (adminOnly.has(route.path)) {
			it(`${route.path} refuses an editor`, async () => {
				const mod = await load(route.file)
				for (const [fn, method] of [[mod.loader, 'GET'], [mod.action, 'POST']] as const) {
					if (fn) expect(await outcome(fn, request(url, method, editorCookie))).toBe(403)
				}
			})
		}
	}
})
