import { type Selectable, sql, type Transaction } from 'kysely'
import type { AdminDictionary, AdminKey } from '#app/i18n/admin/index.ts'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import type { ContactInput } from '#app/lib/contact-schema.ts'
import { csvTime, toCsv } from '#app/lib/csv.ts'
import { messageActionSchema } from '#app/lib/message-schema.ts'
import {
	type MessageListItem,
	type MessageSort,
	type MessageStatus,
	type MessageView,
	messageSearchLabels,
	messageViews,
	transitionRefusal,
	visibleMessages,
} from '#app/lib/messages.ts'
import { type Actor, logActivity } from './activity.server.ts'
import { db, nowIso } from './db/db.server.ts'
import type { ContactMessagesTable, Database } from './db/schema.ts'
import type { Outcome } from './admin-action.server.ts'
import { logger } from './logger.server.ts'

/**
 * Contact messages: stored by the public form, read and moved through their statuses by staff. The
 * rules hold here whichever screen calls: unread → read, unread or read → archived, nothing out of
 * archived (spec section 4); spam flagged by the form stays apart from the inbox until a person says
 * otherwise; every change and its activity-log row commit together.
 */

/** Stores a contact message as unread. A message flagged by the spam checks keeps its reason. */
export async function createContactMessage(input: ContactInput, options: { lang: Lang; spamReason?: string | null }) {
	return db()
		.insertInto('contact_messages')
		.values({ ...input, language: options.lang, status: 'unread', spam_reason: options.spamReason ?? null })
		.returning(['id', 'created_at'])
		.executeTakeFirstOrThrow()
}

export type MessageErrorCode = 'not_found' | 'archived_final' | 'not_allowed' | 'not_spam'

/** A refused change to a message, with the status it had. */
export class MessageError extends Error {
	constructor(
		readonly code: MessageErrorCode,
		readonly status?: MessageStatus,
	) {
		super(`message: ${code}`)
		this.name = 'MessageError'
	}
}

type Row = Selectable<ContactMessagesTable>

function toItem(row: Row): MessageListItem {
	return {
		id: row.id,
		name: row.name,
		email: row.email,
		phone: row.phone,
		country: row.country,
		service: row.service,
		subject: row.subject,
		message: row.message,
		status: row.status,
		language: row.language,
		spamReason: row.spam_reason,
		createdAt: row.created_at,
		updatedAt: row.updated_at,
	}
}

/**
 * The messages of one view, newest first: every genuine message, those of one status, or the spam.
 * The screen searches and re-sorts them in the browser (spec section 5).
 */
export async function listMessages(options: { view?: MessageView } = {}): Promise<MessageListItem[]> {
	const view = options.view ?? 'all'
	let query = db().selectFrom('contact_messages').selectAll()
	if (view === 'spam') query = query.where('spam_reason', 'is not', null)
	else {
		query = query.where('spam_reason', 'is', null)
		if (view !== 'all') query = query.where('status', '=', view)
	}
	const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
	return rows.map(toItem)
}

/** How many messages each view holds (for the tabs). */
export async function countMessagesByView(): Promise<Record<MessageView, number>> {
	const rows = await db()
		.selectFrom('contact_messages')
		.select((eb) => ['status', sql<boolean | number>`spam_reason is not null`.as('spam'), eb.fn.countAll<number>().as('total')])
		.groupBy(['status', sql`spam_reason is not null`])
		.execute()
	const counts = Object.fromEntries(messageViews.map((v) => [v, 0])) as Record<MessageView, number>
	for (const row of rows) {
		const total = Number(row.total)
		// PostgreSQL answers a boolean, SQLite 0 or 1.
		if (row.spam === true || Number(row.spam) === 1) counts.spam += total
		else {
			counts.all += total
			counts[row.status] += total
		}
	}
	return counts
}

export async function getMessage(id: number): Promise<MessageListItem | null> {
	const row = await db().selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
	return row ? toItem(row) : null
}

/**
 * Moves a message to `to` if its current status allows it. The update is conditional on the status
 * just read, so two staff members acting at once cannot both move it (the loser re-reads and is
 * refused for the status it finds).
 */
async function changeStatus(id: number, to: MessageStatus, actor: Actor, via?: 'opened'): Promise<MessageListItem> {
	await db()
		.transaction()
		.execute(async (trx: Transaction<Database>) => {
			for (let attempt = 0; attempt < 3; attempt++) {
				const row = await trx.selectFrom('contact_messages').select(['id', 'name', 'status']).where('id', '=', id).executeTakeFirst()
				if (!row) throw new MessageError('not_found')
				const refusal = transitionRefusal(row.status, to)
				if (refusal) throw new MessageError(refusal, row.status)
				const result = await trx
					.updateTable('contact_messages')
					.set({ status: to, updated_at: nowIso() })
					.where('id', '=', id)
					.where('status', '=', row.status)
					.executeTakeFirst()
				if (Number(result.numUpdatedRows) === 0) continue
				await logActivity(trx, {
					action: 'update',
					entityType: 'message',
					entityId: id,
					details: { name: row.name, from: row.status, to, changes: [{ field: 'status', from: row.status, to }], ...(via ? { via } : {}) },
					actor,
				})
				return
			}
			throw new MessageError('not_allowed')
		})
	return (await getMessage(id))!
}

