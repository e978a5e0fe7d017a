import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { products as demoProducts } from '../../app/server/seed/content/products/index.ts'
import { pathIn, visitorAddress } from './a11y-pages.ts'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'

/**
 * The quote basket as a buyer and the sales team use it, in both languages, with JavaScript and
 * without: two products added (one from a card, one from its page), a third added and removed,
 * lines edited (and edited again after a reload), the request sent, and the request read in the
 * back-office inbox with its lines.
 */
const pageProduct = 'basmati-rice-1121-steam'

async function newVisitor(browser: Browser, javaScriptEnabled: boolean) {
	const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress('10.47') } })
	return { context, page: await context.newPage() }
}

/**
 * The first demo product's card on the listing that is not the product added from its own page.
 * Other journeys running alongside create products with no export data, so no packaging to
 * choose; they are newest and come first (whole pages of them on a long run), so they are passed
 * over, following the listing's next-page link (every demo product has export data).
 */
const demoSlugs = new Set(demoProducts.map((product) => product.slug))

async function cardToAdd(page: Page): Promise<{ card: Locator; slug: string }> {
	for (;;) {
		const links = page.getByTestId('product-card')
		for (let i = 0; i < (await links.count()); i++) {
			const slug = ((await links.nth(i).getAttribute('href')) ?? '').split('/').pop() ?? ''
			if (slug !== pageProduct && demoSlugs.has(slug)) return { card: links.nth(i).locator('xpath=..'), slug }
		}
		const next = page.locator('a[rel=next]')
		if ((await next.count()) === 0) throw new Error('no demo product card on any page of the listing')
		await page.goto((await next.first().getAttribute('href'))!)
	}
}

const line = (page: Page, slug: string) => page.locator(`[data-testid=quote-line][data-slug="${slug}"]`)
const field = (row: Locator, name: string) => row.locator(`[name$=".${name}"]`)

async function fillLine(row: Locator, values: { packaging: number; quantity: string; unit: string; country?: string; port?: string; targetDate?: string }) {
	await field(row, 'packaging').selectOption({ index: values.packaging })
	await field(row, 'quantity').fill(values.quantity)
	await field(row, 'unit').selectOption(values.unit)
	await field(row, 'incoterm').selectOption({ index: 1 })
	if (values.country) await field(row, 'country').selectOption(values.country)
	if (values.port) await field(row, 'port').fill(values.port)
	if (values.targetDate) await field(row, 'targetDate').fill(values.targetDate)
}

async function fillBuyer(page: Page, token: string) {
	const form = page.getByTestId('quote-form')
	await form.locator('input[name=name]').fill(`Layla ${token}`)
	await form.locator('input[name=email]').fill(`layla.${token}@buyer.example`)
	await form.locator('input[name=phone]').fill('+971 4 555 0101')
	await form.locator('textarea[name=note]').fill(`Monthly shipments ${token}`)
}

/** The request as the sales team sees it: in the inbox with its lines, and on its own screen. */
async function expectInInbox(browser: Browser, lang: 'ar' | 'en', token: string, products: string[]) {
	const context = await browser.newContext({ storageState: staff.admin.state })
	// The back-office in the journey's language, so product names read as the buyer saw them.
	await context.addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }])
	const admin = await context.newPage()
	await admin.goto('/admin/messages')
	await expectHydrated(admin.getByTestId('messages-search'), 15_000)
	await admin.getByTestId('messages-search').fill(token)
	const rows = admin.getByTestId('messages-table').locator('[data-testid^=message-row-]')
	await expect(rows).toHaveCount(1)
	const summary = rows.first().getByTestId('message-quote-lines')
	await expect(summary.locator('li')).toHaveCount(products.length)
	await rows.first().getByTestId('message-open').click()
	const table = admin.getByTestId('message-quote-table')
	await expect(table.getByTestId('message-quote-line')).toHaveCount(products.length)
	for (const [i, name] of products.entries()) await expect(table.getByTestId('message-quote-line').nth(i)).toContainText(name)
	await expect(table).toContainText('Jebel Ali')
	await expect(admin.getByTestId('message-body')).toContainText(`Monthly shipments ${token}`)
	await context.close()
}

