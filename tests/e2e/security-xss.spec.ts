import crypto from 'node:crypto'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { type Browser, expect, type Page, test } from '@playwright/test'
import routes from '../../app/routes.ts'
import { staff } from './staff.ts'

/**
 * Stored and reflected XSS, in the browser: payloads go in through the real forms (a visitor's
 * contact message and search, a staff member's category and user names), then every page that
 * shows them — public and back-office, both languages — is opened. No script may run (no dialog,
 * no flag set), no injected element may exist, and the payload must be visible as the text it is.
 *
 * The content security policy would stop most of these even if markup got through; the checks for
 * injected elements prove the escaping itself.
 */
const id = () => `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`

/** Markup that would set window.__xss, open a dialog, or leave a [data-xss] element if it ran. */
function payload(n: string) {
	return `<img src=x data-xss onerror="window.__xss='${n}';alert('${n}')"><script>window.__xss='${n}'</script>"'&amp; ${n}`
}

/** Back-office routes in the route table (the messages screen joins the check when it exists). */
function staffPaths(entries: RouteConfigEntry[], prefix = ''): string[] {
	return entries.flatMap((entry) => {
		const full = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix
		return [full, ...staffPaths(entry.children ?? [], full)]
	})
}
const hasRoute = (path: string) => staffPaths(routes as RouteConfigEntry[]).includes(path)

function watch(page: Page) {
	const dialogs: string[] = []
	page.on('dialog', (dialog) => {
		dialogs.push(dialog.message())
		void dialog.dismiss()
	})
	return dialogs
}

async function expectInert(page: Page, dialogs: string[], text: string, where: string) {
	await expect(page.getByText(text, { exact: false }).first(), `${where}: the payload shows as text`).toBeVisible()
	expect(await page.locator('[data-xss]').count(), `${where}: no injected element`).toBe(0)
	expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), `${where}: no script ran`).toBeUndefined()
	expect(dialogs, `${where}: no dialog`).toEqual([])
}

async function staffPage(browser: Browser) {
	const context = await browser.newContext({ storageState: staff.admin.state })
	const page = await context.newPage()
	return { page, dialogs: watch(page), close: () => context.close() }
}

