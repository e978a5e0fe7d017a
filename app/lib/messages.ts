import { normalizeArabic } from './arabic.ts'
import { type ContactService, contactServices } from './form-fields.ts'
import type { LeadSource } from './lead-source.ts'

/**
 * The contact-messages inbox rules that hold in the browser and on the server alike (spec sections
 * 2, 4 and 5): the status transitions, the sort of the table's headers and the search over every
 * field. The screen filters and re-sorts what it loaded; the CSV export runs the same functions on
 * the server, so the file holds exactly the rows the staff member sees.
 */

export const messageStatuses = ['unread', 'read', 'archived'] as const
export type MessageStatus = (typeof messageStatuses)[number]

/** Spec section 4: unread → read (mark read); unread or read → archived. Nothing leaves archived. */
const transitions: Record<MessageStatus, readonly MessageStatus[]> = {
	unread: ['read', 'archived'],
	read: ['archived'],
	archived: [],
}

export type TransitionRefusal = 'archived_final' | 'not_allowed'

/** Null when `from → to` is allowed, else why not (archived is final; anything else is just not a move). */
export function transitionRefusal(from: MessageStatus, to: MessageStatus): TransitionRefusal | null {
	if (transitions[from].includes(to)) return null
	return from === 'archived' ? 'archived_final' : 'not_allowed'
}

export const canMarkRead = (status: MessageStatus) => transitionRefusal(status, 'read') === null
export const canArchive = (status: MessageStatus) => transitionRefusal(status, 'archived') === null

/** The views of the inbox: every genuine message, one status, or what the contact form flagged as spam. */
export const messageViews = ['all', 'unread', 'read', 'archived', 'spam'] as const
export type MessageView = (typeof messageViews)[number]

export function messageViewParam(value: string | null | undefined): MessageView {
	return (messageViews as readonly string[]).includes(value ?? '') ? (value as MessageView) : 'all'
}

/** A contact message, or a quote request with its lines (decision 0037). */
export const messageKinds = ['contact', 'quote'] as const
export type MessageKind = (typeof messageKinds)[number]

/** One line of a quote request, as the buyer asked it (names kept as they were when sent). */
export interface QuoteLine {
	productId: number | null
	productSlug: string
	productNameAr: string
	productNameEn: string
	packagingAr: string
	packagingEn: string
	quantity: number
	unit: string
	incoterm: string
	destinationCountry: string
	destinationPort: string
	targetDate: string | null
}

/** One row of the inbox as the table, the search and the export see it. */
export interface MessageListItem {
	id: number
	name: string
	email: string
	phone: string
	country: string
	service: string
	subject: string
	message: string
	status: MessageStatus
	language: string
	spamReason: string | null
	/** Where the enquiry came from (decision 0038). */
	lead: LeadSource
	kind: MessageKind
	/** A quote request's lines in their order; none for a contact message. */
	lines: QuoteLine[]
	createdAt: string
	updatedAt: string
}

/** The headers that sort (spec: status, name, service, created_at). */
export const messageSortKeys = ['status', 'name', 'service', 'created_at'] as const
export type MessageSortKey = (typeof messageSortKeys)[number]
export type SortDirection = 'asc' | 'desc'
export interface MessageSort {
	key: MessageSortKey
	direction: SortDirection
}

/** Newest first until a header is clicked. */
export const defaultMessageSort: MessageSort = { key: 'created_at', direction: 'desc' }

/** A click on a header: the same column flips its direction; a different column starts descending. */
export function nextSort(current: MessageSort, clicked: MessageSortKey): MessageSort {
	if (current.key === clicked) return { key: clicked, direction: current.direction === 'asc' ? 'desc' : 'asc' }
	return { key: clicked, direction: 'desc' }
}

