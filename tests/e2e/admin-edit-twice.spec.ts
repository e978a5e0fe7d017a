import { type Browser, type Locator, type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { expectHydrated } from './hydration.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'
import { staff } from './staff.ts'

/**
 * Every back-office edit form, used as staff use it: edit, save, edit again, save again, reload.
 * The second values must be what is stored and what the form shows, after each save and after the
 * reload. (The product form once showed the values from before a save until a reload, and the next
 * save wrote them back: decision 0019.) Each journey makes its own record: they share one server.
 */

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

function picture() {
	return sharp({ create: { width: 120, height: 80, channels: 3, background: '#6b8e23' } })
		.png()
		.toBuffer()
}

type Values = Record<string, string>

async function saveWith(page: Page, testId: string) {
	await saveAndWait(page, page.getByTestId(testId))
}

/** Types each value into the form's field of that name (input, textarea or select). */
async function fill(form: Locator, values: Values) {
	for (const [name, value] of Object.entries(values)) {
		const field = form.locator(`[name="${name}"]`).first()
		if ((await field.evaluate((node) => node.tagName)) === 'SELECT') await field.selectOption(value)
		else await field.fill(value)
	}
}

async function expectShown(form: Locator, values: Values) {
	for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`).first(), name).toHaveValue(value)
}

/** Edit, save, check; edit again, save, check; reload, check: the same for every form. */
async function editTwice(
	page: Page,
	form: () => Locator,
	rounds: [Values, Values],
	save: (round: number) => Promise<void>,
) {
	for (const [round, values] of rounds.entries()) {
		await expectHydrated(form())
		await fill(form(), values)
		await save(round)
		// What the form shows right after the save is what was saved…
		await expectShown(form(), values)
	}
	// …and what the server holds: the second values, and nothing from the first round that the second changed.
	await page.reload()
	await expectShown(form(), { ...rounds[0], ...rounds[1] })
}

test.describe('every edit form keeps the second save', () => {
	test.use({ storageState: staff.admin.state })

	test('product', async ({ page }) => {
		const t = tag()
		await page.goto('/admin/products/new')
		const form = () => page.getByTestId('product-form')
		await expectHydrated(form())
		await fill(form(), { name_ar: `منتج ${t}`, name_en: `Product ${t}`, slug: `e2e-twice-${t}` })
		await form().locator('select[name=category_id]').selectOption({ index: 1 })
		await page.getByTestId('main_image_url-file').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: await picture() })
		await expect(page.getByTestId('main_image_url-preview')).toBeVisible()
		await page.getByTestId('product-save').click()
		await expectLandedOn(page, /\/admin\/products\/\d+\/edit$/)

		await editTwice(
			page,
			form,
			[
				{ name_en: `First name ${t}`, slug: `e2e-first-${t}`, origin_en: 'India', 'export.hsCode': '1006.30', 'export.originCountry': 'IN' },
				{ name_ar: `الاسم الثاني ${t}`, name_en: `Second name ${t}`, slug: `e2e-second-${t}`, 'export.storageEn': 'Cool and dry', 'export.originCountry': 'PK' },
			],
			async () => {
				await saveAndWait(page, page.getByTestId('product-save'))
				await expect(page.getByTestId('banner-success')).toHaveText('تم حفظ المنتج بنجاح')
			},
		)
		// Visitors get the stored name at the stored address.
		await page.goto(`/en/products/e2e-second-${t}`)
		await expect(page.getByTestId('product-name')).toHaveText(`Second name ${t}`)
	})

	test('post', async ({ page }) => {
		const t = tag()
		await page.goto('/admin/posts/new')
		const form = () => page.getByTestId('post-form')
		await expectHydrated(form())
		await fill(form(), { title_ar: `مقال ${t}`, title_en: `Post ${t}`, slug: `e2e-twice-${t}` })
		await page.getByTestId('post-save').click()
		await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)

		await editTwice(
			page,
			form,
			[
				{ title_en: `First title ${t}`, slug: `e2e-first-${t}`, excerpt_en: 'First excerpt' },
				{ title_ar: `العنوان الثاني ${t}`, title_en: `Second title ${t}`, excerpt_en: 'Second excerpt' },
			],
			() => saveWith(page, 'post-save'),
		)
	})

	test('category', async ({ page }) => {
		const t = tag()
		await page.goto('/admin/categories/new')
		const form = () => page.getByTestId('category-form')
		await expectHydrated(form())
		await fill(form(), { nameAr: `فئة ${t}`, nameEn: `Category ${t}`, slug: `e2e-twice-${t}` })
		await page.getByTestId('category-save').click()
		await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/)
		const id = new URL(page.url()).searchParams.get('saved')!
		const edit = `/admin/categories/edit/${id}`

		// A save goes back to the list; each round opens the form again from there.
		await page.goto(edit)
		await editTwice(
			page,
			form,
			[
				{ nameEn: `First name ${t}`, slug: `e2e-first-${t}`, descriptionEn: 'First description' },
				{ nameAr: `الاسم الثاني ${t}`, nameEn: `Second name ${t}`, descriptionEn: 'Second description' },
			],
			async () => {
				await page.getByTestId('category-save').click()
				await expect(page).toHaveURL(new RegExp(`/admin/categories\\?saved=${id}$`))
				await expect(page.getByTestId('banner-success')).toBeVisible()
				await page.locator(`a[href="${edit}"]`).first().click()
				await expect(page).toHaveURL(new RegExp(`${edit}$`))
			},
		)
	})

	test('site settings', async ({ page }) => {
		const t = tag()
		await page.goto('/admin/settings')
		const form = () => page.getByTestId('settings-form')
		await editTwice(
			page,
			form,
			[
				{ vision_en: `First vision ${t}`, contact_phone_2: '+966 11 111 1111' },
				{ vision_ar: `الرؤية الثانية ${t}`, vision_en: `Second vision ${t}` },
			],
			() => saveWith(page, 'settings-save'),
		)
	})

	test('SEO', async ({ page }) => {
		const t = tag()
		await page.goto('/admin/seo')
		const form = () => page.getByTestId('seo-form')
		await editTwice(
			page,
			form,
			[
				{ keywords_en: `first, ${t}`, twitter_title_en: `First card ${t}` },
				{ keywords_ar: `ثانية، ${t}`, twitter_title_en: `Second card ${t}` },
			],
			() => saveWith(page, 'seo-save'),
		)
	})

	test('advertising code', async ({ page }) => {
		const t = tag()
		await page.goto('/admin/advertising?new')
		const form = () => page.getByTestId('advertising-code-form')
		await expectHydrated(form())
		await fill(form(), { name: `Code ${t}`, platform: 'Test' })
		await page.getByTestId('code-editor').locator('.cm-content').fill(`<div id="e2e-${t}"></div>`)
		await page.getByTestId('advertising-code-save').click()
		// Post/redirect/get: the list's own address, the new code in it.
		await expect(page).toHaveURL(/\/admin\/advertising$/)
		const edit = page.locator('li', { hasText: `Code ${t}` }).getByTestId('advertising-code-edit')
		const id = new URL((await edit.getAttribute('href'))!, page.url()).searchParams.get('edit')!

		// A save closes the form; each round opens it again from the list.
		await page.goto(`/admin/advertising?edit=${id}`)
		await editTwice(
			page,
			form,
			[{ name: `First name ${t}`, platform: 'First platform' }, { name: `Second name ${t}` }],
			async () => {
				await page.getByTestId('advertising-code-save').click()
				await expect(page).toHaveURL(/\/admin\/advertising$/)
				// The code's own edit link: the refresh button links to the current address, ?edit= until it re-renders.
				await page.locator(`a[href="/admin/advertising?edit=${id}"]:not([data-testid="advertising-refresh"])`).first().click()
				await expect(page).toHaveURL(new RegExp(`\\?edit=${id}$`))
			},
		)
	})
})

/** A new staff member, signed in in their own browser context (through the password link). */
async function newMember(browser: Browser, baseURL: string, t: string) {
	const admin = await browser.newContext({ storageState: staff.admin.state })
	const page = await admin.newPage()
	const email = `twice-${t}@e2e.example`
	await page.goto('/admin/users')
	const invite = page.getByTestId('invite-form')
	await expectHydrated(invite)
	await fill(invite, { name: `عضو ${t}`, email })
	await invite.locator('button[type=submit]').click()
	const link = await page.getByTestId('password-link-url').inputValue()
	await admin.close()
	const context = await browser.newContext({ baseURL })
	const member = await context.newPage()
	await member.goto(link)
	const password = `first-password-${t}`
	await member.locator('input[name=password]').fill(password)
	await member.getByRole('button', { name: 'حفظ كلمة المرور' }).click()
	await expect(member).toHaveURL(/\/login\?reset=done/)
	await member.goto('/login')
	await member.locator('input[name=email]').fill(email)
	await member.locator('input[name=password]').fill(password)
	await member.getByTestId('login-form').getByRole('button').first().click()
	await expect(member).toHaveURL(/\/admin$/)
	return { context, page: member, email, password }
}

test('account: the password changed twice, the second one is the one that works', async ({ browser, baseURL }) => {
	// Six password hashes and four sign-ins (two refused, which are slowed on purpose): over 30 s under CI load.
	test.slow()
	const t = tag()
	const { context, page, email, password } = await newMember(browser, baseURL!, t)
	await page.goto('/admin/account')
	const form = () => page.getByTestId('password-form')
	let current = password
	for (const next of [`second-password-${t}`, `third-password-${t}`]) {
		await expectHydrated(form())
		await fill(form(), { currentPassword: current, newPassword: next, confirmPassword: next })
		await saveAndWait(page, form().locator('button[type=submit]'))
		// The form empties after a change.
		await expectShown(form(), { currentPassword: '', newPassword: '', confirmPassword: '' })
		current = next
	}
	await page.reload()
	await expectShown(form(), { currentPassword: '', newPassword: '' })
	await context.clearCookies()
	for (const [tried, works] of [
		[password, false],
		[`second-password-${t}`, false],
		[current, true],
	] as const) {
		await page.goto('/login')
		await page.locator('input[name=email]').fill(email)
		await page.locator('input[name=password]').fill(tried)
		await page.getByTestId('login-form').getByRole('button').first().click()
		if (works) await expect(page).toHaveURL(/\/admin$/)
		else await expect(page.getByTestId('login-error')).toBeVisible()
	}
	await context.close()
})
