import { type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'
import { staff } from './staff.ts'
import { visit } from './visit.ts'

/**
 * The media library as staff meet it (decision 0044), in both staff languages: an image uploaded
 * with a product is in the library with its use; its alt text is edited, saved and reloaded; its
 * file is replaced and the product page shows the new one; deleting it is refused while the product
 * uses it; once the product uses another image, it is deleted and no longer served.
 */
test.use({ storageState: staff.admin.state })

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

/** A picture of its own colour: different bytes, so a different image of the library. */
function picture() {
	const channel = () => Math.floor(Math.random() * 256)
	return sharp({ create: { width: 160, height: 120, channels: 3, background: { r: channel(), g: channel(), b: channel() } } })
		.png()
		.toBuffer()
}

/** Uploads a new main image and waits until the field holds it (not the image it had). */
async function uploadMain(page: Page, name: string) {
	const field = page.locator('input[name=main_image_url]')
	const before = await field.inputValue()
	await page.getByTestId('main_image_url-file').setInputFiles({ name, mimeType: 'image/png', buffer: await picture() })
	await expect(field).not.toHaveValue(before)
	await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
}

/** The `/media/<key>` of the image the media screen shows. */
async function shownImage(page: Page) {
	const src = (await page.getByTestId('media-preview').getAttribute('src')) ?? ''
	return /\/media\/[a-f0-9]+/.exec(src)?.[0] ?? ''
}

for (const lang of ['ar', 'en'] as const) {
	test.describe(`media library (${lang} staff)`, () => {
		test.beforeEach(async ({ context, baseURL }) => {
			await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		})

		test('an image from its upload with a product to its deletion', async ({ page, request }) => {
			test.setTimeout(120_000)
			const t = tag()
			const file = `e2e-media-${t}.png`
			const slug = `e2e-media-${t}`

			// Uploaded with a new product.
			await page.goto('/admin/products/new')
			const form = page.getByTestId('product-form')
			await expectHydrated(form)
			await form.locator('[name=name_ar]').fill(`منتج ${t}`)
			await form.locator('[name=name_en]').fill(`Product ${t}`)
			await form.locator('[name=slug]').fill(slug)
			await form.locator('select[name=category_id]').selectOption({ index: 1 })
			await uploadMain(page, file)
			await page.getByTestId('product-save').click()
			await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
			const productPath = new URL(page.url()).pathname
			const productName = lang === 'ar' ? `منتج ${t}` : `Product ${t}`

			// In the library, with its use.
			await page.goto(`/admin/media?q=${encodeURIComponent(file)}&use=products`)
			await expect(page.getByTestId('media-count')).toContainText(lang === 'ar' ? 'صورة واحدة' : '1 image')
			await expectNoAxeViolations(page, `media library (${lang})`)
			await page.getByRole('link', { name: new RegExp(file) }).click()
			await expect(page).toHaveURL(/\/admin\/media\/\d+$/)
			const mediaPath = new URL(page.url()).pathname
			const uses = page.getByTestId('media-uses')
			await expect(uses.getByRole('link', { name: productName })).toHaveAttribute('href', productPath)
			await expectNoAxeViolations(page, `media image (${lang})`)

			// Alt text: saved, edited again, saved, reloaded.
			const altForm = page.getByTestId('media-alt-form')
			await expectHydrated(altForm)
			await page.getByTestId('media-alt-ar').fill(`كيس أرز ${t}`)
			await page.getByTestId('media-alt-en').fill(`A bag of rice ${t}`)
			await saveAndWait(page, page.getByTestId('media-save'))
			await page.getByTestId('media-alt-en').fill(`A sack of rice ${t}`)
			await saveAndWait(page, page.getByTestId('media-save'))
			await expect(page.getByTestId('media-alt-en')).toHaveValue(`A sack of rice ${t}`)
			await page.reload()
			await expect(page.getByTestId('media-alt-ar')).toHaveValue(`كيس أرز ${t}`)
			await expect(page.getByTestId('media-alt-en')).toHaveValue(`A sack of rice ${t}`)

			// The file replaced: the product page shows the new one, the old one is gone.
			const before = await shownImage(page)
			await expectHydrated(page.getByTestId('media-replace-form'))
			await page.getByTestId('url-file').setInputFiles({ name: `new-${file}`, mimeType: 'image/png', buffer: await picture() })
			await expect(page.getByTestId('url-preview')).toBeVisible()
			await saveAndWait(page, page.getByTestId('media-replace'))
			await expect.poll(() => shownImage(page)).not.toBe(before)
			const after = await shownImage(page)
			await expect(page.getByTestId('media-alt-en')).toHaveValue(`A sack of rice ${t}`)
			const publicPage = await visit(request, `${lang === 'en' ? '/en' : ''}/products/${slug}`)
			const html = await publicPage.text()
			expect(html).toContain(after)
			expect(html).not.toContain(before)
			expect((await visit(request, `${before}/400.webp`)).status()).toBe(404)
			expect((await visit(request, `${after}/400.webp`)).status()).toBe(200)

			// Deleting while the product uses it: refused, naming the product.
			await page.getByRole('button', { name: lang === 'ar' ? /احذف هذه الصورة/ : /Delete this image/ }).click()
			await page.getByTestId('confirm-submit').click()
			await expect(page.getByTestId('banner-error')).toContainText(productName)
			await expect(page).toHaveURL(new RegExp(`${mediaPath}$`))

			// The product takes another image; now nothing uses this one, and it is deleted.
			await page.goto(productPath)
			await expectHydrated(page.getByTestId('product-form'))
			await uploadMain(page, `other-${file}`)
			await page.getByTestId('product-save').click()
			await expect(page.getByTestId('banner-success')).toBeVisible()
			await page.goto(mediaPath)
			await expect(page.getByTestId('media-uses')).toContainText(lang === 'ar' ? 'لا يستخدم هذه الصورة شيء' : 'Nothing uses this image')
			await expectHydrated(page.getByTestId('media-alt-form'))
			await page.getByRole('button', { name: lang === 'ar' ? /احذف هذه الصورة/ : /Delete this image/ }).click()
			await page.getByTestId('confirm-submit').click()
			await expect(page).toHaveURL(/\/admin\/media$/)
			await expect(page.getByTestId('banner-success')).toBeVisible()
			expect((await visit(request, `${after}/400.webp`)).status()).toBe(404)
			expect((await page.goto(mediaPath))?.status()).toBe(404)
		})
	})
}