/** ?sort=name&dir=asc from a URL; anything unknown falls back to the default sort. */
export function messageSortParam(key: string | null | undefined, direction: string | null | undefined): MessageSort {
	if (!(messageSortKeys as readonly string[]).includes(key ?? '')) return defaultMessageSort
	return { key: key as MessageSortKey, direction: direction === 'asc' ? 'asc' : 'desc' }
}

const collator = new Intl.Collator(['ar', 'en'], { sensitivity: 'base', numeric: true })

/** What the service column shows: a quote request is about products, not one of the contact form's services. */
export const serviceOf = (item: Pick<MessageListItem, 'kind' | 'service'>) => (item.kind === 'quote' ? 'quote' : item.service)

function sortValue(item: MessageListItem, key: MessageSortKey): string {
	return key === 'created_at' ? item.createdAt : key === 'service' ? serviceOf(item) : item[key]
}

/**
 * A sorted copy. Status and service compare by their stored codes (as the database orders them, so
 * descending status puts unread first), names by a collator that knows Arabic and English, dates by
 * time. Ties keep the newest first, so the order never depends on how the rows arrived.
 */
export function sortMessages<T extends MessageListItem>(items: readonly T[], sort: MessageSort): T[] {
	const sign = sort.direction === 'asc' ? 1 : -1
	return [...items].sort((a, b) => {
		const primary =
			sort.key === 'name' ? collator.compare(a.name, b.name) : sortValue(a, sort.key) < sortValue(b, sort.key) ? -1 : sortValue(a, sort.key) > sortValue(b, sort.key) ? 1 : 0
		if (primary !== 0) return primary * sign
		return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id
	})
}

/** Words shown for the codes (status, service) in the staff member's language, so those match too. */
export interface MessageSearchLabels {
	status: Record<MessageStatus, string>
	/** By service code, and `quote` for a quote request (see serviceOf). */
	service: Record<string, string>
}

type LabelKey = `messages.status.${MessageStatus}` | `messages.service.${ContactService}` | 'messages.kind.quote'

/** The shown words for the codes, from the staff member's dictionary (the screen and the export share them). */
export function messageSearchLabels(t: (key: LabelKey) => string): MessageSearchLabels {
	return {
		status: Object.fromEntries(messageStatuses.map((s) => [s, t(`messages.status.${s}`)])) as Record<MessageStatus, string>,
		service: { ...Object.fromEntries(contactServices.map((s) => [s, t(`messages.service.${s}`)])), quote: t('messages.kind.quote') },
	}
}

/** Everything a search looks at in one row: every field, and the words shown for its codes. */
function haystack(item: MessageListItem, labels?: MessageSearchLabels): string {
	const parts = [
		item.name,
		item.email,
		item.phone,
		item.country,
		serviceOf(item),
		item.subject,
		item.message,
		item.status,
		item.language,
		item.spamReason ?? '',
		item.createdAt,
		labels?.status[item.status] ?? '',
		labels?.service[serviceOf(item)] ?? '',
		...item.lines.flatMap((line) => [line.productNameAr, line.productNameEn, line.productSlug, line.packagingAr, line.packagingEn, line.incoterm, line.destinationPort]),
	]
	// A separator no query holds, so a match never spans two fields.
	return normalizeArabic(parts.join('\u0001'))
}

/**
 * The rows whose fields hold the query, ignoring letter case (and Arabic spelling variants: hamza
 * forms, ta marbuta, diacritics). A blank query keeps every row.
 */
export function filterMessages<T extends MessageListItem>(items: readonly T[], query: string, labels?: MessageSearchLabels): T[] {
	const needle = normalizeArabic(query)
	if (!needle) return [...items]
	return items.filter((item) => haystack(item, labels).includes(needle))
}

/** The table's rows: filtered by the query, then in the chosen order. */
export function visibleMessages<T extends MessageListItem>(items: readonly T[], options: { query: string; sort: MessageSort; labels?: MessageSearchLabels }): T[] {
	return sortMessages(filterMessages(items, options.query, options.labels), options.sort)
}
