import { expect, test } from '@playwright/test'

/**
 * The blog's Atom feeds, one per language: valid XML (parsed by the browser's XML parser), the
 * demo post with its picture, only pages that visitors can open, found from the blog pages, and
 * answered from the page cache like a page.
 */

const demoPost = 'reading-a-basmati-rice-spec-sheet'

for (const lang of ['ar', 'en'] as const) {
	const prefix = lang === 'en' ? '/en' : ''
	test(`the ${lang} blog feed is valid Atom with the published posts and their pictures`, async ({ page, request }) => {
		const response = await request.get(`${prefix}/blog/feed.xml`)
		expect(response.status()).toBe(200)
		expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
		const xml = await response.text()

		await page.goto(`${prefix}/blog`)
		const feed = await page.evaluate((text) => {
			const doc = new DOMParser().parseFromString(text, 'application/xml')
			const error = doc.querySelector('parsererror')?.textContent ?? null
			const atom = 'http://www.w3.org/2005/Atom'
			const entries = Array.from(doc.getElementsByTagNameNS(atom, 'entry')).map((entry) => ({
				page: entry.querySelector('link[rel=alternate]')?.getAttribute('href') ?? '',
				title: entry.getElementsByTagNameNS(atom, 'title')[0]?.textContent ?? '',
				image: entry.querySelector('link[rel=enclosure]')?.getAttribute('href') ?? null,
				thumbnail: entry.getElementsByTagNameNS('http://search.yahoo.com/mrss/', 'thumbnail')[0]?.getAttribute('url') ?? null,
				content: entry.getElementsByTagNameNS(atom, 'content')[0]?.textContent ?? '',
			}))
			return { error, root: doc.documentElement.localName, lang: doc.documentElement.getAttribute('xml:lang'), entries }
		}, xml)
		expect(feed.error).toBeNull()
		expect(feed.root).toBe('feed')
		expect(feed.lang).toBe(lang)
		expect(feed.entries.length).toBeGreaterThan(0)

		const demo = feed.entries.find((entry) => entry.page.endsWith(`${prefix}/blog/${demoPost}`))
		expect(demo, 'the demo post').toBeTruthy()
		expect(demo!.image).toMatch(/^https?:\/\/.+\/media\/[a-f0-9]+\/1200\.webp$/)
		expect(demo!.thumbnail).toBe(demo!.image)
		expect(demo!.content).toContain('<h2')
		expect((await request.get(new URL(demo!.image!).pathname)).status()).toBe(200)

		// Every entry is a post visitors can open (no drafts, nothing scheduled for later).
		for (const entry of feed.entries) expect((await request.get(new URL(entry.page).pathname)).status(), entry.page).toBe(200)

		// The blog pages point readers to the feed of their language.
		for (const path of [`${prefix}/blog`, `${prefix}/blog/${demoPost}`]) {
			await page.goto(path)
			await expect(page.locator('head link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute('href', new RegExp(`${prefix}/blog/feed\\.xml$`))
		}
	})
}

test('a feed is answered from the page cache until the content changes', async ({ request }) => {
	// A reading right after another is the kept copy. Journeys on the same server write in parallel and
	// each write moves the content version, so it is asked again for a while.
	await expect
		.poll(
			async () => {
				await request.get('/en/blog/feed.xml')
				const again = await request.get('/en/blog/feed.xml')
				return `${again.headers()['x-page-cache']} ${(await again.text()).includes('<feed xmlns="http://www.w3.org/2005/Atom"')}`
			},
			{ timeout: 15_000 },
		)
		.toBe('hit true')
})
