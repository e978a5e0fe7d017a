import { describe, expect, it } from 'vitest'
import { noLeadSource } from './lead-source.ts'
import {
	canArchive,
	canMarkRead,
	defaultMessageSort,
	filterMessages,
	type MessageListItem,
	type MessageSearchLabels,
	messageSortParam,
	messageViewParam,
	nextSort,
	sortMessages,
	transitionRefusal,
	visibleMessages,
} from './messages.ts'

function item(id: number, fields: Partial<MessageListItem>): MessageListItem {
	return {
		id,
		name: `Sender ${id}`,
		email: `sender${id}@example.com`,
		phone: '',
		country: '',
		service: 'other',
		subject: '',
		message: 'A message long enough.',
		status: 'unread',
		language: 'ar',
		spamReason: null,
		lead: noLeadSource,
		kind: 'contact',
		lines: [],
		createdAt: `2026-11-0${id}T10:00:00.000Z`,
		updatedAt: `2026-11-0${id}T10:00:00.000Z`,
		...fields,
	}
}

const rows = [
	item(1, { name: 'Zaid Trading', status: 'read', service: 'sea_freight', createdAt: '2026-11-01T08:00:00.000Z' }),
	item(2, { name: 'أحمد الراشد', status: 'unread', service: 'air_freight', createdAt: '2026-11-03T08:00:00.000Z', phone: '+971 50 123 4567' }),
	item(3, { name: 'amal foods', status: 'archived', service: 'land_transport', createdAt: '2026-11-02T08:00:00.000Z', country: 'Egypt' }),
	item(4, { name: 'Basma', status: 'unread', service: 'other', createdAt: '2026-11-04T08:00:00.000Z', subject: 'Basmati RICE prices' }),
]
const ids = (list: MessageListItem[]) => list.map((m) => m.id)

describe('status transitions (spec section 4)', () => {
	it('allows unread → read, unread → archived and read → archived', () => {
		expect(transitionRefusal('unread', 'read')).toBeNull()
		expect(transitionRefusal('unread', 'archived')).toBeNull()
		expect(transitionRefusal('read', 'archived')).toBeNull()
	})

	it('refuses every move out of archived as final', () => {
		expect(transitionRefusal('archived', 'read')).toBe('archived_final')
		expect(transitionRefusal('archived', 'unread')).toBe('archived_final')
		expect(transitionRefusal('archived', 'archived')).toBe('archived_final')
	})

	it('refuses going back to unread and staying put', () => {
		expect(transitionRefusal('read', 'unread')).toBe('not_allowed')
		expect(transitionRefusal('read', 'read')).toBe('not_allowed')
		expect(transitionRefusal('unread', 'unread')).toBe('not_allowed')
	})

	it('offers mark read only when unread, and archive when not archived', () => {
		expect([canMarkRead('unread'), canMarkRead('read'), canMarkRead('archived')]).toEqual([true, false, false])
		expect([canArchive('unread'), canArchive('read'), canArchive('archived')]).toEqual([true, true, false])
	})
})

