import { type APIRequestContext, expect, test } from '@playwright/test'
import { productsAr } from '../../app/i18n/admin/products.ar.ts'
import { productsEn } from '../../app/i18n/admin/products.en.ts'
import { categoriesAr } from '../../app/i18n/admin/categories.ar.ts'
import { categoriesEn } from '../../app/i18n/admin/categories.en.ts'
import { expectHydrated } from './hydration.ts'
import { picture } from './new-product.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

/**
 * A product kept as a draft (decision 0045), in each staff language: shown nowhere a visitor looks
 * (its page in both languages, the datasheet, the catalogue, search, the sitemap), previewed by
 * staff as the public page (noindex), listed and filtered by its state (also at phone width), then
 * published and shown.
 */

test.use({ storageState: staff.editor.state })

async function visitorSees(visitor: APIRequestContext, slug: string) {
	const text = async (path: string) => (await visitor.get(path)).text()
	return {
		page: (await visitor.get(`/products/${slug}`)).status(),
		pageEn: (await visitor.get(`/en/products/${slug}`)).status(),
		preview: (await visitor.get(`/products/${slug}?preview`)).status(),
		datasheet: (await visitor.get(`/en/products/${slug}/datasheet.pdf`)).status(),
		catalogue: (await text('/products')).includes(`/products/${slug}`),
		search: (await text(`/en/search?q=${slug}`)).includes(`/products/${slug}`),
		sitemap: (await text('/sitemap.xml')).includes(`/products/${slug}`),
	}
}

for (const lang of ['ar', 'en'] as const) {
	const t = lang === 'en' ? productsEn : productsAr

	test(`a product kept as a draft is shown nowhere, previewed by staff, then published (${lang} staff)`, async ({ page, context, baseURL, playwright }) => {
		test.setTimeout(90_000)
		if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
		const slug = `e2e-draft-${lang}-${Date.now().toString(36)}`

		await test.step('saved as a draft', async () => {
			await page.goto('/admin/products/new')
			const form = page.getByTestId('product-form')
			await expectHydrated(form)
			await form.locator('[name=name_ar]').fill(`مسودة ${slug}`)
			await form.locator('[name=name_en]').fill(`Draft ${slug}`)
			await form.locator('[name=slug]').fill(slug)
			await form.locator('select[name=category_id]').selectOption({ index: 1 })
			await page.getByTestId('main_image_url-file').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await picture() })
			await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
			await form.locator('[name=is_active]').uncheck()
			await page.getByTestId('product-save').click()
			await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
			await expect(page.getByTestId('product-hidden')).toHaveText(t['products.hiddenNotice'])
		})

		await test.step('a visitor finds it nowhere, not even with ?preview', async () => {
			expect(await visitorSees(visitor, slug)).toEqual({ page: 404, pageEn: 404, preview: 404, datasheet: 404, catalogue: false, search: false, sitemap: false })
		})

		await test.step('staff preview it as the public page, not indexed', async () => {
			const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('product-preview').click()])
			await expect(preview.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? `Draft ${slug}` : `مسودة ${slug}`)
			await expect(preview.getByTestId('preview-banner')).toBeVisible()
			await expect(preview.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
			await preview.close()
		})

		await test.step('the list shows its state and filters on it, also at phone width', async () => {
			await page.goto(`/admin/products?state=draft&q=${slug}`)
			const row = page.getByTestId(`product-row-${slug}`)
			await expect(row.getByTestId('product-state')).toHaveText(t['products.state.draft'])
			await expect(page.locator('select[name=state]')).toHaveValue('draft')
			await page.setViewportSize({ width: 390, height: 844 })
			await expect(row.getByTestId('product-state')).toBeVisible()
			await page.setViewportSize({ width: 1280, height: 800 })
			await page.goto(`/admin/products?state=published&q=${slug}`)
			await expect(page.getByTestId(`product-row-${slug}`)).toHaveCount(0)
		})

		await test.step('published, it is shown', async () => {
			await page.goto(`/admin/products?q=${slug}`)
			await page.getByTestId(`product-row-${slug}`).getByTestId('product-name').click()
			const form = page.getByTestId('product-form')
			await expectHydrated(form)
			await form.locator('[name=is_active]').check()
			await page.getByTestId('product-save').click()
			await expect(page.getByTestId('product-hidden')).toHaveCount(0)
			expect(await visitorSees(visitor, slug)).toEqual({ page: 200, pageEn: 200, preview: 200, datasheet: 200, catalogue: expect.any(Boolean), search: true, sitemap: true })
			await page.goto(`/admin/products?state=published&q=${slug}`)
			await expect(page.getByTestId(`product-row-${slug}`).getByTestId('product-state')).toHaveText(t['products.state.published'])
		})
		await visitor.dispose()
	})
}

