import { useRouteError } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CrashScreen, errorDetail, errorStatus } from './crash-screen.tsx'
import { NotFound } from './not-found.tsx'

/** Error boundary for public pages: inside the site's header and footer, in the page's language;
 * 404s show the not-found page. */
export function RouteErrorBoundary() {
	const error = useRouteError()
	const { lang } = useI18n()
	const status = errorStatus(error)
	if (status === 404) return <NotFound />
	return <CrashScreen lang={lang} status={status} detail={errorDetail(error)} />
}
