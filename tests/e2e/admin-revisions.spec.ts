import { expect, type Page, test } from '@playwright/test'
import { revisionsAr } from '../../app/i18n/admin/revisions.ar.ts'
import { revisionsEn } from '../../app/i18n/admin/revisions.en.ts'
import { expectNoAxeViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'

/**
 * A post's history, as staff use it in each language: write and publish a post, edit it twice, open
 * its history, see the last change word by word in its own direction, compare the first and the
 * last revision, restore the first, reload, and find the public page as it was first written.
 */
test.use({ storageState: staff.admin.state })

const texts = { ar: revisionsAr, en: revisionsEn } as const
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))

async function typeBody(page: Page, name: 'body_ar' | 'body_en', text: string) {
	const content = page.getByTestId(`editor-${name}-content`)
	await content.click()
	await page.keyboard.press('ControlOrMeta+A')
	await page.keyboard.type(text)
	await expect(content).toContainText(text)
}

for (const lang of ['ar', 'en'] as const) {
	test(`a post's history: compare two revisions and restore the first (${lang})`, async ({ page, context, baseURL }) => {
		test.setTimeout(120_000)
		await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		const t = texts[lang]
		const slug = `history-${lang}-${Date.now().toString(36)}`
		const words =
			lang === 'ar'
				? { title: ['تاريخ الأرز', 'تاريخ الأرز البسمتي', 'تاريخ الأرز البسمتي الطويل'], body: ['يُزرَع الأرز في الهند', 'يُزرَع الأرز في باكستان'] }
				: { title: ['Rice history', 'Basmati rice history', 'Long Basmati rice history'], body: ['Rice grows in India', 'Rice grows in Pakistan'] }
		const title = `title_${lang}`
		const body = `body_${lang}` as const
		const form = page.getByTestId('post-form')

		await test.step('write and publish a post, then edit it twice', async () => {
			await page.goto('/admin/posts/new')
			await expectHydrated(form)
			await form.locator('input[name=title_ar]').fill(lang === 'ar' ? words.title[0]! : 'عنوان')
			await form.locator('input[name=title_en]').fill(lang === 'en' ? words.title[0]! : 'Title')
			await form.locator('input[name=slug]').fill(slug)
			await typeBody(page, 'body_ar', lang === 'ar' ? words.body[0]! : 'نص')
			await typeBody(page, 'body_en', lang === 'en' ? words.body[0]! : 'Text')
			await page.getByTestId('status-published').check()
			await page.getByTestId('post-save').click()
			await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
			for (const round of [1, 2]) {
				await expectHydrated(form)
				await form.locator(`input[name=${title}]`).fill(words.title[round]!)
				if (round === 1) await typeBody(page, body, words.body[1]!)
				await saveAndWait(page, page.getByTestId('post-save'))
				await expect(form.locator(`input[name=${title}]`)).toHaveValue(words.title[round]!)
			}
		})

		await test.step('the history shows the last change word by word, in the field\'s direction', async () => {
			await page.getByRole('link', { name: t['revisions.open'] }).click()
			await expect(page).toHaveURL(/\/history$/)
			await expect(page.getByTestId('revision-list').locator('li')).toHaveCount(3)
			const compare = page.getByTestId('revision-compare')
			await expect(compare.getByRole('heading', { level: 2 })).toHaveText(fill(t['revisions.comparing'], { from: 2, to: 3 }))
			const older = page.getByTestId(`diff-${title}-older`)
			const newer = page.getByTestId(`diff-${title}-newer`)
			await expect(older.locator('p[dir]')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
			await expect(older.locator('del')).toHaveCount(0)
			await expect(newer.locator('ins')).toHaveText(lang === 'ar' ? 'الطويل' : 'Long')
			await expect(page.getByTestId(`diff-${body}`)).toHaveCount(0)
		})

		await test.step('compare the first and the last revision', async () => {
			await expectHydrated(page.getByTestId('revision-list'))
			await page.getByRole('radio', { name: `${t['revisions.older']}: ${fill(t['revisions.number'], { revision: 1 })}` }).check()
			await page.getByRole('button', { name: t['revisions.compare'], exact: true }).click()
			await expect(page).toHaveURL(/[?&]from=1(&|$)/)
			await expect(page).toHaveURL(/[?&]to=3(&|$)/)
			await expect(page.getByTestId('revision-compare').getByRole('heading', { level: 2 })).toHaveText(fill(t['revisions.comparing'], { from: 1, to: 3 }))
			await expect(page.getByTestId(`diff-${body}-older`).locator('del')).toHaveText(lang === 'ar' ? 'الهند' : 'India')
			await expect(page.getByTestId(`diff-${body}-newer`).locator('ins')).toHaveText(lang === 'ar' ? 'باكستان' : 'Pakistan')
			await expectNoAxeViolations(page, `post history (${lang})`)
		})

		await test.step('restore the first revision, as a new one', async () => {
			await page.getByRole('button', { name: fill(t['revisions.restore'], { revision: 1 }) }).click()
			await expect(page.getByRole('dialog')).toContainText(fill(t['revisions.confirmRestore'], { revision: 1 }))
			await page.getByTestId('confirm-submit').click()
			await expect(page.getByTestId('banner-success')).toHaveText(fill(t['revisions.restored'], { revision: 1 }))
			await expect(page.getByTestId('revision-4')).toContainText(fill(t['revisions.restoredFrom'], { revision: 1 }))
			await page.reload()
			await expect(page.getByTestId('revision-list').locator('li')).toHaveCount(4)
			await page.getByRole('link', { name: t['revisions.backToEdit'] }).click()
			await expect(form.locator(`input[name=${title}]`)).toHaveValue(words.title[0]!)
		})

		await test.step('the public page reads as first written', async () => {
			await page.goto(lang === 'ar' ? `/blog/${slug}` : `/en/blog/${slug}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title[0]!)
			await expect(page.getByTestId('post-body')).toContainText(words.body[0]!)
		})
	})
}
