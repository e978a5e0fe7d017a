import type { Lang } from '#app/i18n/lang.ts'
import type { Outcome } from '#app/server/admin-action.server.ts'
import { errorTexts, messageText } from '#app/server/staff-lang.server.ts'

/** A domain module's answer with its codes as the kernel shows them: text in the staff member's language. */
export function outcomeText<T extends Outcome<unknown>>(outcome: T, lang: Lang) {
	return {
		...outcome,
		message: messageText(outcome.message, lang),
		...(!outcome.ok && outcome.errors ? { errors: errorTexts(outcome.errors, lang) } : {}),
	}
}
