import fs from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { activityAr } from '../../app/i18n/admin/activity.ar.ts'
import { activityEn } from '../../app/i18n/admin/activity.en.ts'
import { postsAr } from '../../app/i18n/admin/posts.ar.ts'
import { postsEn } from '../../app/i18n/admin/posts.en.ts'
import { ar as siteAr } from '../../app/i18n/site.ar.ts'
import { en as siteEn } from '../../app/i18n/site.en.ts'
import { localDateTime } from '../../app/lib/time-zone.ts'
import { signPreviewToken } from '../../app/server/preview-link.server.ts'
import { e2eDataDir } from '../../playwright.config.ts'
import { staff } from './staff.ts'
import { visit } from './visit.ts'
import { expectLandedOn } from './saves.ts'

/**
 * A post's whole publishing life, in each staff language (decision 0042): saved as a draft (public
 * nowhere), previewed by staff in both languages, read by a signed-out reviewer through a signed
 * link (noindex; an expired one refused by the server's own check), scheduled less than a minute
 * ahead and shown on the blog, the feeds and the sitemap at its time with no staff request (the
 * periodic job, logged as the system's doing), then unpublished (gone again, its state shown).
 */

test.use({ storageState: staff.admin.state })

const siteTimeZone = process.env.SITE_TIMEZONE ?? 'Asia/Riyadh'
const texts = {
	ar: { posts: postsAr, activity: activityAr, site: siteAr },
	en: { posts: postsEn, activity: activityEn, site: siteEn },
} as const

/** The secret the server signs review links with: AUTH_SECRET, or the one it made in its data directory. */
const serverSecret = () => process.env.AUTH_SECRET ?? fs.readFileSync(path.join(e2eDataDir, 'auth-secret'), 'utf8').trim()

/** Where the post shows to visitors: the blog lists, the feeds and the sitemap, in both languages. */
async function publicPlaces(visitor: APIRequestContext, slug: string) {
	const places = { list: '/blog', listEn: '/en/blog', feed: '/blog/feed.xml', feedEn: '/en/blog/feed.xml', sitemap: '/sitemap.xml' }
	const found: Record<string, boolean> = {}
	for (const [name, address] of Object.entries(places)) {
		const response = await visit(visitor, address)
		expect(response.status(), address).toBe(200)
		const body = await response.text()
		found[name] = body.includes(`${address.startsWith('/en') ? '/en' : ''}/blog/${slug}`)
	}
	return found
}
const nowhere = { list: false, listEn: false, feed: false, feedEn: false, sitemap: false }
const everywhere = { list: true, listEn: true, feed: true, feedEn: true, sitemap: true }

async function postPages(visitor: APIRequestContext, slug: string) {
	return [(await visit(visitor, `/blog/${slug}`)).status(), (await visit(visitor, `/en/blog/${slug}`)).status()]
}

async function writeBody(page: Page, name: 'body_ar' | 'body_en', text: string) {
	await page.getByTestId(`editor-${name}-content`).click()
	await page.keyboard.type(text)
}

async function save(page: Page, banner: string) {
	await page.getByTestId('post-save').click()
	await expect(page.getByTestId('banner-success')).toHaveText(banner)
}

async function signedOut(browser: Browser, baseURL: string) {
	return browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
}

