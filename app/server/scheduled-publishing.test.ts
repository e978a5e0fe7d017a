import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import { feedPath } from '#app/lib/feed.ts'
import { publishedPostNamed } from '#tests/post-form.ts'
import { contentVersion, listActivity } from './activity.server.ts'
import { forgetContentVersion } from './content-version.server.ts'
import { blogFeed } from './feed.server.ts'
import { pageCache, publicPageCache } from './page-cache.server.ts'
import { createPost } from './post-admin.server.ts'
import { getPublishedPostBySlug, listPublishedPosts } from './posts.server.ts'
import { publishDuePosts } from './scheduled-publishing.server.ts'
import { listSitemapEntries } from './sitemap.server.ts'

const author = { id: 'user-1', email: 'editor@example.com', name: 'Mona Editor' }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function input(slug: string, publishedAt: string) {
	return publishedPostNamed(slug, { excerpt_ar: '', excerpt_en: '', body_ar: '<p>نص</p>', body_en: '<p>Text</p>', published_at: publishedAt })
}

/**
 * The public blog list, a post's page and the English feed behind the real page cache (the same
 * middleware the server mounts), rendered from the same reads as the site's routes.
 */
function blogServer() {
	const app = express()
	app.use((_req, res, next) => {
		res.locals.nonce = 'n0nce'
		next()
	})
	app.use(...publicPageCache())
	const html = (body: string) => `<!doctype html><html><body><script nonce="n0nce"></script>${body}</body></html>`
	app.get('/blog', async (_req, res) => {
		const { items } = await listPublishedPosts()
		res.type('html').send(html(items.map((post) => `<h2>${post.titleEn}</h2>`).join('')))
	})
	app.get('/blog/:slug', async (req, res) => {
		const post = await getPublishedPostBySlug(req.params.slug)
		if (!post) return void res.status(404).type('html').send(html('not found'))
		res.type('html').send(html(`<h1>${post.titleEn}</h1>`))
	})
	app.get(feedPath('en'), async (_req, res) => {
		const t = dictionaryFor('en')
		res.type('application/atom+xml').send(await blogFeed({ lang: 'en', t, seo: { lang: 'en', origin: 'https://example.com', siteName: 'Tasdeer' } }))
	})
	return app
}

describe.each(testDialects)('scheduled publishing on %s', (dialect) => {
	withTestDatabase(dialect)
	let origin = ''
	let close = () => {}
	beforeAll(async () => {
		const server = blogServer().listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		close = () => server.close()
	})
	afterAll(() => close())

	const get = async (path: string) => {
		const res = await fetch(`${origin}${path}`)
		return { status: res.status, cache: res.headers.get('x-page-cache'), body: await res.text() }
	}

	it('shows a post at its time on the kept blog list, its page, the feed and the sitemap, with no staff request', async () => {
		pageCache.clear()
		// Known to the window of the job before anything is scheduled (as on a running server).
		expect(await publishDuePosts()).toBe(0)
		const dueAt = new Date(Date.now() + 1_500)
		const created = await createPost(input('due-soon', dueAt.toISOString()), author)
		expect(created.ok).toBe(true)
		forgetContentVersion()

		// Before its time: absent everywhere, and the list and the feed are kept that way.
		expect((await get('/blog')).cache).toBe('miss')
		const keptList = await get('/blog')
		expect(keptList).toMatchObject({ status: 200, cache: 'hit' })
		expect(keptList.body).not.toContain('Title due-soon')
		expect((await get(feedPath('en'))).body).not.toContain('due-soon')
		expect((await get(feedPath('en'))).cache).toBe('hit')
		expect((await get('/blog/due-soon')).status).toBe(404)
		expect((await listSitemapEntries()).map((e) => e.path)).not.toContain('/blog/due-soon')
		// Nothing has come due yet: the job writes nothing.
		const before = await contentVersion()
		expect(await publishDuePosts()).toBe(0)
		expect(await contentVersion()).toBe(before)

		await sleep(Math.max(0, dueAt.getTime() - Date.now()) + 50)
		forgetContentVersion()
		// Its time has come, but the kept copies were made before it: this is what the job is for.
		expect((await get('/blog')).body).not.toContain('Title due-soon')

		// Two instances look at once: exactly one moves the version.
		const looks = await Promise.all([publishDuePosts(), publishDuePosts()])
		expect(looks.sort()).toEqual([0, 1])
		expect(await contentVersion()).toBe(before + 1)
		forgetContentVersion()

		const list = await get('/blog')
		expect(list.cache).toBe('miss')
		expect(list.body).toContain('Title due-soon')
		expect((await get('/blog')).cache).toBe('hit')
		const feed = await get(feedPath('en'))
		expect(feed.cache).toBe('miss')
		expect(feed.body).toContain('/en/blog/due-soon')
		expect((await get('/blog/due-soon')).status).toBe(200)
		expect((await listSitemapEntries()).map((e) => e.path)).toContain('/blog/due-soon')

		// Announced once: the next look finds nothing new.
		expect(await publishDuePosts()).toBe(0)
		expect(await contentVersion()).toBe(before + 1)
	})

	it('writes one activity row, by the site itself, for each post that went live, however many instances look', async () => {
		expect(await publishDuePosts()).toBe(0)
		const dueAt = new Date(Date.now() + 800)
		const first = await createPost(input('logged-a', dueAt.toISOString()), author)
		const second = await createPost(input('logged-b', dueAt.toISOString()), author)
		const ids = [first, second].map((created) => (created.ok ? String(created.id) : ''))
		const rowsOf = async () =>
			(await listActivity({ role: 'admin', entityType: 'post', pageSize: 200 })).items.filter(
				(row) => ids.includes(row.entityId) && row.details?.event === 'published_on_schedule',
			)
		expect(await rowsOf()).toEqual([])

		await sleep(Math.max(0, dueAt.getTime() - Date.now()) + 50)
		// Three instances look at once; then one looks again.
		const looks = await Promise.all([publishDuePosts(), publishDuePosts(), publishDuePosts()])
		expect(looks.sort()).toEqual([0, 0, 2])
		expect(await publishDuePosts()).toBe(0)

		const rows = await rowsOf()
		expect(rows.map((row) => row.entityId).sort()).toEqual([...ids].sort())
		for (const row of rows) {
			expect(row).toMatchObject({ action: 'update', entityType: 'post', userEmail: null, userName: null })
			expect(row.details).toMatchObject({ status: 'published', event: 'published_on_schedule' })
		}
		expect(rows.map((row) => row.details?.slug).sort()).toEqual(['logged-a', 'logged-b'])
	})
})
