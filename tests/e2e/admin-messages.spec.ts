import { expect, type Page, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { databaseFile, insertMessages } from './messages-db.ts'
import { staff } from './staff.ts'
import { expectHydrated, openHydrated, reloadHydrated } from './hydration.ts'

/**
 * The back-office inbox and subscribers as a staff member uses them. Every journey makes its own
 * rows under a unique token and searches for it, so other journeys' messages never get in the way.
 */
/** The sender names of the visible rows, top to bottom. */
async function names(page: Page) {
	return page.getByTestId('messages-table').getByTestId('message-open').allInnerTexts()
}

async function download(page: Page, testId: string) {
	const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])
	const chunks: Buffer[] = []
	for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
	return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) }
}

test.describe('back-office messages', () => {
	test.use({ storageState: staff.admin.state })

	test('a message sent on the site is read, archived for good, sorted by each header and exported', async ({ page, browser }) => {
		// A long journey (the site, the inbox's five views, sorting, export): over 30 s on a busy machine.
		test.slow()
		const token = `t${Date.now().toString(36)}`
		// A visitor writes in Arabic on the public contact page.
		const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
		const site = await visitor.newPage()
		await site.goto('/contact')
		const form = site.getByTestId('contact-form')
		await form.locator('input[name=name]').fill('ليلى المنصوري')
		await form.locator('input[name=email]').fill(`layla.${token}@buyer.example`)
		await form.locator('input[name=phone]').fill('+971 4 123 4567')
		await form.locator('select[name=service]').selectOption('sea_freight')
		await form.locator('input[name=subject]').fill(`عرض سعر ${token}`)
		await form.locator('textarea[name=message]').fill(`نرغب في شحن عشر حاويات من الأرز إلى دبي. ${token}`)
		await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
		await expect(site.getByTestId('contact-result')).toContainText('تم إرسال رسالتك بنجاح')
		await visitor.close()

		insertMessages([
			{ name: 'Zaid Imports', email: `zaid.${token}@example.com`, service: 'air_freight', message: `Air freight please ${token}`, status: 'read', createdAt: '2026-01-02T09:00:00.000Z' },
			{ name: 'Amal Foods', email: `amal.${token}@example.com`, service: 'land_transport', message: `Trucks to Riyadh ${token}`, createdAt: '2026-01-01T09:00:00.000Z' },
			{ name: 'Cheap Offers Bot', email: `bot.${token}@spam.example`, service: 'other', message: `Buy now ${token}`, spamReason: 'honeypot', createdAt: '2026-01-03T09:00:00.000Z' },
		])

		await page.goto('/admin/messages')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('رسائل التواصل')
		await page.getByTestId('messages-search').fill(token.toUpperCase())
		// The noun follows the total (Arabic plural): 3–10 رسائل, 11–99 رسالةً, 100 and more رسالة.
		await expect(page.getByTestId('messages-count')).toHaveText(/^يظهر 3 من أصل \d+ (رسائل|رسالةً|رسالة)$/)
		// Spam stays out of the inbox; newest first by default.
		await expect.poll(() => names(page)).toEqual(['ليلى المنصوري', 'Zaid Imports', 'Amal Foods'])
		await expect(page).toHaveURL(new RegExp(`q=${token.toUpperCase()}`))

		// Each sortable header: a new column sorts descending, the same one again ascending.
		await page.getByTestId('sort-name').click()
		await expect(page.getByTestId('sort-name').locator('..')).toHaveAttribute('aria-sort', 'descending')
		await expect.poll(() => names(page)).toEqual(['Zaid Imports', 'Amal Foods', 'ليلى المنصوري'])
		await page.getByTestId('sort-name').click()
		await expect(page.getByTestId('sort-name').locator('..')).toHaveAttribute('aria-sort', 'ascending')
		await expect.poll(() => names(page)).toEqual(['ليلى المنصوري', 'Amal Foods', 'Zaid Imports'])
		await page.getByTestId('sort-service').click()
		await expect(page.getByTestId('sort-service').locator('..')).toHaveAttribute('aria-sort', 'descending')
		await expect.poll(() => names(page)).toEqual(['ليلى المنصوري', 'Amal Foods', 'Zaid Imports']) // sea, land, air
		await page.getByTestId('sort-service').click()
		await expect.poll(() => names(page)).toEqual(['Zaid Imports', 'Amal Foods', 'ليلى المنصوري'])
		await page.getByTestId('sort-status').click()
		await expect(page.getByTestId('sort-status').locator('..')).toHaveAttribute('aria-sort', 'descending')
		await expect.poll(() => names(page)).toEqual(['ليلى المنصوري', 'Amal Foods', 'Zaid Imports']) // unread (newest first), read
		await page.getByTestId('sort-status').click()
		await expect.poll(() => names(page)).toEqual(['Zaid Imports', 'ليلى المنصوري', 'Amal Foods'])
		await page.getByTestId('sort-created_at').click()
		await expect(page.getByTestId('sort-created_at').locator('..')).toHaveAttribute('aria-sort', 'descending')
		await expect.poll(() => names(page)).toEqual(['ليلى المنصوري', 'Zaid Imports', 'Amal Foods'])
		await page.getByTestId('sort-created_at').click()
		await expect.poll(() => names(page)).toEqual(['Amal Foods', 'Zaid Imports', 'ليلى المنصوري'])

		// The export holds the filtered rows in the shown order, as UTF-8 with a BOM.
		const csv = await download(page, 'messages-export')
		expect(csv.name).toMatch(/^messages-all-\d{4}-\d\d-\d\d\.csv$/)
		expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const text = csv.bytes.toString('utf8').slice(1)
		const lines = text.trim().split('\r\n')
		expect(lines[0]).toBe(
			'الرقم,الحالة,الاسم,البريد الإلكتروني,الهاتف,الدولة,الخدمة,الموضوع,الرسالة,اللغة,المصدر,صفحة الوصول,الموقع المحيل,مصدر الحملة,وسيلة الحملة,الحملة,كلمة الحملة,محتوى الحملة,الجهاز,الصفحات قبل الإرسال,أُرسل من,التاريخ (UTC),بنود طلب عرض السعر',
		)
		expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['Amal Foods', 'Zaid Imports', 'ليلى المنصوري'])
		expect(text).toContain(`ليلى المنصوري,layla.${token}@buyer.example,'+971 4 123 4567,,الشحن البحري,عرض سعر ${token},نرغب في شحن عشر حاويات من الأرز إلى دبي. ${token},ar,`)
		expect(text).not.toContain('Cheap Offers Bot')

		// Mark read from the list: the button goes, archive stays.
		const amal = page.locator('tr', { has: page.getByText('Amal Foods') })
		await amal.getByTestId('message-mark-read').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم تحديد رسالة Amal Foods كمقروءة')
		await expect(amal.getByTestId('message-status').filter({ visible: true })).toHaveText('مقروءة')
		await expect(amal.getByTestId('message-mark-read')).toHaveCount(0)

		// Open the visitor's message: it is read now, Latin runs are isolated, and a reply is one click.
		await page.locator('tr', { has: page.getByText('ليلى المنصوري') }).getByTestId('message-open').click()
		await expect(page).toHaveURL(/\/admin\/messages\/\d+$/)
		const detail = page.getByTestId('message-detail')
		await expect(detail.getByTestId('message-status')).toHaveText('مقروءة')
		await expect(detail.getByTestId('message-body')).toHaveText(`نرغب في شحن عشر حاويات من الأرز إلى دبي. ${token}`)
		await expect(detail.getByTestId('message-email').locator('bdi')).toHaveAttribute('dir', 'ltr')
		await expect(detail.getByTestId('message-phone').locator('bdi')).toHaveText('+971 4 123 4567')
		const reply = await detail.getByTestId('message-reply').getAttribute('href')
		expect(reply).toMatch(new RegExp(`^mailto:layla\\.${token}@buyer\\.example\\?subject=`))
		expect(decodeURIComponent(reply!.split('subject=')[1]!.split('&')[0]!)).toBe(`رد: عرض سعر ${token}`)

		// Archive (after confirming): final, so no action is left on it.
		await detail.getByRole('button', { name: 'أرشفة' }).click()
		await page.getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تمت أرشفة رسالة ليلى المنصوري')
		await expect(detail.getByTestId('message-status')).toHaveText('مؤرشفة')
		await expect(detail.getByRole('button', { name: 'أرشفة' })).toHaveCount(0)
		await expect(detail.getByTestId('message-mark-read')).toHaveCount(0)

		// The server refuses a change out of archived even when asked directly.
		const id = page.url().split('/').pop()!
		const refused = await page.request.post(`/admin/messages/${id}`, { form: { intent: 'read' }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 })
		expect(refused.status()).toBe(409)

		// The archived view holds it; spam has its own view with the reason, and can be returned to the inbox.
		await page.getByRole('link', { name: 'العودة إلى الرسائل' }).click()
		await page.getByTestId('messages-view-archived').click()
		await expect(page.getByTestId('messages-view-archived')).toHaveAttribute('aria-current', 'page')
		await page.getByTestId('messages-search').fill(token)
		await expect.poll(() => names(page)).toEqual(['ليلى المنصوري'])
		await page.getByTestId('messages-view-spam').click()
		await expect(page.getByTestId('messages-view-spam')).toHaveAttribute('aria-current', 'page')
		await expect.poll(() => names(page)).toEqual(['Cheap Offers Bot'])
		const bot = page.locator('tr', { has: page.getByText('Cheap Offers Bot') })
		await expect(bot).toContainText('مُلئ حقل مخفي لا يراه البشر')
		await bot.getByTestId('message-not-spam').click()
		await expect(page.getByTestId('banner-success')).toHaveText('أُعيدت رسالة Cheap Offers Bot إلى صندوق الرسائل')
		await expect(page.getByTestId('messages-empty')).toHaveText(`لا توجد رسائل تطابق «${token}».`)
	})

	test('an editor does not see the inbox or the subscribers', async ({ browser }) => {
		const context = await browser.newContext({ storageState: staff.editor.state })
		const page = await context.newPage()
		await page.goto('/admin')
		// The sidebar (not the dashboard's own figures, which are another screen's business) lists neither.
		const sidebar = page.locator('aside')
		await expect(sidebar.getByRole('link', { name: 'المقالات', exact: true })).toBeVisible()
		await expect(sidebar.getByRole('link', { name: 'الرسائل', exact: true })).toHaveCount(0)
		await expect(sidebar.getByRole('link', { name: 'المشتركون', exact: true })).toHaveCount(0)
		for (const url of ['/admin/messages', '/admin/subscribers', '/admin/messages/export']) {
			const response = await page.goto(url)
			expect(response?.status(), url).toBe(403)
		}
		await context.close()
	})
})

