import { beforeEach, describe, expect, it } from 'vitest'
import { adminActor as actor } from '#tests/actors.ts'
import { activityLogRows } from '#tests/activity-log.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { outcomeText } from '#tests/outcome-text.ts'
import { subscriberFilterParams } from '#app/lib/subscriber-schema.ts'
import { db } from './db/db.server.ts'
import { confirmedSubscriber } from '#tests/newsletter.ts'
import { getUnsubscribeToken, requestSubscription, unsubscribe } from './newsletter.server.ts'
import { deleteSubscriber, exportSubscribersCsv, listSubscribers, maskEmail, submitSubscriberAction } from './subscribers.server.ts'

const all = { q: '', status: null, language: null }
const filter = (query: string) => subscriberFilterParams(new URL(`http://x.test/admin/subscribers?${query}`))

const logRows = () => activityLogRows('subscriber')

async function idOf(email: string) {
	return (await db().selectFrom('subscribers').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
}

describe('masking an address for the log', () => {
	it('keeps the first and last letter and the domain', () => {
		expect(maskEmail('buyer@example.com')).toBe('b***r@example.com')
		expect(maskEmail('ab@example.com')).toBe('a***@example.com')
		expect(maskEmail('x@example.com')).toBe('x***@example.com')
	})
})

describe.each(testDialects)('subscribers in the back-office on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeEach(async () => {
		await db().deleteFrom('admin_activity_logs').execute()
		await db().deleteFrom('subscribers').execute()
		await confirmedSubscriber('nour@example.com', 'ar')
		await confirmedSubscriber('Buyer@Trade.example', 'en')
		await confirmedSubscriber('old_one@example.com', 'en')
		await unsubscribe((await getUnsubscribeToken('old_one@example.com'))!)
		// One who has not confirmed yet.
		await requestSubscription('waiting@example.com', 'ar')
		// Known creation and confirmation times, so "newest first" and the export are certain.
		for (const [email, at] of [['waiting@example.com', '2026-04-01'], ['nour@example.com', '2026-03-01'], ['buyer@trade.example', '2026-02-01'], ['old_one@example.com', '2026-01-01']] as const) {
			await db().updateTable('subscribers').set({ created_at: `${at}T09:00:00.000Z` }).where('email', '=', email).execute()
			await db().updateTable('subscribers').set({ confirmed_at: `${at}T09:05:00.000Z` }).where('email', '=', email).where('confirmed_at', 'is not', null).execute()
		}
	})

	it('lists newest first with the count, and filters by address, status and language', async () => {
		const everyone = await listSubscribers(all)
		expect(everyone.total).toBe(4)
		expect(everyone.items.map((s) => s.email)).toEqual(['waiting@example.com', 'nour@example.com', 'buyer@trade.example', 'old_one@example.com'])
		expect(everyone.items[0]).toMatchObject({ status: 'pending', language: 'ar', confirmedAt: null })
		expect(everyone.items[1]).toMatchObject({ status: 'active', confirmedAt: '2026-03-01T09:05:00.000Z' })
		expect(everyone.items[3]).toMatchObject({ status: 'unsubscribed', language: 'en' })
		expect((await listSubscribers(filter('status=pending'))).items.map((s) => s.email)).toEqual(['waiting@example.com'])

		expect((await listSubscribers(filter('q=TRADE'))).items.map((s) => s.email)).toEqual(['buyer@trade.example'])
		expect((await listSubscribers(filter('status=unsubscribed'))).items.map((s) => s.email)).toEqual(['old_one@example.com'])
		expect((await listSubscribers(filter('language=en&status=active'))).items.map((s) => s.email)).toEqual(['buyer@trade.example'])
		// LIKE wildcards typed by a person are matched literally.
		expect((await listSubscribers(filter('q=_'))).items.map((s) => s.email)).toEqual(['old_one@example.com'])
		expect((await listSubscribers(filter('q=%25'))).total).toBe(0)
		expect(filter('status=deleted&language=fr')).toEqual(all)
		expect((await listSubscribers(filter('q=trade%00'))).items.map((s) => s.email)).toEqual(['buyer@trade.example'])
	})

	it('pages through the list', async () => {
		const first = await listSubscribers(all, { page: 1, pageSize: 3 })
		const second = await listSubscribers(all, { page: 2, pageSize: 3 })
		expect([first.pageCount, first.items.length, second.items.length]).toEqual([2, 3, 1])
		expect(second.items[0]!.email).toBe('old_one@example.com')
		expect((await listSubscribers(all, { page: 9, pageSize: 3 })).page).toBe(2)
	})

	it('deletes a subscriber with an activity-log row that keeps only a masked address', async () => {
		const id = await idOf('nour@example.com')
		expect(await deleteSubscriber(id, actor)).toMatchObject({ email: 'nour@example.com' })
		expect((await listSubscribers(all)).total).toBe(3)
		const rows = await logRows()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ action: 'delete', entity_id: String(id), user_email: 'admin@example.com' })
		expect(JSON.parse(rows[0]!.details!)).toEqual({ email: 'n***r@example.com', status: 'active', language: 'ar' })
		expect(rows[0]!.details).not.toContain('nour@')
		expect(await deleteSubscriber(id, actor)).toBeNull()
		// The address can subscribe again afterwards.
		expect(await requestSubscription('nour@example.com', 'ar')).toBe('confirmation-mailed')
	})

	it('answers the screen in the staff language and refuses bad input', async () => {
		const id = await idOf('buyer@trade.example')
		expect(outcomeText(await submitSubscriberAction({ intent: 'delete', id: String(id) }, { actor }), 'en')).toEqual({ ok: true, message: 'buyer@trade.example was removed from the subscribers' })
		expect(outcomeText(await submitSubscriberAction({ intent: 'delete', id: String(id) }, { actor }), 'ar')).toEqual({ ok: false, status: 404, message: 'لم يتم العثور على المشترك؛ ربما حُذف بالفعل.' })
		const submissions: Record<string, string>[] = [{ intent: 'purge', id: '1' }, { intent: 'delete', id: 'abc' }, { intent: 'delete' }]
		for (const fields of submissions) {
			expect(outcomeText(await submitSubscriberAction(fields, { actor }), 'en')).toMatchObject({ ok: false, status: 400 })
		}
		expect(await logRows()).toHaveLength(1)
	})

	it('exports every matching subscriber as UTF-8 CSV with a BOM and Arabic headers', async () => {
		const text = await exportSubscribersCsv(all, 'ar')
		expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
		const lines = text.slice(1).split('\r\n')
		expect(lines[0]).toBe('الرقم,البريد الإلكتروني,الحالة,اللغة,تاريخ الاشتراك (UTC),تاريخ التأكيد (UTC),آخر تحديث (UTC)')
		expect(lines.slice(1, 5).map((l) => l.split(',').slice(1, 4).join(','))).toEqual([
			'waiting@example.com,بانتظار التأكيد,العربية',
			'nour@example.com,مشترك,العربية',
			'buyer@trade.example,مشترك,الإنجليزية',
			'old_one@example.com,ألغى الاشتراك,الإنجليزية',
		])
		expect(lines[1]).toContain(',2026-04-01 09:00:00,,')
		expect(lines[2]).toContain(',2026-03-01 09:00:00,2026-03-01 09:05:00,')
		const english = await exportSubscribersCsv(filter('status=active&language=en'), 'en')
		expect(english.slice(1).trim().split('\r\n')).toHaveLength(2)
		expect(english).toContain(',buyer@trade.example,Subscribed,English,2026-02-01 09:00:00,2026-02-01 09:05:00,')
	})
})
