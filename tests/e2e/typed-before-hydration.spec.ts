import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { expectHydrated, holdScripts } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

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

/** A new post's form, its scripts held back, with its English name typed early. */
async function newPostNamedEarly(page: Page) {
	const release = await holdScripts(page)
	await page.goto('/admin/posts/new', { waitUntil: 'commit' })
	const form = page.getByTestId('post-form')
	await form.locator('input[name=title_en]').fill('Dates from Madinah')
	return { release, slug: form.locator('input[name=slug]') }
}

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
		await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
		await expect(form.locator('input[name=slug]')).toHaveValue(slug)
	})

	test('a name typed before hydration gives the slug it would have given after', async ({ page }) => {
		const { release, slug } = await newPostNamedEarly(page)
		release()
		await expectHydrated(slug)
		await expect(slug).toHaveValue('dates-from-madinah')
	})

	test('a slug begun as the form hydrates is not pushed behind the name’s slug', async ({ page }) => {
		const { release, slug } = await newPostNamedEarly(page)
		// The typist has moved to the empty slug field when the scripts arrive.
		await slug.focus()
		release()
		await expectHydrated(slug)
		await expect(slug).toHaveValue('')
		await slug.pressSequentially('madinah-dates')
		await expect(slug).toHaveValue('madinah-dates')
	})

	test('a slug selected and typed while the form hydrates replaces the name’s slug', async ({ page }) => {
		const { release, slug } = await newPostNamedEarly(page)
		// As soon as React has begun hydrating, select the slug field and focus it, as `fill` does. The
		// focus leaving the name fires its change event, which makes React finish hydrating on the spot
		// and follow the name typed early: that new slug moved the caret behind the selection, so the
		// typing was appended to it (CI saw "publishing-post-e2e-…e2e-…").
		const selectedBeforeHydrated = page.evaluate(
			() =>
				new Promise<boolean>((resolve) => {
					const select = () => {
						const field = document.querySelector<HTMLInputElement>('input[name=slug]')!
						if (!Object.keys(document).some((key) => key.startsWith('__reactContainer')))
							return void setTimeout(select, 0)
						const hydrated = Object.keys(field).some((key) => key.startsWith('__reactFiber'))
						field.select()
						field.focus()
						resolve(!hydrated)
					}
					select()
				}),
		)
		release()
		expect(await selectedBeforeHydrated, 'the slug field was selected before React reached it').toBe(true)
		await page.keyboard.insertText('madinah-dates')
		await expectHydrated(slug)
		await expect(slug).toHaveValue('madinah-dates')
	})

	test('a slug made from the name: a click keeps its caret, the keyboard selects it whole', async ({ page }) => {
		await page.goto('/admin/posts/new')
		const form = page.getByTestId('post-form')
		const slug = form.locator('input[name=slug]')
		const name = form.locator('input[name=title_en]')
		await expectHydrated(slug, 15_000)
		await name.fill('Dates from Madinah')
		await expect(slug).toHaveValue('dates-from-madinah')
		// Reached without a pointer (a script's focus; Chromium's Tab selects all by itself): selected whole.
		await slug.focus()
		expect(await slug.evaluate((field: HTMLInputElement) => [field.selectionStart, field.selectionEnd])).toEqual([0, 18])
		await name.focus()
		// A click at the end, to add to it: the caret, not a selection.
		await slug.click({ position: { x: (await slug.boundingBox())!.width - 8, y: 10 } })
		await page.keyboard.type('-2')
		await expect(slug).toHaveValue('dates-from-madinah-2')
		// Typed by hand now: the name no longer leads it, and the keyboard's focus leaves it alone.
		await name.fill('Dates from Madinah, new crop')
		await slug.focus()
		await expect(slug).toHaveValue('dates-from-madinah-2')
		expect(await slug.evaluate((field: HTMLInputElement) => field.selectionEnd! - field.selectionStart!)).toBe(0)
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

test.describe('the product form', () => {
	test.use({ storageState: staff.admin.state })

	test('a new product keeps its names, description and export data typed before hydration, and saves them', async ({ page }) => {
		test.setTimeout(90_000)
		const slug = `e2e-early-product-${Date.now().toString(36)}`
		const release = await holdScripts(page)
		await page.goto('/admin/products/new', { waitUntil: 'commit' })
		const form = page.getByTestId('product-form')
		const early = {
			'input[name=name_ar]': 'زعتر بلدي مجفف',
			'input[name=name_en]': 'Dried Wild Thyme',
			'input[name=slug]': slug,
			'textarea[name=description_ar]': 'زعتر مجفف بالظل من جبال الشام.',
			'input[name="export.hsCode"]': '091099',
			'textarea[name="export.storageEn"]': 'Keep dry, below 25 °C.',
		}
		for (const [field, value] of Object.entries(early)) await form.locator(field).fill(value)
		await form.locator('input[name="export.incoterms.FOB"]').check()
		release()
		await expectHydrated(form.locator('input[name=slug]'), 15_000)
		// Hydrated, then a later edit re-renders the form: every early value stays.
		await form.locator('input[name="export.shelfLifeMonths"]').fill('18')
		for (const [field, value] of Object.entries(early)) await expect(form.locator(field), field).toHaveValue(value)
		await expect(form.locator('input[name="export.incoterms.FOB"]')).toBeChecked()

		await form.locator('select[name=category_id]').selectOption({ index: 1 })
		const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 120, b: 60 } } }).png().toBuffer()
		await page.getByTestId('main_image_url-file').setInputFiles({ name: 'thyme.png', mimeType: 'image/png', buffer: png })
		await expect(page.getByTestId('main_image_url-preview')).toBeVisible({ timeout: 15_000 })
		await page.getByTestId('product-save').click()
		await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/, { timeout: 15_000 })
		for (const [field, value] of Object.entries(early)) await expect(page.getByTestId('product-form').locator(field), `${field} saved`).toHaveValue(value)
		await expect(page.getByTestId('product-form').locator('input[name="export.incoterms.FOB"]')).toBeChecked()
	})

	test('an existing product keeps descriptions typed before hydration over the stored ones', async ({ page }) => {
		await page.goto('/admin/products?q=basmati-rice-1121-steam')
		const editHref = await page.locator('[data-testid="product-row-basmati-rice-1121-steam"] a[href$="/edit"]').first().getAttribute('href')
		const release = await holdScripts(page)
		await page.goto(editHref!, { waitUntil: 'commit' })
		const form = page.getByTestId('product-form')
		// The server sends both with text; hydration used to write that text back over the typing.
		await form.locator('textarea[name=description_en]').fill('Typed before the page was live.')
		await form.locator('textarea[name="export.storageAr"]').fill('يُحفظ في مكان جاف.')
		await form.locator('input[name=name_ar]').fill('أرز بسمتي ١١٢١ مبخر')
		release()
		await expectHydrated(form.locator('input[name=slug]'), 15_000)
		await form.locator('input[name="export.hsCode"]').fill('100630')
		await expect(form.locator('textarea[name=description_en]')).toHaveValue('Typed before the page was live.')
		await expect(form.locator('textarea[name="export.storageAr"]')).toHaveValue('يُحفظ في مكان جاف.')
		await expect(form.locator('input[name=name_ar]')).toHaveValue('أرز بسمتي ١١٢١ مبخر')
	})
})

