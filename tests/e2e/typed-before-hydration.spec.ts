import { expect, test } from '@playwright/test'
import { expectHydrated, holdScripts } from './hydration.ts'
import { staff } from './staff.ts'

/** Slow phones show the form before its scripts run; what is typed then must survive hydration. */

test('the header search keeps a query typed before hydration and suggests for it', async ({ page }) => {
	const release = await holdScripts(page)
	await page.goto('/en', { waitUntil: 'commit' })
	const box = page.locator('#header-search')
	await box.fill('ri')
	release()
	await expectHydrated(box)
	await expect(page.getByTestId('search-suggestions').first()).toHaveAttribute('data-state', 'list')
	await expect(box).toHaveValue('ri')
})

test.describe('back-office forms', () => {
	test.use({ storageState: staff.admin.state })

	test('a new post saves with the slug typed before hydration', async ({ page }) => {
		const slug = `e2e-early-${Date.now().toString(36)}`
		const release = await holdScripts(page)
		await page.goto('/admin/posts/new', { waitUntil: 'commit' })
		const form = page.getByTestId('post-form')
		await form.locator('input[name=title_ar]').fill('مقال كُتب قبل تحميل الصفحة')
		await form.locator('input[name=title_en]').fill('Written early')
		await form.locator('input[name=slug]').fill(slug)
		release()
		await expectHydrated(form.locator('input[name=slug]'))
		await expect(form.locator('input[name=slug]')).toHaveValue(slug)
		// A later edit re-renders the form; the early slug stays.
		await form.locator('textarea[name=excerpt_en]').fill('An excerpt')
		await page.getByTestId('post-save').click()
		await expect(page).toHaveURL(/\/admin\/posts\/edit\/\d+$/)
		await expect(form.locator('input[name=slug]')).toHaveValue(slug)
	})

	test('a name typed before hydration gives the slug it would have given after', async ({ page }) => {
		const release = await holdScripts(page)
		await page.goto('/admin/posts/new', { waitUntil: 'commit' })
		const form = page.getByTestId('post-form')
		await form.locator('input[name=title_en]').fill('Dates from Madinah')
		release()
		await expectHydrated(form.locator('input[name=slug]'))
		await expect(form.locator('input[name=slug]')).toHaveValue('dates-from-madinah')
	})

	test('an existing post keeps an excerpt and a body typed before hydration', async ({ page }) => {
		await page.goto('/admin/posts')
		const editHref = await page.getByTestId('post-row').first().locator('a[href^="/admin/posts/edit/"]').first().getAttribute('href')
		const release = await holdScripts(page)
		await page.goto(editHref!, { waitUntil: 'commit' })
		const form = page.getByTestId('post-form')
		// The server sends both with text; hydration used to write that text back over the typing.
		await form.locator('textarea[name=excerpt_ar]').fill('مقتطف كُتب قبل تحميل الصفحة')
		await form.locator('textarea[name=body_en]').fill('<p>Typed before the editor loaded</p>')
		release()
		await expectHydrated(form.locator('input[name=slug]'))
		await expect(page.getByTestId('editor-body_en-content')).toHaveText('Typed before the editor loaded')
		await expect(form.locator('textarea[name=excerpt_ar]')).toHaveValue('مقتطف كُتب قبل تحميل الصفحة')
	})

	test('the SEO preview shows a description typed before hydration', async ({ page }) => {
		const description = `وصف كُتب قبل تحميل الصفحة ${Date.now().toString(36)}`
		const release = await holdScripts(page)
		await page.goto('/admin/seo', { waitUntil: 'commit' })
		const input = page.locator('textarea[name=meta_description_ar]')
		await input.fill(description)
		release()
		await expectHydrated(input)
		await expect(page.getByTestId('search-preview-description')).toHaveText(description)
		// Typing elsewhere re-renders the controlled form; the early text stays.
		await page.locator('input[name=keywords_ar]').fill('تمور')
		await expect(input).toHaveValue(description)
	})
})
