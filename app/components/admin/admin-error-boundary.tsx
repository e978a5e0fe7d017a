import { useRouteError } from 'react-router'
import { errorStatus, errorTexts } from '#app/components/site/crash-screen.tsx'
import { useAdminI18n } from './admin-i18n.tsx'
import { AdminPage } from './admin-page.tsx'

/** For admin child routes: a refused role, a missing item, an unknown path or a screen whose data
 * failed shows inside the back-office frame, headed by what happened in the staff member's language
 * (the crash screen's titles), never a bare status number or the server's error text. */
export function AdminRouteErrorBoundary() {
	const error = useRouteError()
	const { t, lang } = useAdminI18n()
	const status = errorStatus(error)
	const text = status === 403 ? t('common.forbidden') : status === 404 ? t('common.notFound') : t('common.error')
	return (
		<AdminPage title={errorTexts(status, lang).title} description={String(status)}>
			<p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800" data-testid="admin-error">
				{text}
			</p>
		</AdminPage>
	)
}