test.describe('the post form', () => {
	test.use({ storageState: staff.admin.state })

	test('a new post keeps both titles and a body typed before hydration, and saves them', async ({ page }) => {
		const slug = `e2e-early-body-${Date.now().toString(36)}`
		const release = await holdScripts(page)
		await page.goto('/admin/posts/new', { waitUntil: 'commit' })
		const form = page.getByTestId('post-form')
		await form.locator('input[name=title_ar]').fill('تمور العجوة')
		await form.locator('input[name=title_en]').fill('Ajwa dates')
		await form.locator('input[name=slug]').fill(slug)
		await form.locator('textarea[name=body_ar]').fill('<p>كُتب قبل تحميل المحرر</p>')
		release()
		await expectHydrated(form.locator('input[name=slug]'), 15_000)
		await expect(page.getByTestId('editor-body_ar-content')).toHaveText('كُتب قبل تحميل المحرر')
		await form.locator('textarea[name=excerpt_en]').fill('An excerpt')
		await expect(form.locator('input[name=title_ar]')).toHaveValue('تمور العجوة')
		await page.getByTestId('post-save').click()
		await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/, { timeout: 15_000 })
		await expect(form.locator('input[name=title_ar]')).toHaveValue('تمور العجوة')
		await expect(form.locator('input[name=title_en]')).toHaveValue('Ajwa dates')
		await expect(page.getByTestId('editor-body_ar-content')).toHaveText('كُتب قبل تحميل المحرر')
	})
})
