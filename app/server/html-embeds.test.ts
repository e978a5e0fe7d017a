import { describe, expect, it } from 'vitest'
import { ar } from '#app/i18n/site.ar.ts'
import { en } from '#app/i18n/site.en.ts'
import { publicRichText, sanitizeRichText } from './html.server.ts'

/** Tables and videos in post bodies (decision 0047): what is stored, and what visitors get. */

const id = 'dQw4w9WgXcQ'
const watch = `https://www.youtube.com/watch?v=${id}`
/** What the editor writes for a YouTube video. */
const editorVideo = `<figure data-video-provider="youtube" data-video-id="${id}"><a href="${watch}">${watch}</a></figure>`
const storedVideo = `<figure data-video-provider="youtube" data-video-id="${id}"><a href="${watch}" target="_blank" rel="noopener noreferrer nofollow">${watch}</a></figure>`

describe('a table in a body', () => {
	const table = '<table><tbody><tr><th><p>الصنف</p></th><th><p>الوزن</p></th></tr><tr><td><p>أرز</p></td><td><p>25</p></td></tr></tbody></table>'
	it('is stored as the editor writes it, a header row and data rows', () => {
		expect(sanitizeRichText(table)).toBe(table)
		// Word and web pages write a thead: read as the one body of rows.
		expect(sanitizeRichText('<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>')).toBe(
			'<table><tbody><tr><th>h</th></tr></tbody><tbody><tr><td>d</td></tr></tbody></table>',
		)
	})

	it('is shown inside a focusable region named in the page language, which scrolls sideways', () => {
		const shown = publicRichText(`${table}<p>x</p>${table}`, 'ar', ar)
		expect(shown.match(/<div class="table-scroll" role="region" tabindex="0" aria-label="جدول 1"><table>/g)).toHaveLength(1)
		expect(shown).toContain('aria-label="جدول 2"')
		expect(shown.match(/<\/table><\/div>/g)).toHaveLength(2)
		expect(publicRichText(table, 'en', en)).toContain('aria-label="Table 1"')
	})

	it('takes no attributes of the author but spans and direction', () => {
		expect(sanitizeRichText('<table style="width:2000px" class="x" dir="ltr" onclick="x()"><tr><td colspan="2" width="900" onmouseover="y()">a</td></tr></table>')).toBe(
			'<table dir="ltr"><tr><td colspan="2">a</td></tr></table>',
		)
	})
})

describe('a video in a body', () => {
	it('is stored as its provider, id and a link to its page', () => {
		expect(sanitizeRichText(editorVideo)).toBe(storedVideo)
		// Saving again changes nothing.
		expect(sanitizeRichText(storedVideo)).toBe(storedVideo)
		const vimeo = '<figure data-video-provider="vimeo" data-video-id="76979871"><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></figure>'
		expect(sanitizeRichText(vimeo)).toContain('<figure data-video-provider="vimeo" data-video-id="76979871"><a href="https://vimeo.com/76979871"')
	})

	it('holds only the link to its page, made from the checked id, whatever the figure held', () => {
		const hostile = `<figure data-video-id="${id}" class="x" data-video-provider="youtube" data-video-play="javascript:alert(1)"><a href="javascript:alert(1)">a</a><img src=x onerror="alert(1)"><script>alert(1)</script><iframe src="https://evil.example"></iframe><p>caption</p></figure>`
		expect(sanitizeRichText(hostile)).toBe(storedVideo)
	})

	it('is no video when the provider is unknown or the id is not one, and its text stays', () => {
		expect(sanitizeRichText('<figure data-video-provider="evil" data-video-id="dQw4w9WgXcQ"><a href="https://evil.example/v">v</a></figure>')).toBe(
			'<a href="https://evil.example/v" target="_blank" rel="noopener noreferrer nofollow">v</a>',
		)
		expect(sanitizeRichText('<figure data-video-provider="youtube" data-video-id="x&quot; onload=&quot;y"><p>t</p></figure>')).toBe('<p>t</p>')
		expect(sanitizeRichText('<figure><img src="/media/0123456789abcdef/800.webp" alt="a"><figcaption>c</figcaption></figure>')).toBe(
			'<img src="/media/0123456789abcdef/800.webp" alt="a" loading="lazy" />c',
		)
	})

	it('never keeps an iframe, whatever its host, nor a script link', () => {
		for (const html of [
			`<iframe src="https://www.youtube-nocookie.com/embed/${id}"></iframe>`,
			'<iframe srcdoc="<script>alert(1)</script>"></iframe>',
			`<p><iframe src="https://player.vimeo.com/video/76979871"></iframe></p>`,
			`<figure data-video-provider="youtube" data-video-id="${id}"><iframe src="https://evil.example"></iframe></figure>`,
		]) {
			const out = sanitizeRichText(html)
			expect(out, html).not.toMatch(/iframe|srcdoc|evil|script/i)
			expect(publicRichText(html, 'en', en), html).not.toMatch(/<iframe|evil|<script/i)
		}
		expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>')).toBe('<a>x</a><a>y</a>')
	})

	it('is shown as a "Play video" link in the page language, with no request to the provider before a click', () => {
		const shown = publicRichText(storedVideo, 'ar', ar)
		expect(shown).toContain(`<figure class="video-embed" data-video-provider="youtube" data-video-id="${id}">`)
		expect(shown).toContain(`<a class="video-play" href="${watch}" data-video-play="https://www.youtube-nocookie.com/embed/${id}?autoplay=1"`)
		expect(shown).toContain(`<span class="video-play-label">${ar['blog.videoPlay']}</span>`)
		expect(shown).toContain('<bdi lang="en" dir="ltr">YouTube</bdi>')
		// Nothing that loads: no frame, no poster from the provider.
		expect(shown).not.toMatch(/<iframe|<img|ytimg|src=/)
		expect(publicRichText(storedVideo, 'en', en)).toContain('<span class="video-play-label">Play video</span>')
	})
})
