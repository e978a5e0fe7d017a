import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { pdfText, squashed } from '../pdf.ts'

/**
 * The product datasheet (decision 0036) as a buyer gets it: the link on the product page, in each
 * language, downloads a PDF whose text names the product (read back with pdftotext, so the Arabic
 * name with its number, "هيل أخضر 8 مم", must come out in reading order).
 */
const journeys = [
	{ lang: 'ar', prefix: '', name: 'هيل أخضر 8 مم', link: /تنزيل بطاقة البيانات/ },
	{ lang: 'en', prefix: '/en', name: 'Green Cardamom 8 mm', link: /Download the datasheet/ },
] as const

for (const journey of journeys) {
	test(`the product page's datasheet link downloads the sheet in its language (${journey.lang})`, async ({ page }) => {
		await page.goto(`${journey.prefix}/products/green-cardamom-8mm`)
		const link = page.getByRole('link', { name: journey.link })
		await expect(link).toBeVisible()
		await expect(link).toHaveAttribute('href', `${journey.prefix}/products/green-cardamom-8mm/datasheet.pdf`)
		const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
		expect(download.suggestedFilename()).toBe(`green-cardamom-8mm-datasheet-${journey.lang}.pdf`)
		const pdf = fs.readFileSync((await download.path())!)
		expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
		expect(squashed(pdfText(pdf))).toContain(squashed(journey.name))
	})
}
