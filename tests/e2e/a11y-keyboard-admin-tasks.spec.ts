import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'
import { expectHydrated } from './hydration.ts'
import { expectFocusKept, focusVisible, retype, tabToElement } from './keyboard.ts'
import { databaseFile } from './messages-db.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

/**
 * The back-office's other screens with the keyboard alone (issue 18), past the product, post,
 * message and settings tasks of a11y-keyboard*.spec.ts: categories (created, moved in the tree,
 * edited), SEO saved, an advertising code added and switched on and off, a staff member invited, a
 * redirect added and deleted, an image's alternative text edited, a subscriber exported and
 * deleted, the account (language, other sessions signed out), and the analytics range. Each starts
 * with the skip link, every Tab stop shows its focus, dialogs give the focus back, after every
 * save or row action the focus is on something to go on from (never the page's body), and the
 * result is checked after a reload.
 */
test.use({ storageState: staff.admin.state, viewport: { width: 1280, height: 800 } })

const token = () => Date.now().toString(36)

/** Opens a screen and goes past the sidebar with the skip link, as a keyboard user starts. */
async function openSkipping(page: Page, path: string, ready?: Locator) {
	await page.goto(path)
	await expectHydrated(ready ?? page.locator('main'), 15_000)
	await page.keyboard.press('Tab')
	await expect(page.getByTestId('skip-link')).toBeFocused()
	await page.keyboard.press('Enter')
}

/** Confirms the open dialog with its confirm button, reached with Tab. */
async function confirmDialog(page: Page, label = 'تأكيد') {
	const dialog = page.getByRole('dialog')
	await expect(dialog).toBeVisible()
	expect(await dialog.evaluate((element) => element.contains(document.activeElement)), 'the focus is in the dialog').toBe(true)
	await tabToElement(page, dialog.getByRole('button', { name: label }), 5)
	await page.keyboard.press('Enter')
	await expect(dialog).toBeHidden()
}

const categoryLine = (page: Page, slug: string) => page.locator(`li[data-testid="category-${slug}"] > div`)

async function createCategory(page: Page, category: { nameAr: string; nameEn: string; slug: string }) {
	await openSkipping(page, '/admin/categories/new', page.locator('input[name=slug]'))
	await tabToElement(page, page.locator('input[name=nameAr]'))
	await page.keyboard.type(category.nameAr)
	await tabToElement(page, page.locator('input[name=nameEn]'), 5)
	await page.keyboard.type(category.nameEn)
	await tabToElement(page, page.locator('input[name=slug]'), 5)
	await retype(page, category.slug)
	await tabToElement(page, page.getByTestId('category-save'))
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/, { timeout: 15_000 })
	await expect(page.getByTestId('banner-success')).toHaveText(`حُفظت الفئة «${category.nameAr}».`)
	await expectFocusKept(page, 'saving a category')
}

