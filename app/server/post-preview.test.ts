import { describe, expect, it } from 'vitest'
import { isCacheablePage } from '#app/lib/page-cache.ts'
import { postSchema } from '#app/lib/post-schema.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { callRoute, loadRoute } from '#tests/route-table.ts'
import { getConfig, parseConfig, setConfig } from './config.server.ts'
import { createPost, deletePost } from './post-admin.server.ts'
import { previewLinks } from './post-preview.server.ts'

const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000', AUTH_SECRET: 'preview-test-secret-0123456789abcdef' }))
const author = { id: 'user-1', email: 'editor@example.com', name: 'Mona Editor' }
const day = 24 * 60 * 60_000

function input(slug: string, overrides: Record<string, string> = {}) {
	return postSchema.parse({ title_ar: `عنوان ${slug}`, title_en: `Title ${slug}`, slug, body_ar: '<p>نص</p>', body_en: '<p>Text</p>', status: 'draft', ...overrides })
}

async function open(path: string) {
	const mod = await loadRoute('routes/blog-post.tsx')
	const slug = path.split('?')[0]!.split('/').pop()!
	return callRoute(mod.loader!, new Request(`${BASE}${path}`), { params: { slug } })
}
/** Whether the page cache could keep this answer (it never may for a preview). */
const keepable = (answer: { status: number; headers: Headers }) =>
	isCacheablePage({ status: answer.status, headers: { 'content-type': 'text/html; charset=utf-8', ...Object.fromEntries(answer.headers) }, bytes: 1000 })

describe.each(testDialects)('post previews on %s', (dialect) => {
	withTestDatabase(dialect)

	it('open a draft or scheduled post through a signed link, in both languages, noindex and never kept', async () => {
		const draft = await createPost(input('under-review'), author)
		const later = await createPost(input('coming-up', { status: 'published', published_at: new Date(Date.now() + 3 * day).toISOString() }), author)
		if (!draft.ok || !later.ok) throw new Error('not created')
		expect((await open('/blog/under-review')).status).toBe(404)
		expect((await open('/en/blog/coming-up')).status).toBe(404)

		for (const [id, slug, state] of [[draft.id, 'under-review', 'draft'], [later.id, 'coming-up', 'scheduled']] as const) {
			const links = previewLinks({ id, slug })
			expect(Date.parse(links.expiresAt) - Date.now()).toBeGreaterThan(7 * day - 60_000)
			for (const [lang, link] of [['ar', links.ar], ['en', links.en]] as const) {
				expect(link.startsWith(lang === 'en' ? `/en/blog/${slug}?preview=` : `/blog/${slug}?preview=`)).toBe(true)
				const answer = await open(link)
				expect(answer.status).toBe(200)
				const page = answer.body as { post: { title: string }; preview: { state: string } }
				expect(page.post.title).toBe(lang === 'en' ? `Title ${slug}` : `عنوان ${slug}`)
				expect(page.preview.state).toBe(state)
				expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')
				expect(answer.headers.get('cache-control')).toBe('private, no-store')
				expect(keepable(answer)).toBe(false)
			}
		}
		// A public page stays as it was: no preview headers, kept as usual.
		const live = await createPost(input('live-one', { status: 'published' }), author)
		if (!live.ok) throw new Error('not created')
		const publicPage = await open('/blog/live-one')
		expect(publicPage.status).toBe(200)
		expect(publicPage.headers.get('x-robots-tag')).toBeNull()
		expect((publicPage.body as { preview: unknown }).preview).toBeNull()
		expect(keepable(publicPage)).toBe(true)
	})

	it('refuses an expired link, a link signed with another secret, and a link to a deleted post', async () => {
		const draft = await createPost(input('refused'), author)
		if (!draft.ok) throw new Error('not created')
		const expired = previewLinks({ id: draft.id, slug: 'refused' }, Date.now() - 8 * day)
		for (const link of [expired.ar, expired.en]) {
			const answer = await open(link)
			expect(answer.status).toBe(410)
			expect((answer.body as { refused: string }).refused).toBe('expired')
			expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow')
			expect(keepable(answer)).toBe(false)
		}
		const good = previewLinks({ id: draft.id, slug: 'refused' })
		const config = getConfig()
		setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000', AUTH_SECRET: 'a-rotated-secret-0123456789abcdefghij' }))
		try {
			const answer = await open(good.en)
			expect(answer.status).toBe(403)
			expect((answer.body as { refused: string }).refused).toBe('invalid')
		} finally {
			setConfig(config)
		}
		expect((await open(good.en)).status).toBe(200)
		expect((await open(`${good.en}x`)).status).toBe(403)
		await deletePost(draft.id, author)
		expect((await open(good.en)).status).toBe(403)
	})
})
