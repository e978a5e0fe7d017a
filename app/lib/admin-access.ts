import { type StaffRole, staffRoles } from './staff-schema.ts'

/**
 * Who may open which back-office screen: the one role map. The routes' guards (loaders and actions,
 * through app/server/admin-action.server.ts), the sidebar and the guard tests all read it, so a new
 * screen is one line here.
 *
 * A key covers its own path and every path under it (`/admin/posts` covers `/admin/posts/edit/7`);
 * the longest matching key wins. A path no key covers is for administrators only, so a screen
 * nobody listed is closed to editors rather than open by mistake.
 */
export type { StaffRole }

const everyone = staffRoles
const administrators = ['admin'] as const

export const roleMap = {
	'/admin': everyone,
	'/admin/dashboard': everyone,
	'/admin/language': everyone,
	'/admin/media': everyone,
	'/admin/media/upload': everyone,
	'/admin/documents/upload': everyone,
	'/admin/posts': everyone,
	'/admin/products': everyone,
	'/admin/categories': everyone,
	'/admin/analytics': everyone,
	'/admin/activity': everyone,
	'/admin/account': everyone,
	'/admin/messages': administrators,
	'/admin/subscribers': administrators,
	'/admin/settings': administrators,
	'/admin/seo': administrators,
	'/admin/redirects': administrators,
	'/admin/advertising': administrators,
	'/admin/users': administrators,
} as const satisfies Record<string, readonly StaffRole[]>

/** The roles that may open a back-office path (`/admin/posts/edit/7`, or a route pattern `/admin/messages/:id`). */
export function rolesFor(pathname: string): readonly StaffRole[] {
	const path = pathname.replace(/\/+$/, '') || '/'
	// The exact screen or its own subtree; `/admin` itself covers only the dashboard.
	const keys = (Object.keys(roleMap) as (keyof typeof roleMap)[]).filter((key) => path === key || (key !== '/admin' && path.startsWith(`${key}/`)))
	const best = keys.sort((a, b) => b.length - a.length)[0]
	return best ? roleMap[best] : administrators
}

/** True when a role may open the path. */
export function mayOpen(role: StaffRole, pathname: string): boolean {
	return rolesFor(pathname).includes(role)
}
