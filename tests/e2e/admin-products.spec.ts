import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

/** A small real picture, made here so the upload goes through the whole media pipeline. */
function picture() {
	return sharp({ create: { width: 96, height: 64, channels: 3, background: '#b5832a' } })
		.composite([{ input: Buffer.from('<svg width="48" height="32"><rect width="48" height="32" fill="#2f5d3a"/></svg>'), top: 16, left: 24 }])
		.png()
		.toBuffer()
}

async function fillSpec(page: Page, index: number, values: { name_ar: string; name_en: string; value_ar: string; value_en: string }) {
	for (const [field, value] of Object.entries(values)) await page.locator(`input[name="specs.${index}.${field}"]`).fill(value)
}

test.describe('back-office products', () => {
	test.use({ storageState: staff.admin.state })

	test('create with an image and two specs, see it on the public site in both languages, hide it, delete it', async ({ page, request }) => {
		const slug = `e2e-saffron-${Date.now().toString(36)}`
		await page.goto('/admin/products')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('المنتجات')
		await page.getByTestId('new-product').click()
		await expect(page).toHaveURL(/\/admin\/products\/new$/)

		await page.locator('input[name=name_ar]').fill('زعفران إيراني ممتاز')
		await page.locator('input[name=name_en]').fill('Premium Persian Saffron')
		// The slug follows the English name until one is typed.
		await expect(page.locator('input[name=slug]')).toHaveValue('premium-persian-saffron')
		await page.locator('input[name=slug]').fill(slug)
		await page.locator('select[name=category_id]').selectOption({ index: 1 })
		await page.locator('textarea[name=description_ar]').fill('خيوط زعفران حمراء قوية اللون والرائحة.')
		await page.locator('textarea[name=description_en]').fill('Deep red saffron threads with a strong colour and aroma.')
		await page.locator('input[name=origin_ar]').fill('إيران')
		await page.locator('input[name=origin_en]').fill('Iran')
		await page.locator('input[name=weight]').fill('500')
		await page.locator('select[name=weight_unit]').selectOption('g')
		await page.getByTestId('add-spec').click()
		await page.getByTestId('add-spec').click()
		await fillSpec(page, 0, { name_ar: 'الدرجة', name_en: 'Grade', value_ar: 'سرغل', value_en: 'Sargol' })
		await fillSpec(page, 1, { name_ar: 'الرطوبة', name_en: 'Moisture', value_ar: 'أقل من ١٠٪', value_en: 'Below 10%' })

		// Saving without a main image is refused with the spec's text, and nothing typed is lost.
		await page.getByTestId('product-save').click()
		await expect(page.getByTestId('banner-error')).toContainText('الصورة الرئيسية مطلوبة.')
		await expect(page.getByTestId('product-form').getByText('الصورة الرئيسية مطلوبة.')).toBeVisible()
		await expect(page).toHaveURL(/\/admin\/products\/new$/)
		await expect(page.locator('input[name=name_ar]')).toHaveValue('زعفران إيراني ممتاز')
		await expect(page.locator('input[name=slug]')).toHaveValue(slug)
		await expect(page.locator('input[name=weight]')).toHaveValue('500')
		await expect(page.locator('select[name=weight_unit]')).toHaveValue('g')
		await expect(page.getByTestId('spec-row')).toHaveCount(2)
		await expect(page.locator('input[name="specs.1.value_en"]')).toHaveValue('Below 10%')

		await page.getByTestId('main_image_url-file').setInputFiles({ name: 'saffron.png', mimeType: 'image/png', buffer: await picture() })
		await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
		await page.getByTestId('product-save').click()
		await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
		await expect(page.getByTestId('banner-success')).toHaveText('تمت إضافة المنتج بنجاح')
		await expect(page.locator('input[name="specs.0.name_en"]')).toHaveValue('Grade')

		// Visitors see it in Arabic and in English, with its specifications.
		await page.goto(`/products/${slug}`)
		await expect(page.getByTestId('product-name')).toHaveText('زعفران إيراني ممتاز')
		await expect(page.getByTestId('spec-table')).toContainText('الدرجة')
		await expect(page.getByTestId('spec-table')).toContainText('سرغل')
		await expect(page.getByTestId('spec-table')).toContainText('أقل من ١٠٪')
		await page.goto(`/en/products/${slug}`)
		await expect(page.getByTestId('product-name')).toHaveText('Premium Persian Saffron')
		await expect(page.getByTestId('spec-table')).toContainText('Grade')
		await expect(page.getByTestId('spec-table')).toContainText('Below 10%')

		// Hidden from the list: the public page answers 404.
		await page.goto(`/admin/products?q=${slug}`)
		await expect(page.getByTestId('products-count')).toHaveText('منتج واحد')
		const active = page.getByTestId(`toggle-is_active-${slug}`)
		await expect(active).toHaveAttribute('aria-checked', 'true')
		await active.click()
		await expect(page.getByTestId('banner-success')).toHaveText('أصبح المنتج «زعفران إيراني ممتاز» مخفيًا عن الموقع')
		await expect(active).toHaveAttribute('aria-checked', 'false')
		expect((await request.get(`/products/${slug}`)).status()).toBe(404)
		expect((await request.get(`/en/products/${slug}`)).status()).toBe(404)

		// Delete only after confirming: cancelling keeps the product.
		const row = page.getByTestId(`product-row-${slug}`)
		await expectHydrated(row.getByRole('button', { name: 'حذف «زعفران إيراني ممتاز»' }))
		await row.getByRole('button', { name: 'حذف «زعفران إيراني ممتاز»' }).click()
		await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click()
		await expect(row).toBeVisible()
		await row.getByRole('button', { name: 'حذف «زعفران إيراني ممتاز»' }).click()
		await expect(page.getByRole('dialog')).toContainText('زعفران إيراني ممتاز')
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم حذف المنتج «زعفران إيراني ممتاز»')
		await expect(row).toHaveCount(0)
		await expect(page.getByTestId('products-count')).toHaveText('لا توجد منتجات')

		// Every change left a row in the activity log.
		await page.goto('/admin/activity?entity=product')
		await expect(page.getByTestId('activity-table').locator('tbody tr', { hasText: 'زعفران إيراني ممتاز' })).toHaveCount(3)
	})

	test('in English, an empty form names the required fields; a session that ended keeps what was typed', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		await page.goto('/admin/products/new')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a product')
		await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
		await page.getByTestId('product-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText('Please fill in all the required fields.')
		await expect(page.getByText('A main image is required.')).toBeVisible()
		await expect(page.getByText('This field is required').first()).toBeVisible()

		await page.locator('input[name=name_en]').fill('Sumac')
		await page.locator('input[name=name_ar]').fill('سماق')
		// The session ends (signed out elsewhere) while the form is open.
		const session = (await context.cookies()).filter((cookie) => cookie.name !== 'lang')
		await context.clearCookies()
		await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		await page.getByTestId('product-save').click()
		await expect(page.getByTestId('banner-error')).toContainText('You must be signed in to save the product.')
		await expect(page.locator('input[name=name_en]')).toHaveValue('Sumac')
		await expect(page.locator('input[name=name_ar]')).toHaveValue('سماق')
		await context.addCookies(session)
	})

	test('after each write the page it leads to says what happened once: created, a refusal with the focus on its field, deleted', async ({ page }) => {
		const slug = `e2e-flash-${Date.now().toString(36)}`
		await page.goto('/admin/products/new')
		// This journey is about the messages after each write: it types once the form is live.
		await expectHydrated(page.getByTestId('product-form'))
		await page.locator('input[name=name_ar]').fill('هيل أخضر')
		await page.locator('input[name=name_en]').fill('Green Cardamom')
		await page.locator('input[name=slug]').fill(slug)
		await page.locator('select[name=category_id]').selectOption({ index: 1 })
		await page.getByTestId('main_image_url-file').setInputFiles({ name: 'cardamom.png', mimeType: 'image/png', buffer: await picture() })
		await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
		await page.getByTestId('product-save').click()
		// Post/redirect/get: the edit screen's own address, the message shown once.
		await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
		await expect(page.getByTestId('banner-success')).toHaveText('تمت إضافة المنتج بنجاح')
		await page.reload()
		await expect(page.getByTestId('product-form')).toBeVisible()
		await expect(page.getByTestId('banner-success')).toHaveCount(0)

		// A refused save: the banner, and the focus on the field in error.
		await page.locator('input[name=name_en]').fill('')
		await page.getByTestId('product-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText('يرجى تعبئة جميع الحقول المطلوبة.')
		await expect(page.locator('input[name=name_en]')).toBeFocused()
		await page.locator('input[name=name_en]').fill('Green Cardamom')

		// Deleting from the edit screen goes back to the list, which says so once.
		await page.getByRole('button', { name: 'حذف' }).click()
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page).toHaveURL(/\/admin\/products$/)
		await expect(page.getByTestId('banner-success')).toHaveText('تم حذف المنتج «هيل أخضر»')
		await page.reload()
		await expect(page.getByTestId('products-count')).toBeVisible()
		await expect(page.getByTestId('banner-success')).toHaveCount(0)
	})

	test('an unknown product id shows the product-not-found text', async ({ page }) => {
		const response = await page.goto('/admin/products/999999/edit')
		expect(response?.status()).toBe(404)
		await expect(page.getByTestId('product-not-found')).toHaveText('المنتج غير موجود.')
	})
})
