import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { publishedPostNamed } from '#tests/post-form.ts'
import { blogFeed } from './feed.server.ts'
import { createPost, getPostForEdit, updatePost } from './post-admin.server.ts'

const author = { id: 'user-1', email: 'editor@example.com', name: 'Mona Editor' }
const hour = 3600 * 1000

function input(slug: string, overrides: Record<string, string> = {}) {
	return publishedPostNamed(slug, {
		excerpt_ar: 'ملخص & تفاصيل',
		excerpt_en: 'Summary & details',
		body_ar: '<p dir="rtl">نص <strong>مهم</strong> <bdi dir="ltr" lang="en">Basmati 1121</bdi></p>',
		body_en: '<p>Text <a href="/contact">contact</a></p><p dir="rtl">فقرة عربية</p><script>alert(1)</script>',
		...overrides,
	})
}

const feed = (lang: Lang) => blogFeed({ lang, t: dictionaryFor(lang), seo: { lang, origin: 'https://example.com', siteName: 'Tasdeer' } })

describe.each(testDialects)('the blog feed on %s', (dialect) => {
	withTestDatabase(dialect)

	it('carries published posts only, each with its picture, in the language of the feed', async () => {
		const cover = '/media/0123456789abcdef0123456789abcdef'
		expect((await createPost(input('live', { cover_image_url: cover }), author)).ok).toBe(true)
		await createPost(input('draft', { status: 'draft' }), author)
		await createPost(input('later', { published_at: new Date(Date.now() + 48 * hour).toISOString() }), author)

		const ar = await feed('ar')
		expect(ar).toContain('xml:lang="ar"')
		expect(ar).toContain('<link rel="self" type="application/atom+xml" href="https://example.com/blog/feed.xml"/>')
		expect(ar).toContain('<link rel="alternate" type="text/html" href="https://example.com/blog/live"/>')
		expect(ar).toContain('<title type="text">عنوان live</title>')
		expect(ar).toContain(`<link rel="enclosure" href="https://example.com${cover}/1200.webp" type="image/webp"/>`)
		expect(ar).toContain(`<media:thumbnail url="https://example.com${cover}/1200.webp"/>`)
		expect(ar).toContain('<summary type="text">ملخص &amp; تفاصيل</summary>')
		expect(ar).not.toMatch(/draft|later/)

		const en = await feed('en')
		expect(en).toContain('xml:lang="en"')
		expect(en).toContain('href="https://example.com/en/blog/feed.xml"')
		expect(en).toContain('<link rel="alternate" type="text/html" href="https://example.com/en/blog/live"/>')
		// The body as the page shows it: sanitised, escaped inside the XML.
		expect(en).toContain('&lt;p dir=&quot;rtl&quot;&gt;فقرة عربية&lt;/p&gt;')
		expect(en).not.toMatch(/<script|&lt;script/)
		expect(en).not.toMatch(/draft|later/)
	})

	it('follows a post that is unpublished or changed', async () => {
		const created = await createPost(input('changing'), author)
		if (!created.ok) throw new Error('not created')
		expect(await feed('en')).toContain('Title changing')
		await updatePost(created.id, input('changing', { title_en: 'Renamed <post>' }), author)
		expect(await feed('en')).toContain('<title type="text">Renamed &lt;post&gt;</title>')
		await updatePost(created.id, input('changing', { status: 'draft' }), author)
		expect(await feed('en')).not.toContain('/en/blog/changing')
	})
})

describe.each(testDialects)('post bodies through the shared schema on %s', (dialect) => {
	withTestDatabase(dialect)

	it('stores what the editor writes as it is, saved twice, and older markup as the schema reads it', async () => {
		const editorHtml =
			'<h2>Heading</h2><p dir="rtl">فقرة <em>مائلة</em></p><ul><li><p>one</p></li></ul><p><img src="/media/0123456789abcdef0123456789abcdef/1200.webp" alt="rice" loading="lazy" /></p>'
		const created = await createPost(input('body', { body_en: editorHtml }), author)
		if (!created.ok) throw new Error('not created')
		expect((await getPostForEdit(created.id))!.bodyEn).toBe(editorHtml)
		const second = `${editorHtml}<p>More</p>`
		await updatePost(created.id, input('body', { body_en: second }), author)
		await updatePost(created.id, input('body', { body_en: second }), author)
		expect((await getPostForEdit(created.id))!.bodyEn).toBe(second)

		await updatePost(created.id, input('body', { body_ar: '<h1 dir="RTL">عنوان</h1><p class="MsoNormal" style="x"><b>غامق</b><o:p></o:p></p>' }), author)
		expect((await getPostForEdit(created.id))!.bodyAr).toBe('<h2 dir="rtl">عنوان</h2><p><strong>غامق</strong></p>')
	})
})
