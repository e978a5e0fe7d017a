import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { expectHydrated } from './hydration.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'

/**
 * Real server crashes seen in the browser (issue 12, item 10). A production server of the journey's
 * own runs on SQLite; another process then moves one of its tables away under it, as an operator's
 * maintenance or a newer release's migration run against a live database would. Nothing in the app
 * knows: the next query on that table throws an error no code expects, through a real request (a
 * full page load and a client navigation). The visitor and the staff member must get the crash
 * screen in their language and direction, with the right status, inside the right frame, and no
 * trace of the server's error. Once the table is back, the same pages work again.
 */
// A screen whose list catches its own load failure (subscribers, messages) shows an error row instead;
// the analytics screen has no such row, so its failure reaches the back-office's error boundary.
test.describe.configure({ mode: 'serial' })

const admin = { email: 'crash-admin@e2e.example', name: 'Crash Admin', password: 'crash-admin-password-42', role: 'admin' } as const

const crash = {
	ar: { title: 'عذرًا! حدث خطأ ما', text: 'حدث خطأ غير متوقع', refresh: 'تحديث الصفحة' },
	en: { title: 'Oops! Something went wrong', text: 'An unexpected error occurred', refresh: 'Refresh Page' },
}

/** What the server's error would leak: its name, message, status line or a stack frame. */
const leaks = [/SqliteError/, /no such table/, /Internal Server Error/, /Unexpected Server Error/, /\bat .+\.js:\d+/]

let server: OwnServer
let databaseFile: string

/** Moves a table away from the running server (and back), from another process. */
function moveTable(from: string, to: string) {
	const database = new SQLite(databaseFile, { fileMustExist: true })
	database.exec(`alter table ${from} rename to ${to}`)
	database.close()
}

async function expectNoLeak(page: Page) {
	const text = await page.locator('body').innerText()
	for (const leak of leaks) expect(text).not.toMatch(leak)
}

async function expectPublicCrash(page: Page, lang: 'ar' | 'en') {
	await expect(page.locator('html')).toHaveAttribute('lang', lang)
	await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
	const screen = page.getByTestId('crash-screen')
	await expect(screen.getByRole('heading', { level: 1 })).toHaveText(crash[lang].title)
	await expect(screen).toContainText(crash[lang].text)
	await expect(screen).toContainText('500')
	await expect(screen.getByRole('button', { name: crash[lang].refresh })).toBeVisible()
	await expect(page).toHaveTitle(crash[lang].title)
	expect(await page.locator('head title').count()).toBe(1)
	// Inside the site's frame: the visitor can still go elsewhere.
	await expect(page.locator('header').first()).toBeVisible()
	await expect(page.locator('footer')).toBeVisible()
	await expectNoLeak(page)
}

test.beforeAll(async () => {
	server = await startOwnServer()
	databaseFile = path.join(server.dataDir, 'tasdeer.db')
	server.createStaff(admin)
})

test.afterAll(async () => {
	await server?.stop()
})

test('a public page whose data fails shows the crash screen in the page language, loaded or reached by a link', async ({ page }) => {
	test.setTimeout(90_000)
	const { url } = server
	moveTable('products', 'products_moved_away')
	try {
		for (const lang of ['ar', 'en'] as const) {
			const response = await page.goto(`${url}${lang === 'en' ? '/en' : ''}/products`)
			expect(response?.status()).toBe(500)
			await expectPublicCrash(page, lang)
		}

		// Reached by a link from a page that works: the client's data request fails the same way.
		await page.goto(`${url}/en/about`)
		await expectHydrated(page.locator('header'), 20_000)
		const dataAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/en/products'))
		await page.locator('header').getByRole('link', { name: 'Products', exact: true }).first().click()
		expect((await dataAnswer).status()).toBe(500)
		await expect(page).toHaveURL(`${url}/en/products`)
		await expectPublicCrash(page, 'en')
	} finally {
		moveTable('products_moved_away', 'products')
	}

	// The table is back: the same page answers, and the refresh button brings it.
	await page.getByTestId('crash-screen').getByRole('button', { name: crash.en.refresh }).click()
	await expect(page.getByTestId('crash-screen')).toHaveCount(0)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our products')
})

