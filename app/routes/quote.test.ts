import { beforeAll, describe, expect, it, vi } from 'vitest'
import { db } from '#app/server/db/db.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { createContactMessage, exportMessagesCsv, getMessage } from '#app/server/messages.server.ts'
import { productSearchColumns } from '#app/server/search.server.ts'
import { writeExportData } from '#app/server/export-data.server.ts'
import { emptyExportData } from '#app/lib/export-data.ts'
import { defaultMessageSort } from '#app/lib/messages.ts'
import { parseBasket } from '#app/lib/quote-basket.ts'
import { readCookie } from '#app/lib/cookies.ts'
import { noLeadSource } from '#app/lib/lead-source.ts'
import { expectVisitKept, partnerVisit } from '#tests/partner-visit.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { withTestInbox } from '#tests/smtp-test-server.ts'
import { action, loader } from './quote.tsx'

/**
 * The quote basket's page on both databases: a request is stored as one message with its lines in
 * one transaction, refusals write nothing, the contact form's limits and honeypot hold, the inbox's
 * CSV shows the lines and the staff notification (through a real SMTP server) lists them.
 */

function post(fields: Record<string, string>, { path = '/en/quote', ip = '203.0.113.5', cookie = '', extraHeaders = {} as Record<string, string> } = {}) {
	const body = new URLSearchParams(fields).toString()
	const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)), ...extraHeaders }
	if (cookie) headers.cookie = cookie
	const request = new Request(`http://localhost:3000${path}`, { method: 'POST', body, headers })
	return action({ request, context: { nonce: '', clientIp: ip }, params: {} } as never)
}

interface Answer {
	status: number
	headers: Headers
	body: { status: string; message: string; errors: Record<string, string>; values: Record<string, string> }
}

/** The action answers `data(..., init)`, or throws a redirect Response. */
async function send(fields: Record<string, string>, options?: Parameters<typeof post>[1]): Promise<Answer> {
	const result = (await post(fields, options)) as unknown as { data: Answer['body']; init: { status?: number; headers?: Record<string, string> } }
	return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data }
}