test.describe('stored and reflected XSS', () => {
	// The contact form is limited per address; this journey comes from an address of its own
	// (the e2e server trusts X-Forwarded-For, as behind the production proxy).
	test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` } })

	test('a visitor’s contact message shows as text in the back-office', async ({ page, browser }) => {
		const dialogs = watch(page)
		const n = id()
		const text = payload(n)
		await page.goto('/en/contact')
		const form = page.getByTestId('contact-form')
		await form.locator('input[name=name]').fill(`Name ${text}`.slice(0, 100))
		await form.locator('input[name=email]').fill(`xss-${n}@visitor.example`)
		await form.locator('input[name=country]').fill('<b data-xss>UAE</b>')
		await form.locator('select[name=service]').selectOption('other')
		await form.locator('input[name=subject]').fill(`Subject ${text}`)
		await form.locator('textarea[name=message]').fill(`Message ${text}\n<iframe data-xss src="javascript:alert(1)"></iframe>`)
		await form.getByRole('button').last().click()
		await expect(page.getByTestId('contact-result')).toContainText('sent successfully')
		expect(dialogs).toEqual([])

		// The dashboard counts it; the messages screen (when present) lists and opens it.
		const admin = await staffPage(browser)
		await admin.page.goto('/admin')
		expect(await admin.page.locator('[data-xss]').count()).toBe(0)
		if (hasRoute('/admin/messages')) {
			await admin.page.goto('/admin/messages')
			await expectInert(admin.page, admin.dialogs, `Subject ${text}`.slice(0, 40), '/admin/messages')
			await admin.page.getByText(`Subject ${text}`.slice(0, 40)).first().click()
			await expectInert(admin.page, admin.dialogs, 'Message <img src=x data-xss', '/admin/messages (open)')
		}
		expect(admin.dialogs).toEqual([])
		await admin.close()
	})

	test('a search for markup is shown as text, in the page, the title and the suggestions', async ({ page }) => {
		const dialogs = watch(page)
		const n = id()
		const text = payload(n)
		for (const path of ['/en/search', '/search']) {
			await page.goto(`${path}?q=${encodeURIComponent(text)}`)
			// The query is cut at 100 characters; its start is what must show as text.
			await expectInert(page, dialogs, '<img src=x data-xss', path)
			// The title holds it as text too (the browser reads <title> as text; no element was made).
			expect(await page.title()).toContain('<img src=x data-xss')
		}
		// Typed into the header's search box (suggestions are fetched as the visitor types).
		await page.goto('/en')
		const box = page.locator('input[type=search]:visible').first()
		await box.fill(`<svg data-xss onload=alert(1)>${n}`)
		await box.press('Enter')
		await expect(page).toHaveURL(/\/en\/search\?q=/)
		await expectInert(page, dialogs, `<svg data-xss onload=alert(1)>${n}`, 'search box')
	})

	test.describe('staff-supplied names', () => {
		test.use({ storageState: staff.admin.state })

		test('a category and a staff member named with markup show as text on the site and in the back-office', async ({ page, browser }) => {
			test.slow()
			const dialogs = watch(page)
			const n = id()
			const nameAr = `فئة ${payload(n)}`.slice(0, 120)
			const nameEn = `Category ${payload(n)}`.slice(0, 120)
			const slug = `xss-${n}`
			await page.goto('/admin/categories/new')
			await page.locator('input[name=nameAr]').fill(nameAr)
			await page.locator('input[name=nameEn]').fill(nameEn)
			await page.locator('input[name=slug]').fill(slug)
			await page.getByTestId('category-save').click()
			await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/)
			await expectInert(page, dialogs, 'فئة <img src=x data-xss', 'categories list (saved banner)')
			await page.goto('/admin/activity')
			await expectInert(page, dialogs, 'فئة <img src=x data-xss', '/admin/activity')

			// The visitor's side, both languages (a category page shows its name as the heading).
			const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } })
			const site = await visitor.newPage()
			const siteDialogs = watch(site)
			for (const [path, text] of [
				[`/en/products/category/${slug}`, 'Category <img src=x data-xss'],
				[`/products/category/${slug}`, 'فئة <img src=x data-xss'],
			] as const) {
				const response = await site.goto(path)
				expect(response?.status(), path).toBe(200)
				await expectInert(site, siteDialogs, text, path)
			}
			await visitor.close()

			// A staff member's name: the users list shows it as text.
			const member = `Editor ${payload(n)}`.slice(0, 100)
			await page.goto('/admin/users')
			const form = page.getByTestId('invite-form')
			await form.locator('input[name=name]').fill(member)
			await form.locator('input[name=email]').fill(`xss-${n}@staff.example`)
			await form.locator('input[name=role][value=editor]').check()
			await form.getByRole('button', { name: 'إضافة وإرسال الدعوة' }).click()
			await expect(page.getByTestId('banner-success')).toBeVisible()
			await page.goto('/admin/users')
			await expectInert(page, dialogs, 'Editor <img src=x data-xss', '/admin/users')
			await page.goto('/admin/activity')
			await expectInert(page, dialogs, 'Editor <img src=x data-xss', '/admin/activity (user)')
		})
	})
})

test.describe('links planted through analytics', () => {
	test.use({ storageState: staff.admin.state })

	test('a page path of another site, sent by a visitor or stored before, never becomes a link in the back-office', async ({ page, request }) => {
		const n = id()
		const foreign = [`//evil.example/login-${n}`, `/\\evil.example/reset-${n}`, `/.//evil.example/phish-${n}`]
		// Sent as a visitor's browser would: refused.
		for (const page_path of foreign) {
			const answer = await request.post('/api/analytics', {
				headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
				data: JSON.stringify({ session_id: `planted-${n}`, events: [{ kind: 'event', event_name: 'cta_click', page_path, occurred_at: new Date().toISOString() }] }),
			})
			expect(answer.status(), page_path).toBe(400)
		}
		// Stored before the rule (or by anything else): the newest events of the dashboard and the analytics screen.
		const database = new SQLite(path.resolve(e2eDataDir, 'tasdeer.db'))
		try {
			const insert = database.prepare('insert into tracking_events (event_name, page_path, session_id, created_at) values (?, ?, ?, ?)')
			for (const page_path of foreign) insert.run(`planted_${n}`, page_path, `planted-${n}`, new Date(Date.now() + 60_000).toISOString())
		} finally {
			database.close()
		}
		for (const screen of ['/admin', '/admin/analytics']) {
			await page.goto(screen)
			const events = page.getByTestId('recent-events')
			// As text (a cut cell also carries its full text in the hover bubble); the links are checked below.
			for (const path of foreign) await expect(events.getByText(path).first(), `${screen}: ${path} shows as text`).toBeAttached()
			const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
			expect(hrefs.filter((href) => href.includes('evil.example')), screen).toEqual([])
		}
	})
})