test('categories: created, moved in the tree (a step and under another parent) and edited, with the keyboard alone', async ({ page }) => {
	test.setTimeout(90_000)
	const t = token()
	const first = { nameAr: `بقول ${t}`, nameEn: `Pulses ${t}`, slug: `kbd-pulses-${t}` }
	const second = { nameAr: `عدس ${t}`, nameEn: `Lentils ${t}`, slug: `kbd-lentils-${t}` }
	await createCategory(page, first)
	await createCategory(page, second)
	const roots = page.locator('[data-testid=category-tree] > li')
	const rootOrder = async () => (await roots.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid'))))
	expect((await rootOrder()).slice(-2)).toEqual([`category-${first.slug}`, `category-${second.slug}`])

	// A step down: the row is drawn again below its sibling, the focus stays on its button. The new
	// rows are last in the tree: nearest backwards from the top of the page.
	await page.goto('/admin/categories')
	await expectHydrated(page.getByTestId('category-tree'), 15_000)
	const down = categoryLine(page, first.slug).getByTestId('move-down')
	await tabToElement(page, down, 40, 'Shift+Tab')
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('tree-announcement')).toHaveText(`نُقلت «${first.nameAr}» إلى الموضع ${await roots.count()} من ${await roots.count()} في المستوى الأعلى.`)
	await expect.poll(async () => (await rootOrder()).slice(-2)).toEqual([`category-${second.slug}`, `category-${first.slug}`])
	await expectFocusKept(page, 'moving a category down')
	await expect(down).toBeFocused()

	// Under the other category through "move to…": the list of places is a select moved with the arrows.
	await tabToElement(page, categoryLine(page, second.slug).getByTestId('move-to'), 20, 'Shift+Tab')
	await page.keyboard.press('Enter')
	const target = categoryLine(page, second.slug).getByTestId('move-target')
	await expect(target).toBeFocused()
	const parentId = await page.locator(`li[data-testid="category-${first.slug}"]`).getAttribute('data-id')
	for (let i = 0; i < 100 && (await target.inputValue()) !== parentId; i++) await page.keyboard.press('ArrowDown')
	await expect(target).toHaveValue(parentId!)
	await page.keyboard.press('Tab')
	await expect(categoryLine(page, second.slug).getByTestId('move-submit')).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('tree-announcement')).toHaveText(`نُقلت «${second.nameAr}» إلى الموضع 1 من 1 ضمن «${first.nameAr}».`)
	await expect(page.locator(`li[data-testid="category-${first.slug}"] > ol > li[data-testid="category-${second.slug}"]`)).toHaveCount(1)
	// The panel is gone with the row's old place: the focus is on the moved row's "move to…" again.
	await expectFocusKept(page, 'moving a category under another')
	await expect(categoryLine(page, second.slug).getByTestId('move-to')).toBeFocused()
	// Escape closes a panel opened by mistake, the focus back on its button.
	await page.keyboard.press('Enter')
	await expect(categoryLine(page, second.slug).getByTestId('move-target')).toBeFocused()
	await page.keyboard.press('Escape')
	await expect(categoryLine(page, second.slug).getByTestId('move-target')).toHaveCount(0)
	await expect(categoryLine(page, second.slug).getByTestId('move-to')).toBeFocused()

	// Edited from its row's edit link: the English name changed and saved.
	await tabToElement(page, categoryLine(page, second.slug).getByRole('link', { name: `تعديل «${second.nameAr}»` }), 10)
	await page.keyboard.press('Enter')
	await expectLandedOn(page, /\/admin\/categories\/edit\/\d+$/)
	await expect(page.locator('main h1')).toBeFocused()
	await expectHydrated(page.locator('input[name=nameEn]'), 15_000)
	await tabToElement(page, page.locator('input[name=nameEn]'))
	await retype(page, `Red lentils ${t}`)
	await tabToElement(page, page.getByTestId('category-save'))
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/, { timeout: 15_000 })
	await expectFocusKept(page, 'saving an edited category')

	await page.reload()
	const moved = page.locator(`li[data-testid="category-${first.slug}"] > ol > li[data-testid="category-${second.slug}"]`)
	await expect(moved).toContainText(`Red lentils ${t}`)
})

test('SEO settings saved with the keyboard alone', async ({ page }) => {
	const keywords = `kbd-${token()}, rice, dates`
	await openSkipping(page, '/admin/seo', page.getByTestId('seo-form'))
	const field = page.locator('[name=keywords_en]')
	await tabToElement(page, field)
	await retype(page, keywords)
	await tabToElement(page, page.getByTestId('seo-save'))
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('banner-success')).toHaveText('تم حفظ الإعدادات بنجاح', { timeout: 15_000 })
	// The form was hidden behind the spinner while saving: the focus comes back to its button.
	await expect(page.getByTestId('seo-save')).toBeFocused({ timeout: 5_000 })
	await expectFocusKept(page, 'saving SEO settings')
	await page.reload()
	await expect(page.locator('[name=keywords_en]')).toHaveValue(keywords)
})