test('a back-office screen whose data fails keeps the back-office and is headed in the staff language', async ({ page }) => {
	test.setTimeout(90_000)
	const { url } = server
	await page.goto(`${url}/login`)
	await page.locator('input[name=email]').fill(admin.email)
	await page.locator('input[name=password]').fill(admin.password)
	await page.getByTestId('login-form').getByRole('button').first().click()
	await expect(page).toHaveURL(`${url}/admin`)

	moveTable('page_views', 'page_views_moved_away')
	try {
		const response = await page.goto(`${url}/admin/analytics`)
		expect(response?.status()).toBe(500)
		await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(crash.ar.title)
		await expect(page.getByTestId('admin-error')).toHaveText('حدث خطأ. يرجى المحاولة مرة أخرى.')
		// The tab names the screen in the staff member's language alone.
		await expect(page).toHaveTitle('الإحصاءات')
		// Still the back-office: the menu and the staff member's own controls are there.
		const languageToggle = page.getByTestId('admin-language').filter({ visible: true })
		await expect(languageToggle).toBeVisible()
		await expectNoLeak(page)

		// The staff member switches to English on the failing screen: the same failure, in English.
		await expectHydrated(languageToggle, 20_000)
		await languageToggle.click()
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(crash.en.title)
		await expect(page.getByTestId('admin-error')).toHaveText('Something went wrong. Please try again.')
		await expect(page).toHaveTitle('Analytics')
		await expectNoLeak(page)

		// A missing item is a 404 headed in words, not a bare number.
		const missing = await page.goto(`${url}/admin/messages/999999`)
		expect(missing?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
		await expect(page.getByTestId('admin-error')).toHaveText('The item was not found.')
	} finally {
		moveTable('page_views_moved_away', 'page_views')
	}

	// The sessions themselves fail: the back-office cannot be drawn at all, so the crash screen stands
	// alone, still in the staff member's language (their choice is a cookie, not a database row).
	moveTable('auth_session', 'auth_session_moved_away')
	try {
		const response = await page.goto(`${url}/admin`)
		expect(response?.status()).toBe(500)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await expect(page.getByTestId('crash-screen').getByRole('heading', { level: 1 })).toHaveText(crash.en.title)
		await expect(page).toHaveTitle(crash.en.title)
		await expectNoLeak(page)
	} finally {
		moveTable('auth_session_moved_away', 'auth_session')
	}

	const back = await page.goto(`${url}/admin/analytics`)
	expect(back?.status()).toBe(200)
	await expect(page.getByTestId('admin-error')).toHaveCount(0)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics')
})

test('unknown paths under the sign-in and back-office prefixes answer as a real site does', async ({ page, context }) => {
	const { url } = server
	// Under the sign-in pages: the public 404, in the URL's language (Arabic at the root, English under /en).
	for (const [path, lang, title] of [
		['/login/no-such-step', 'ar', 'الصفحة غير موجودة'],
		['/login/verify/extra', 'ar', 'الصفحة غير موجودة'],
		['/setup/extra', 'ar', 'الصفحة غير موجودة'],
		['/en/login/no-such-step', 'en', 'Page not found'],
		['/en/admin/products', 'en', 'Page not found'],
	] as const) {
		const response = await page.goto(`${url}${path}`)
		expect(response?.status(), path).toBe(404)
		await expect(page.locator('html')).toHaveAttribute('lang', lang)
		await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
		await expect(page).toHaveTitle(new RegExp(`^${title} \\| `))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
		await expect(page.locator('footer')).toBeVisible()
		await expectNoLeak(page)
	}

	// A staff member who chose English reads a sign-in path's 404 in English, as the sign-in pages are.
	await context.addCookies([{ name: 'lang', value: 'en', url }])
	const english = await page.goto(`${url}/login/no-such-step`)
	expect(english?.status()).toBe(404)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')

	// A signed-out visitor at an unknown back-office path is asked to sign in (nothing says what exists).
	await context.clearCookies()
	await page.goto(`${url}/admin/no-such-screen`)
	await expect(page).toHaveURL(`${url}/login?redirectTo=${encodeURIComponent('/admin/no-such-screen')}`)
	await expect(page.getByTestId('login-form')).toBeVisible()
})
