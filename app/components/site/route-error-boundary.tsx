import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CrashScreen } from './crash-screen.tsx'
import { NotFound } from './not-found.tsx'

/** Error boundary for public pages: 404s show the not-found page inside the site's header and footer. */
export function RouteErrorBoundary() {
	const error = useRouteError()
	const { lang } = useI18n()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
	const message = isRouteErrorResponse(error)
		? `${error.status} ${error.statusText}`
		: error instanceof Error && import.meta.env.DEV
			? error.message
			: undefined
	return <CrashScreen lang={lang} message={message} />
}
