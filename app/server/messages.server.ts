import { type Insertable, type Selectable, sql, type Transaction } from 'kysely'
import type { AdminDictionary, AdminKey } from '#app/i18n/admin/index.ts'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import type { ContactInput } from '#app/lib/contact-schema.ts'
import { type LeadSource, sourceOf } from '#app/lib/lead-source.ts'
import { csvTime, toCsv } from '#app/lib/csv.ts'
import { interpolate } from '#app/i18n/message.ts'
import { type QuoteLineWords, quoteLineText } from '#app/lib/quote-lines.ts'
import { messageActionSchema } from '#app/lib/message-schema.ts'
import {
	type MessageListItem,
	type MessageSort,
	type MessageStatus,
	type MessageView,
	type QuoteLine,
	messageSearchLabels,
	serviceOf,
	messageViews,
	transitionRefusal,
	visibleMessages,
} from '#app/lib/messages.ts'
import { type Actor, logActivity } from './activity.server.ts'
import { db, nowIso } from './db/db.server.ts'
import type { ContactMessagesTable, Database, QuoteRequestLinesTable } from './db/schema.ts'
import type { Outcome } from './admin-action.server.ts'
import { logger } from './logger.server.ts'

/**
 * Contact messages: stored by the public form, read and moved through their statuses by staff. The
 * rules hold here whichever screen calls: unread → read, unread or read → archived, nothing out of
 * archived (spec section 4); spam flagged by the form stays apart from the inbox until a person says
 * otherwise; every change and its activity-log row commit together.
 */

/**
 * Stores a message from the public site as unread: a contact message, or a quote request with its
 * lines (decision 0037). Every message a visitor sends goes through here, so what is recorded about
 * one is recorded about all. The message and its lines commit together or not at all. A message
 * flagged by the spam checks keeps its reason; every message keeps where it came from
 * (`enquirySource` in contact.server.ts).
 */
export async function createContactMessage(input: ContactInput, options: { lang: Lang; spamReason?: string | null; source: LeadSource; quoteLines?: QuoteLine[] }) {
	const lines = options.quoteLines ?? []
	return db()
		.transaction()
		.execute(async (trx) => {
			const saved = await trx
				.insertInto('contact_messages')
				.values({ ...input, ...options.source, language: options.lang, status: 'unread', spam_reason: options.spamReason ?? null, kind: options.quoteLines ? 'quote' : 'contact' })
				.returning(['id', 'created_at'])
				.executeTakeFirstOrThrow()
			if (lines.length) await trx.insertInto('quote_request_lines').values(lines.map((line, i) => toLineRow(saved.id, i + 1, line))).execute()
			return saved
		})
}

function toLineRow(messageId: number, position: number, line: QuoteLine): Insertable<QuoteRequestLinesTable> {
	return {
		message_id: messageId,
		position,
		product_id: line.productId,
		product_slug: line.productSlug,
		product_name_ar: line.productNameAr,
		product_name_en: line.productNameEn,
		packaging_ar: line.packagingAr,
		packaging_en: line.packagingEn,
		quantity: line.quantity,
		unit: line.unit,
		incoterm: line.incoterm,
		destination_country: line.destinationCountry,
		destination_port: line.destinationPort,
		target_date: line.targetDate,
	}
}

function toLine(row: Selectable<QuoteRequestLinesTable>): QuoteLine {
	return {
		productId: row.product_id,
		productSlug: row.product_slug,
		productNameAr: row.product_name_ar,
		productNameEn: row.product_name_en,
		packagingAr: row.packaging_ar,
		packagingEn: row.packaging_en,
		quantity: Number(row.quantity),
		unit: row.unit,
		incoterm: row.incoterm,
		destinationCountry: row.destination_country,
		destinationPort: row.destination_port,
		targetDate: row.target_date,
	}
}

