import { NotFound } from '#app/components/site/not-found.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'

import { redirectOrNotFound } from '#app/server/redirects.server.ts'
import type { Route } from './+types/not-found'

/** Any path no other route matches: a redirect when a rule answers it, else the not-found page (404). */
export function loader({ request }: Route.LoaderArgs) {
	return redirectOrNotFound(request)
}

export default function NotFoundRoute() {
	return <NotFound />
}

export const ErrorBoundary = RouteErrorBoundary
