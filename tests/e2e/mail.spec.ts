import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import type { ParsedMail } from 'mailparser'
import { startSmtpServer, type TestInbox } from '../smtp-test-server.ts'
import { expectHydrated } from './hydration.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'
import { staff } from './staff.ts'

/**
 * Mail end to end (issue 12, items 12 and 15): a production server configured with SMTP_URL sends to
 * a real SMTP server run by the test (the nodemailer project's `smtp-server`), and each mail is
 * followed the way its reader would: the newsletter confirmation in Arabic and in English (link
 * opened, subscription confirmed, unsubscribe link working), the contact notification to the
 * company's address, and the password reset (link opened, new password set, signed in with it).
 * Without SMTP (the shared e2e server), the pages say honestly that no mail can be sent.
 */
let inbox: TestInbox
let server: OwnServer
const admin = { email: 'mail-admin@tasdeer.example', name: 'Mail Admin', password: 'mail-admin-password-42' }
const companyInbox = 'sales@tasdeer.example'

test.describe('with a mail server', () => {
	test.describe.configure({ mode: 'serial', timeout: 90_000 })

	test.beforeAll(async () => {
		test.setTimeout(90_000)
		inbox = await startSmtpServer()
		// TRUST_PROXY: each journey is a visitor of its own address (X-Forwarded-For), as behind the production proxy,
		// so the per-address form limits (5 accepted sends in 10 minutes) do not add up across journeys.
		server = await startOwnServer({ SMTP_URL: inbox.url, MAIL_FROM: 'Tasdeer <no-reply@tasdeer.example>', TRUST_PROXY: 'true' })
		server.createStaff({ ...admin, role: 'admin' })
		// The company's contact address, as the settings screen stores it (before any page loads it).
		const database = new SQLite(path.join(server.dataDir, 'tasdeer.db'), { fileMustExist: true })
		database.prepare("insert into site_settings (key, value) values ('contact_email', ?) on conflict(key) do update set value = excluded.value").run(companyInbox)
		database.close()
	})

	test.afterAll(async () => {
		await server?.stop()
		await inbox?.close()
	})

	const to = (address: string) => (mail: ParsedMail) => mail.to !== undefined && 'text' in mail.to && mail.to.text === address
	const linkIn = (mail: ParsedMail, pathPattern: string) => {
		const match = new RegExp(`https?://\\S+${pathPattern}\\?token=[\\w-]+`).exec(mail.text ?? '')
		expect(match, mail.text).not.toBeNull()
		return new URL(match![0])
	}

	let visitors = 0
	test.beforeEach(async ({ page }) => {
		visitors += 1
		await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${visitors}` })
	})

	async function subscribe(page: Page, home: string, address: string, answer: string) {
		await page.goto(`${server.url}${home}`)
		const form = page.getByTestId('newsletter-form')
		await expectHydrated(form, 20_000)
		await form.getByRole('textbox').fill(address)
		await form.getByRole('button').click()
		await expect(page.getByTestId('newsletter-result')).toHaveText(answer)
	}

	for (const lang of ['ar', 'en'] as const) {
		test(`the newsletter confirmation arrives in ${lang === 'ar' ? 'Arabic' : 'English'}; its link confirms, its unsubscribe link ends it`, async ({ page }) => {
			const address = `reader-${lang}-${Date.now()}@buyer.example`
			const texts =
				lang === 'ar'
					? { home: '/', answer: 'شكرًا لك! افتح بريدك الآن: أرسلنا إليه رابطًا لتأكيد الاشتراك.', subject: /^أكّد اشتراكك في النشرة البريدية لـ /, prefix: '', confirm: 'تأكيد الاشتراك', confirmed: 'تم تأكيد اشتراكك', already: /^أنت مشترك بالفعل/, unsubscribe: 'إلغاء الاشتراك', done: 'لن تصلك رسائل النشرة البريدية بعد الآن.' }
					: { home: '/en', answer: 'Thank you! Now check your inbox: we sent you a link to confirm your subscription.', subject: /^Confirm your subscription to the .+ newsletter$/, prefix: '/en', confirm: 'Confirm my subscription', confirmed: 'Your subscription is confirmed', already: /^You are already subscribed/, unsubscribe: 'Unsubscribe', done: 'You will no longer receive our newsletter.' }

			await subscribe(page, texts.home, address, texts.answer)
			const mail = await inbox.waitFor(to(address))
			expect(mail.subject).toMatch(texts.subject)
			expect(mail.from?.value[0]?.address).toBe('no-reply@tasdeer.example')
			const confirmLink = linkIn(mail, `${texts.prefix}/newsletter/confirm`)
			const unsubscribeLink = linkIn(mail, `${texts.prefix}/newsletter/unsubscribe`)
			expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\s+/g, ' ')).toBe(`List-Unsubscribe: <${unsubscribeLink.href}>`)

			// Opening the link (as a mail scanner would) confirms nothing; the button does.
			await page.goto(confirmLink.href)
			await expect(page.locator('html')).toHaveAttribute('lang', lang)
			await page.getByRole('button', { name: texts.confirm }).click()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.confirmed)

			// Asking again answers the same on the page; the mail says it is subscribed already.
			// (One mail per address per 10 minutes: this second one is paced, so it is checked in the database.)
			await subscribe(page, texts.home, address, texts.answer)
			const database = new SQLite(path.join(server.dataDir, 'tasdeer.db'), { readonly: true, fileMustExist: true })
			const row = database.prepare('select status, confirmed_at, language from subscribers where email = ?').get(address) as { status: string; confirmed_at: string | null; language: string }
			database.close()
			expect(row).toMatchObject({ status: 'active', language: lang })
			expect(row.confirmed_at).toMatch(/^\d{4}-/)

			await page.goto(unsubscribeLink.href)
			await page.getByRole('button', { name: texts.unsubscribe }).click()
			await expect(page.getByTestId('unsubscribe-result')).toHaveText(texts.done)
		})
	}

	test('a subscribed address that asks again gets "already subscribed" by mail, in its language', async ({ page }) => {
		const address = `member-${Date.now()}@buyer.example`
		await subscribe(page, '/en', address, 'Thank you! Now check your inbox: we sent you a link to confirm your subscription.')
		const first = await inbox.waitFor(to(address))
		await page.goto(linkIn(first, '/en/newsletter/confirm').href)
		await page.getByRole('button', { name: 'Confirm my subscription' }).click()
		await expect(page.getByTestId('confirm-result')).toBeVisible()
		// Past the pacing interval (as if ten minutes went by).
		const database = new SQLite(path.join(server.dataDir, 'tasdeer.db'), { fileMustExist: true })
		database.prepare("update subscribers set mailed_at = '2000-01-01T00:00:00.000Z' where email = ?").run(address)
		database.close()
		await subscribe(page, '/', address, 'شكرًا لك! افتح بريدك الآن: أرسلنا إليه رابطًا لتأكيد الاشتراك.')
		const second = await inbox.waitFor((m) => to(address)(m) && m !== first)
		expect(second.subject).toMatch(/^أنت مشترك بالفعل في النشرة البريدية/)
		expect(second.text).not.toContain('/newsletter/confirm')
		expect(linkIn(second, '/newsletter/unsubscribe').pathname).toBe('/newsletter/unsubscribe')
	})

	test('a contact message reaches the company inbox with the sender as reply-to', async ({ page }) => {
		const marker = `ref-${Date.now()}`
		await page.goto(`${server.url}/en/contact`)
		const form = page.getByTestId('contact-form')
		await expectHydrated(form, 20_000)
		await form.locator('[name="name"]').fill('Layla Hassan')
		await form.locator('[name="email"]').fill('layla@buyer.example')
		await form.locator('[name="service"]').selectOption('sea_freight')
		await form.locator('[name="subject"]').fill(`Sella rice ${marker}`)
		await form.locator('[name="message"]').fill('We need four containers of sella rice, CIF Jebel Ali.')
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(page.getByTestId('contact-result')).toHaveText('Your message was sent successfully. We will be in touch soon.')
		const mail = await inbox.waitFor((m) => to(companyInbox)(m) && (m.subject ?? '').includes(marker))
		expect(mail.replyTo?.value[0]?.address).toBe('layla@buyer.example')
		expect(mail.text).toContain('We need four containers of sella rice, CIF Jebel Ali.')
		// The log says a mail went, never what it said.
		expect(server.output()).not.toContain('four containers')
	})

	test('a forgotten password: the reset mail arrives, its link sets a new password, and it signs in', async ({ page }) => {
		await page.goto(`${server.url}/forgot-password`)
		await expect(page.getByTestId('forgot-mail-off')).toHaveCount(0)
		await page.locator('input[name=email]').fill(admin.email)
		await page.getByRole('button').click()
		await expect(page.getByTestId('forgot-sent')).toBeVisible()
		const mail = await inbox.waitFor(to(admin.email))
		// One mail for staff in both languages.
		expect(mail.subject).toContain('إعادة تعيين كلمة المرور / Password reset')
		const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text ?? '')![0]
		await page.goto(link)
		await expect(page).toHaveURL(/\/reset-password\?token=/)
		const newPassword = 'a-new-password-for-mail-43'
		await page.locator('input[name=password]').fill(newPassword)
		await page.getByRole('button').click()
		// The reset's own answer first: going to the sign-in page before it cancels the reset (CI once
		// signed in with the new password before it was stored).
		await expect(page).toHaveURL(/\/login\?reset=done/, { timeout: 15_000 })
		await page.locator('input[name=email]').fill(admin.email)
		await page.locator('input[name=password]').fill(newPassword)
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page).toHaveURL(`${server.url}/admin`)
		// Mail works here: no warning for the administrator.
		await expect(page.getByTestId('mail-off-notice')).toHaveCount(0)
	})
})

test.describe('without a mail server (the shared e2e server has no SMTP_URL)', () => {
	test('the forgotten-password page says no mail can be sent and to ask an administrator, in both languages', async ({ page, context }) => {
		await page.goto('/forgot-password')
		await expect(page.getByTestId('forgot-mail-off')).toContainText('اطلب من أحد المديرين')
		await expect(page.locator('input[name=email]')).toHaveCount(0)
		await context.addCookies([{ name: 'lang', value: 'en', url: page.url() }])
		await page.reload()
		await expect(page.getByTestId('forgot-mail-off')).toContainText('Ask an administrator')
	})

	test.describe('administrators', () => {
		test.use({ storageState: staff.admin.state })
		test('see a warning on every back-office screen', async ({ page }) => {
			for (const url of ['/admin', '/admin/messages', '/admin/users']) {
				await page.goto(url)
				await expect(page.getByTestId('mail-off-notice'), url).toContainText('البريد غير مضبوط')
				await expect(page.getByTestId('mail-off-notice')).toContainText('SMTP_URL')
			}
		})
	})

	test.describe('editors', () => {
		test.use({ storageState: staff.editor.state })
		test('do not (they cannot configure it)', async ({ page }) => {
			await page.goto('/admin')
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(page.getByTestId('mail-off-notice')).toHaveCount(0)
		})
	})
})