for (const lang of ['ar', 'en'] as const) {
	const { posts: t, activity: ta, site: ts } = texts[lang]

	test(`a post goes from draft to preview, review, scheduled, live and unpublished (${lang} staff)`, async ({ page, context, browser, baseURL, playwright }) => {
		test.setTimeout(240_000)
		if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
		const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
		const slug = `e2e-publishing-${lang}-${Date.now().toString(36)}`
		const titles = { ar: `مقال النشر ${slug}`, en: `Publishing post ${slug}` }
		let editUrl = ''

		await test.step('saved as a draft, it is public nowhere', async () => {
			await page.goto('/admin/posts/new')
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['posts.newTitle'])
			const form = page.getByTestId('post-form')
			await form.locator('input[name=title_ar]').fill(titles.ar)
			await form.locator('input[name=title_en]').fill(titles.en)
			await form.locator('input[name=slug]').fill(slug)
			await form.locator('textarea[name=excerpt_ar]').fill('مقتطف مقال النشر')
			await form.locator('textarea[name=excerpt_en]').fill('Excerpt of the publishing post')
			await writeBody(page, 'body_ar', 'نص المقال بالعربية')
			await writeBody(page, 'body_en', 'The body of the post in English')
			await expect(page.getByTestId('status-draft')).toBeChecked()
			await save(page, t['posts.created'])
			await expectLandedOn(page, /\/admin\/posts\/edit\/\d+$/)
			editUrl = new URL(page.url()).pathname
			await expect(page.getByTestId('post-status').first()).toHaveText(t['posts.status.draft'])
			await expect(page.getByTestId('post-state')).toHaveText(t['posts.state.draft'])

			expect(await postPages(visitor, slug)).toEqual([404, 404])
			expect(await publicPlaces(visitor, slug)).toEqual(nowhere)
		})

		let shareLink = ''
		await test.step('staff preview it as the public page in both languages', async () => {
			for (const code of ['ar', 'en'] as const) {
				const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId(`preview-${code}`).click()])
				await expect(preview.locator('html')).toHaveAttribute('lang', code)
				await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titles[code])
				await expect(preview.getByTestId('preview-banner')).toBeVisible()
				await expect(preview.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
				await preview.close()
			}
			shareLink = await page.getByTestId('preview-share-link').inputValue()
			expect(new URL(shareLink).pathname).toBe(`${lang === 'en' ? '/en' : ''}/blog/${slug}`)
		})

		await test.step('a signed-out reviewer opens the review link; it is noindex, and an expired one is refused', async () => {
			const reviewer = await signedOut(browser, baseURL!)
			const tab = await reviewer.newPage()
			const link = new URL(shareLink)
			const response = await tab.goto(`${link.pathname}${link.search}`)
			expect(response!.status()).toBe(200)
			expect(response!.headers()['x-robots-tag']).toContain('noindex')
			expect(response!.headers()['cache-control']).toContain('no-store')
			await expect(tab.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/)
			await expect(tab.getByRole('heading', { level: 1 })).toHaveText(titles[lang])
			await expect(tab.getByTestId('preview-banner')).toContainText(ts['preview.state.draft'])

			// The same post's link, signed by the server's own secret and rule, whose seven days are over.
			const postId = Number(link.searchParams.get('preview')!.split('.')[0])
			const { token } = signPreviewToken(postId, { secret: serverSecret(), now: Date.now() - 8 * 24 * 60 * 60_000 })
			const expired = await tab.goto(`${link.pathname}?preview=${token}`)
			expect(expired!.status()).toBe(410)
			expect(expired!.headers()['x-robots-tag']).toContain('noindex')
			await expect(tab.getByTestId('preview-expired')).toContainText(ts['preview.expired.title'])
			await expect(tab.getByText(titles[lang])).toHaveCount(0)
			// A link tampered with is refused too.
			const forged = await tab.goto(`${link.pathname}?preview=${token.replace(/\.\d+\./, `.${Math.floor(Date.now() / 1000) + 3600}.`)}`)
			expect(forged!.status()).toBe(403)
			await expect(tab.getByTestId('preview-invalid')).toBeVisible()
			await reviewer.close()
		})

		let dueAt = 0
		await test.step('scheduled less than a minute ahead, it waits', async () => {
			await page.goto(editUrl)
			// 20 s ahead: this step takes about 3 s (12 s on a machine 4 times slower), and the next one
			// checks the post is still nowhere 3 s before its time. Every second more is a wait.
			dueAt = Math.floor((Date.now() + 20_000) / 1000) * 1000
			const seconds = String(new Date(dueAt).getUTCSeconds()).padStart(2, '0')
			await page.getByTestId('status-published').check()
			await page.getByTestId('published-at').fill(`${localDateTime(dueAt, siteTimeZone)}:${seconds}`)
			await page.getByTestId('post-save').click()
			await expect(page.getByTestId('banner-success')).toContainText(t['posts.savedScheduled'].split('{date}')[0]!)
			await expect(page.getByTestId('post-status').first()).toHaveText(t['posts.status.scheduled'])
			await expect(page.getByTestId('post-state')).toContainText(siteTimeZone)
			expect(await postPages(visitor, slug)).toEqual([404, 404])
			expect(await publicPlaces(visitor, slug)).toEqual(nowhere)
		})

		await test.step('at its time it appears on the blog, the feeds and the sitemap, with no staff request', async () => {
			// Kept copies made just before its time: without the job they would be served for a minute more.
			const before = Math.max(0, dueAt - 3_000 - Date.now())
			expect(before, 'the steps before left time to look before the post is due').toBeGreaterThan(0)
			await page.waitForTimeout(before)
			expect(await publicPlaces(visitor, slug)).toEqual(nowhere)
			await page.waitForTimeout(Math.max(0, dueAt - Date.now()))
			// The job looks every 15 s: within 25 s of its time it is everywhere.
			await expect.poll(() => publicPlaces(visitor, slug), { timeout: dueAt + 25_000 - Date.now(), intervals: [1_000] }).toEqual(everywhere)
			expect(await postPages(visitor, slug)).toEqual([200, 200])
		})

		await test.step('the staff see it published, and the log shows the system put it live', async () => {
			await page.goto(`/admin/posts?q=${slug}`)
			const row = page.getByTestId('post-row').filter({ hasText: slug })
			await expect(row.getByTestId('post-status').first()).toHaveText(t['posts.status.published'])
			// Any save elsewhere (other journeys) remakes the kept pages, so the post can be everywhere before
			// the job's next look; the job's row comes with that look, within 25 s of the post's time.
			const logged = page.getByTestId('activity-row').filter({ hasText: titles.ar }).filter({ has: page.getByTestId('activity-event') })
			await expect(async () => {
				await page.goto('/admin/activity?entity=post')
				await expect(logged).toHaveCount(1, { timeout: 1_000 })
			}).toPass({ timeout: Math.max(5_000, dueAt + 25_000 - Date.now()), intervals: [1_000] })
			await expect(logged.getByTestId('activity-event')).toHaveText(ta['activity.event.published_on_schedule'])
			await expect(logged.getByTestId('activity-system')).toHaveText(ta['activity.system'])
		})

		await test.step('unpublished, it is gone again and its state is shown', async () => {
			await page.goto(editUrl)
			await page.getByTestId('status-draft').check()
			await save(page, t['posts.savedUnpublished'])
			await expect(page.getByTestId('post-status').first()).toHaveText(t['posts.status.unpublished'])
			await expect(page.getByTestId('post-state')).toContainText(t['posts.state.unpublished'].split('{date}')[0]!)
			expect(await postPages(visitor, slug)).toEqual([404, 404])
			expect(await publicPlaces(visitor, slug)).toEqual(nowhere)
			await page.goto('/admin/posts?status=unpublished')
			await expect(page.getByTestId('post-row').filter({ hasText: slug }).getByTestId('post-status').first()).toHaveText(t['posts.status.unpublished'])
		})
		await visitor.dispose()
	})
}
