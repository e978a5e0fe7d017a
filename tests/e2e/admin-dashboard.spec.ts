import { type Browser, expect, type Page, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'

/**
 * A visitor browses the public site and writes to the company; staff then find the visit and the
 * message on the dashboard and on the analytics screen, in every range. Other journeys share the
 * server, so figures are checked as "at least" and the visit is recognised by its own campaign.
 */
const chartMarker = 'data-admin-chart'

async function todayFigure(page: Page, testId: string): Promise<number> {
	const text = await page.getByTestId(testId).getByTestId('today').innerText()
	return Number(text.replace(/[^0-9]/g, ''))
}

/**
 * An anonymous visitor (no staff cookie) lands on a campaign link, moves on to the contact page
 * and sends a message. The page stays open so its last analytics batch leaves (after 2 s).
 */
async function visit(browser: Browser, campaign: string, sender: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await page.goto(`/en/about?utm_source=e2e-dashboard&utm_medium=journey&utm_campaign=${campaign}`)
	await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click()
	await expect(page).toHaveURL(/\/en\/contact$/)
	const form = page.getByTestId('contact-form')
	await form.getByLabel('Full name').fill(sender)
	await form.getByLabel('E-mail').fill('dash-buyer@buyer.example')
	await form.getByLabel('Service needed').selectOption('sea_freight')
	await form.getByLabel('Message').fill('Two containers of basmati rice to Jeddah, please.')
	await form.getByRole('button', { name: 'Send message' }).click()
	await expect(page.getByTestId('contact-result')).toContainText('sent successfully')
	return context
}

test.describe('dashboard and analytics', () => {
	test.use({ storageState: staff.admin.state })

	test('a visit and a message show on the dashboard and on the analytics screen, in 7, 30 and 90 days', async ({ page, browser }) => {
		test.setTimeout(90_000)
		await page.goto('/admin')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`مرحبًا ${staff.admin.name}`)
		const viewsBefore = await todayFigure(page, 'figure-page-views')
		const messagesBefore = await todayFigure(page, 'figure-messages')

		const campaign = `dash-${Date.now()}`
		const sender = `Dash Buyer ${Date.now()}`
		const visitor = await visit(browser, campaign, sender)

		// The page views leave in a batch (2 s, or when the page is hidden): wait until they are counted.
		await expect(async () => {
			await page.goto('/admin/analytics')
			await expect(page.getByTestId('campaigns')).toContainText(campaign, { timeout: 1000 })
			// The landing view leaves at once (beacon), the contact page's with the next batch.
			expect(await todayFigure(page, 'total-page-views')).toBeGreaterThanOrEqual(viewsBefore + 2)
		}).toPass({ timeout: 20_000 })
		await visitor.close()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإحصاءات')
		await expect(page.getByTestId('campaigns').locator('tr', { hasText: campaign })).toContainText('e2e-dashboard / journey')
		await expect(page.getByTestId('top-pages')).toContainText('/en/about')
		expect(await todayFigure(page, 'total-page-views')).toBeGreaterThanOrEqual(viewsBefore + 2)
		expect(await todayFigure(page, 'total-messages')).toBeGreaterThanOrEqual(messagesBefore + 1)
		await expect(page.getByTestId('devices')).toContainText('حاسوب')

		// The week by default: seven bars, today labelled, and the numbers as a table.
		const range = page.getByTestId('range')
		await expect(range.getByRole('link', { name: 'آخر 7 أيام' })).toHaveAttribute('aria-current', 'page')
		const chart = page.getByTestId('day-chart')
		await expect(chart.locator('svg rect.fill-brand-600')).toHaveCount(7)
		await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /مشاهد\S* خلال 7 أيام/)
		await chart.getByText('عرض الأرقام في جدول').click()
		await expect(chart.locator('table tbody tr')).toHaveCount(7)

		for (const days of [30, 90]) {
			await range.getByRole('link', { name: `آخر ${days} يومًا` }).click()
			await expect(page).toHaveURL(new RegExp(`/admin/analytics\\?days=${days}$`))
			await expect(range.getByRole('link', { name: `آخر ${days} يومًا` })).toHaveAttribute('aria-current', 'page')
			await expect(chart.locator('svg rect.fill-brand-600')).toHaveCount(days)
			await expect(chart.getByRole('heading')).toContainText(`آخر ${days} يومًا`)
			// Today's visit is inside every range.
			await expect(page.getByTestId('campaigns')).toContainText(campaign)
			expect(Number((await page.getByTestId('range-views').getByTestId('value').innerText()).replace(/[^0-9]/g, ''))).toBeGreaterThanOrEqual(2)
		}
		await range.getByRole('link', { name: 'آخر 7 أيام' }).click()
		await expect(page).toHaveURL(/\/admin\/analytics$/)
		await expect(chart.locator('svg rect.fill-brand-600')).toHaveCount(7)

		// The dashboard: today's figures went up, the message is listed and opens its page in the inbox.
		await page.goto('/admin')
		expect(await todayFigure(page, 'figure-page-views')).toBeGreaterThanOrEqual(viewsBefore + 2)
		expect(await todayFigure(page, 'figure-messages')).toBeGreaterThanOrEqual(messagesBefore + 1)
		await expect(page.getByTestId('week-chart').locator('svg rect.fill-brand-600')).toHaveCount(7)
		await expect(page.getByTestId('top-pages')).toContainText('/en/about')
		const message = page.getByTestId('latest-messages').getByRole('link', { name: new RegExp(sender) })
		await expect(message).toHaveAttribute('href', /^\/admin\/messages\/\d+$/)
		await expect(message).toContainText('dash-buyer@buyer.example')

		// In English the same screen reads left to right.
		await page.getByTestId('admin-language').first().click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${staff.admin.name}`)
		await page.goto('/admin/analytics?days=30')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Analytics')
		await expect(page.getByTestId('range').getByRole('link', { name: 'Last 30 days' })).toHaveAttribute('aria-current', 'page')
		// Back to Arabic for the other journeys of this account.
		await page.getByTestId('admin-language').first().click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإحصاءات')
	})

	test('the range works without JavaScript, and a bad range shows the week', async ({ browser }) => {
		const context = await browser.newContext({ storageState: staff.admin.state, javaScriptEnabled: false })
		const page = await context.newPage()
		await page.goto('/admin/analytics')
		await page.getByTestId('range').getByRole('link', { name: 'آخر 90 يومًا' }).click()
		await expect(page).toHaveURL(/\?days=90$/)
		await expect(page.getByTestId('day-chart').locator('svg rect.fill-brand-600')).toHaveCount(90)
		await page.goto('/admin/analytics?days=12')
		await expect(page.getByTestId('range').getByRole('link', { name: 'آخر 7 أيام' })).toHaveAttribute('aria-current', 'page')
		await expect(page.getByTestId('day-chart').locator('svg rect.fill-brand-600')).toHaveCount(7)
		await context.close()
	})

	test('the chart code is in the back-office bundle and never on public pages', async ({ page, browser }) => {
		// Seven pages loaded to network idle: over 30 s on a busy CI machine.
		test.setTimeout(120_000)
		const scriptsOf = async (target: Page, path: string) => {
			const bodies: string[] = []
			target.on('response', async (response) => {
				if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''))
			})
			await target.goto(path, { waitUntil: 'networkidle' })
			// Module preloads too: every script the page names.
			const urls = await target.locator('script[src], link[rel=modulepreload]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src || (n as HTMLLinkElement).href))
			for (const url of urls) bodies.push(await (await target.request.get(url)).text())
			return bodies
		}
		const admin = await scriptsOf(page, '/admin/analytics')
		expect(admin.some((body) => body.includes(chartMarker))).toBe(true)

		const context = await browser.newContext()
		const visitor = await context.newPage()
		for (const path of ['/', '/en', '/en/products', '/contact', '/blog', '/about']) {
			const bodies = await scriptsOf(visitor, path)
			expect(bodies.length, path).toBeGreaterThan(0)
			expect(bodies.filter((body) => body.includes(chartMarker)), path).toEqual([])
		}
		await context.close()
	})
})

test.describe('as an editor', () => {
	test.use({ storageState: staff.editor.state })

	test('the analytics screen is open to every member of staff', async ({ page }) => {
		await page.goto('/admin')
		const link = page.getByRole('link', { name: 'الإحصاءات', exact: true }).first()
		await expectHydrated(link, 15_000)
		await link.click()
		// The screen's figures are read over every event other journeys have sent: slow on a busy CI machine.
		await expect(page).toHaveURL(/\/admin\/analytics$/, { timeout: 15_000 })
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإحصاءات')
	})

	test('the dashboard leaves no empty gap where the inbox (administrators only) would be', async ({ page }) => {
		for (const width of [390, 1280, 1600]) {
			await page.setViewportSize({ width, height: 900 })
			await page.goto('/admin')
			await expect(page.getByTestId('latest-messages')).toHaveCount(0)
			// Each row of a grid is filled: its children span the grid's whole width.
			for (const grid of [page.getByTestId('figures'), page.getByTestId('inbox-and-activity')]) {
				const gap = await grid.evaluate((element) => {
					const box = element.getBoundingClientRect()
					const rows = new Map<number, { start: number; end: number }>()
					for (const child of Array.from(element.children)) {
						const { top, left, right } = child.getBoundingClientRect()
						const row = rows.get(Math.round(top)) ?? { start: Infinity, end: -Infinity }
						rows.set(Math.round(top), { start: Math.min(row.start, left), end: Math.max(row.end, right) })
					}
					return Math.max(...[...rows.values()].map((row) => box.width - (row.end - row.start)))
				})
				expect(gap, `${width} px: ${await grid.getAttribute('data-testid')}`).toBeLessThan(2)
			}
		}
	})
})
