import { expect, type Page, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'

/** A unique marker: journeys share one server and run in parallel. */
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** The public home page's <head>, as a visitor without consent receives it. */
async function publicHead(page: Page): Promise<string> {
	const response = await page.request.get('/', { headers: { cookie: '' } })
	expect(response.status()).toBe(200)
	const html = await response.text()
	return html.slice(0, html.indexOf('</head>'))
}

test.describe('advertising codes back-office', () => {
	test.use({ storageState: staff.admin.state })

	test('refuse an invalid code, add a valid header code, see it in the public head, switch it off, delete it', async ({
		page,
	}) => {
		test.slow()
		const marker = `e2e-ad-${tag()}`
		const name = `رمز ${marker}`

		await page.goto('/admin/advertising')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('أكواد الإعلانات والتتبع')
		for (const section of ['header', 'body_start', 'body_end'])
			await expect(page.getByTestId(`advertising-section-${section}`)).toBeVisible()

		// A new code starts with the spec's defaults.
		await page.getByTestId('advertising-new').click()
		await expect(page).toHaveURL(/\/admin\/advertising\?new$/)
		const form = page.getByTestId('advertising-code-form')
		await expect(form.locator('input[name=name]')).toHaveValue('')
		await expect(form.locator('input[name=platform]')).toHaveValue('')
		await expect(page.getByTestId('advertising-code-type')).toHaveValue('header')
		await expect(page.getByTestId('advertising-code-enabled')).not.toBeChecked()
		await expect(page.getByTestId('advertising-code-requiresConsent')).not.toBeChecked()
		// CodeMirror replaces the textarea once its chunk has loaded; the code reads left to right.
		const editor = page.getByTestId('code-editor').locator('.cm-content')
		await expect(editor).toBeVisible()
		await expect(page.getByTestId('code-textarea')).toBeHidden()
		await expect(page.getByTestId('code-editor').locator('xpath=..')).toHaveAttribute('dir', 'ltr')
		await expect(page.getByTestId('code-editor').locator('.cm-editor')).toHaveCSS('height', '200px')

		// Required fields in the spec's order; nothing is sent.
		await page.getByTestId('advertising-code-save').click()
		await expect(form.getByText('اسم الكود مطلوب')).toBeVisible()
		await expect(form.getByText('الكود مطلوب', { exact: true })).toBeVisible()
		await expect(form.getByText('اسم المنصة مطلوب')).toBeVisible()

		// An invalid code: the live result lists the errors and the warning; the save is refused.
		await form.locator('input[name=name]').fill(name)
		await form.locator('input[name=platform]').fill('Google')
		await editor.fill(`<html><body><script>eval("${marker}")</script></body></html>`)
		const errors = page.getByTestId('code-errors')
		await expect(errors).toContainText('تم اكتشاف كود قد يكون غير آمن: eval أو document.write مع unescape')
		await expect(errors).toContainText('يجب ألا يحتوي كود رأس الصفحة على وسوم body')
		await expect(errors).toContainText('يجب ألا يحتوي كود رأس الصفحة على وسوم html')
		await expect(page.getByTestId('code-valid')).toHaveCount(0)
		await page.getByTestId('advertising-code-save').click()
		await expect(page.getByTestId('code-error')).toHaveText(
			/^كود إعلاني غير صالح: تم اكتشاف كود قد يكون غير آمن/,
		)
		await expect(page).toHaveURL(/\?new$/)

		// The server refuses it too when the browser's check is bypassed.
		const bypass = await page.request.post('/admin/advertising?new', {
			headers: { origin: new URL(page.url()).origin },
			form: {
				intent: 'save',
				name,
				platform: 'Google',
				type: 'header',
				enabled: 'on',
				code: `<html><script>eval(1)</script></html>`,
			},
		})
		expect(bypass.status()).toBe(400)
		expect(await publicHead(page)).not.toContain(marker)

		// Changing the type re-runs the check: the body rules apply.
		await page.getByTestId('advertising-code-type').selectOption('body_end')
		await expect(errors).toContainText('يجب ألا يحتوي كود الصفحة على وسوم html')
		await expect(errors).not.toContainText('وسوم body')
		await page.getByTestId('advertising-code-type').selectOption('header')

		// A valid, enabled header code that needs no consent.
		await editor.fill(`<meta name="${marker}" content="placed">`)
		await expect(page.getByTestId('code-valid')).toHaveText('الكود صالح')
		await expect(errors).toHaveCount(0)
		await page.getByTestId('advertising-code-enabled').check()
		await page.getByTestId('advertising-code-save').click()
		await expect(page).toHaveURL(/\/admin\/advertising$/)
		await expect(page.getByTestId('banner-success')).toHaveText('تمت إضافة الكود بنجاح')
		await expect(page.getByTestId('advertising-code-form')).toHaveCount(0)
		const listed = page.getByTestId('advertising-section-header').locator('li').filter({ hasText: marker })
		await expect(listed).toHaveCount(1)
		await expect(listed.getByTestId('advertising-code-status')).toHaveText('مفعّل')
		await expect(listed.getByTestId('advertising-code-preview')).toHaveText(`<meta name="${marker}" content="placed">`)
		expect(await publicHead(page)).toContain(`<meta name="${marker}" content="placed">`)

		// Switched off: gone from the public pages at once.
		await listed.getByTestId('advertising-code-toggle').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم إلغاء تفعيل الكود بنجاح')
		await expect(listed.getByTestId('advertising-code-status')).toHaveText('معطّل')
		await expect(listed.getByTestId('advertising-code-toggle')).toHaveAttribute('aria-checked', 'false')
		expect(await publicHead(page)).not.toContain(marker)

		// Deleted after confirmation; cancelling the dialog keeps it.
		await listed.getByRole('button', { name: `حذف «${name}»` }).click()
		await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click()
		await expect(listed).toHaveCount(1)
		await listed.getByRole('button', { name: `حذف «${name}»` }).click()
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم حذف الكود بنجاح')
		await expect(page.getByTestId('advertising-section-header').locator('li').filter({ hasText: marker })).toHaveCount(
			0,
		)
	})

	test('edit a code in English: the stored values fill the form, cancel closes it, a change is saved', async ({
		page,
		context,
		baseURL,
	}) => {
		const marker = `e2e-ad-${tag()}`
		await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		await page.goto('/admin/advertising?new')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads & tracking codes')
		const form = page.getByTestId('advertising-code-form')
		await form.locator('input[name=name]').fill(`Chat ${marker}`)
		await form.locator('input[name=platform]').fill('Tawk.to')
		await page.getByTestId('advertising-code-type').selectOption('body_end')
		await page.getByTestId('code-editor').locator('.cm-content').fill(`<div id="${marker}"><span>chat`)
		await expect(page.getByTestId('code-warnings')).toContainText('Possible unclosed HTML tags detected')
		await expect(page.getByTestId('code-valid')).toHaveText('The code is valid')
		await page.getByTestId('advertising-code-requiresConsent').check()
		await page.getByTestId('advertising-code-save').click()
		await expect(page.getByTestId('banner-success')).toHaveText('Code created successfully')
		const listed = page.getByTestId('advertising-section-body_end').locator('li').filter({ hasText: marker })
		await expect(listed).toContainText('Waits for visitor consent')
		await expect(listed.getByTestId('advertising-code-status')).toHaveText('Disabled')

		await listed.getByTestId('advertising-code-edit').click()
		await expect(page).toHaveURL(/\?edit=\d+$/)
		await expect(form.locator('input[name=name]')).toHaveValue(`Chat ${marker}`)
		await expect(page.getByTestId('advertising-code-type')).toHaveValue('body_end')
		await expect(page.getByTestId('advertising-code-requiresConsent')).toBeChecked()
		await expect(page.getByTestId('code-editor').locator('.cm-content')).toHaveText(
			`<div id="${marker}"><span>chat`,
		)
		// Cancel throws away what was typed and closes the form.
		await form.locator('input[name=name]').fill('Something else')
		await page.getByTestId('advertising-code-cancel').click()
		await expect(page.getByTestId('advertising-code-form')).toHaveCount(0)
		await listed.getByTestId('advertising-code-edit').click()
		await expect(form.locator('input[name=name]')).toHaveValue(`Chat ${marker}`)

		await page
			.getByTestId('code-editor')
			.locator('.cm-content')
			.fill(`<div id="${marker}"><span>chat</span></div>`)
		await expect(page.getByTestId('code-warnings')).toHaveCount(0)
		await page.getByTestId('advertising-code-save').click()
		await expect(page.getByTestId('banner-success')).toHaveText('Code updated successfully')
		await expect(listed.getByTestId('advertising-code-preview')).toHaveText(
			`<div id="${marker}"><span>chat</span></div>`,
		)
		await listed.getByRole('button', { name: `Delete “Chat ${marker}”` }).click()
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toHaveText('Code deleted successfully')
	})

	test('the editor never reaches a public page', async ({ page }) => {
		const scripts: string[] = []
		page.on('response', (response) => {
			if (response.request().resourceType() === 'script') scripts.push(response.url())
		})
		// Each page is read once it has hydrated: every script it needs has arrived by then, whatever
		// the load event waited for.
		for (const path of ['/', '/en/products']) {
			await page.goto(path)
			await expectHydrated(page.locator('#header-search'), 15_000)
		}
		expect(scripts.length).toBeGreaterThan(0)
		for (const url of scripts) {
			const body = await (await page.request.get(url)).text()
			expect(body, url).not.toContain('cm-content')
		}
	})
})

test.describe('advertising codes without JavaScript', () => {
	test.use({ storageState: staff.admin.state, javaScriptEnabled: false })

	test('the plain textarea form still works, and the server applies the rules', async ({ page }) => {
		const marker = `e2e-ad-${tag()}`
		await page.goto('/admin/advertising?new')
		const form = page.getByTestId('advertising-code-form')
		await expect(page.getByTestId('code-textarea')).toBeVisible()
		await form.locator('input[name=name]').fill(`Plain ${marker}`)
		await form.locator('input[name=platform]').fill('Meta')
		await page.getByTestId('code-textarea').fill(`<head><meta name="${marker}"></head>`)
		await page.getByTestId('advertising-code-type').selectOption('body_start')
		await page.getByTestId('advertising-code-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText(
			'كود إعلاني غير صالح: يجب ألا يحتوي كود الصفحة على وسوم head',
		)
		await expect(page.getByTestId('code-textarea')).toHaveValue(`<head><meta name="${marker}"></head>`)
		await expect(form.locator('input[name=name]')).toHaveValue(`Plain ${marker}`)

		await page
			.getByTestId('code-textarea')
			.fill(`<noscript><img src="https://px.example/${marker}.gif" alt=""></noscript>`)
		await page.getByTestId('advertising-code-save').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تمت إضافة الكود بنجاح')
		const listed = page.getByTestId('advertising-section-body_start').locator('li').filter({ hasText: marker })
		await expect(listed.getByTestId('advertising-code-status')).toHaveText('معطّل')
		await listed.getByTestId('advertising-code-toggle').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم تفعيل الكود بنجاح')
		await listed.getByTestId('advertising-code-toggle').click()
		await expect(page.getByTestId('banner-success')).toHaveText('تم إلغاء تفعيل الكود بنجاح')
	})
})

test.describe('advertising codes as an editor', () => {
	test.use({ storageState: staff.editor.state })

	test('an editor neither sees nor opens the screen', async ({ page, baseURL }) => {
		await page.goto('/admin')
		await expect(page.getByRole('link', { name: 'أكواد الإعلانات والتتبع' })).toHaveCount(0)
		const response = await page.goto('/admin/advertising')
		expect(response?.status()).toBe(403)
		const post = await page.request.post('/admin/advertising?new', {
			headers: { origin: baseURL! },
			form: {
				intent: 'save',
				name: 'x',
				platform: 'y',
				type: 'header',
				code: '<meta name="editor-was-here">',
			},
		})
		expect(post.status()).toBe(403)
	})
})
