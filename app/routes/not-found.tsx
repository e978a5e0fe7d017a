import { data } from 'react-router'
import { NotFound } from '#app/components/site/not-found.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'

/** Any path no other route matches: the not-found page with HTTP status 404. */
export function loader() {
	throw data(null, { status: 404, statusText: 'Not Found' })
}

export default function NotFoundRoute() {
	return <NotFound />
}

export const ErrorBoundary = RouteErrorBoundary
