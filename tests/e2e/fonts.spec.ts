import { expect, type Page, test } from '@playwright/test'
import { expectHydrated, openHydrated } from './hydration.ts'
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

/** The connection Chromium would report (navigator.connection), before any script of the page runs. */
function connectionSays(page: Page, connection: { effectiveType: string; saveData: boolean }) {
	return page.addInitScript((said) => {
		Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => said })
	}, connection)
}

/**
 * The font files this document fetched over the network (not from the cache: Chromium reads a
 * cached face as soon as its rule is parsed, whatever the page uses), each marked by whether it
 * started before the load event. From the page's resource timing, so a journey sees what the
 * browser did.
 */
function fontsFetched(page: Page) {
	return page.evaluate(() => {
		const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
		const loadStart = navigation?.loadEventStart || Infinity
		return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
			.filter((entry) => entry.name.endsWith('.woff2') && entry.transferSize > 0)
			.map((entry) => ({
				file: /\/(plex-[a-z]+-\d+)[\w-]*\.woff2$/.exec(entry.name)?.[1],
				beforeLoad: entry.startTime < loadStart,
			}))
	})
}

const filesOf = (fetched: Array<{ file?: string }>) => fetched.map(({ file }) => file).sort()

const rootClass = (page: Page) => page.evaluate(() => document.documentElement.className)

test.describe('over a slow connection (decision 0061)', () => {
	test("a first visit loads in the system's faces, fetches the files after its load event, and the next pages are in IBM Plex", async ({ page }) => {
		await connectionSays(page, { effectiveType: '3g', saveData: false })
		await openHydrated(page, '/products/basmati-rice-1121-steam')
		expect(await rootClass(page)).toBe('system-faces')
		expect(await faceOf(page, 'h1')).not.toContain('IBM Plex')
		// Fetched for the next page once this one has loaded, and remembered.
		await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached:ar')), { timeout: 10_000 }).toBe('1')
		const fetched = await fontsFetched(page)
		expect(filesOf(fetched)).toEqual(['plex-arabic-400', 'plex-arabic-600', 'plex-latin-400', 'plex-latin-600'])
		expect(fetched.filter(({ beforeLoad }) => beforeLoad)).toEqual([])
		// The page being read keeps its face.
		expect(await faceOf(page, 'h1')).not.toContain('IBM Plex')

		// The next page inside the site is drawn in IBM Plex.
		await page.getByRole('banner').getByRole('link', { name: 'من نحن' }).first().click()
		await expect(page).toHaveURL(/\/about$/)
		await expect.poll(() => rootClass(page)).toBe('')
		expect(await faceOf(page, 'h1')).toMatch(/^"IBM Plex Sans Arabic"/)

		// And so is the next page load, from its first paint: the files are in the cache.
		await page.reload()
		expect(await rootClass(page)).toBe('')
		expect(await faceOf(page, 'h1')).toMatch(/^"IBM Plex Sans Arabic"/)
		await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px "IBM Plex Sans Arabic"', 'من'))).toBe(true)
	})

	test("an English page fetches its Latin files alone; an Arabic page then still loads in the system's faces", async ({ page }) => {
		await connectionSays(page, { effectiveType: '2g', saveData: false })
		await openHydrated(page, '/en/about')
		expect(await rootClass(page)).toBe('system-faces')
		await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached:en')), { timeout: 10_000 }).toBe('1')
		const fetched = await fontsFetched(page)
		expect(filesOf(fetched)).toEqual(['plex-latin-400', 'plex-latin-600'])
		expect(fetched.filter(({ beforeLoad }) => beforeLoad)).toEqual([])

		// The Arabic files are not cached yet: an Arabic page load is a first visit for them, and
		// fetches them (the Latin ones are cached) after its load event.
		await page.goto('/about')
		await expectHydrated(page.locator('main'))
		expect(await rootClass(page)).toBe('system-faces')
		await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts-cached:ar')), { timeout: 10_000 }).toBe('1')
		const arabicFetched = await fontsFetched(page)
		expect(filesOf(arabicFetched)).toEqual(['plex-arabic-400', 'plex-arabic-600'])
		expect(arabicFetched.filter(({ beforeLoad }) => beforeLoad)).toEqual([])
	})

	test('with Save-Data, no font file is fetched at all', async ({ page }) => {
		await connectionSays(page, { effectiveType: '4g', saveData: true })
		const files = fontFilesFetched(page)
		await openHydrated(page, '/')
		expect(await rootClass(page)).toBe('system-faces')
		await page.waitForLoadState('networkidle')
		await page.waitForTimeout(500)
		expect(files).toEqual([])
	})

	test('a fast connection is in IBM Plex from the first visit', async ({ page }) => {
		await connectionSays(page, { effectiveType: '4g', saveData: false })
		await openHydrated(page, '/products/basmati-rice-1121-steam')
		expect(await rootClass(page)).toBe('')
		await expect.poll(() => faceOf(page, 'h1')).toMatch(/^"IBM Plex Sans Arabic"/)
	})
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
