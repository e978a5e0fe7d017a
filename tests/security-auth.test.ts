import { beforeAll, describe, expect, it } from 'vitest'
import { beginTwoFactorSetup, confirmTwoFactorSetup, createUser, getAuth, migrateAuth, signInWithPassword } from '#app/server/auth.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { callRoute, loadRoute, routeTable } from '#tests/route-table.ts'
import { hostileRedirectTargets } from '#tests/redirect-targets.ts'
import { base32Decode } from '#tests/totp.ts'

/**
 * The sign-in side of the security suite: redirect targets never leave the site, every way into an
 * account counts against the same limits (or is closed), guessing slows the attacker without
 * locking the owner out, and a one-time code works once. Route modules are called as React Router
 * calls them; better-auth's endpoints through its HTTP handler.
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

let ipCounter = 0
/** A fresh client address, so limits of one test do not decide another. */
const freshIp = () => `203.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const cookiesOf = (headers: Headers) =>
	headers
		.getSetCookie()
		.filter((c) => !/max-age=0/i.test(c))
		.map((c) => c.split(';')[0])
		.filter((pair) => pair && !pair.endsWith('='))
		.join('; ')

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
	return new Request(`${BASE}${path}`, {
		method: 'POST',
		headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(fields).toString(),
	})
}

/** The names a redirect target goes by in this app and in better-auth. */
const targetNames = ['redirectTo', 'returnTo', 'callbackURL', 'errorCallbackURL', 'next', 'redirect']

/** Where a browser goes with this answer's Location (null when it is not a redirect). */
function destination(response: { status: number; headers: Headers }) {
	const location = response.headers.get('location')
	if (response.status < 300 || response.status >= 400 || location === null) return null
	return new URL(location, `${BASE}/login`)
}

const PASSWORD = 'security suite password 1'

describe.each(testDialects)('sign-in security on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(async () => {
		await migrateAuth()
		await createUser({ email: 'redirect-admin@tasdeer.example', name: 'Admin', password: PASSWORD, role: 'admin' })
	})

	async function signIn(email: string, password = PASSWORD) {
		const result = await signInWithPassword(post('/login', {}), { email, password, clientIp: freshIp() })
		if (result.status !== 'signed-in') throw new Error(`could not sign in: ${result.status}`)
		return cookiesOf(result.headers)
	}

	describe('redirect targets stay on the site', () => {
		it('/login sends a signed-in visitor only to a path of this site', async () => {
			const cookie = await signIn('redirect-admin@tasdeer.example')
			const login = await loadRoute('routes/auth/login.tsx')
			for (const target of hostileRedirectTargets) {
				const url = `${BASE}/login?redirectTo=${encodeURIComponent(target)}`
				const response = await callRoute(login.loader!, new Request(url, { headers: { cookie } }))
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
			const kept = await callRoute(login.loader!, new Request(`${BASE}/login?redirectTo=%2Fadmin%2Fposts%3Fpage%3D2`, { headers: { cookie } }))
			expect(kept.headers.get('location')).toBe('/admin/posts?page=2')
		})

		it('signing in at /login goes only to a path of this site', async () => {
			const login = await loadRoute('routes/auth/login.tsx')
			for (const target of hostileRedirectTargets) {
				const response = await callRoute(login.action!, post('/login', { email: 'redirect-admin@tasdeer.example', password: PASSWORD, redirectTo: target }), {
					clientIp: freshIp(),
				})
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
		})

		it('the two-factor step goes only to a path of this site', async () => {
			const user = await createUser({ email: 'redirect-2fa@tasdeer.example', name: 'Two Factor', password: PASSWORD, role: 'editor' })
			const session = await signIn(user.email)
			const settings = new Request(`${BASE}/admin/account`, { method: 'POST', headers: { cookie: session, origin: BASE } })
			const enabled = await beginTwoFactorSetup(settings, PASSWORD)
			if (!enabled.ok) throw new Error('two-factor setup refused')
			const secret = base32Decode(new URL(enabled.totpURI).searchParams.get('secret')!)
			const { code } = await getAuth().api.generateTOTP({ body: { secret } })
			expect((await confirmTwoFactorSetup(settings, code)).ok).toBe(true)
			const verify = await loadRoute('routes/auth/verify.tsx')
			const targets = hostileRedirectTargets.slice(0, enabled.backupCodes.length)
			for (const [i, target] of targets.entries()) {
				const first = await signInWithPassword(post('/login', {}), { email: user.email, password: PASSWORD, clientIp: freshIp() })
				expect(first.status).toBe('two-factor')
				const pending = cookiesOf((first as { headers: Headers }).headers)
				const response = await callRoute(verify.action!, post('/login/verify', { code: enabled.backupCodes[i]!, redirectTo: target }, { cookie: pending }), {
					clientIp: freshIp(),
				})
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
		})

		it('the back-office language switch returns only to a path of this site', async () => {
			const cookie = await signIn('redirect-admin@tasdeer.example')
			const language = await loadRoute('routes/admin/language.ts')
			for (const target of hostileRedirectTargets) {
				const response = await callRoute(language.action!, post('/admin/language', { lang: 'en', returnTo: target }, { cookie }))
				expect(response.status, target).toBe(302)
				expect(response.headers.get('location'), target).toBe('/admin')
			}
			const kept = await callRoute(language.action!, post('/admin/language', { lang: 'en', returnTo: '/admin/products?page=3' }, { cookie }))
			expect(kept.headers.get('location')).toBe('/admin/products?page=3')
		})

		it('no route of the table redirects to another site, whatever target it is given (signed in or not)', async () => {
			const cookie = await signIn('redirect-admin@tasdeer.example')
			const checked: string[] = []
			for (const route of routeTable) {
				if (route.path === '/logout') continue // ends the session the sweep uses; its redirect is fixed
				const mod = await loadRoute(route.file)
				const path = route.path.replace(/:(\w+)/g, 'x').replace('*', 'reset-password/x')
				for (const target of hostileRedirectTargets) {
					const query = new URLSearchParams(Object.fromEntries(targetNames.map((name) => [name, target])))
					for (const who of [{ cookie }, {}] as Record<string, string>[]) {
						const attempts: [((args: unknown) => unknown) | undefined, Request][] = [
							[mod.loader, new Request(`${BASE}${path}?${query}`, { headers: who })],
							[mod.action, post(path, Object.fromEntries(query), who)],
						]
						for (const [fn, request] of attempts) {
							if (!fn) continue
							let response
							try {
								response = await callRoute(fn, request, { params: { id: 'x', slug: 'x', service: 'x', '*': 'reset-password/x' }, clientIp: freshIp() })
							} catch {
								continue // an error is not a redirect (the other suites check errors)
							}
							const where = destination(response)
							if (where) checked.push(`${request.method} ${route.path}`)
							expect(where?.origin ?? BASE, `${request.method} ${route.path} with ${JSON.stringify(target)}`).toBe(BASE)
						}
					}
				}
			}
			// The sweep reached the routes that redirect on purpose.
			expect(checked).toEqual(expect.arrayContaining(['GET /login', 'POST /admin/language']))
		})
	})
})
