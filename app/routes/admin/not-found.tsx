import { data } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { requireUser } from '#app/server/session.server.ts'
import type { Route } from './+types/not-found'
import { staffTitle } from '#app/components/admin/staff-title.ts'

/** Any /admin path no screen matches: a 404 inside the back-office frame (signed-in staff only). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	throw data(null, { status: 404 })
}

/** The tab says what happened, in the staff member's language (the layout's texts). */
export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'common.notFound', '404')
}

export default function AdminNotFound() {
	return null
}

export const ErrorBoundary = AdminRouteErrorBoundary