/** The lines of these quote requests, by message, in their order. */
async function readQuoteLines(messageIds: number[]): Promise<Map<number, QuoteLine[]>> {
	const byMessage = new Map<number, QuoteLine[]>()
	// In slices: a database takes only so many parameters in one statement.
	for (let start = 0; start < messageIds.length; start += 500) {
		const rows = await db()
			.selectFrom('quote_request_lines')
			.selectAll()
			.where('message_id', 'in', messageIds.slice(start, start + 500))
			.orderBy('message_id')
			.orderBy('position')
			.execute()
		for (const row of rows) {
			const list = byMessage.get(row.message_id) ?? []
			list.push(toLine(row))
			byMessage.set(row.message_id, list)
		}
	}
	return byMessage
}

/** Rows as the screens see them, quote requests with their lines. */
async function withLines(rows: Row[]): Promise<MessageListItem[]> {
	const lines = await readQuoteLines(rows.filter((row) => row.kind === 'quote').map((row) => row.id))
	return rows.map((row) => toItem(row, lines.get(row.id) ?? []))
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

function toItem(row: Row, lines: QuoteLine[]): MessageListItem {
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
		lead: {
			lead_landing_page: row.lead_landing_page,
			lead_referrer_host: row.lead_referrer_host,
			lead_utm_source: row.lead_utm_source,
			lead_utm_medium: row.lead_utm_medium,
			lead_utm_campaign: row.lead_utm_campaign,
			lead_utm_term: row.lead_utm_term,
			lead_utm_content: row.lead_utm_content,
			lead_pages: row.lead_pages === null ? null : Number(row.lead_pages),
			lead_device: row.lead_device,
			lead_form_page: row.lead_form_page,
		},
		kind: row.kind,
		lines,
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
	return withLines(rows)
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
	return row ? (await withLines([row]))[0]! : null
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
		t['leads.detail.source'],
		t['leads.detail.landingPage'],
		t['leads.detail.referrer'],
		t['leads.detail.utmSource'],
		t['leads.detail.utmMedium'],
		t['leads.detail.utmCampaign'],
		t['leads.detail.utmTerm'],
		t['leads.detail.utmContent'],
		t['leads.detail.device'],
		t['leads.detail.pages'],
		t['leads.detail.formPage'],
		`${t['messages.col.date']} (UTC)`,
		...(spam ? [t['messages.csv.spamReason']] : []),
		t['messages.csv.lines'],
	]
	const say = (key: AdminKey, params: Record<string, string | number>) => interpolate(t[key], params, options.lang)
	const words: QuoteLineWords = {
		quantity: (unit, count) => say(`messages.quote.unit.${unit}` as AdminKey, { count }),
		by: (date) => say('messages.quote.by', { date }),
	}
	const body = rows.map((m) => [
		m.id,
		labels.status[m.status],
		m.name,
		m.email,
		m.phone,
		m.country,
		labels.service[serviceOf(m)] ?? m.service,
		m.subject,
		m.message,
		m.language,
		...leadCsvCells(m.lead, t),
		csvTime(m.createdAt),
		...(spam ? [m.spamReason] : []),
		// One line of text per product, in the cell of its request.
		m.lines.map((line, i) => `${i + 1}. ${quoteLineText(line, options.lang, words)}`).join('\n'),
	])
	return toCsv(header, body)
}

/** The lead source's cells of a CSV row: the source as the screens name it, then each field as stored. */
function leadCsvCells(lead: LeadSource, t: AdminDictionary) {
	const source = sourceOf(lead)
	return [
		source.name ?? t[`leads.kind.${source.kind}`],
		lead.lead_landing_page,
		lead.lead_referrer_host,
		lead.lead_utm_source,
		lead.lead_utm_medium,
		lead.lead_utm_campaign,
		lead.lead_utm_term,
		lead.lead_utm_content,
		lead.lead_device ? t[`analytics.device.${lead.lead_device}`] : null,
		lead.lead_pages,
		lead.lead_form_page,
	]
}
