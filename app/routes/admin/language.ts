import { redirect } from 'react-router'
import { isLang } from '#app/i18n/lang.ts'
import { languageCookie } from '#app/lib/language-memory.ts'
import { safeRedirect } from '#app/lib/safe-redirect.ts'
import { requireStaffAction } from '#app/server/admin-action.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import type { Route } from './+types/language'

/** The back-office language toggle: remembers the choice in the cookie and returns to the page. */
export async function action({ request }: Route.ActionArgs) {
	await requireStaffAction(request)
	const fields = await readForm(request, 1024)
	const lang = isLang(fields.lang) ? fields.lang : 'ar'
	throw redirect(safeRedirect(fields.returnTo), {
		headers: { 'Set-Cookie': languageCookie(lang) },
	})
}
