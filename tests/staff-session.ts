import type { Kysely } from 'kysely'
import { db } from '#app/server/db/db.server.ts'
import { signInWithPassword } from '#app/server/sign-in.server.ts'
import { createUser } from '#app/server/staff-admin.server.ts'

/**
 * A staff member created and signed in through the real sign-in path, as the cookie header a
 * browser would then send (for the tests that call back-office route modules directly).
 */
export async function staffCookie(base: string, email: string, role: 'admin' | 'editor', password = `${role}-${email}-password-1`): Promise<string> {
	await createUser({ email, name: role, password, role })
	const result = await signInWithPassword(new Request(`${base}/login`, { method: 'POST', headers: { origin: base } }), { email, password, clientIp: '192.0.2.44' })
	if (result.status !== 'signed-in') throw new Error(`${role} could not sign in: ${result.status}`)
	return result.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- better-auth's tables are not in our typed schema
export const anyDb = () => db() as unknown as Kysely<any>

/** Fresh client addresses in a documentation range, one per call, so one test's rate limits do not leak into another. */
export function clientIps(range: '198.51.100' | '203.0.113') {
	let counter = 0
	return () => `${range}.${++counter}`
}

/** `name=value` pairs of the cookies a response sets (expired ones dropped). */
export function cookieOf(headers: Headers): string {
	return headers
		.getSetCookie()
		.filter((c) => !/max-age=0/i.test(c) && !/expires=thu, 01 jan 1970/i.test(c))
		.map((c) => c.split(';')[0])
		.filter((pair) => pair && !pair.endsWith('='))
		.join('; ')
}