test('an advertising code added, switched on and off, and deleted with the keyboard alone', async ({ page }) => {
	test.setTimeout(60_000)
	const name = `kbd code ${token()}`
	await openSkipping(page, '/admin/advertising')
	await tabToElement(page, page.getByTestId('advertising-new'))
	await page.keyboard.press('Enter')
	const form = page.getByTestId('advertising-code-form')
	await expect(form).toBeVisible()
	await expectFocusKept(page, 'opening the new code form')
	await tabToElement(page, form.locator('input[name=name]'))
	await page.keyboard.type(name)
	await tabToElement(page, form.locator('input[name=platform]'), 5)
	await page.keyboard.type('Search Console')
	// Into the code editor with Tab, typed, and out of it with Tab (no trap).
	const editor = form.locator('.cm-content')
	await expect(editor).toBeVisible({ timeout: 15_000 })
	await tabToElement(page, editor, 10)
	await page.keyboard.type('<meta name="kbd-verification" content="k1">')
	await expect(page.getByTestId('code-valid')).toBeVisible()
	await page.keyboard.press('Tab')
	await expect(editor).not.toBeFocused()
	await expect(page.getByTestId('advertising-code-save')).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('banner-success')).toHaveText('تمت إضافة الكود بنجاح', { timeout: 15_000 })
	await expectFocusKept(page, 'adding a code')

	const row = page.locator('[data-testid^=advertising-code-]').filter({ hasText: name }).filter({ has: page.getByTestId('advertising-code-toggle') })
	const toggle = row.getByTestId('advertising-code-toggle')
	await expect(toggle).toHaveAttribute('aria-checked', 'false')
	await tabToElement(page, toggle, 200)
	// A switch: Space turns it on, and again off; the focus stays on it each time.
	await page.keyboard.press('Space')
	await expect(page.getByTestId('banner-success')).toHaveText('تم تفعيل الكود بنجاح', { timeout: 15_000 })
	await expect(toggle).toHaveAttribute('aria-checked', 'true')
	await expectFocusKept(page, 'switching a code on')
	await expect(toggle).toBeFocused()
	await page.reload()
	await expect(toggle).toHaveAttribute('aria-checked', 'true')
	await expect(row.getByTestId('advertising-code-status')).toHaveText('مفعّل')

	await expectHydrated(toggle, 15_000)
	await toggle.focus()
	await page.keyboard.press('Space')
	await expect(page.getByTestId('banner-success')).toHaveText('تم إلغاء تفعيل الكود بنجاح', { timeout: 15_000 })
	await expect(toggle).toBeFocused()
	// Deleted after confirmation (Escape first: the focus back on the button).
	const remove = row.getByRole('button', { name: new RegExp(`^حذف`) })
	await tabToElement(page, remove, 5)
	await page.keyboard.press('Enter')
	await expect(page.getByRole('dialog')).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog')).toBeHidden()
	await expect(remove).toBeFocused()
	await page.keyboard.press('Enter')
	await confirmDialog(page)
	await expect(page.getByTestId('banner-success')).toHaveText('تم حذف الكود بنجاح', { timeout: 15_000 })
	await expectFocusKept(page, 'deleting a code')
	await page.reload()
	await expect(row).toHaveCount(0)
})

test('a staff member invited with the keyboard alone', async ({ page }) => {
	const t = token()
	const email = `kbd.${t}@staff.example`
	await openSkipping(page, '/admin/users', page.getByTestId('invite-form'))
	const form = page.getByTestId('invite-form')
	await tabToElement(page, form.locator('input[name=name]'))
	await page.keyboard.type(`Salma ${t}`)
	await page.keyboard.press('Tab')
	await expect(form.locator('input[name=email]')).toBeFocused()
	await page.keyboard.type(email)
	// The role is a radio group: one stop, the arrows choose.
	await page.keyboard.press('Tab')
	const editor = form.locator('input[name=role][value=editor]')
	await expect(editor).toBeFocused()
	await page.keyboard.press('ArrowDown')
	await expect(form.locator('input[name=role][value=admin]')).toBeChecked()
	await page.keyboard.press('ArrowUp')
	await expect(editor).toBeChecked()
	await tabToElement(page, form.getByRole('button', { name: 'إضافة وإرسال الدعوة' }), 5)
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('banner-success')).toContainText(`Salma ${t}`, { timeout: 15_000 })
	await expectFocusKept(page, 'inviting a staff member')
	await page.reload()
	await expect(page.locator(`[data-testid=staff-row][data-email="${email}"]`)).toHaveCount(1)
})

