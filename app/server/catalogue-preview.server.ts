import { mayOpen } from '#app/lib/admin-access.ts'
import { getSessionUser } from './session.server.ts'

/**
 * Staff preview of a draft product or category as its public page (decision 0045): the page asked
 * with `?preview` by a signed-in staff member whose role opens that back-office screen. Visitors
 * (and staff without `?preview`) get what the public gets: not found for a draft. A preview answer
 * carries `previewHeaders` (noindex, never kept).
 */
export async function staffPreviewAllowed(request: Request, screen: '/admin/products' | '/admin/categories'): Promise<boolean> {
	if (!new URL(request.url).searchParams.has('preview')) return false
	const user = await getSessionUser(request)
	return user !== null && mayOpen(user.role, screen)
}
