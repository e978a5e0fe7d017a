import { type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { postsAr } from '../../app/i18n/admin/posts.ar.ts'
import { postsEn } from '../../app/i18n/admin/posts.en.ts'
import { ar as siteAr } from '../../app/i18n/site.ar.ts'
import { en as siteEn } from '../../app/i18n/site.en.ts'
import { expectHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn, saveAndWait } from './saves.ts'

/**
 * Images from the media library, tables and videos in post bodies (decision 0047), in both staff
 * languages: inserted in the editor, saved, edited and saved again, reloaded; the library counts the
 * image as used; the public page gives the image its widths, scrolls the table in its own named
 * region on a phone, and makes the privacy-mode player only when "Play video" is clicked.
 */
test.use({ storageState: staff.admin.state })

type Body = 'body_ar' | 'body_en'
const content = (page: Page, name: Body) => page.getByTestId(`editor-${name}-content`)
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
const youtubeId = 'dQw4w9WgXcQ'
const vimeoId = '76979871'
const screens = process.env.SCREENSHOTS_DIR

async function picture() {
	const channel = () => Math.floor(Math.random() * 256)
	return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: channel(), g: channel(), b: channel() } } }).png().toBuffer()
}

/** Pastes plain text into an editor, as the browser does on Ctrl+V. */
async function pasteText(page: Page, name: Body, text: string) {
	await content(page, name).evaluate((element, data) => {
		const clipboard = new DataTransfer()
		clipboard.setData('text/plain', data)
		element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }))
	}, text)
}