describe('sorting by a header', () => {
	it('toggles the direction when the same header is clicked again', () => {
		expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' })
		expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' })
		expect(nextSort(defaultMessageSort, 'created_at')).toEqual({ key: 'created_at', direction: 'asc' })
	})

	it('sorts descending when a different header is clicked, whatever the current direction', () => {
		expect(nextSort({ key: 'name', direction: 'asc' }, 'status')).toEqual({ key: 'status', direction: 'desc' })
		expect(nextSort({ key: 'status', direction: 'desc' }, 'service')).toEqual({ key: 'service', direction: 'desc' })
	})

	it('starts newest first', () => {
		expect(defaultMessageSort).toEqual({ key: 'created_at', direction: 'desc' })
		expect(ids(sortMessages(rows, defaultMessageSort))).toEqual([4, 2, 3, 1])
		expect(ids(sortMessages(rows, { key: 'created_at', direction: 'asc' }))).toEqual([1, 3, 2, 4])
	})

	it('sorts status by its code, so descending puts unread first', () => {
		// unread (2, 4: newest first within), read (1), archived (3)
		expect(ids(sortMessages(rows, { key: 'status', direction: 'desc' }))).toEqual([4, 2, 1, 3])
		expect(ids(sortMessages(rows, { key: 'status', direction: 'asc' }))).toEqual([3, 1, 4, 2])
	})

	it('sorts service by its code', () => {
		expect(ids(sortMessages(rows, { key: 'service', direction: 'asc' }))).toEqual([2, 3, 4, 1])
		expect(ids(sortMessages(rows, { key: 'service', direction: 'desc' }))).toEqual([1, 4, 3, 2])
	})

	it('sorts names ignoring letter case, Arabic script before Latin (the Arabic collation)', () => {
		expect(ids(sortMessages(rows, { key: 'name', direction: 'asc' }))).toEqual([2, 3, 4, 1])
		expect(ids(sortMessages(rows, { key: 'name', direction: 'desc' }))).toEqual([1, 4, 3, 2])
	})

	it('does not change the list it was given', () => {
		const copy = [...rows]
		sortMessages(rows, { key: 'name', direction: 'asc' })
		expect(rows).toEqual(copy)
	})

	it('reads the sort from the URL and falls back to the default for anything unknown', () => {
		expect(messageSortParam('name', 'asc')).toEqual({ key: 'name', direction: 'asc' })
		expect(messageSortParam('service', 'sideways')).toEqual({ key: 'service', direction: 'desc' })
		expect(messageSortParam('email', 'asc')).toEqual(defaultMessageSort)
		expect(messageSortParam(null, null)).toEqual(defaultMessageSort)
	})

	it('reads the view from the URL', () => {
		expect(messageViewParam('spam')).toBe('spam')
		expect(messageViewParam('archived')).toBe('archived')
		expect(messageViewParam('deleted')).toBe('all')
		expect(messageViewParam(null)).toBe('all')
	})
})

describe('searching every field', () => {
	it('keeps every row for a blank query', () => {
		expect(ids(filterMessages(rows, ''))).toEqual([1, 2, 3, 4])
		expect(ids(filterMessages(rows, '   '))).toEqual([1, 2, 3, 4])
	})

	it('ignores letter case', () => {
		expect(ids(filterMessages(rows, 'AMAL'))).toEqual([3])
		expect(ids(filterMessages(rows, 'basmati rice'))).toEqual([4])
		expect(ids(filterMessages(rows, 'SENDER2@EXAMPLE'))).toEqual([2])
	})

	it('looks in every field: phone, country, subject, message, status, service and date', () => {
		expect(ids(filterMessages(rows, '123 4567'))).toEqual([2])
		expect(ids(filterMessages(rows, 'egypt'))).toEqual([3])
		expect(ids(filterMessages(rows, 'archived'))).toEqual([3])
		expect(ids(filterMessages(rows, 'sea_freight'))).toEqual([1])
		expect(ids(filterMessages(rows, '2026-11-04'))).toEqual([4])
		expect(ids(filterMessages(rows, 'long enough'))).toEqual([1, 2, 3, 4])
	})

	it('matches Arabic whatever the hamza form', () => {
		expect(ids(filterMessages(rows, 'احمد'))).toEqual([2])
		expect(ids(filterMessages(rows, 'أحمد'))).toEqual([2])
	})

	it('matches the words shown for status and service in the staff language', () => {
		const labels: MessageSearchLabels = {
			status: { unread: 'غير مقروءة', read: 'مقروءة', archived: 'مؤرشفة' },
			service: { sea_freight: 'الشحن البحري', air_freight: 'الشحن الجوي', land_transport: 'النقل البري', other: 'أخرى' },
		}
		expect(ids(filterMessages(rows, 'الشحن الجوي', labels))).toEqual([2])
		expect(ids(filterMessages(rows, 'مؤرشفه', labels))).toEqual([3])
		expect(ids(filterMessages(rows, 'الشحن الجوي'))).toEqual([])
	})

	it('never matches across two fields', () => {
		expect(ids(filterMessages(rows, 'Egypt other'))).toEqual([])
	})

	it('filters, then sorts', () => {
		expect(ids(visibleMessages(rows, { query: 'unread', sort: { key: 'name', direction: 'desc' } }))).toEqual([4, 2])
	})
})
