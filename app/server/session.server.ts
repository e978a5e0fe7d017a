import { redirect } from 'react-router'
import { type StaffRole, toStaffRole } from '#app/lib/staff-schema.ts'
import { authHeaders, getAuth } from './auth.server.ts'

/**
 * The signed-in staff member in loaders and actions: `getSession` (with the cookie to forward),
 * and the guards every admin loader and action starts with (`requireUser`, `requireAdmin`).
 */

export interface SessionUser {
	id: string
	email: string
	name: string
	role: StaffRole
	twoFactorEnabled: boolean
}

/**
 * The signed-in user and the headers to forward: when better-auth extends a session (once a day)
 * it sends a fresh cookie, which a layout loader should pass on (`data(…, { headers })`) so the
 * cookie's own expiry slides with the session's.
 */
export async function getSession(request: Request): Promise<{ user: SessionUser | null; headers: Headers }> {
	if (!request.headers.get('cookie')) return { user: null, headers: new Headers() }
	const { headers, response } = await getAuth().api.getSession({ headers: authHeaders(request), returnHeaders: true })
	if (!response) return { user: null, headers }
	const { user } = response
	return {
		user: {
			id: user.id,
			email: user.email,
			name: user.name,
			role: toStaffRole(user.role),
			twoFactorEnabled: Boolean(user.twoFactorEnabled),
		},
		headers,
	}
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
	return (await getSession(request)).user
}

function loginRedirect(request: Request): never {
	const url = new URL(request.url)
	throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
	return (await getSessionUser(request)) ?? loginRedirect(request)
}
