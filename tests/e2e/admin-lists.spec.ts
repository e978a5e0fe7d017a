import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'
import { openHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { textDirection } from '../../app/lib/script-runs.ts'

/**
 * Every back-office list as staff meet it with real-world text (long names mixing Arabic and
 * English), at desktop and phone width, in both languages, and when the server fails a row action.
 * Each journey writes its own rows under a unique token, as the contact form, the seed or an import
 * would, so journeys running beside it are never touched.
 */
const databaseFile = path.join(e2eDataDir, 'tasdeer.db')
const port = process.env.E2E_PORT ?? '3210'

function withDatabase<T>(run: (database: SQLite.Database) => T): T {
	const database = new SQLite(databaseFile, { fileMustExist: true })
	database.pragma('busy_timeout = 10000')
	try {
		return run(database)
	} finally {
		database.close()
	}
}

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** A 200-character name that mixes both scripts, as importers name their products. */
function longName(token: string, lead: 'ar' | 'en') {
	const ar = 'أرز بسمتي هندي فاخر طويل الحبة'
	const en = 'Premium Indian Basmati Rice 1121 Extra Long Grain Sella'
	const base = `${lead === 'ar' ? `${ar} ${en}` : `${en} ${ar}`} ${token} `
	return base.repeat(4).slice(0, 200).trim()
}

interface Rows {
	token: string
	product: { id: number; slug: string; nameAr: string; nameEn: string }
	post: { id: number; slug: string; titleAr: string }
	categories: { id: number; slug: string }[]
	message: { id: number; name: string; subject: string }
	spam: { id: number }
	subscriber: { id: number; email: string }
	code: { id: number; name: string }
	member: { id: string; email: string; name: string }
}

/** One of everything the lists show, with long text; the staff member through the real CLI. */
function makeRows(): Rows {
	const token = `l${tag()}`
	const member = {
		email: `lists-${token}@e2e.example`,
		name: `Abdulrahman Mohammed Al-Harbi عبدالرحمن محمد الحربي, Head of International Procurement and Supply ${token}`,
	}
	execFileSync(
		process.execPath,
		['--import', 'tsx', 'scripts/create-admin.ts', '--email', member.email, '--name', member.name, '--password', `pw-${token}-long-enough`, '--role', 'editor'],
		{ env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' }, stdio: 'pipe' },
	)
	return withDatabase((database) => {
		const id = (sql: string, ...values: unknown[]) => (database.prepare(`${sql} returning id`).get(...values) as { id: number }).id
		const product = { slug: `long-${token}`, nameAr: longName(token, 'ar'), nameEn: longName(token, 'en') }
		// Inactive and without a category: nothing changes on the public site other journeys read.
		const productId = id('insert into products (name_ar, name_en, slug, is_active) values (?, ?, ?, 0)', product.nameAr, product.nameEn, product.slug)
		const post = { slug: `long-${token}`, titleAr: longName(token, 'ar') }
		const postId = id("insert into blog_posts (slug, title_ar, title_en, status, author_name) values (?, ?, ?, 'draft', 'E2E')", post.slug, post.titleAr, longName(token, 'en'))
		const categories = [0, 1].map((n) => {
			const slug = `c${n}-${token}`
			return { slug, id: id('insert into p_categories (name_ar, name_en, slug, is_active, display_order) values (?, ?, ?, 0, ?)', `فئة ${n} ${token}`, `Category ${n} ${token}`, slug, 100000 + n) }
		})
		const message = {
			name: `Mohammed Abdullah Al-Rashidi محمد عبدالله الراشدي International Trading Company for Foodstuff ${token}`,
			subject: `طلب عرض سعر للأرز ${token}`,
		}
		const insertMessage = (name: string, subject: string, body: string, spamReason: string | null) =>
			id(
				"insert into contact_messages (name, email, phone, country, service, subject, message, status, language, spam_reason) values (?, ?, '', '', 'sea_freight', ?, ?, 'unread', 'en', ?)",
				name,
				`procurement.department.${token}@a-very-long-company-domain-name.example.com`,
				subject,
				body,
				spamReason,
			)
		const messageId = insertMessage(message.name, message.subject, `Hello, we would like a quotation for twenty containers of basmati rice to Jeddah. ${token}`, null)
		const spamId = insertMessage(`Spam sender ${token}`, '', `Cheap offers ${token}`, 'honeypot')
		const subscriber = { email: `a.very.long.subscriber.address.${token}@an-extremely-long-company-domain-name.example.com` }
		const subscriberId = id("insert into subscribers (email, language, status, unsubscribe_token) values (?, 'ar', 'active', ?)", subscriber.email, `tok-${token}`)
		const code = { name: `رمز ${token}` }
		const codeId = id("insert into advertising_codes (name, code, type, enabled, platform) values (?, '<meta name=\"e2e\" content=\"x\">', 'header', 0, 'E2E')", code.name)
		const whatsapp = `https://wa.me/966500000000?text=${encodeURIComponent(`مرحبًا، أود الاستفسار عن منتجاتكم من الأرز البسمتي ${token}`)}`
		database
			.prepare("insert into tracking_events (page_path, event_name, event_category, event_action, event_label) values (?, 'whatsapp_click', 'product', 'click', ?)")
			.run(`/products/${encodeURIComponent('أرز-بسمتي')}`, whatsapp)
		const memberId = (database.prepare('select id from auth_user where email = ?').get(member.email) as { id: string }).id
		return {
			token,
			product: { id: productId, ...product },
			post: { id: postId, ...post },
			categories,
			message: { id: messageId, ...message },
			spam: { id: spamId },
			subscriber: { id: subscriberId, ...subscriber },
			code: { id: codeId, ...code },
			member: { id: memberId, ...member },
		}
	})
}

/**
 * Makes every activity-log write about these rows fail inside its transaction, as a full disk or a
 * lost database would: the change and its record roll back together and the action answers 500.
 */
function failWritesAbout(rows: Rows) {
	const keys = [
		`product:${rows.product.id}`,
		`post:${rows.post.id}`,
		...rows.categories.map((c) => `category:${c.id}`),
		`message:${rows.message.id}`,
		`message:${rows.spam.id}`,
		`subscriber:${rows.subscriber.id}`,
		`ad_code:${rows.code.id}`,
		`user:${rows.member.id}`,
	]
	const trigger = `e2e_fail_${rows.token}`
	withDatabase((database) =>
		database.exec(
			`create trigger ${trigger} before insert on admin_activity_logs when (new.entity_type || ':' || new.entity_id) in (${keys.map((k) => `'${k}'`).join(', ')}) begin select raise(abort, 'simulated write failure'); end`,
		),
	)
	return () => withDatabase((database) => database.exec(`drop trigger if exists ${trigger}`))
}

async function staffLanguage(context: BrowserContext, lang: 'ar' | 'en') {
	await context.addCookies([{ name: 'lang', value: lang, url: `http://127.0.0.1:${port}` }])
}

/** The action failed on the server: the error banner, no error page, and the row still listed. */
async function expectKeptWithError(page: Page, row: Locator) {
	await expect(page.getByTestId('banner-error')).toBeVisible()
	await expect(page.getByTestId('admin-error')).toHaveCount(0)
	await expect(row).toBeVisible()
	// Dismissed, so the next action's banner is its own.
	await page.getByTestId('banner-error').getByRole('button').click()
	await expect(page.getByTestId('banner-error')).toHaveCount(0)
}

async function confirm(page: Page) {
	await page.getByTestId('confirm-submit').click()
}

test.describe('back-office lists', () => {
	test.use({ storageState: staff.admin.state })

	test('a server failure on any row action keeps the list on screen with the 5-second error banner', async ({ page }) => {
		test.slow()
		const rows = makeRows()
		const restore = failWritesAbout(rows)
		try {
			// Products: both switches and the delete.
			await openHydrated(page, `/admin/products?q=${rows.product.slug}`)
			const product = page.getByTestId(`product-row-${rows.product.slug}`)
			await page.getByTestId(`toggle-is_active-${rows.product.slug}`).click()
			// The spec's error banner stays 5 seconds, then goes by itself.
			await expect(page.getByTestId('banner-error')).toBeVisible()
			await page.waitForTimeout(4000)
			await expect(page.getByTestId('banner-error')).toBeVisible()
			await expect(page.getByTestId('banner-error')).toBeHidden({ timeout: 3000 })
			await expect(product).toBeVisible()
			await page.getByTestId(`toggle-is_featured-${rows.product.slug}`).click()
			await expectKeptWithError(page, product)
			await product.getByRole('button', { name: /^حذف/ }).click()
			await confirm(page)
			await expectKeptWithError(page, product)
			await page.reload()
			await expect(page.getByTestId(`toggle-is_active-${rows.product.slug}`)).toHaveAttribute('aria-checked', 'false')
			await expect(page.getByTestId(`toggle-is_featured-${rows.product.slug}`)).toHaveAttribute('aria-checked', 'false')

			// Posts: the delete.
			await openHydrated(page, `/admin/posts?q=${rows.post.slug}`)
			const post = page.locator(`[data-testid=post-row][data-slug="${rows.post.slug}"]`)
			await post.getByRole('button', { name: /^حذف/ }).click()
			await confirm(page)
			await expectKeptWithError(page, post)

			// Categories: a move and a delete.
			await openHydrated(page, '/admin/categories')
			const category = page.getByTestId(`category-${rows.categories[0]!.slug}`)
			await category.getByTestId('move-down').first().click()
			await expectKeptWithError(page, category)
			await category.getByRole('button', { name: /^حذف/ }).first().click()
			await confirm(page)
			await expectKeptWithError(page, category)

			// Messages: mark read, archive, not spam.
			await openHydrated(page, `/admin/messages?q=${rows.token}`)
			const message = page.getByTestId(`message-row-${rows.message.id}`)
			await message.getByTestId('message-mark-read').click()
			await expectKeptWithError(page, message)
			await message.getByRole('button', { name: 'أرشفة' }).click()
			await confirm(page)
			await expectKeptWithError(page, message)
			await openHydrated(page, `/admin/messages?view=spam&q=${rows.token}`)
			const spam = page.getByTestId(`message-row-${rows.spam.id}`)
			await spam.getByTestId('message-not-spam').click()
			await expectKeptWithError(page, spam)

			// Subscribers: the delete.
			await openHydrated(page, `/admin/subscribers?q=${encodeURIComponent(rows.subscriber.email)}`)
			const subscriber = page.getByTestId(`subscriber-row-${rows.subscriber.id}`)
			await subscriber.getByRole('button', { name: /^حذف/ }).click()
			await confirm(page)
			await expectKeptWithError(page, subscriber)

			// Advertising codes: the switch and the delete.
			await openHydrated(page, '/admin/advertising')
			const code = page.getByTestId(`advertising-code-${rows.code.id}`)
			await code.getByTestId('advertising-code-toggle').click()
			await expectKeptWithError(page, code)
			await code.getByRole('button', { name: /^حذف/ }).click()
			await confirm(page)
			await expectKeptWithError(page, code)

			// Staff: the role, a password link and the removal.
			await openHydrated(page, '/admin/users')
			const member = page.locator(`[data-testid=staff-row][data-id="${rows.member.id}"]`)
			await member.getByRole('button', { name: /ترقية إلى مدير/ }).click()
			await confirm(page)
			await expectKeptWithError(page, member)
			await member.getByRole('button', { name: /إرسال رابط كلمة المرور/ }).click()
			await expectKeptWithError(page, member)
			await member.getByRole('button', { name: /إزالة/ }).click()
			await confirm(page)
			await expectKeptWithError(page, member)
			await expect(member.getByTestId('staff-role')).toHaveText('محرر')
		} finally {
			restore()
		}
	})

	for (const lang of ['ar', 'en'] as const) {
		for (const width of [1280, 390]) {
			test(`long text stays in its column, with the full text on hover and focus (${lang}, ${width} px)`, async ({ page, context }) => {
				test.slow()
				await staffLanguage(context, lang)
				await page.setViewportSize({ width, height: 900 })
				const rows = makeRows()
				const screens: { path: string; table: string; row: string; long: string }[] = [
					{ path: `/admin/products?q=${rows.product.slug}`, table: 'products-table', row: `[data-testid="product-row-${rows.product.slug}"]`, long: '[data-testid=product-name]' },
					{ path: `/admin/posts?q=${rows.post.slug}`, table: 'posts-table', row: `[data-testid=post-row][data-slug="${rows.post.slug}"]`, long: 'a[href^="/admin/posts/edit/"]' },
					{ path: `/admin/messages?q=${rows.token}`, table: 'messages-table', row: `[data-testid="message-row-${rows.message.id}"]`, long: '[data-testid=message-open]' },
					{ path: `/admin/subscribers?q=${encodeURIComponent(rows.subscriber.email)}`, table: 'subscribers-table', row: `[data-testid="subscriber-row-${rows.subscriber.id}"]`, long: 'span[dir=ltr]' },
					{ path: '/admin/users', table: 'staff-table', row: `[data-testid=staff-row][data-id="${rows.member.id}"]`, long: '[data-testid=staff-name]' },
				]
				for (const screen of screens) {
					await page.goto(screen.path)
					const table = page.getByTestId(screen.table)
					await expect(table).toBeVisible()
					// No sideways scrolling: the table fits its card and the page fits the window.
					const fit = await table.evaluate((element) => {
						const box = element.getBoundingClientRect()
						const frame = element.parentElement!.getBoundingClientRect()
						return { table: [Math.round(box.left), Math.round(box.right)], frame: [Math.round(frame.left), Math.round(frame.right)], page: document.documentElement.scrollWidth, window: window.innerWidth }
					})
					expect(fit.table[0], `${screen.path}: table starts inside its frame`).toBeGreaterThanOrEqual(fit.frame[0]! - 1)
					expect(fit.table[1], `${screen.path}: table ends inside its frame`).toBeLessThanOrEqual(fit.frame[1]! + 1)
					expect(fit.page, `${screen.path}: the page does not scroll sideways`).toBeLessThanOrEqual(fit.window)

					// Every visible control of the row is on screen.
					const row = page.locator(screen.row)
					await expect(row).toBeVisible()
					for (const control of await row.locator('a:visible, button:visible').all()) {
						const box = (await control.boundingBox())!
						expect(box.x, `${screen.path}: a row control is reachable`).toBeGreaterThanOrEqual(0)
						expect(box.x + box.width, `${screen.path}: a row control is reachable`).toBeLessThanOrEqual(width)
					}

					// The long value is cut, not spilled; its own direction; the full text on hover and on focus.
					const long = row.locator(screen.long).first()
					await expect(long).toHaveAttribute('data-truncated', 'true')
					const full = (await long.textContent())!
					// Left to right (a slug, an address) or the direction of its own first letter (what people typed).
					expect(['ltr', textDirection(full) ?? 'auto']).toContain(await long.getAttribute('dir'))
					const bubble = long.locator('xpath=following-sibling::*[@data-testid="truncate-full"]')
					await expect(bubble).toBeHidden()
					await long.hover()
					await expect(bubble).toBeVisible()
					await expect(bubble).toHaveText(full)
					await page.mouse.move(0, 0)
					await expect(bubble).toBeHidden()
					await long.focus()
					await expect(long).toBeFocused()
					await expect(bubble).toBeVisible()
					await long.blur()
				}
			})
		}
	}

	test('right-to-left details: the message preview in reading order, decoded events, the move panel below its row, pagination chevrons', async ({ page, context }) => {
		test.slow()
		const rows = makeRows()
		for (const lang of ['ar', 'en'] as const) {
			await staffLanguage(context, lang)

			// The preview: the subject first in the staff member's reading direction, then the text from its start.
			await page.goto(`/admin/messages?q=${rows.token}`)
			const preview = page.getByTestId(`message-row-${rows.message.id}`).getByTestId('message-preview')
			const subject = (await preview.getByTestId('message-preview-subject').boundingBox())!
			const body = (await preview.getByTestId('message-preview-body').boundingBox())!
			if (lang === 'en') expect(subject.x + subject.width, 'English: subject left of the text').toBeLessThanOrEqual(body.x + 1)
			else expect(body.x + body.width, 'Arabic: subject right of the text').toBeLessThanOrEqual(subject.x + 1)
			// An English message keeps its own direction in the Arabic inbox too: its full stop at its end.
			await expect(preview.getByTestId('message-preview-body')).toHaveAttribute('dir', 'ltr')
			expect(await preview.getByTestId('message-preview-body').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')

			// Recent events: the WhatsApp link's message reads as text, cut inside the table.
			await page.goto('/admin/analytics')
			const label = page.getByTestId('recent-events-table').getByTestId('event-label').filter({ hasText: rows.token })
			await expect(label).toContainText(`أود الاستفسار عن منتجاتكم من الأرز البسمتي ${rows.token}`)
			await expect(label).not.toContainText('%D9')
			await expect(label).toHaveAttribute('data-truncated', 'true')
			const events = page.getByTestId('recent-events-table')
			const within = await events.evaluate((element) => element.getBoundingClientRect().right <= element.parentElement!.getBoundingClientRect().right + 1)
			expect(within).toBe(true)

			// "Move to…" opens below the row: the name keeps its line and its width.
			await openHydrated(page, '/admin/categories')
			const category = page.getByTestId(`category-${rows.categories[0]!.slug}`)
			const name = category.getByTestId('category-name').first()
			// Measured from the row's top: opening the panel may scroll the page.
			const placeOf = async () => {
				const [box, top] = [(await name.boundingBox())!, (await category.boundingBox())!.y]
				return { width: Math.round(box.width), offset: Math.round(box.y - top) }
			}
			const before = await placeOf()
			await category.getByTestId('move-to').first().click()
			await expect(category.getByTestId('move-target')).toBeVisible()
			expect(await placeOf()).toEqual(before)
			const after = (await name.boundingBox())!
			const panel = (await category.getByTestId('move-target').boundingBox())!
			expect(panel.y).toBeGreaterThan(after.y + after.height)

			// "Next" points toward the end of the line: left in Arabic, right in English.
			await page.goto('/admin/products')
			const chevron = page.locator('a[rel=next] svg path').first()
			const [start, vertex] = await chevron.evaluate((path: SVGPathElement) => {
				const matrix = path.getScreenCTM()!
				const x = (at: number) => {
					const point = path.getPointAtLength(at)
					return point.x * matrix.a + point.y * matrix.c + matrix.e
				}
				return [x(0), x(path.getTotalLength() / 2)]
			})
			if (lang === 'ar') expect(vertex!).toBeLessThan(start!)
			else expect(vertex!).toBeGreaterThan(start!)
		}
	})
})