test.describe('back-office subscribers', () => {
	test.use({ storageState: staff.admin.state })

	test('a newsletter sign-up waits for its confirmation, then is found, filtered, exported and deleted', async ({ page, browser }) => {
		// Two people (visitor and administrator) and a mail link: longer than one screen's journey.
		test.setTimeout(90_000)
		const token = `s${Date.now().toString(36)}`
		const email = `reader.${token}@example.com`
		const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
		const site = await visitor.newPage()
		await site.goto('/en')
		// Sent before hydration, the form is the one without JavaScript, answering on /newsletter.
		await expectHydrated(site.getByTestId('newsletter-form'))
		await site.locator('#newsletter-email').fill(email)
		await site.getByTestId('newsletter-form').getByRole('button').click()
		await expect(site.getByTestId('newsletter-result')).toHaveText('Thank you! Now check your inbox: we sent you a link to confirm your subscription.')

		await openHydrated(page, '/admin/subscribers')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('المشتركون')
		await page.getByTestId('subscribers-search').fill(token)
		await page.getByTestId('subscribers-search').press('Enter')
		await expect(page).toHaveURL(new RegExp(`q=${token}`))
		await expectHydrated(page.getByTestId('subscribers-status'))
		await expect(page.getByTestId('subscribers-count')).toHaveText('عدد المشتركين: 1')
		const row = page.locator('tr', { has: page.getByText(email) })
		await expect(row).toContainText('بانتظار التأكيد')
		await page.getByTestId('subscribers-status').selectOption('pending')
		await expect(page).toHaveURL(/status=pending/)
		await expect(row).toBeVisible()

		// The visitor opens the link of the mail (kept in the outbox: this server has no SMTP) and confirms.
		const mailed = new SQLite(databaseFile, { readonly: true, fileMustExist: true })
		const mail = mailed.prepare('select subject, body_text from mail_outbox where to_address = ? order by id desc').get(email) as { subject: string; body_text: string }
		mailed.close()
		expect(mail.subject).toMatch(/^Confirm your subscription to the .+ newsletter$/)
		const link = /https?:\/\/\S+\/en\/newsletter\/confirm\?token=[\w-]+/.exec(mail.body_text)![0]
		await site.goto(new URL(link).pathname + new URL(link).search)
		await site.getByRole('button', { name: 'Confirm my subscription' }).click()
		await expect(site.getByTestId('confirm-result')).toContainText('Thank you! Our newsletter will come to this address.')
		await expect(site.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')
		await visitor.close()

		await reloadHydrated(page)
		await expect(page.getByTestId('subscribers-empty')).toBeVisible()
		await page.getByTestId('subscribers-status').selectOption('')
		await expect(row).toContainText('مشترك')
		await expect(row).not.toContainText('بانتظار التأكيد')

		// Filters narrow the same search: English, active → there; unsubscribed → gone.
		await page.getByTestId('subscribers-language').selectOption('en')
		await expect(page).toHaveURL(/language=en/)
		await expect(row).toBeVisible()
		await page.getByTestId('subscribers-status').selectOption('unsubscribed')
		await expect(page).toHaveURL(/status=unsubscribed/)
		await expect(page.getByTestId('subscribers-empty')).toBeVisible()
		await page.getByTestId('subscribers-status').selectOption('active')
		await expect(row).toBeVisible()

		const csv = await download(page, 'subscribers-export')
		expect(csv.name).toMatch(/^subscribers-\d{4}-\d\d-\d\d\.csv$/)
		expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
		const lines = csv.bytes.toString('utf8').slice(1).trim().split('\r\n')
		expect(lines).toHaveLength(2)
		expect(lines[0]).toBe('الرقم,البريد الإلكتروني,الحالة,اللغة,تاريخ الاشتراك (UTC),تاريخ التأكيد (UTC),آخر تحديث (UTC)')
		expect(lines[1]).toMatch(new RegExp(`,${email.replace(/\./g, '\\.')},مشترك,الإنجليزية,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d,`))

		// Delete asks first; cancelling keeps the row, confirming removes it.
		await row.getByRole('button').click()
		await page.getByRole('dialog').getByRole('button').first().click()
		await expect(row).toBeVisible()
		await row.getByRole('button').click()
		await page.getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toHaveText(`تم حذف ${email} من المشتركين`)
		await expect(page.getByTestId('subscribers-empty')).toBeVisible()
		await expect(page.getByTestId('subscribers-count')).toHaveText('عدد المشتركين: 0')
	})
})