test('a redirect added and deleted with the keyboard alone', async ({ page }) => {
	const source = `/kbd-old-${token()}`
	await openSkipping(page, '/admin/redirects')
	await tabToElement(page, page.getByTestId('redirects-add'))
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/admin\/redirects\/new$/)
	await expect(page.locator('main h1')).toBeFocused()
	await expectHydrated(page.getByTestId('redirect-form'), 15_000)
	await tabToElement(page, page.getByTestId('redirect-source'))
	await page.keyboard.type(source)
	await tabToElement(page, page.getByTestId('redirect-target'), 5)
	await page.keyboard.type('/products')
	await tabToElement(page, page.getByTestId('redirect-save'))
	await page.keyboard.press('Enter')
	await expectLandedOn(page, /\/admin\/redirects\/\d+\/edit$/, { timeout: 15_000 })
	await expect(page.getByTestId('banner-success')).toHaveText('أُضيف التحويل.')
	await expectFocusKept(page, 'adding a redirect')

	await openSkipping(page, `/admin/redirects?q=${encodeURIComponent(source)}`)
	const rows = page.getByTestId('redirects-table').locator('tbody tr')
	await expect(rows).toHaveCount(1)
	await tabToElement(page, rows.first().getByRole('button', { name: new RegExp(`^حذف`) }))
	await page.keyboard.press('Enter')
	await confirmDialog(page)
	await expect(page.getByTestId('banner-success')).toHaveText('حُذف التحويل.', { timeout: 15_000 })
	await expectFocusKept(page, 'deleting a redirect')
	await page.reload()
	await expect(page.getByTestId('redirects-table').getByText(source)).toHaveCount(0)
})

test('an image’s alternative text edited, and back to the library on the same image, with the keyboard alone', async ({ page }) => {
	const alt = `أكياس أرز على منصة ${token()}`
	await openSkipping(page, '/admin/media', page.getByTestId('media-grid'))
	const card = page.getByTestId('media-grid').locator('li').first()
	const link = card.getByRole('link')
	await tabToElement(page, link)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/admin\/media\/\d+$/)
	await expect(page.locator('main h1')).toBeFocused()
	const form = page.getByTestId('media-alt-form')
	await expectHydrated(form, 15_000)
	await tabToElement(page, page.getByTestId('media-alt-ar'))
	await retype(page, alt)
	await tabToElement(page, page.getByTestId('media-save'), 5)
	await page.keyboard.press('Enter')
	await expect(page.getByTestId('banner-success')).toHaveText('حُفظ النص البديل.', { timeout: 15_000 })
	await expect(page.getByTestId('media-save')).toBeFocused({ timeout: 5_000 })
	await page.reload()
	await expect(page.getByTestId('media-alt-ar')).toHaveValue(alt)

	// Back to the library (its link, before the form): the focus returns to the image that was opened.
	const id = page.url().split('/').pop()
	await expectHydrated(form, 15_000)
	await tabToElement(page, page.getByRole('link', { name: 'العودة إلى المكتبة' }))
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/admin\/media$/)
	await expect(page.getByTestId('media-grid').locator(`a[href="/admin/media/${id}"]`)).toBeFocused()
	expect(await focusVisible(page)).toBe(true)
})

function insertSubscriber(email: string) {
	const database = new SQLite(databaseFile, { fileMustExist: true })
	try {
		database.prepare("insert into subscribers (email, language, status, unsubscribe_token) values (?, 'ar', 'active', ?)").run(email, `tok-${email}`)
	} finally {
		database.close()
	}
}

