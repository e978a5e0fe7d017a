import type { Lang } from '#app/i18n/lang.ts'
import type { ContactInput } from '#app/lib/contact-schema.ts'
import { db } from './db/db.server.ts'

/** Stores a contact message as unread. A message flagged by the spam checks keeps its reason. */
export async function createContactMessage(input: ContactInput, options: { lang: Lang; spamReason?: string | null }) {
	return db()
		.insertInto('contact_messages')
		.values({ ...input, language: options.lang, status: 'unread', spam_reason: options.spamReason ?? null })
		.returning(['id', 'created_at'])
		.executeTakeFirstOrThrow()
}