for (const lang of ['ar', 'en'] as const) {
	test.describe(`quote basket (${lang})`, () => {
		test(`adds from a card and a product page, edits, removes and sends with JavaScript (${lang})`, async ({ browser }) => {
			test.setTimeout(120_000)
			const token = `q${lang}${Date.now().toString(36)}`
			const { context, page } = await newVisitor(browser, true)

			const scripts: string[] = []
			page.on('request', (request) => {
				if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
			})
			await page.goto(pathIn(lang, '/products'))
			const { card, slug: cardProduct } = await cardToAdd(page)
			await expectHydrated(card.getByTestId('quote-add').locator('button'), 15_000)
			// A visitor without a basket loads none of the basket's code, and the header says so.
			await expect(page.getByTestId('quote-header-link')).toHaveAttribute('title', lang === 'en' ? 'Quote basket: no products' : 'سلة عرض السعر: لا منتجات')
			expect(scripts.filter((script) => script.includes('basket-store'))).toEqual([])
			// The listing page the card is on (other journeys' products can push demo ones to a later page).
			const listing = page.url()
			await card.getByTestId('quote-add').locator('button').click()
			// Added in the browser: the visitor stays on the listing, told so, and the header counts it.
			await expect(card.getByRole('status')).toContainText(lang === 'en' ? 'was added to your quote basket' : 'إلى سلة عرض السعر')
			await expect(page).toHaveURL(listing)
			await expect(page.getByTestId('quote-count')).toHaveText('1')
			const cardName = (await card.locator('h3').innerText()).trim()

			await page.goto(pathIn(lang, `/products/${pageProduct}`))
			const pageName = (await page.getByTestId('product-name').innerText()).trim()
			const addHere = page.getByTestId('quote-add').first().locator('button')
			await expectHydrated(addHere, 15_000)
			await addHere.click()
			await expect(page.getByTestId('quote-count')).toHaveText('2')
			// A related product's card, added to be removed from the basket later.
			const related = page.locator('#related-title ~ ul [data-testid=product-card]').first()
			const relatedSlug = ((await related.getAttribute('href')) ?? '').split('/').pop()!
			expect([cardProduct, pageProduct]).not.toContain(relatedSlug)
			await related.locator('xpath=..').getByTestId('quote-add').locator('button').click()
			await expect(page.getByTestId('quote-count')).toHaveText('3')
			// The page itself, as served, holds no basket: it is the same for every visitor.
			const html = await (await page.request.get(pathIn(lang, `/products/${pageProduct}`))).text()
			expect(html).not.toContain('data-testid="quote-count"')

			await page.getByTestId('quote-header-link').click()
			await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/quote')}$`))
			await expect(page.getByTestId('quote-line')).toHaveCount(3)
			await expectHydrated(page.getByTestId('quote-form'), 15_000)
			await fillLine(line(page, pageProduct), { packaging: 2, quantity: '40', unit: 'ton', country: 'AE', port: 'Jebel Ali', targetDate: '2099-03-01' })
			await fillLine(line(page, cardProduct), { packaging: 1, quantity: '500', unit: 'carton', country: 'SA' })
			await line(page, relatedSlug).getByTestId('quote-remove').click()
			await expect(page.getByTestId('quote-line')).toHaveCount(2)
			await expect(page.getByTestId('quote-count')).toHaveText('2')

			// Kept in the browser: a reload shows the lines as edited; edit again.
			await page.reload()
			await expectHydrated(page.getByTestId('quote-form'), 15_000)
			await expect(field(line(page, pageProduct), 'quantity')).toHaveValue('40')
			await expect(field(line(page, pageProduct), 'port')).toHaveValue('Jebel Ali')
			await expect(field(line(page, cardProduct), 'country')).toHaveValue('SA')
			await field(line(page, pageProduct), 'quantity').fill('45')
			await page.reload()
			await expect(field(line(page, pageProduct), 'quantity')).toHaveValue('45')
			expect(await page.evaluate(() => window.localStorage.getItem('tasdeer.quote-basket'))).toContain('"45"')

			await expectHydrated(page.getByTestId('quote-form'), 15_000)
			await fillBuyer(page, token)
			await page.getByTestId('quote-send').click()
			await expect(page.getByTestId('quote-result')).toContainText(lang === 'en' ? 'Your quote request was sent' : 'أُرسل طلب عرض السعر بنجاح')
			await expect(page.getByTestId('quote-empty')).toBeVisible()
			await expect(page.getByTestId('quote-count')).toHaveCount(0)
			expect(await page.evaluate(() => window.localStorage.getItem('tasdeer.quote-basket'))).toBeNull()
			await context.close()

			await expectInInbox(browser, lang, token, [cardName, pageName])
		})

		test(`works without JavaScript through a form post and a cookie (${lang})`, async ({ browser }) => {
			test.setTimeout(120_000)
			const token = `n${lang}${Date.now().toString(36)}`
			const { context, page } = await newVisitor(browser, false)

			await page.goto(pathIn(lang, '/products'))
			const { card, slug: cardProduct } = await cardToAdd(page)
			const cardName = (await card.locator('h3').innerText()).trim()
			await card.getByTestId('quote-add').locator('button').click()
			await expect(page).toHaveURL(new RegExp(`${pathIn(lang, '/quote')}\\?notice=added`))
			await expect(page.getByTestId('quote-notice')).toContainText(cardName)
			await expect(page.getByTestId('quote-line')).toHaveCount(1)

			await page.goto(pathIn(lang, `/products/${pageProduct}`))
			const pageName = (await page.getByTestId('product-name').innerText()).trim()
			await page.getByTestId('quote-add').first().locator('button').click()
			await expect(page.getByTestId('quote-line')).toHaveCount(2)
			await page.goto(pathIn(lang, `/products/${pageProduct}`))
			await page.locator('#related-title ~ ul [data-testid=product-card]').first().locator('xpath=..').getByTestId('quote-add').locator('button').click()
			await expect(page.getByTestId('quote-line')).toHaveCount(3)

			// The basket page is this visitor's own: never kept by a shared cache.
			const answer = await page.request.get(pathIn(lang, '/quote'))
			expect(answer.headers()['cache-control']).toBe('private, no-store')
			expect(answer.headers()['x-page-cache']).toBeUndefined()

			await fillLine(line(page, pageProduct), { packaging: 2, quantity: '40', unit: 'ton', country: 'AE', port: 'Jebel Ali', targetDate: '2099-03-01' })
			await fillLine(line(page, cardProduct), { packaging: 1, quantity: '500', unit: 'carton', country: 'SA' })
			// Removing one line posts the others as typed: nothing typed is lost.
			await page.getByTestId('quote-line').nth(2).getByTestId('quote-remove').click()
			await expect(page.getByTestId('quote-notice')).toBeVisible()
			await expect(page.getByTestId('quote-line')).toHaveCount(2)
			await expect(field(line(page, pageProduct), 'port')).toHaveValue('Jebel Ali')
			// Edit again, save, reload: the cookie keeps it.
			await field(line(page, pageProduct), 'quantity').fill('45')
			await page.getByTestId('quote-save').click()
			await expect(page).toHaveURL(/notice=saved/)
			await page.goto(pathIn(lang, '/quote'))
			await expect(field(line(page, pageProduct), 'quantity')).toHaveValue('45')
			await expect(field(line(page, cardProduct), 'country')).toHaveValue('SA')

			// A refusal keeps the lines and the buyer's details as typed.
			await fillBuyer(page, token)
			await page.getByTestId('quote-form').locator('input[name=email]').fill('not-an-address')
			await page.getByTestId('quote-send').click()
			await expect(page.getByTestId('quote-result')).toBeVisible()
			await expect(page.getByTestId('quote-form').locator('input[name=email]')).toHaveAttribute('aria-invalid', 'true')
			await expect(field(line(page, pageProduct), 'quantity')).toHaveValue('45')
			await expect(page.getByTestId('quote-form').locator('textarea[name=note]')).toHaveValue(`Monthly shipments ${token}`)

			await page.getByTestId('quote-form').locator('input[name=email]').fill(`layla.${token}@buyer.example`)
			await page.getByTestId('quote-send').click()
			await expect(page.getByTestId('quote-result')).toContainText(lang === 'en' ? 'Your quote request was sent' : 'أُرسل طلب عرض السعر بنجاح')
			await expect(page.getByTestId('quote-empty')).toBeVisible()
			await page.goto(pathIn(lang, '/quote'))
			await expect(page.getByTestId('quote-empty')).toBeVisible()
			await context.close()

			await expectInInbox(browser, lang, token, [cardName, pageName])
		})
	})
}
