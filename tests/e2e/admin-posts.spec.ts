import { expect, type Page, test } from '@playwright/test'
import { commonAr } from '../../app/i18n/admin/common.ar.ts'
import { postsAr } from '../../app/i18n/admin/posts.ar.ts'
import { postsEn } from '../../app/i18n/admin/posts.en.ts'
import { expectHydrated, openHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

test.use({ storageState: staff.admin.state })

/** A slug no other test (or earlier run on the same server) uses. */
const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`

const editor = (page: Page, name: 'body_ar' | 'body_en') => page.getByTestId(`editor-${name}-content`)

/** Types a paragraph with a bold phrase, then a two-item bulleted list, with the toolbar. */
async function writeBody(
	page: Page,
	name: 'body_ar' | 'body_en',
	text: { intro: string; bold: string; items: [string, string] },
) {
	const section = page.getByTestId(`editor-${name}`)
	await editor(page, name).click()
	await page.keyboard.type(`${text.intro} `)
	await section.getByTestId('tool-bold').click()
	await expect(section.getByTestId('tool-bold')).toHaveAttribute('aria-pressed', 'true')
	await page.keyboard.type(text.bold)
	await section.getByTestId('tool-bold').click()
	await page.keyboard.press('Enter')
	await section.getByTestId('tool-ul').click()
	await page.keyboard.type(text.items[0])
	await page.keyboard.press('Enter')
	await page.keyboard.type(text.items[1])
	// Browsers mark bold with <b> while typing; the form stores <strong>.
	await expect(editor(page, name).locator('b, strong')).toHaveText(text.bold)
	await expect(editor(page, name).locator('ul > li')).toHaveText(text.items)
}

async function fillPost(page: Page, slug: string, titles: { ar: string; en: string }, { scripts = true } = {}) {
	const form = page.getByTestId('post-form')
	// Typing before hydration has journeys of its own (typed-before-hydration.spec.ts). Here a fill
	// that straddled it was cut in two by the slug that follows the English title: "first-post" + slug.
	if (scripts) await expectHydrated(form.locator('input[name=slug]'), 15_000)
	await form.locator('input[name=title_ar]').fill(titles.ar)
	await form.locator('input[name=title_en]').fill(titles.en)
	await form.locator('input[name=slug]').fill(slug)
	await form.locator('textarea[name=excerpt_ar]').fill('مقتطف المقال التجريبي')
	await form.locator('textarea[name=excerpt_en]').fill('The excerpt of the test post')
}

test.describe('blog posts in the back-office', () => {
	test('write a bilingual post, keep it as a draft, publish it, then delete it', async ({ page }) => {
		test.setTimeout(90_000)
		const slug = uniqueSlug('e2e-journey')
		const titles = { ar: `مقال تجريبي ${slug}`, en: `Test post ${slug}` }
		const adminChunks: string[] = []
		let editUrl = ''

		await test.step('write the post in both languages and save it as a draft', async () => {
			await page.goto('/admin/posts')
			await page.getByTestId('new-post').click()
			await expect(page).toHaveURL(/\/admin\/posts\/new$/)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(postsAr['posts.newTitle'])
			// The Arabic editor writes right to left, the English one left to right.
			await expect(editor(page, 'body_ar')).toHaveAttribute('dir', 'rtl')
			await expect(editor(page, 'body_en')).toHaveAttribute('dir', 'ltr')
			await fillPost(page, slug, titles)
			await writeBody(page, 'body_ar', {
				intro: 'مقدمة المقال',
				bold: 'نص غامق',
				items: ['البند الأول', 'البند الثاني'],
			})
			await writeBody(page, 'body_en', {
				intro: 'The introduction',
				bold: 'bold words',
				items: ['First item', 'Second item'],
			})
			await expect(page.getByTestId('status-draft')).toBeChecked()
			await page.getByTestId('post-save').click()
			await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
			await expect(page.getByTestId('banner-success')).toHaveText(postsAr['posts.created'])
			await expect(page.getByTestId('post-status').first()).toHaveText(postsAr['posts.status.draft'])
			editUrl = new URL(page.url()).pathname
		})

		await test.step('a draft is not on the blog', async () => {
			const response = await page.request.get(`/blog/${slug}`)
			expect(response.status()).toBe(404)
			await page.goto('/blog')
			await expect(page.getByText(titles.ar)).toHaveCount(0)
		})

		await test.step('publish it', async () => {
			await page.goto(editUrl)
			await page.getByTestId('status-published').check()
			await page.getByTestId('post-save').click()
			await expect(page.getByTestId('banner-success')).toHaveText(postsAr['posts.savedPublished'])
			await expect(page.getByTestId('post-status').first()).toHaveText(postsAr['posts.status.published'])
		})

		await test.step('it appears on /blog and /en/blog with the formatted body, without admin code', async () => {
			page.on('request', (request) => {
				if (/post-form|rich-text|editor-surface|tiptap|prosemirror/.test(request.url())) adminChunks.push(request.url())
			})
			await page.goto('/blog')
			await expect(page.getByTestId('post-card').filter({ hasText: titles.ar })).toHaveCount(1)
			await page.getByTestId('post-card').filter({ hasText: titles.ar }).click()
			await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.ar)
			const bodyAr = page.getByTestId('post-body')
			await expect(bodyAr.locator('strong')).toHaveText('نص غامق')
			await expect(bodyAr.locator('ul > li')).toHaveText(['البند الأول', 'البند الثاني'])
			// Stored as valid HTML: the list is not left inside a paragraph, and no empty paragraphs.
			await expect(bodyAr.locator('p:has(ul), p:empty')).toHaveCount(0)

			await page.goto('/en/blog')
			await page.getByTestId('post-card').filter({ hasText: titles.en }).click()
			await expect(page).toHaveURL(new RegExp(`/en/blog/${slug}$`))
			const bodyEn = page.getByTestId('post-body')
			await expect(bodyEn.locator('strong')).toHaveText('bold words')
			await expect(bodyEn.locator('ul > li')).toHaveText(['First item', 'Second item'])
			expect(adminChunks).toEqual([])
		})

		await test.step('delete it after confirming', async () => {
			await openHydrated(page, `/admin/posts?q=${slug}`)
			const row = page.getByTestId('post-row').filter({ hasText: slug })
			await expect(row).toHaveCount(1)
			await row
				.getByRole('button', { name: postsAr['posts.deletePost'].replace('{title}', titles.ar) })
				.click()
			const dialog = page.getByRole('dialog')
			await expect(dialog).toContainText(postsAr['posts.confirmDelete'].replace('{title}', titles.ar))
			// Cancel first: nothing happens.
			await dialog.getByRole('button', { name: commonAr['common.cancel'] }).click()
			await expect(row).toHaveCount(1)
			await row
				.getByRole('button', { name: postsAr['posts.deletePost'].replace('{title}', titles.ar) })
				.click()
			await page.getByRole('dialog').getByTestId('confirm-submit').click()
			await expect(page.getByTestId('banner-success')).toHaveText(postsAr['posts.deleted'])
			await expect(page.getByTestId('post-row').filter({ hasText: slug })).toHaveCount(0)
			expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
		})
	})

	test('a slug already in use is refused with a clear message, keeping what was typed', async ({ page }) => {
		const slug = uniqueSlug('e2e-taken')
		await page.goto('/admin/posts/new')
		await fillPost(page, slug, { ar: 'المقال الأول', en: 'First post' })
		await page.getByTestId('post-save').click()
		await expectLandedOn(page, /\/admin\/posts\/edit\/\d+/)

		await page.goto('/admin/posts/new')
		await fillPost(page, slug, { ar: 'مقال بالرابط نفسه', en: 'Same slug' })
		await writeBody(page, 'body_ar', { intro: 'نص لا يضيع', bold: 'مهم', items: ['أ', 'ب'] })
		await page.getByTestId('post-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText(postsAr['posts.slugTaken'])
		const slugInput = page.locator('input[name=slug]')
		await expect(slugInput).toHaveAttribute('aria-invalid', 'true')
		const describedBy = await slugInput.getAttribute('aria-describedby')
		await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(postsAr['posts.slugTaken'])
		await expect(page).toHaveURL(/\/admin\/posts\/new$/)
		await expect(page.locator('input[name=title_ar]')).toHaveValue('مقال بالرابط نفسه')
		await expect(slugInput).toHaveValue(slug)
		await expect(editor(page, 'body_ar').locator('b, strong')).toHaveText('مهم')

		// A different slug saves the same content.
		await slugInput.fill(`${slug}-2`)
		await page.getByTestId('post-save').click()
		await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
		await expect(editor(page, 'body_ar')).toContainText('نص لا يضيع')
	})

	test('publishing needs a body in both languages; the errors are shown in the form', async ({ page }) => {
		await page.goto('/admin/posts/new')
		await page.getByTestId('status-published').check()
		await page.getByTestId('post-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText(commonAr['common.fixErrors'])
		await expect(page.locator('input[name=title_ar]')).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByTestId('editor-body_en')).toContainText('هذا الحقل مطلوب')
		await expect(page.getByTestId('status-published')).toBeChecked()
	})

	test('pasted content is cleaned: formatting stays, scripts and styles go', async ({ page }) => {
		await page.goto('/admin/posts/new')
		const content = editor(page, 'body_en')
		await content.click()
		await content.evaluate((element) => {
			const data = new DataTransfer()
			data.setData(
				'text/html',
				'<meta charset="utf-8"><b style="font-weight:normal" id="docs-internal-guid-1"><p style="color:red"><span style="font-weight:700">Strong</span> and <i>slanted</i> <a href="javascript:alert(1)">bad link</a> <a href="https://example.com/page" onclick="x()">good link</a></p>' +
					'<script>window.__pasted = true</script><img src="x" onerror="window.__pasted = true"><ul><li><p>one</p></li><li>two</li></ul><h1>Title</h1></b>',
			)
			data.setData('text/plain', 'Strong and slanted')
			element.dispatchEvent(
				new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
			)
		})
		await expect(content.locator('strong')).toHaveText('Strong')
		await expect(content.locator('em')).toHaveText('slanted')
		await expect(content.locator('ul > li')).toHaveText(['one', 'two'])
		await expect(content.locator('h2')).toHaveText('Title')
		await expect(content.locator('a')).toHaveCount(1)
		await expect(content.locator('a')).toHaveAttribute('href', 'https://example.com/page')
		const html = await content.innerHTML()
		expect(html).not.toMatch(/script|onerror|onclick|javascript:|style=|<img|<b\b|<span/i)
		expect(await page.evaluate(() => (window as { __pasted?: boolean }).__pasted)).toBeUndefined()
	})

	test('a link is added from the toolbar', async ({ page }) => {
		await page.goto('/admin/posts/new')
		const content = editor(page, 'body_en')
		await content.click()
		await page.keyboard.type('Read the guide')
		await page.keyboard.press('Shift+Home')
		await page.getByTestId('editor-body_en').getByTestId('tool-link').click()
		const panel = page.getByTestId('link-panel')
		await panel.locator('input').fill('javascript:alert(1)')
		await panel.getByTestId('link-apply').click()
		await expect(panel.getByRole('alert')).toHaveText(postsAr['posts.editor.linkInvalid'])
		await panel.locator('input').fill('example.com/guide')
		await panel.getByTestId('link-apply').click()
		await expect(content.locator('a')).toHaveAttribute('href', 'https://example.com/guide')
		await expect(content.locator('a')).toHaveText('Read the guide')
	})

	test.describe('as an editor, in English', () => {
		test.use({ storageState: staff.editor.state })
		test('the list searches and filters by status', async ({ page, context, baseURL }) => {
			await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
			await openHydrated(page, '/admin/posts')
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(postsEn['posts.title'])
			await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
			const rows = page.getByTestId('post-row')
			await expect(rows.first()).toBeVisible()
			await page.getByTestId('posts-filter').locator('select[name=status]').selectOption('draft')
			await expect(page).toHaveURL(/status=draft/)
			// The URL changes before React commits the new list (a transition): wait for the list itself.
			await expect(rows.first()).toBeVisible()
			await expect(rows.getByTestId('post-status').filter({ hasNotText: postsEn['posts.status.draft'] })).toHaveCount(0)
			await page.getByTestId('posts-filter').locator('select[name=status]').selectOption('')
			await page.getByTestId('posts-filter').locator('input[name=q]').fill('zz-no-such-post-zz')
			await page.getByTestId('posts-filter').getByRole('button', { name: 'Search' }).click()
			await expect(page.getByText(postsEn['posts.noResults'])).toBeVisible()
			await expect(rows).toHaveCount(0)
		})
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })
		test('the bodies are plain textareas and the form still saves', async ({ page }) => {
			const slug = uniqueSlug('e2e-nojs')
			await page.goto('/admin/posts/new')
			await fillPost(page, slug, { ar: 'بلا سكربت', en: 'No script' }, { scripts: false })
			await page
				.locator('textarea[name=body_ar]')
				.fill('<p>نص <strong>غامق</strong></p><script>alert(1)</script>')
			await page.locator('textarea[name=body_en]').fill('<p>Text</p>')
			await page.getByTestId('post-save').click()
			await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
			await expect(page.locator('textarea[name=body_ar]')).toHaveValue('<p>نص <strong>غامق</strong></p>')
		})
	})
})
