import type { Lang } from '#app/i18n/lang.ts'
import { db } from '#app/server/db/db.server.ts'
import { confirmSubscription, requestSubscription } from '#app/server/newsletter.server.ts'

/** The newest mail the outbox holds for an address. */
export async function lastMailTo(address: string) {
	return db().selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id', 'desc').executeTakeFirst()
}

/** The token of a link in a mail body (`/newsletter/confirm?token=…` or `/newsletter/unsubscribe?token=…`). */
export function tokenIn(text: string, path: 'confirm' | 'unsubscribe'): string {
	const match = new RegExp(`/newsletter/${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)
	if (!match) throw new Error(`no ${path} link in:\n${text}`)
	return match[1]!
}

/** Subscribes an address the way a person does: the form's request, then the mailed link. */
export async function confirmedSubscriber(email: string, lang: Lang) {
	const at = new Date(Date.now() - 3600_000)
	await requestSubscription(email, lang, at)
	const mail = await lastMailTo(email.trim().toLowerCase())
	const outcome = await confirmSubscription(tokenIn(mail!.body_text, 'confirm'))
	if (outcome !== 'confirmed') throw new Error(`confirmation of ${email}: ${outcome}`)
}