async function change(fields: Record<string, string>, options?: Parameters<typeof post>[1]): Promise<Response> {
	try {
		await post(fields, options)
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
	throw new Error('expected a redirect')
}

const basketOf = (setCookie: string | null) => parseBasket(readCookie(setCookie?.split(';')[0] ?? '', 'quote_basket'))

const buyer = { name: 'Layla Hassan', email: 'layla@buyer.example', phone: '+971 4 555 0101', country: 'UAE', note: 'Please quote monthly shipments.' }
const lines = {
	'line.0.slug': 'rfq-rice',
	'line.0.packaging': '1',
	'line.0.quantity': '40',
	'line.0.unit': 'ton',
	'line.0.incoterm': 'CIF',
	'line.0.country': 'AE',
	'line.0.port': 'Jebel Ali',
	'line.0.targetDate': '2099-03-01',
	'line.1.slug': 'rfq-dates',
	'line.1.packaging': '',
	'line.1.quantity': '٥٠٠',
	'line.1.unit': 'carton',
	'line.1.incoterm': 'EXW',
	'line.1.country': 'SA',
	'line.1.port': '',
	'line.1.targetDate': '',
}
const valid = { ...buyer, ...lines, intent: 'send' }

const counts = async () => ({
	messages: Number((await db().selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
	lines: Number((await db().selectFrom('quote_request_lines').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
})

describe.each(testDialects)('quote basket on %s', (dialect) => {
	withTestDatabase(dialect)
	const inbox = withTestInbox({ sendAppMail: true })
	let riceId = 0

	beforeAll(async () => {
		const product = (slug: string, nameAr: string, nameEn: string) =>
			db()
				.insertInto('products')
				.values({ slug, name_ar: nameAr, name_en: nameEn, ...productSearchColumns({ name_ar: nameAr, name_en: nameEn, description_ar: '', description_en: '' }) })
				.returning('id')
				.executeTakeFirstOrThrow()
		riceId = (await product('rfq-rice', 'أرز بسمتي', 'Basmati rice')).id
		const dates = await product('rfq-dates', 'تمر مجدول', 'Medjool dates')
		await product('rfq-hidden', 'مخفي', 'Hidden')
		await db().updateTable('products').set({ is_active: false }).where('slug', '=', 'rfq-hidden').execute()
		const pack = (labelAr: string, labelEn: string) => ({ labelAr, labelEn, netWeight: 25, netUnit: 'kg' as const, unitsPerCarton: null, cartonsPerPallet: null, cartonsPer20ft: null, cartonsPer40ft: null })
		await db()
			.transaction()
			.execute(async (trx) => {
				await writeExportData(trx, riceId, { ...emptyExportData, incoterms: ['FOB', 'CIF'], packaging: [pack('كيس 5 كغ', '5 kg bag'), pack('كيس 25 كغ', '25 kg bag')] })
				await writeExportData(trx, dates.id, { ...emptyExportData })
			})
		await db().insertInto('site_settings').values([{ key: 'company_name', value: 'تصدير', value_en: 'Tasdeer' }, { key: 'contact_email', value: 'sales@tasdeer.example', value_en: null }]).execute()
	})

	it('stores one quote request with its lines, in order, as the buyer saw them, and empties the basket', async () => {
		const { status, headers, body } = await send(valid)
		expect(body).toMatchObject({ status: 'success', message: 'Your quote request was sent. Our sales team will reply within one business day.' })
		expect(status).toBe(200)
		expect(headers.get('set-cookie')).toMatch(/^quote_basket=; Path=\/; Max-Age=0/)
		const message = await db().selectFrom('contact_messages').selectAll().where('email', '=', buyer.email).executeTakeFirstOrThrow()
		expect(message).toMatchObject({ kind: 'quote', status: 'unread', language: 'en', name: 'Layla Hassan', message: buyer.note, spam_reason: null })
		const stored = await getMessage(message.id)
		expect(stored?.lines).toEqual([
			{
				productId: riceId,
				productSlug: 'rfq-rice',
				productNameAr: 'أرز بسمتي',
				productNameEn: 'Basmati rice',
				packagingAr: 'كيس 25 كغ',
				packagingEn: '25 kg bag',
				quantity: 40,
				unit: 'ton',
				incoterm: 'CIF',
				destinationCountry: 'AE',
				destinationPort: 'Jebel Ali',
				targetDate: '2099-03-01',
			},
			expect.objectContaining({ productSlug: 'rfq-dates', packagingEn: '', quantity: 500, unit: 'carton', incoterm: 'EXW', destinationCountry: 'SA', targetDate: null }),
		])
	})

	it('records where the request came from, as a contact message does', async () => {
		const visit = partnerVisit('/en/products/rfq-rice', { campaign: 'rfq' }, 5)
		const extraHeaders = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36', referer: 'http://localhost:3000/en/quote' }
		expect((await send({ ...valid, email: 'lead@buyer.example', ...visit.fields }, { ip: '203.0.113.8', extraHeaders })).status).toBe(200)
		const row = await db().selectFrom('contact_messages').selectAll().where('email', '=', 'lead@buyer.example').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ kind: 'quote', lead_device: 'desktop', lead_form_page: '/en/quote' })
		expectVisitKept(row, visit)
		await inbox.waitFor((m) => m.replyTo?.text === 'lead@buyer.example')
	})

	it('mails the company the request with its lines, in the page\'s language', async () => {
		await send({ ...valid, email: 'arabic@buyer.example', note: '' }, { path: '/quote', ip: '203.0.113.9' })
		const mail = await inbox.waitFor((m) => m.replyTo?.text === 'arabic@buyer.example')
		expect(mail.subject).toBe('[تصدير] طلب عرض سعر من Layla Hassan (منتجان)')
		const text = mail.text ?? ''
		expect(text).toContain('المنتجات:')
		expect(text).toContain('1. أرز بسمتي — كيس 25 كغ — 40 طنًّا — CIF — Jebel Ali, الإمارات العربية المتحدة — قبل 2099-03-01')
		expect(text).toContain('2. تمر مجدول — 500 كرتون — EXW — المملكة العربية السعودية')
		const english = await inbox.waitFor((m) => m.replyTo?.text === buyer.email)
		expect(english.subject).toBe('[Tasdeer] Quote request from Layla Hassan (2 products)')
		expect(english.text).toContain('1. Basmati rice — 25 kg bag — 40 tonnes — CIF — Jebel Ali, United Arab Emirates — by 2099-03-01')
		expect(english.text).toContain('Note:\nPlease quote monthly shipments.')
	})

	it('refuses lines the products do not offer, says where, keeps the basket as typed, and stores nothing', async () => {
		const before = await counts()
		const { status, body } = await send(
			{ ...valid, 'line.0.packaging': '7', 'line.0.incoterm': 'EXW', 'line.1.quantity': '0', 'line.1.country': '', name: 'L' },
			{ ip: '203.0.113.20' },
		)
		expect(status).toBe(400)
		expect(body.errors).toEqual({ name: 'Must be at least 2 characters', 'line.1.quantity': 'Must be greater than zero', 'line.1.country': 'Choose the destination country or type the port of destination' })
		expect(body.values).toMatchObject({ name: 'L', 'line.0.packaging': '7', 'line.1.quantity': '0' })
		// Once the schema passes, the products' own offer is checked.
		const offer = await send({ ...valid, 'line.0.packaging': '7', 'line.0.incoterm': 'EXW', 'line.1.slug': 'rfq-hidden' }, { ip: '203.0.113.20' })
		expect(offer.status).toBe(400)
		expect(offer.body.errors).toEqual({
			'line.0.packaging': 'Choose a value from the list',
			'line.0.incoterm': 'Choose a value from the list',
			'line.1.slug': 'This product is no longer available: remove it from the basket.',
		})
		expect(basketOf(offer.headers.get('set-cookie')).map((l) => [l.slug, l.packaging, l.incoterm])).toEqual([
			['rfq-rice', '7', 'EXW'],
			['rfq-hidden', '', 'EXW'],
		])
		const empty = await send({ ...buyer, intent: 'send' }, { path: '/quote', ip: '203.0.113.20' })
		expect(empty.body.errors).toEqual({ lines: 'سلة عرض السعر فارغة: أضف منتجًا أولًا' })
		expect(await counts()).toEqual(before)
	})

	it('writes the message and its lines together or not at all', async () => {
		const before = await counts()
		const line = { productId: riceId, productSlug: 'rfq-rice', productNameAr: 'أ', productNameEn: 'A', packagingAr: '', packagingEn: '', quantity: 1, unit: 'ton', incoterm: 'CIF', destinationCountry: 'AE', destinationPort: '', targetDate: null }
		// The second line breaks a rule only the database checks: the first line and the message go too.
		await expect(
			createContactMessage({ ...buyer, service: 'other', subject: '', message: '' }, { lang: 'en', source: noLeadSource, quoteLines: [line, { ...line, unit: 'bushel' }] }),
		).rejects.toThrow()
		expect(await counts()).toEqual(before)
	})

	it('answers 503 with everything typed when the lines cannot be stored, and keeps no message', async () => {
		const before = await counts()
		await db().schema.alterTable('quote_request_lines').renameTo('quote_request_lines_away').execute()
		const errors = vi.spyOn(logger, 'error').mockImplementation((() => {}) as never)
		try {
			const { status, body } = await send(valid, { ip: '203.0.113.30' })
			expect(status).toBe(503)
			expect(body.message).toBe('Your quote request could not be sent. Please try again.')
			expect(body.values).toMatchObject({ name: buyer.name, note: buyer.note, 'line.0.port': 'Jebel Ali', 'line.1.quantity': '٥٠٠' })
		} finally {
			errors.mockRestore()
			await db().schema.alterTable('quote_request_lines_away').renameTo('quote_request_lines').execute()
		}
		expect(await counts()).toEqual(before)
	})

	it('keeps a honeypot request under its spam reason, answers as usual and mails no one', async () => {
		const { body } = await send({ ...valid, email: 'bot@spam.example', website: 'http://spam.example' }, { ip: '203.0.113.40' })
		expect(body.status).toBe('success')
		const row = await db().selectFrom('contact_messages').select(['id', 'spam_reason', 'kind']).where('email', '=', 'bot@spam.example').executeTakeFirstOrThrow()
		expect(row).toMatchObject({ spam_reason: 'honeypot', kind: 'quote' })
		expect((await getMessage(row.id))?.lines).toHaveLength(2)
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(inbox.messages.some((m) => m.replyTo?.text === 'bot@spam.example')).toBe(false)
	})

	it('shares the contact form\'s per-address limit', async () => {
		const ip = '198.51.100.77'
		const statuses = []
		for (let i = 0; i < 6; i++) statuses.push((await send({ ...valid, email: `limit${i}@buyer.example` }, { ip })).status)
		expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
		// Each accepted one told the company (before this suite's mail server closes).
		for (let i = 0; i < 5; i++) await inbox.waitFor((m) => m.replyTo?.text === `limit${i}@buyer.example`)
		const refused = await send(valid, { ip })
		expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
		expect(refused.body.values.name).toBe(buyer.name)
	})

	it('refuses a request posted from another site', async () => {
		const before = await counts()
		const result = (await action({
			request: new Request('http://localhost:3000/en/quote', { method: 'POST', body: new URLSearchParams(valid), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' } }),
			context: { nonce: '', clientIp: '203.0.113.50' },
			params: {},
		} as never)) as unknown as { init: { status: number } }
		expect(result.init.status).toBe(403)
		expect(await counts()).toEqual(before)
	})

	it('adds, saves and removes lines without JavaScript through the cookie', async () => {
		const added = await change({ intent: 'add', slug: 'rfq-rice' })
		expect(added.status).toBe(303)
		expect(added.headers.get('location')).toBe('/en/quote?notice=added&product=rfq-rice')
		const cookie = added.headers.get('set-cookie')!.split(';')[0]!
		expect(basketOf(cookie).map((l) => l.slug)).toEqual(['rfq-rice'])
		// A hidden product is not added.
		const hidden = await change({ intent: 'add', slug: 'rfq-hidden' }, { cookie })
		expect(hidden.headers.get('location')).toBe('/en/quote?notice=unavailable')
		expect(basketOf(hidden.headers.get('set-cookie')).map((l) => l.slug)).toEqual(['rfq-rice'])
		const two = await change({ intent: 'add', slug: 'rfq-dates' }, { cookie, path: '/quote' })
		expect(two.headers.get('location')).toBe('/quote?notice=added&product=rfq-dates')
		const saved = await change({ ...lines, intent: 'save' })
		expect(saved.headers.get('location')).toBe('/en/quote?notice=saved')
		expect(basketOf(saved.headers.get('set-cookie'))[0]).toMatchObject({ slug: 'rfq-rice', packaging: '1', quantity: '40', port: 'Jebel Ali' })
		const removed = await change({ ...lines, intent: 'remove:rfq-rice' })
		expect(basketOf(removed.headers.get('set-cookie')).map((l) => [l.slug, l.quantity])).toEqual([['rfq-dates', '٥٠٠']])

		// The page draws the cookie's basket with the products' choices, never from a shared cache.
		const request = new Request('http://localhost:3000/en/quote?notice=removed&product=rfq-rice', { headers: { cookie: saved.headers.get('set-cookie')!.split(';')[0]! } })
		const page = (await loader({ request, context: { nonce: '', clientIp: '' }, params: {} } as never)) as unknown as { data: { lines: unknown[]; products: Record<string, { packaging: unknown[]; incoterms: string[] }>; notice: unknown } }
		expect(page.data.lines).toHaveLength(2)
		expect(page.data.products['rfq-rice']).toMatchObject({ packaging: [{ value: '0', label: '5 kg bag' }, { value: '1', label: '25 kg bag' }], incoterms: ['FOB', 'CIF'] })
		expect(page.data.products['rfq-dates']?.incoterms).toHaveLength(11)
		expect(page.data.notice).toEqual({ kind: 'removed', name: 'Basmati rice' })
	})

	it('shows the lines in the inbox\'s CSV, one line of text each, in the staff member\'s language', async () => {
		const csv = await exportMessagesCsv({ view: 'all', query: 'Basmati', sort: defaultMessageSort, lang: 'en' })
		const [header] = csv.split('\r\n')
		expect(header).toMatch(/,Quote request lines$/)
		expect(csv).toContain(',Quote request,')
		expect(csv).toContain('"1. Basmati rice — 25 kg bag — 40 tonnes — CIF — Jebel Ali, United Arab Emirates — by 2099-03-01\n2. Medjool dates — 500 cartons — EXW — Saudi Arabia"')
		const arabic = await exportMessagesCsv({ view: 'all', query: 'مجدول', sort: defaultMessageSort, lang: 'ar' })
		expect(arabic).toContain('2. تمر مجدول — 500 كرتون — EXW — المملكة العربية السعودية')
	})
})
