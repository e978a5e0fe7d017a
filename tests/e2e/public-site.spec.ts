import { expect, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'

test.describe('public site journeys', () => {
	test('home shows every section, counts up, and streams four category cards', async ({ page }) => {
		await page.goto('/en')
		await expect(page.locator('#services')).toBeVisible()
		await expect(page.locator('#services').getByRole('link')).toHaveCount(3)
		const stats = page.getByTestId('stats').locator('[data-value]')
		await expect(stats).toHaveCount(4)
		await stats.first().scrollIntoViewIfNeeded()
		// After the 2 s count-up the figures read as the spec writes them.
		await expect(page.getByTestId('stats')).toContainText('50+', { timeout: 5000 })
		await expect(page.getByTestId('stats')).toContainText('1,200')
		await expect(page.getByTestId('stats')).toContainText('300+')
		await expect(page.getByTestId('stats')).toContainText('25+')
		await expect(page.getByTestId('home-categories').getByRole('link')).toHaveCount(4)
		const hrefs = await page.getByTestId('home-categories').getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
		for (const href of hrefs) expect(href).toMatch(/^\/en\/products\/category\/[a-z0-9-]+$/)
	})

	test('category → product, with specifications and a WhatsApp enquiry naming the product', async ({ page }) => {
		await page.goto('/products')
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
		// A demo category and product (other journeys add products of their own to categories).
		await page.getByRole('navigation', { name: 'الفئات' }).locator('a[href="/products/category/basmati-rice"]').click()
		await expect(page).toHaveURL(/\/products\/category\/basmati-rice$/)
		await page.locator('[data-testid="product-card"][href="/products/basmati-rice-1121-steam"]').click()
		await expect(page).toHaveURL(/\/products\/basmati-rice-1121-steam$/)
		const name = (await page.getByTestId('product-name').textContent())!.trim()
		await expect(page.getByTestId('spec-table').locator('tbody tr').first()).toBeVisible()
		const whatsapp = (await page.getByTestId('product-whatsapp').getAttribute('href'))!
		expect(decodeURIComponent(whatsapp.split('text=')[1]!)).toContain(name)
		await page.getByTestId('language-toggle').first().click()
		await expect(page).toHaveURL(/\/en\/products\/[a-z0-9-]+$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		await expect(page.getByTestId('product-name')).not.toHaveText(name)
	})

	test('an unknown product or category is a 404', async ({ request }) => {
		expect((await request.get('/products/no-such-product')).status()).toBe(404)
		expect((await request.get('/en/products/category/no-such-category')).status()).toBe(404)
		expect((await request.get('/blog/no-such-post')).status()).toBe(404)
	})

	test('search suggests after two characters and lists scored results', async ({ page }) => {
		await page.goto('/en')
		const box = page.locator('#header-search')
		await box.fill('r')
		await page.waitForTimeout(500)
		await expect(page.getByTestId('search-suggestions').first()).toBeHidden()
		await box.fill('ri')
		const list = page.getByTestId('search-suggestions').first()
		await expect(list).toHaveAttribute('data-state', 'list')
		const options = list.getByRole('option')
		expect(await options.count()).toBeGreaterThan(0)
		expect(await options.count()).toBeLessThanOrEqual(5)
		await box.press('ArrowDown')
		await expect(options.first()).toHaveAttribute('aria-selected', 'true')
		await box.press('Escape')
		await expect(list).toBeHidden()
		await box.fill('rice')
		await box.press('Enter')
		await expect(page).toHaveURL(/\/en\/search\?q=rice/)
		await expect(page.getByTestId('search-results').locator('li').first()).toBeVisible()
		await expect(page.getByTestId('matched-field').first()).toBeVisible()
		const scores = await page.getByTestId('relevance-score').allTextContents()
		const numbers = scores.map((s) => Number(s.replace(/\D/g, '')))
		expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
	})

	test('the contact form refuses an invalid send, keeps what was typed, then sends', async ({ page }) => {
		await page.goto('/en/contact')
		const form = page.getByTestId('contact-form')
		await form.getByLabel('Full name').fill('Layla Hassan')
		await form.getByLabel('E-mail').fill('not-an-email')
		await form.getByLabel('Message').fill('We need four containers of sella rice in March.')
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(page.getByTestId('contact-result')).toContainText('Please correct')
		await expect(form.getByText('Enter a valid e-mail address')).toBeVisible()
		await expect(form.getByLabel('Full name')).toHaveValue('Layla Hassan')
		await expect(form.getByLabel('Message')).toHaveValue('We need four containers of sella rice in March.')
		await form.getByLabel('E-mail').fill('layla@buyer.example')
		await form.getByLabel('Service needed').selectOption('sea_freight')
		await form.getByRole('button', { name: 'Send message' }).click()
		await expect(page.getByTestId('contact-result')).toContainText('sent successfully')
		await expect(form.getByLabel('Full name')).toHaveValue('')
	})

	test('the newsletter answers the same whether or not the address is subscribed (the mail carries the difference)', async ({ page }) => {
		// Hydrated first: clicked before, it is the form without JavaScript, which answers on its own
		// page (/newsletter), not in the footer: what this journey reads is the script's answer.
		const form = page.getByTestId('newsletter-form')
		await page.goto('/')
		await expectHydrated(form)
		const email = `buyer-${Date.now()}@example.com`
		await page.locator('#newsletter-email').fill(email)
		await page.getByTestId('newsletter-form').getByRole('button').click()
		await expect(page.getByTestId('newsletter-result')).toHaveText('شكرًا لك! افتح بريدك الآن: أرسلنا إليه رابطًا لتأكيد الاشتراك.')
		await page.goto('/en')
		await expectHydrated(form)
		await page.locator('#newsletter-email').fill(email.toUpperCase())
		await page.getByTestId('newsletter-form').getByRole('button').click()
		await expect(page.getByTestId('newsletter-result')).toHaveText('Thank you! Now check your inbox: we sent you a link to confirm your subscription.')
		// Another address: the same words (a subscribed one gets them too: see mail.spec.ts and newsletter.test.ts).
		await page.locator('#newsletter-email').fill('never-seen-before@example.com')
		await page.getByTestId('newsletter-form').getByRole('button').click()
		await expect(page.getByTestId('newsletter-result')).toHaveText('Thank you! Now check your inbox: we sent you a link to confirm your subscription.')
	})

	test('blog list and post in both languages; post body is sanitised HTML', async ({ page }) => {
		await page.goto('/en/blog')
		await page.getByTestId('post-card').first().click()
		await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+$/)
		await expect(page.getByTestId('post-body').locator('p').first()).toBeVisible()
		expect(await page.getByTestId('post-body').locator('script').count()).toBe(0)
		await page.getByTestId('language-toggle').first().click()
		await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
	})

	test('robots.txt and sitemap.xml describe both languages', async ({ request }) => {
		const robots = await (await request.get('/robots.txt')).text()
		expect(robots).toContain('Disallow: /admin')
		expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/)
		const sitemap = await request.get('/sitemap.xml')
		expect(sitemap.headers()['content-type']).toContain('xml')
		const xml = await sitemap.text()
		expect(xml).toMatch(/<loc>[^<]+\/en\/products\/[a-z0-9-]+<\/loc>/)
		expect(xml).toContain('hreflang="x-default"')
		expect(xml).toMatch(/\/blog\/[a-z0-9-]+<\/loc>/)
	})

	test('every page carries Organization data, and product pages an item page and breadcrumbs', async ({ page }) => {
		await page.goto('/en/products')
		await page.getByTestId('product-card').first().click()
		await expect(page).toHaveURL(/\/en\/products\/[a-z0-9-]+$/)
		await expect(page.getByTestId('product-name')).toBeVisible()
		// A click before hydration loads a new document, which may still be arriving when the name shows:
		// the blocks after it (the item page, the organisation in the footer's frame) are read once it has.
		await page.waitForLoadState('load')
		const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
		const types = blocks.map((b) => JSON.parse(b)['@type'])
		expect(types).toEqual(expect.arrayContaining(['Organization', 'ItemPage', 'BreadcrumbList']))
		// No price, rating or review in the catalogue: no Product for search engines to flag (decision 0021).
		expect(types).not.toContain('Product')
	})
})
