import { type Page, expect } from '@playwright/test'
import sharp from 'sharp'
import { expectHydrated } from './hydration.ts'
import { expectLandedOn } from './saves.ts'

/** A small generated picture for upload fields. */
export function picture() {
	return sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b8e23' } })
		.png()
		.toBuffer()
}

/** Makes a product through the back-office form (names from `t`, the first category, a picture) and waits on its edit screen. */
export async function newProductInBackOffice(page: Page, t: string, slug?: string) {
	await page.goto('/admin/products/new')
	const form = page.getByTestId('product-form')
	await expectHydrated(form)
	await form.locator('[name=name_ar]').fill(`منتج ${t}`)
	await form.locator('[name=name_en]').fill(`Product ${t}`)
	if (slug) await form.locator('[name=slug]').fill(slug)
	await form.locator('select[name=category_id]').selectOption({ index: 1 })
	await page.getByTestId('main_image_url-file').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await picture() })
	await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
	await page.getByTestId('product-save').click()
	await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
}
