import { expect, type Page, test } from '@playwright/test'
import { staff } from './staff.ts'

/**
 * Which brand font files a page fetches (decision 0054): none is preloaded; an Arabic page's layout
 * asks for the Arabic and Latin files, an English page's for the Latin ones only, its few Arabic
 * words (the toggle, the Arabic names under products) being set in the system's Arabic face. And
 * the page is in IBM Plex once the files are there.
 */
function fontFilesFetched(page: Page) {
	const files: string[] = []
	page.on('requestfinished', (request) => {
		const file = /\/(plex-[a-z]+-\d+)[\w-]*\.woff2$/.exec(request.url())?.[1]
		if (file) files.push(file)
	})
	return files
}

const faceOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).fontFamily)

test('an English product page fetches the Latin files alone and sets its Arabic name in the system face', async ({ page }) => {
	const files = fontFilesFetched(page)
	await page.goto('/en/products/basmati-rice-1121-steam')
	await expect.poll(() => [...files].sort(), { timeout: 10_000 }).toEqual(['plex-latin-400', 'plex-latin-600'])
	await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px "IBM Plex Sans Arabic"', 'Rice'))).toBe(true)
	expect(await faceOf(page, 'h1')).toMatch(/^"IBM Plex Sans Arabic"/)
	expect(await faceOf(page, '[data-testid="product-name"] + [lang="ar"]')).not.toContain('IBM Plex')
	expect(await faceOf(page, '[data-testid="language-toggle"]')).not.toContain('IBM Plex')
	// Nothing else asked for the Arabic files while the page settled.
	await page.waitForLoadState('networkidle')
	expect([...files].sort()).toEqual(['plex-latin-400', 'plex-latin-600'])
})

test('an Arabic page fetches both scripts’ files and is set in IBM Plex once they are there', async ({ page }) => {
	const files = fontFilesFetched(page)
	await page.goto('/products/basmati-rice-1121-steam')
	await expect.poll(() => [...files].sort(), { timeout: 10_000 }).toEqual(['plex-arabic-400', 'plex-arabic-600', 'plex-latin-400', 'plex-latin-600'])
	await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px "IBM Plex Sans Arabic"', 'أرز 1121'))).toBe(true)
	expect(await faceOf(page, 'h1')).toMatch(/^"IBM Plex Sans Arabic"/)
})

test.describe('the back-office', () => {
	test.use({ storageState: staff.admin.state })

	test('in English, an Arabic post body is still written in IBM Plex, as the site will set it', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		await page.goto('/admin/posts/new')
		await expect(page.locator('html')).toHaveAttribute('lang', 'en')
		const arabicBody = page.getByTestId('editor-body_ar-content')
		await expect(arabicBody).toBeVisible()
		expect(await arabicBody.evaluate((element) => element.closest('[lang="ar"]') !== null)).toBe(true)
		expect(await arabicBody.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"IBM Plex Sans Arabic"/)
	})
})
