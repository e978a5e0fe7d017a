import { expect, type Page, test } from '@playwright/test'
import { activityAr } from '../../app/i18n/admin/activity.ar.ts'
import { activityEn } from '../../app/i18n/admin/activity.en.ts'
import { revisionsAr } from '../../app/i18n/admin/revisions.ar.ts'
import { revisionsEn } from '../../app/i18n/admin/revisions.en.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { newProductInBackOffice } from './new-product.ts'
import { staff } from './staff.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'

/**
 * A product's and a category's history, as staff use them in each language (decision 0043): make
 * the item, edit it twice, open its history from the edit screen, see the last change word by word
 * in the field's own direction (a product's export data too), compare the first and the last
 * revision, restore an earlier one, reload, find the edit screen as it was then, and the activity
 * log saying which revision was restored.
 */
test.use({ storageState: staff.admin.state })

const texts = { ar: { ...revisionsAr, ...activityAr }, en: { ...revisionsEn, ...activityEn } } as const
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))
const words = {
	ar: ['أرز طويل الحبة من الهند', 'أرز طويل الحبة من باكستان', ['الهند', 'باكستان']],
	en: ['Long grain rice from India', 'Long grain rice from Pakistan', ['India', 'Pakistan']],
} as const

/** The history screen: the list, the default comparison (the last change), then the first against the last. */
async function compareAndRestore(page: Page, lang: 'ar' | 'en', field: string, restore: number) {
	const t = texts[lang]
	const [removed, added] = words[lang][2]
	await page.getByRole('link', { name: t['revisions.open'] }).click()
	await expect(page).toHaveURL(/\/history$/)
	await expect(page.getByTestId('revision-list').locator('li')).toHaveCount(3)
	await expect(page.getByTestId('revision-compare').getByRole('heading', { level: 2 })).toHaveText(fill(t['revisions.comparing'], { from: 2, to: 3 }))
	await expect(page.getByTestId(`diff-${field}-older`).locator('p[dir]')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
	await expect(page.getByTestId(`diff-${field}-older`).locator('del')).toHaveText(removed)
	await expect(page.getByTestId(`diff-${field}-newer`).locator('ins')).toHaveText(added)

	await expectHydrated(page.getByTestId('revision-list'))
	await page.getByRole('radio', { name: `${t['revisions.older']}: ${fill(t['revisions.number'], { revision: 1 })}` }).check()
	await page.getByRole('button', { name: t['revisions.compare'], exact: true }).click()
	await expect(page).toHaveURL(/[?&]from=1(&|$)/)
	await expect(page.getByTestId('revision-compare').getByRole('heading', { level: 2 })).toHaveText(fill(t['revisions.comparing'], { from: 1, to: 3 }))
	await expectNoAxeViolations(page, `history (${lang})`)

	await page.getByRole('button', { name: fill(t['revisions.restore'], { revision: restore }) }).click()
	await expect(page.getByRole('dialog')).toContainText(fill(t['revisions.confirmRestore'], { revision: restore }))
	await page.getByTestId('confirm-submit').click()
	await expect(page.getByTestId('banner-success')).toHaveText(fill(t['revisions.restored'], { revision: restore }))
	await expect(page.getByTestId('revision-4')).toContainText(fill(t['revisions.restoredFrom'], { revision: restore }))
	await page.reload()
	await expect(page.getByTestId('revision-list').locator('li')).toHaveCount(4)
	await page.getByRole('link', { name: t['revisions.backToEdit'] }).click()
}

async function expectRestoreLogged(page: Page, lang: 'ar' | 'en', tag: string, restore: number) {
	await page.goto('/admin/activity')
	const row = page.locator('tr', { hasText: tag }).filter({ has: page.getByTestId('activity-restored') }).first()
	await expect(row.getByTestId('activity-restored')).toHaveText(fill(texts[lang]['activity.event.restored'], { revision: restore }))
}

for (const lang of ['ar', 'en'] as const) {
	test(`a product's history: export data and text compared, an earlier revision restored (${lang})`, async ({ page, context, baseURL }) => {
		test.setTimeout(150_000)
		await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		const tag = `history-${lang}-${Date.now().toString(36)}`
		const description = `description_${lang}`
		const form = page.getByTestId('product-form')

		await test.step('make a product, then edit its description and HS code twice', async () => {
			await newProductInBackOffice(page, tag, `e2e-${tag}`)
			for (const [round, hsCode] of [[0, '1006.30'], [1, '1006.40']] as const) {
				await expectHydrated(form)
				await form.locator(`[name=${description}]`).fill(words[lang][round])
				await form.locator('[name="export.hsCode"]').fill(hsCode)
				await saveAndWait(page, page.getByTestId('product-save'))
				await expect(form.locator('[name="export.hsCode"]')).toHaveValue(hsCode)
			}
		})

		await test.step('compare in the history, restore revision 2, and find the form as it was', async () => {
			await compareAndRestore(page, lang, description, 2)
			await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)
			await expect(form.locator(`[name=${description}]`)).toHaveValue(words[lang][0])
			await expect(form.locator('[name="export.hsCode"]')).toHaveValue('1006.30')
		})

		await test.step('the activity log says which revision was restored', async () => {
			await expectRestoreLogged(page, lang, tag, 2)
		})
	})

	test(`a category's history: compared and an earlier revision restored (${lang})`, async ({ page, context, baseURL }) => {
		test.setTimeout(120_000)
		await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		const tag = `history-${lang}-${Date.now().toString(36)}`
		const description = lang === 'ar' ? 'descriptionAr' : 'descriptionEn'

		await page.goto('/admin/categories/new')
		await expectHydrated(page.getByTestId('category-save'))
		await page.locator('input[name=nameAr]').fill(`رف ${tag}`)
		await page.locator('input[name=nameEn]').fill(`Shelf ${tag}`)
		await page.locator('input[name=slug]').fill(`e2e-${tag}`)
		await page.getByTestId('category-save').click()
		await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/)
		const id = /saved=(\d+)/.exec(page.url())![1]!
		for (const round of [0, 1] as const) {
			await page.goto(`/admin/categories/edit/${id}`)
			await expectHydrated(page.getByTestId('category-save'))
			await page.locator(`[name=${description}]`).fill(words[lang][round])
			await page.getByTestId('category-save').click()
			await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/)
		}
		await page.goto(`/admin/categories/edit/${id}`)

		await compareAndRestore(page, lang, description, 2)
		await expect(page).toHaveURL(new RegExp(`/admin/categories/edit/${id}$`))
		await expect(page.locator(`[name=${description}]`)).toHaveValue(words[lang][0])
		await expectRestoreLogged(page, lang, tag, 2)
	})
}