for (const lang of ['ar', 'en'] as const) {
	const posts = lang === 'ar' ? postsAr : postsEn

	test(`a library image, a table and videos in a post, edited twice and shown to visitors (${lang} staff)`, async ({ page, context, baseURL }) => {
		test.setTimeout(180_000)
		await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
		const t = tag()
		const file = `e2e-body-${t}.png`
		const slug = `e2e-embeds-${t}`

		// An image in the library with its alt text in both languages.
		const upload = await page.request.post('/admin/media/upload', { headers: { origin: baseURL! }, multipart: { file: { name: file, mimeType: 'image/png', buffer: await picture() } } })
		expect(upload.ok()).toBe(true)
		const { url } = (await upload.json()) as { url: string }
		await page.goto(`/admin/media?q=${file}`)
		await page.getByTestId('media-grid').getByRole('link').first().click()
		await expect(page).toHaveURL(/\/admin\/media\/\d+$/)
		const mediaScreen = page.url()
		await expectHydrated(page.getByTestId('media-alt-form'))
		await page.getByTestId('media-alt-ar').fill(`حقل أرز ${t}`)
		await page.getByTestId('media-alt-en').fill(`Rice field ${t}`)
		await page.getByTestId('media-alt-form').locator('button[type=submit]').click()
		await expect(page.getByTestId('banner-success')).toBeVisible()

		await page.goto('/admin/posts/new')
		const form = page.getByTestId('post-form')
		await expectHydrated(form)
		for (const name of ['body_ar', 'body_en'] as const) await expect(page.getByTestId(`editor-${name}`)).toHaveAttribute('data-editor-state', 'ready')
		await form.locator('input[name=title_ar]').fill(`مقال ${slug}`)
		await form.locator('input[name=title_en]').fill(`Post ${slug}`)
		await form.locator('input[name=slug]').fill(slug)

		// The Arabic body: a paragraph, then the library image (its Arabic alt text filled in).
		const arEditor = page.getByTestId('editor-body_ar')
		await content(page, 'body_ar').click()
		await page.keyboard.type('مواصفات الشحنة')
		await arEditor.getByTestId('tool-image').click()
		const panel = page.getByTestId('image-panel')
		await panel.getByTestId('image-library').click()
		const picker = page.getByTestId('library-picker')
		await expect(picker).toBeVisible()
		await expect(picker.getByRole('heading')).toHaveText(posts['posts.editor.libraryTitle'])
		await expect(picker.getByTestId('library-search')).toBeFocused()
		await picker.getByTestId('library-search').fill(t)
		const choice = picker.getByTestId('library-images').getByRole('button')
		await expect(choice).toHaveCount(1)
		await expect(choice).toContainText(file)
		// Keyboard: Tab to the image, Enter picks it; the dialog closes, the alt text is next.
		await page.keyboard.press('Tab')
		await expect(choice).toBeFocused()
		await page.keyboard.press('Enter')
		await expect(picker).toHaveCount(0)
		const alt = panel.getByLabel(posts['posts.editor.imageAltAr'])
		await expect(alt).toBeFocused()
		await expect(alt).toHaveValue(`حقل أرز ${t}`)
		await expect(panel.getByLabel(posts['posts.editor.imageUrl'])).toHaveValue(`${url}/1200.webp`)
		await alt.press('Enter')
		await expect(content(page, 'body_ar').locator('img')).toHaveAttribute('alt', `حقل أرز ${t}`)
		// The caret is below the picture, not on it: what is typed next goes under it, and the picture stays.
		// The panel hands the focus back to the body a frame after it closes.
		await expect(content(page, 'body_ar')).toBeFocused()
		await page.keyboard.type('تحت الصورة')
		await expect(content(page, 'body_ar').locator('img + p')).toHaveText('تحت الصورة')
		await expect(content(page, 'body_ar').locator('img')).toHaveCount(1)

		// A table with a header row; a row and a column added, a column removed.
		await content(page, 'body_ar').press('Control+End')
		await arEditor.getByTestId('tool-table').click()
		const table = content(page, 'body_ar').locator('table')
		await expect(table.locator('th')).toHaveCount(3)
		await page.keyboard.type('الصنف')
		await page.keyboard.press('Tab')
		await page.keyboard.type('الوزن')
		await page.keyboard.press('Tab')
		await page.keyboard.type('المنشأ')
		await page.keyboard.press('Tab')
		await page.keyboard.type('أرز بسمتي')
		await expect(arEditor.getByTestId('tool-row-add')).not.toHaveAttribute('aria-disabled', 'true')
		await arEditor.getByTestId('tool-row-add').click()
		await expect(table.locator('tr')).toHaveCount(4)
		await arEditor.getByTestId('tool-column-add').click()
		await expect(table.locator('tr').first().locator('th')).toHaveCount(4)
		// Into the new (empty) column, which is then deleted.
		await page.keyboard.press('Tab')
		await arEditor.getByTestId('tool-column-delete').click()
		await expect(table.locator('tr').first().locator('th')).toHaveCount(3)
		await expect(table.locator('th')).toHaveText(['الصنف', 'الوزن', 'المنشأ'])
		// A pasted Vimeo address becomes a video.
		await content(page, 'body_ar').press('Control+End')
		await pasteText(page, 'body_ar', `https://vimeo.com/${vimeoId}`)
		await expect(content(page, 'body_ar').locator(`figure[data-video-provider=vimeo][data-video-id="${vimeoId}"]`)).toHaveCount(1)
		await page.keyboard.type('بعد الفيديو')
		await expect(content(page, 'body_ar').locator('figure[data-video-provider=vimeo] + p')).toHaveText('بعد الفيديو')
		await expect(content(page, 'body_ar').locator('figure[data-video-provider=vimeo]')).toHaveCount(1)

		// The English body: an unknown provider is refused in the staff language, YouTube is taken.
		const enEditor = page.getByTestId('editor-body_en')
		await content(page, 'body_en').click()
		await page.keyboard.type('Watch the harvest')
		await enEditor.getByTestId('tool-video').click()
		const videoPanel = page.getByTestId('video-panel')
		const address = videoPanel.getByLabel(posts['posts.editor.videoUrl'])
		await address.fill('https://evil.example/watch?v=dQw4w9WgXcQ')
		await address.press('Enter')
		await expect(videoPanel.getByRole('alert')).toHaveText(posts['posts.editor.videoUnknown'])
		await address.fill(`<iframe src="https://www.youtube.com/embed/${youtubeId}"></iframe>`)
		await videoPanel.getByTestId('video-insert').click()
		await expect(videoPanel.getByRole('alert')).toBeVisible()
		await address.fill(`https://youtu.be/${youtubeId}`)
		await address.press('Enter')
		await expect(content(page, 'body_en').locator(`figure[data-video-provider=youtube][data-video-id="${youtubeId}"]`)).toHaveCount(1)
		await expect(content(page, 'body_en')).toBeFocused()
		await page.keyboard.type('After the video')
		await expect(content(page, 'body_en').locator('figure[data-video-provider=youtube] + p')).toHaveText('After the video')
		await expect(content(page, 'body_en').locator('figure[data-video-provider=youtube]')).toHaveCount(1)
		if (screens) await page.screenshot({ path: `${screens}/editor-${lang}-${page.viewportSize()?.width}.png`, fullPage: true })

		await page.getByTestId('status-published').check()
		await page.getByTestId('post-save').click()
		await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
		const editUrl = page.url()

		// Edited again and saved: nothing is lost.
		await expect(arEditor).toHaveAttribute('data-editor-state', 'ready')
		await content(page, 'body_ar').locator('td').first().click()
		await page.keyboard.press('End')
		await page.keyboard.type(' ١١٢١')
		await expect(content(page, 'body_ar').locator('td').first()).toHaveText('أرز بسمتي ١١٢١')
		await saveAndWait(page, page.getByTestId('post-save'))
		await page.goto(editUrl)
		await expect(arEditor).toHaveAttribute('data-editor-state', 'ready')
		await expect(content(page, 'body_ar').locator('img')).toHaveAttribute('src', `${url}/1200.webp`)
		await expect(content(page, 'body_ar').locator('th')).toHaveText(['الصنف', 'الوزن', 'المنشأ'])
		await expect(content(page, 'body_ar').locator('td').first()).toHaveText('أرز بسمتي ١١٢١')
		await expect(content(page, 'body_ar').locator('figure[data-video-provider=vimeo]')).toHaveCount(1)
		await expect(content(page, 'body_en').locator('figure[data-video-provider=youtube]')).toHaveCount(1)

		// The library counts the image as used by the post.
		await page.goto(mediaScreen)
		await expect(page.getByTestId('media-uses')).toContainText(lang === 'ar' ? `مقال ${slug}` : `Post ${slug}`)

		// Visitors: nothing from the video providers before a click.
		const providerRequests: string[] = []
		page.on('request', (request) => {
			if (/youtube|vimeo|ytimg/.test(new URL(request.url()).hostname)) providerRequests.push(request.url())
		})
		await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }))

		const arPage = await page.goto(`/blog/${slug}`)
		const csp = arPage?.headers()['content-security-policy'] ?? ''
		expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com")
		const body = page.getByTestId('post-body')
		await expectHydrated(body)
		const image = body.locator('img')
		await expect(image).toHaveAttribute('alt', `حقل أرز ${t}`)
		await expect(image).toHaveAttribute('srcset', new RegExp(`${url}/400\\.webp 400w, .*${url}/1600\\.webp 1600w`))
		const region = body.getByRole('region', { name: siteAr['blog.table'].replace('{n}', '1') })
		await expect(region).toHaveAttribute('tabindex', '0')
		await expect(region.locator('th')).toHaveText(['الصنف', 'الوزن', 'المنشأ'])
		const play = body.getByRole('link', { name: new RegExp(siteAr['blog.videoPlay']) })
		await expect(play).toHaveAttribute('href', `https://vimeo.com/${vimeoId}`)
		await expect(body.locator('iframe')).toHaveCount(0)

		// On a phone the table scrolls in its region; the page does not widen.
		await page.setViewportSize({ width: 390, height: 844 })
		await region.scrollIntoViewIfNeeded()
		expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
		if (screens) await page.screenshot({ path: `${screens}/public-ar-390.png`, fullPage: true })
		await page.setViewportSize({ width: 1280, height: 900 })
		if (screens) await page.screenshot({ path: `${screens}/public-ar-1280.png`, fullPage: true })
		expect(providerRequests).toEqual([])

		await play.click()
		const frame = body.locator('iframe')
		await expect(frame).toHaveAttribute('src', `https://player.vimeo.com/video/${vimeoId}?dnt=1&autoplay=1`)
		await expect(frame).toBeFocused()
		await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`))
		// The player's request can be reported after its frame shows: wait for it, so it is not counted against English.
		await expect.poll(() => providerRequests).toContain(`https://player.vimeo.com/video/${vimeoId}?dnt=1&autoplay=1`)

		// English: the YouTube video plays from the no-cookie host.
		providerRequests.length = 0
		await page.goto(`/en/blog/${slug}`)
		const enBody = page.getByTestId('post-body')
		await expectHydrated(enBody)
		const enPlay = enBody.getByRole('link', { name: new RegExp(siteEn['blog.videoPlay']) })
		await expect(enPlay).toHaveAttribute('href', `https://www.youtube.com/watch?v=${youtubeId}`)
		if (screens) await page.screenshot({ path: `${screens}/public-en-1280.png`, fullPage: true })
		await page.setViewportSize({ width: 390, height: 844 })
		if (screens) await page.screenshot({ path: `${screens}/public-en-390.png`, fullPage: true })
		expect(providerRequests).toEqual([])
		await enPlay.click()
		await expect(enBody.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`)
	})
}
