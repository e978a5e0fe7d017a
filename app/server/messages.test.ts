import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adminActor as actor } from '#tests/actors.ts'
import { activityLogRows, failNextActivityLog } from '#tests/activity-log.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { outcomeText } from '#tests/outcome-text.ts'
import { refusalOf } from '#tests/refusal.ts'
import { contactSchema } from '#app/lib/contact-schema.ts'
import { noLeadSource } from '#app/lib/lead-source.ts'
import { db } from './db/db.server.ts'
import {
	archiveMessage,
	countMessagesByView,
	createContactMessage,
	exportMessagesCsv,
	getMessage,
	listMessages,
	markMessageNotSpam,
	markMessageRead,
	MessageError,
	openMessage,
	submitMessageAction,
} from './messages.server.ts'

vi.mock('./activity.server.ts', { spy: true })

async function send(fields: { name: string; email?: string; service?: string; message?: string; phone?: string; subject?: string }, spamReason: string | null = null) {
	const input = contactSchema.parse({
		email: `${fields.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
		service: 'sea_freight',
		message: 'We would like a quotation for 20 containers of rice.',
		phone: '',
		country: '',
		subject: '',
		...fields,
	})
	const saved = await createContactMessage(input, { lang: 'ar', spamReason, source: noLeadSource })
	return saved.id
}

const logRows = () => activityLogRows('message')

const refusal = refusalOf(MessageError)

describe.each(testDialects)('contact messages on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeEach(async () => {
		await db().deleteFrom('admin_activity_logs').execute()
		await db().deleteFrom('contact_messages').execute()
	})

	it('lists genuine messages newest first, and spam only under its own view', async () => {
		const first = await send({ name: 'Omar' })
		const spam = await send({ name: 'Bot' }, 'honeypot')
		const second = await send({ name: 'Layla' })
		await db().updateTable('contact_messages').set({ created_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', first).execute()

		expect((await listMessages()).map((m) => m.id)).toEqual([second, first])
		const spamView = await listMessages({ view: 'spam' })
		expect(spamView.map((m) => m.id)).toEqual([spam])
		expect(spamView[0]).toMatchObject({ name: 'Bot', spamReason: 'honeypot', status: 'unread' })
		expect((await listMessages({ view: 'unread' })).map((m) => m.id)).toEqual([second, first])
		expect(await listMessages({ view: 'read' })).toEqual([])
		expect(await countMessagesByView()).toEqual({ all: 2, unread: 2, read: 0, archived: 0, spam: 1 })
	})

	it('marks an unread message read, once, with an activity-log row', async () => {
		const id = await send({ name: 'Omar' })
		const before = (await getMessage(id))!
		const read = await markMessageRead(id, actor)
		expect(read.status).toBe('read')
		expect(read.updatedAt >= before.updatedAt).toBe(true)
		const rows = await logRows()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ action: 'update', entity_type: 'message', entity_id: String(id), user_email: 'admin@example.com' })
		expect(JSON.parse(rows[0]!.details!)).toEqual({ name: 'Omar', from: 'unread', to: 'read', changes: [{ field: 'status', from: 'unread', to: 'read' }] })

		expect((await refusal(markMessageRead(id, actor))).code).toBe('not_allowed')
		expect(await logRows()).toHaveLength(1)
		expect(await countMessagesByView()).toMatchObject({ all: 1, unread: 0, read: 1 })
	})

	it('archives from unread and from read, and archived is final', async () => {
		const unread = await send({ name: 'Omar' })
		const read = await send({ name: 'Layla' })
		await markMessageRead(read, actor)
		expect((await archiveMessage(unread, actor)).status).toBe('archived')
		expect((await archiveMessage(read, actor)).status).toBe('archived')

		for (const attempt of [() => markMessageRead(unread, actor), () => archiveMessage(unread, actor)]) {
			const error = await refusal(attempt())
			expect(error.code).toBe('archived_final')
			expect(error.status).toBe('archived')
		}
		expect((await getMessage(unread))!.status).toBe('archived')
		const details = (await logRows()).map((r) => JSON.parse(r.details!) as { from: string; to: string })
		expect(details.map((d) => `${d.from}>${d.to}`)).toEqual(['unread>read', 'unread>archived', 'read>archived'])
	})

	it('refuses an unknown message', async () => {
		expect((await refusal(markMessageRead(999_999, actor))).code).toBe('not_found')
		expect((await refusal(archiveMessage(999_999, actor))).code).toBe('not_found')
		expect(await openMessage(999_999, actor)).toBeNull()
	})

	it('leaves the status unchanged when the activity log cannot be written', async () => {
		const id = await send({ name: 'Omar' })
		failNextActivityLog()
		await expect(archiveMessage(id, actor)).rejects.toThrow('log refused')
		expect((await getMessage(id))!.status).toBe('unread')
		expect(await logRows()).toHaveLength(0)
	})

	it('lets only one of two simultaneous changes through', async () => {
		const id = await send({ name: 'Omar' })
		const outcomes = await Promise.allSettled([markMessageRead(id, actor), markMessageRead(id, actor)])
		expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
		expect(await logRows()).toHaveLength(1)
	})

	it('marks an unread message read when it is opened, and leaves others as they are', async () => {
		const id = await send({ name: 'Omar' })
		expect((await openMessage(id, actor))!.status).toBe('read')
		expect(JSON.parse((await logRows())[0]!.details!)).toEqual({ name: 'Omar', from: 'unread', to: 'read', changes: [{ field: 'status', from: 'unread', to: 'read' }], via: 'opened' })
		expect((await openMessage(id, actor))!.status).toBe('read')
		await archiveMessage(id, actor)
		expect((await openMessage(id, actor))!.status).toBe('archived')
		expect(await logRows()).toHaveLength(2)
	})

	it('returns a message flagged as spam to the inbox, with its status kept', async () => {
		const id = await send({ name: 'Real Buyer' }, 'honeypot')
		const restored = await markMessageNotSpam(id, actor)
		expect(restored).toMatchObject({ spamReason: null, status: 'unread' })
		expect((await listMessages()).map((m) => m.id)).toEqual([id])
		expect(await listMessages({ view: 'spam' })).toEqual([])
		expect(JSON.parse((await logRows())[0]!.details!)).toEqual({ name: 'Real Buyer', spamReason: 'honeypot', to: 'inbox' })
		expect((await refusal(markMessageNotSpam(id, actor))).code).toBe('not_spam')
	})

	describe('the screen actions', () => {
		it('answers each action in the staff language', async () => {
			const id = await send({ name: 'Omar' })
			expect(outcomeText(await submitMessageAction({ intent: 'read', id: String(id) }, { actor }), 'en')).toEqual({
				ok: true,
				message: 'The message from Omar is marked as read',
			})
			expect(outcomeText(await submitMessageAction({ intent: 'read', id: String(id) }, { actor }), 'en')).toMatchObject({ ok: false, status: 409, message: 'This message has already been read.' })
			expect(outcomeText(await submitMessageAction({ intent: 'archive', id: String(id) }, { actor }), 'ar')).toMatchObject({ ok: true, message: 'تمت أرشفة رسالة Omar' })
			expect(outcomeText(await submitMessageAction({ intent: 'read', id: String(id) }, { actor }), 'ar')).toMatchObject({
				ok: false,
				status: 409,
				message: 'هذه الرسالة مؤرشفة، والأرشفة نهائية: لا يمكن تغيير حالتها.',
			})
			expect(outcomeText(await submitMessageAction({ intent: 'archive', id: String(id) }, { actor }), 'en')).toMatchObject({
				status: 409,
				message: 'This message is archived, and archiving is final: its status cannot change.',
			})
		})

		it('refuses malformed and unknown submissions without writing anything', async () => {
			const id = await send({ name: 'Omar' })
			const submissions: Record<string, string>[] = [{ intent: 'unread', id: String(id) }, { intent: 'read', id: '1e3' }, { intent: 'read' }, { intent: 'read', id: `${id}; drop table x` }]
			for (const fields of submissions) {
				expect(outcomeText(await submitMessageAction(fields, { actor }), 'en')).toMatchObject({ ok: false, status: 400 })
			}
			expect(outcomeText(await submitMessageAction({ intent: 'archive', id: '999999' }, { actor }), 'en')).toMatchObject({ ok: false, status: 404 })
			expect((await getMessage(id))!.status).toBe('unread')
			expect(await logRows()).toHaveLength(0)
		})
	})

	describe('the CSV export', () => {
		it('holds the rows the screen shows, as UTF-8 with a BOM, in the staff language', async () => {
			await send({ name: 'سارة الحربي', email: 'sara@example.com', service: 'air_freight', message: 'نريد شحن تمور إلى الرياض، بسرعة.', phone: '+966 55 123 4567' })
			await send({ name: 'John Smith', email: 'john@example.com', service: 'land_transport' })
			await send({ name: 'Spam Bot', email: 'bot@example.com' }, 'honeypot')

			const text = await exportMessagesCsv({ view: 'all', query: '', sort: { key: 'name', direction: 'asc' }, lang: 'ar' })
			expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
			const lines = text.slice(1).split('\r\n')
			expect(lines[0]).toBe(
				'الرقم,الحالة,الاسم,البريد الإلكتروني,الهاتف,الدولة,الخدمة,الموضوع,الرسالة,اللغة,المصدر,صفحة الوصول,الموقع المحيل,مصدر الحملة,وسيلة الحملة,الحملة,كلمة الحملة,محتوى الحملة,الجهاز,الصفحات قبل الإرسال,أُرسل من,التاريخ (UTC),بنود طلب عرض السعر',
			)
			expect(lines).toHaveLength(4) // header, two messages, the final empty line
			// A message that knows nothing of where it came from: "not known", then empty cells.
			expect(lines[1]).toContain(',غير مقروءة,سارة الحربي,sara@example.com,\'+966 55 123 4567,,الشحن الجوي,,نريد شحن تمور إلى الرياض، بسرعة.,ar,غير معروف,,,,,,,,,,,')
			expect(lines[2]).toContain('John Smith')
			expect(text).not.toContain('Spam Bot')
			// A contact message has no quote lines: the last cell is empty.
			expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,$/)
		})

		it('carries where each enquiry came from, in the staff language, formulas defused', async () => {
			const input = contactSchema.parse({ name: 'Lead Row', email: 'lead@example.com', service: 'other', message: 'Please quote 20 containers.', phone: '', country: '', subject: '' })
			const source = { ...noLeadSource, lead_landing_page: '/en/products/basmati-rice', lead_referrer_host: 'partner.example', lead_utm_source: 'agri-news', lead_utm_campaign: '=spring', lead_device: 'tablet' as const, lead_pages: 4, lead_form_page: '/en/contact' }
			await createContactMessage(input, { lang: 'en', source })
			await createContactMessage({ ...input, name: 'Direct Row' }, { lang: 'en', source: { ...noLeadSource, lead_landing_page: '/' } })
			const text = await exportMessagesCsv({ view: 'all', query: '', sort: { key: 'name', direction: 'asc' }, lang: 'en' })
			const [header, direct, lead] = text.slice(1).split('\r\n')
			expect(header).toContain(',Language,Source,Landing page,Referring site,Campaign source,Campaign medium,Campaign,Campaign term,Campaign content,Device,Pages seen before sending,Sent from,Date (UTC)')
			expect(lead).toContain(",en,agri-news,/en/products/basmati-rice,partner.example,agri-news,,'=spring,,,Tablet,4,/en/contact,")
			expect(direct).toContain(',en,Direct,/,,,,,,,,,,')
		})

		it('applies the search and the sort, and exports spam with its reason', async () => {
			await send({ name: 'Amal', service: 'other' })
			await send({ name: 'Zaid', service: 'other' })
			await send({ name: 'Hadi', service: 'sea_freight' })
			await send({ name: '=HYPERLINK("x")', email: 'evil@example.com' }, 'honeypot')

			const other = await exportMessagesCsv({ view: 'all', query: 'OTHER', sort: { key: 'name', direction: 'desc' }, lang: 'en' })
			const rows = other.slice(1).trim().split('\r\n').slice(1)
			expect(rows.map((r) => r.split(',')[2])).toEqual(['Zaid', 'Amal'])
			expect(other).toContain(',Unread,Zaid,')

			const spam = await exportMessagesCsv({ view: 'spam', query: '', sort: { key: 'created_at', direction: 'desc' }, lang: 'en' })
			expect(spam.slice(1).split('\r\n')[0]).toMatch(/,Date \(UTC\),Spam reason,Quote request lines$/)
			expect(spam).toContain('"\'=HYPERLINK(""x"")",evil@example.com')
			expect(spam).toMatch(/,honeypot,\r\n$/)
		})
	})
})
