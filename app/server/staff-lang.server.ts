import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import { isLang, type Lang, langStorageKey } from '#app/i18n/lang.ts'
import { readCookie } from '#app/lib/cookies.ts'

/** The language a staff member chose for the back-office (cookie), Arabic by default. */
export function staffLang(request: Request): Lang {
	const chosen = readCookie(request.headers.get('cookie'), langStorageKey)
	return isLang(chosen) ? chosen : 'ar'
}

/** Back-office texts for an action's messages, in the staff member's language. */
export function staffTexts(request: Request) {
	return adminDictionaryFor(staffLang(request))
}

