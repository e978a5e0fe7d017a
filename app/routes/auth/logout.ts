import { redirect } from 'react-router'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { signOut } from '#app/server/sign-in.server.ts'
import type { Route } from './+types/logout'

/** Sign-out (POST from the admin sidebar): the session ends on the server, then /login. */
export async function action({ request }: Route.ActionArgs) {
	if (!isSameOrigin(request)) throw new Response('Forbidden', { status: 403 })
	throw redirect('/login', { headers: await signOut(request) })
}

export function loader() {
	throw redirect('/admin')
}