test('a subscriber exported and deleted with the keyboard alone', async ({ page }) => {
	const email = `kbd.${token()}@reader.example`
	insertSubscriber(email)
	await openSkipping(page, `/admin/subscribers?q=${encodeURIComponent(email)}`)
	const rows = page.getByTestId('subscribers-table').locator('tbody tr')
	await expect(rows).toHaveCount(1)
	// The export (of what the filter shows) is a link: Enter downloads it.
	await tabToElement(page, page.getByTestId('subscribers-export'), 40, 'Shift+Tab')
	const download = page.waitForEvent('download')
	await page.keyboard.press('Enter')
	expect(readFileSync((await (await download).path())!, 'utf8')).toContain(email)
	await expect(page.getByTestId('subscribers-export')).toBeFocused()

	await tabToElement(page, rows.first().getByRole('button', { name: new RegExp(`^حذف`) }))
	await page.keyboard.press('Enter')
	await confirmDialog(page)
	await expect(page.getByTestId('banner-success')).toHaveText(`تم حذف ${email} من المشتركين`, { timeout: 15_000 })
	await expectFocusKept(page, 'deleting a subscriber')
	await page.reload()
	await expect(rows.filter({ hasText: email })).toHaveCount(0)
})

/** A staff member of this journey alone (signing out the others must not touch the shared accounts). */
async function ownStaffMember(browser: Browser) {
	const account = { email: `kbd.account.${token()}@e2e.example`, password: 'kbd-account-password-42' }
	execFileSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', '--email', account.email, '--name', 'Keyboard Account', '--password', account.password, '--role', 'editor'], {
		env: { ...process.env, DATA_DIR: e2eDataDir, LOG_LEVEL: 'silent' },
		stdio: 'pipe',
	})
	const signIn = async () => {
		const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
		const page = await context.newPage()
		await page.goto('/login')
		await expectHydrated(page.getByTestId('login-form'), 15_000)
		await page.locator('input[name=email]').fill(account.email)
		await page.locator('input[name=password]').fill(account.password)
		await page.getByTestId('login-form').getByRole('button').first().click()
		await expect(page).toHaveURL(/\/admin$/)
		return { context, page }
	}
	return { signIn }
}

test('the account: the back-office language changed and the other sessions signed out, with the keyboard alone', async ({ browser }) => {
	test.setTimeout(60_000)
	const member = await ownStaffMember(browser)
	const other = await member.signIn()
	const { context, page } = await member.signIn()

	await page.goto('/admin/account')
	await expectHydrated(page.locator('main'), 15_000)
	// The language switch is in the sidebar (before the main content).
	const language = page.getByTestId('admin-language').locator('visible=true')
	await tabToElement(page, language)
	await page.keyboard.press('Enter')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 15_000 })
	await expect(page.locator('main h1')).toHaveText('My account')
	await expectFocusKept(page, 'changing the language')

	const rows = page.getByTestId('session-row')
	await expect(rows).toHaveCount(2)
	const others = page.getByRole('button', { name: 'Sign out of all other devices' })
	await tabToElement(page, others)
	await page.keyboard.press('Enter')
	await confirmDialog(page, 'Confirm')
	await expect(rows).toHaveCount(1, { timeout: 15_000 })
	await expect(page.getByTestId('banner-success')).toBeVisible()
	await expectFocusKept(page, 'signing out the other sessions')

	await page.reload()
	await expect(page.getByTestId('session-row')).toHaveCount(1)
	await other.page.goto('/admin')
	await expect(other.page).toHaveURL(/\/login/)
	await context.close()
	await other.context.close()
})

test('the analytics range changed with the keyboard alone', async ({ page }) => {
	await openSkipping(page, '/admin/analytics', page.getByTestId('range'))
	const range = page.getByTestId('range')
	const month = range.getByRole('link').nth(1)
	await tabToElement(page, month, 10)
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/[?&]days=\d+/)
	await expect(month).toHaveAttribute('aria-current', 'page')
	await expectFocusKept(page, 'changing the range')
	await expect(month).toBeFocused()
	const days = new URL(page.url()).searchParams.get('days')
	await expect(page.getByTestId('day-chart')).toContainText(await month.innerText())
	// Back to the first range with Shift+Tab and Enter.
	await page.keyboard.press('Shift+Tab')
	const week = range.getByRole('link').first()
	await expect(week).toBeFocused()
	await page.keyboard.press('Enter')
	await expect(page).not.toHaveURL(new RegExp(`days=${days}`))
	await expect(week).toHaveAttribute('aria-current', 'page')
	await expect(week).toBeFocused()
})