/**
 * A category kept as a draft, in each staff language: its page is not found for visitors; staff see
 * it marked in the tree, find it with the state filter (the tree then holds only the branches leading
 * to drafts and moves nothing), preview its page as it will look once published (its published
 * products listed, noindex), and a published product in it is marked hidden with a preview link,
 * never a "view on site" link to a missing page.
 */
for (const lang of ['ar', 'en'] as const) {
	const t = lang === 'en' ? categoriesEn : categoriesAr
	const tp = lang === 'en' ? productsEn : productsAr

	test(`a category kept as a draft is previewed by staff, found by its state, and hides its products (${lang} staff)`, async ({ page, context, baseURL, playwright }) => {
		test.setTimeout(90_000)
		if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
		const tag = `${lang}-${Date.now().toString(36)}`
		const slug = `e2e-draft-category-${tag}`
		const productSlug = `e2e-in-draft-category-${tag}`
		const name = lang === 'en' ? `Draft shelf ${tag}` : `رف مسودة ${tag}`

		await test.step('saved as a draft, it says visitors do not see it and offers a preview', async () => {
			await page.goto('/admin/categories/new')
			await expectHydrated(page.getByTestId('category-save'))
			await page.locator('input[name=nameAr]').fill(`رف مسودة ${tag}`)
			await page.locator('input[name=nameEn]').fill(`Draft shelf ${tag}`)
			await page.locator('input[name=slug]').fill(slug)
			await page.locator('input[name=isActive]').uncheck()
			await page.getByTestId('category-save').click()
			await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/)
			await expect(page.getByTestId(`category-${slug}`).getByTestId('inactive-badge').first()).toHaveText(t['categories.state.draft'])
		})

		await test.step('a published product in it is hidden, and the back-office says so', async () => {
			await page.goto('/admin/products/new')
			const form = page.getByTestId('product-form')
			await expectHydrated(form)
			await form.locator('[name=name_ar]').fill(`منتج ${tag}`)
			await form.locator('[name=name_en]').fill(`Product ${tag}`)
			await form.locator('[name=slug]').fill(productSlug)
			const option = form.locator('select[name=category_id] option', { hasText: name })
			await form.locator('select[name=category_id]').selectOption((await option.getAttribute('value'))!)
			await page.getByTestId('main_image_url-file').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await picture() })
			await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
			await page.getByTestId('product-save').click()
			await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
			await expect(page.getByTestId('product-hidden')).toHaveText(tp['products.hiddenByCategoryNotice'])
			await expect(page.getByTestId('product-preview')).toBeVisible()
			await page.goto(`/admin/products?q=${productSlug}`)
			const row = page.getByTestId(`product-row-${productSlug}`)
			await expect(row.getByTestId('product-state')).toHaveText(tp['products.state.hidden'])
			await expect(row.getByTestId('product-preview')).toHaveAttribute('href', new RegExp(`/products/${productSlug}\\?preview$`))
			expect((await visitor.get(`/products/${productSlug}`)).status()).toBe(404)
		})

		await test.step('visitors get no page, not even with ?preview', async () => {
			expect((await visitor.get(`/products/category/${slug}`)).status()).toBe(404)
			expect((await visitor.get(`/en/products/category/${slug}?preview`)).status()).toBe(404)
		})

		await test.step('the state filter shows the drafts, and the tree moves nothing then', async () => {
			await page.goto('/admin/categories')
			await expectHydrated(page.locator('select[name=state]'))
			await page.locator('select[name=state]').selectOption('draft')
			await expect(page).toHaveURL(/\/admin\/categories\?state=draft$/)
			const line = page.getByTestId(`category-${slug}`).locator('xpath=./div[1]')
			await expect(line).toBeVisible()
			await expect(line.getByTestId('move-up')).toHaveCount(0)
			// A demo branch no journey puts a draft under is left out.
			await expect(page.getByTestId('category-spices-herbs')).toHaveCount(0)
			await expect(page.locator('#category-tree-help')).toContainText(t['categories.tree.filteredHelp'])
			await page.locator('select[name=state]').selectOption('published')
			await expect(page).toHaveURL(/\/admin\/categories\?state=published$/)
			await expect(page.getByTestId(`category-${slug}`)).toHaveCount(0)
			await expect(page.getByTestId('category-spices-herbs')).toHaveCount(1)
			await page.setViewportSize({ width: 390, height: 844 })
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
			await page.setViewportSize({ width: 1280, height: 800 })
		})

		await test.step('staff preview its page as it will be, its product listed, not indexed', async () => {
			await page.goto('/admin/categories?state=draft')
			const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId(`category-${slug}`).locator('xpath=./div[1]').getByTestId('category-preview').click()])
			await expect(preview.getByRole('heading', { level: 1 })).toHaveText(name)
			await expect(preview.getByTestId('preview-banner')).toBeVisible()
			await expect(preview.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
			await expect(preview.locator(`a[href$="/products/${productSlug}"]`)).toHaveCount(1)
			await preview.close()
		})
		await visitor.dispose()
	})
}
