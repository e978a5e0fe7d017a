import type { AdminKey } from '#app/i18n/admin/index.ts'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import { isLang, type Lang, langStorageKey } from '#app/i18n/lang.ts'
import { interpolate } from '#app/i18n/message.ts'
import { readCookie } from '#app/lib/cookies.ts'
import { retryAfterMessage } from '#app/lib/retry-after.ts'
import { type FieldErrors, fieldCodeTexts, translateMessage } from '#app/lib/validation.ts'

/** The language a staff member chose for the back-office (cookie), Arabic by default. */
export function staffLang(request: Request): Lang {
	const chosen = readCookie(request.headers.get('cookie'), langStorageKey)
	return isLang(chosen) ? chosen : 'ar'
}

/** Back-office texts for an action's messages, in the staff member's language. */
export function staffTexts(request: Request) {
	return adminDictionaryFor(staffLang(request))
}


/** A translator of back-office keys (with `{name}` parameters) for messages a domain module answers. */
export function adminTexts(lang: Lang) {
	const dictionary = adminDictionaryFor(lang)
	return (key: AdminKey, params?: Record<string, string | number>) => interpolate(dictionary[key], params, lang)
}

/** "Too many attempts, try again in …" in the staff language, the wait in seconds or minutes. */
export function rateLimitedText(request: Request, retryAfterSeconds: number): string {
	const { key, params } = retryAfterMessage(retryAfterSeconds)
	return adminTexts(staffLang(request))(key, params)
}

/**
 * A message as a domain module answers it: a back-office dictionary key, with parameters if it has
 * any. The text is chosen at the edge, in the staff member's language (decisions 0004, 0027).
 */
export type Message = AdminKey | ValidationMessage | { key: AdminKey; params: Record<string, string | number> }

/** A generic validation code (`v:maxLength|…`): a field's own message, when the banner says it. */
type ValidationMessage = `v:${string}`

export function messageText(message: Message, lang: Lang): string {
	if (typeof message !== 'string') return interpolate(adminDictionaryFor(lang)[message.key], message.params, lang)
	if (message.startsWith('v:')) return translateMessage(message, lang)
	return interpolate(adminDictionaryFor(lang)[message as AdminKey], undefined, lang)
}

/** Field errors as codes into text in the staff member's language (validation codes and dictionary keys). */
export function errorTexts(errors: FieldErrors, lang: Lang): FieldErrors {
	return fieldCodeTexts(errors, lang, adminDictionaryFor(lang))
}
