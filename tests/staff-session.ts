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
