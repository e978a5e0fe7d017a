import type { Lang } from '#app/i18n/lang.ts'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import { logger } from './logger.server.ts'

/** What a row action of a back-office list answers: shown as the list's banner. */
export interface RowOutcome {
	ok: boolean
	status: number
	message: string
}

/**
 * Runs a row action (a switch, a delete, a status change on one row of a list). A failure nobody
 * planned for (a database error, a full disk, a lost connection) is logged and answered with
 * `failed`: a 500 reply with the staff member's "could not be saved" text, which the list shows in
 * its error banner while it stays on screen. Without this the route's error page replaced the list.
 */
export async function withRowFailure<T>(
	run: () => Promise<T>,
	failed: (outcome: RowOutcome) => T,
	context: { lang: Lang; fields: Record<string, string> },
): Promise<T> {
	try {
		return await run()
	} catch (error) {
		logger.error({ err: error, intent: context.fields.intent, id: context.fields.id }, 'a back-office row action failed')
		return failed({ ok: false, status: 500, message: adminDictionaryFor(context.lang)['common.error.rowAction'] })
	}
}