/** unread → read; refused for a read message (not_allowed) and an archived one (archived_final). */
export function markMessageRead(id: number, actor: Actor) {
	return changeStatus(id, 'read', actor)
}

/** unread or read → archived, for good. */
export function archiveMessage(id: number, actor: Actor) {
	return changeStatus(id, 'archived', actor)
}

/**
 * The message for its detail screen. Opening an unread message marks it read, as a mail inbox does
 * (decision 0009); a message another staff member changed meanwhile is shown as it now is.
 */
export async function openMessage(id: number, actor: Actor): Promise<MessageListItem | null> {
	const message = await getMessage(id)
	if (!message || message.status !== 'unread') return message
	try {
		return await changeStatus(id, 'read', actor, 'opened')
	} catch (error) {
		if (error instanceof MessageError) return getMessage(id)
		throw error
	}
}

/** Returns a message the contact form flagged as spam to the inbox (its status is kept). */
export async function markMessageNotSpam(id: number, actor: Actor): Promise<MessageListItem> {
	await db()
		.transaction()
		.execute(async (trx) => {
			const row = await trx.selectFrom('contact_messages').select(['id', 'name', 'status', 'spam_reason']).where('id', '=', id).executeTakeFirst()
			if (!row) throw new MessageError('not_found')
			if (row.spam_reason === null) throw new MessageError('not_spam', row.status)
			await trx.updateTable('contact_messages').set({ spam_reason: null, updated_at: nowIso() }).where('id', '=', id).execute()
			await logActivity(trx, { action: 'update', entityType: 'message', entityId: id, details: { name: row.name, spamReason: row.spam_reason, to: 'inbox' }, actor })
		})
	return (await getMessage(id))!
}

/* ------------------------------------------------------------------------------------------------
 * What the screens submit and export, answered in the staff member's language.
 * --------------------------------------------------------------------------------------------- */

const refusalText: Record<MessageErrorCode, AdminKey> = {
	not_found: 'messages.error.notFound',
	archived_final: 'messages.error.archivedFinal',
	not_allowed: 'messages.error.alreadyRead',
	not_spam: 'messages.error.notSpam',
}

/** A row or detail action: mark read, archive or not spam, answered as the banner's message. */
export async function submitMessageAction(fields: Record<string, string>, options: { actor: Actor }): Promise<Outcome> {
	const parsed = messageActionSchema.safeParse(fields)
	if (!parsed.success) return { ok: false, status: 400, message: 'common.error' }
	const { intent, id } = parsed.data
	try {
		const change = intent === 'read' ? markMessageRead : intent === 'archive' ? archiveMessage : markMessageNotSpam
		const message = await change(id, options.actor)
		const key = intent === 'read' ? 'messages.markedRead' : intent === 'archive' ? 'messages.archived' : 'messages.restored'
		return { ok: true, message: { key, params: { name: message.name } } }
	} catch (error) {
		if (error instanceof MessageError) {
			// Marking read a message that is neither unread nor archived: it is already read.
			return { ok: false, status: error.code === 'not_found' ? 404 : 409, message: refusalText[error.code] }
		}
		logger.error({ err: error, messageId: id, intent }, 'a message status change failed')
		return { ok: false, status: 500, message: 'messages.error.update' }
	}
}

/**
 * The rows the screen shows for this view, query and sort, as a CSV file with headers and codes in
 * the staff member's language.
 */
export async function exportMessagesCsv(options: { view: MessageView; query: string; sort: MessageSort; lang: Lang }): Promise<string> {
	const t: AdminDictionary = adminDictionaryFor(options.lang)
	const labels = messageSearchLabels((key) => t[key])
	const rows = visibleMessages(await listMessages({ view: options.view }), { query: options.query, sort: options.sort, labels })
	const spam = options.view === 'spam'
	const header = [
		t['messages.csv.id'],
		t['messages.col.status'],
		t['messages.col.name'],
		t['messages.csv.email'],
		t['messages.csv.phone'],
		t['messages.csv.country'],
		t['messages.col.service'],
		t['messages.csv.subject'],
		t['messages.csv.message'],
		t['messages.csv.language'],
		`${t['messages.col.date']} (UTC)`,
		...(spam ? [t['messages.csv.spamReason']] : []),
	]
	const body = rows.map((m) => [
		m.id,
		labels.status[m.status],
		m.name,
		m.email,
		m.phone,
		m.country,
		labels.service[m.service] ?? m.service,
		m.subject,
		m.message,
		m.language,
		csvTime(m.createdAt),
		...(spam ? [m.spamReason] : []),
	])
	return toCsv(header, body)
}
