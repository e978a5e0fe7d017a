import { isSameOrigin } from '#app/server/same-origin.server.ts'
import type { Route } from './+types/not-found'

/**
 * Any other /api address, whatever the method: a JSON 404 for the program that called it, never the
 * site's HTML "page not found" (a client reading JSON would fail on it). A post from another site is
 * refused first, as by every public action.
 */
const answer = (error: 'not_found' | 'forbidden', status: 404 | 403) =>
	Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })

export const loader = (_: Route.LoaderArgs) => answer('not_found', 404)
export const action = ({ request }: Route.ActionArgs) => (isSameOrigin(request) ? answer('not_found', 404) : answer('forbidden', 403))
