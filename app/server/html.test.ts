import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './html.server.ts'

describe('sanitizeRichText', () => {
	it('keeps the formatting a post uses', () => {
		const html = '<h2 dir="rtl">عنوان</h2><p>نص <strong>مهم</strong></p><ul><li>بند</li></ul>'
		expect(sanitizeRichText(html)).toBe(html)
	})
	it('removes scripts, event handlers, styles and javascript: links', () => {
		const out = sanitizeRichText(
			'<p onclick="steal()">x</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">l</a><style>p{}</style><iframe src="https://evil.example"></iframe>',
		)
		expect(out).not.toMatch(/script|onclick|onerror|javascript:|style|iframe/i)
		expect(out).toContain('<p>x</p>')
	})
	it('marks the other script\'s runs of a body shown to visitors, and only then', () => {
		const ar = '<h2>الحلال وISO 22000</h2><p>شروط FOB &amp; CIF: <a href="/contact">Tasdeer &lt;Foods&gt;</a> ٢٥ كغ</p>'
		expect(sanitizeRichText(ar, { markRunsOf: 'ar' })).toBe(
			// The parser hands the text in pieces at entities: each piece's runs are marked.
			'<h2>الحلال و<span lang="en" dir="ltr">ISO 22000</span></h2><p>شروط <span lang="en" dir="ltr">FOB</span> &amp; <span lang="en" dir="ltr">CIF</span>: <a href="/contact"><span lang="en" dir="ltr">Tasdeer</span> &lt;<span lang="en" dir="ltr">Foods</span>&gt;</a> ٢٥ كغ</p>',
		)
		expect(sanitizeRichText('<p>Dates from <strong>المدينة المنورة</strong>, 5 kg</p>', { markRunsOf: 'en' })).toBe(
			'<p>Dates from <strong><span lang="ar" dir="rtl">المدينة المنورة</span></strong>, 5 kg</p>',
		)
		// Saved bodies stay plain: the editor reads them back.
		expect(sanitizeRichText(ar)).toBe(ar)
	})
	it('makes outbound links safe', () => {
		expect(sanitizeRichText('<a href="https://example.com">e</a>')).toBe(
			'<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">e</a>',
		)
		expect(sanitizeRichText('<a href="/contact">c</a>')).toBe('<a href="/contact">c</a>')
	})
})

// The shared schema (decision 0033): the editor's side is held to it in
// app/components/admin/posts/rich-text/extensions.test.ts.
describe('sanitizeRichText keeps the shared schema', () => {
	it('keeps a body of every element as it is', () => {
		const html =
			'<h2 dir="ltr">Title</h2><h3>عنوان</h3><h4>ثالث</h4><p dir="ltr">English <strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code> <a href="/contact" title="t">l</a> <bdi dir="ltr" lang="en">Basmati 1121</bdi><br />x</p>' +
			'<blockquote dir="rtl"><p>اقتباس</p></blockquote><ul dir="ltr"><li dir="ltr"><p>one</p></li></ul><ol start="3"><li><p>ثلاثة</p></li></ol><pre><code>code</code></pre><hr />' +
			'<img src="/media/a.webp" alt="صورة" title="t" width="10" height="10" loading="lazy" /><table dir="rtl"><tbody><tr><th colspan="2">h</th></tr><tr><td rowspan="2"><p>d</p></td></tr></tbody></table>'
		expect(sanitizeRichText(html)).toBe(html)
	})

	it('reads aliases as the element they stand for, and dir in any case', () => {
		expect(sanitizeRichText('<h1 dir="RTL">t</h1><p><b>b</b><i>i</i><del>d</del><strike>s</strike></p><h6>x</h6>')).toBe(
			'<h2 dir="rtl">t</h2><p><strong>b</strong><em>i</em><s>d</s><s>s</s></p><h4>x</h4>',
		)
	})

	it('drops what the schema does not describe, keeping the text', () => {
		expect(sanitizeRichText('<p dir="sideways" class="MsoNormal" style="color:red"><span lang="AR-SA">نص</span><o:p></o:p></p><div>x</div>')).toBe('<p>نص</p>x')
		expect(sanitizeRichText('<p><img src="data:image/png;base64,AAAA" alt="x"><img src="//evil.example/x.png"></p>')).toBe('<p></p>')
		expect(sanitizeRichText('<a href="https://example.com" target="_self" rel="opener" onclick="x()">e</a>')).toBe(
			'<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">e</a>',
		)
	})
})

describe('a stored image in a body shown to visitors', () => {
	const stored = '/media/0123456789abcdef'
	it('gets every width the pipeline made as its srcset, and the article column as its sizes', () => {
		const shown = sanitizeRichText(`<p><img src="${stored}/1200.webp" alt="حقل أرز"></p>`, { markRunsOf: 'ar' })
		expect(shown).toBe(
			`<p><img src="${stored}/1200.webp" alt="حقل أرز" loading="lazy" srcset="${stored}/400.webp 400w, ${stored}/800.webp 800w, ${stored}/1200.webp 1200w, ${stored}/1600.webp 1600w" sizes="(min-width: 48rem) 48rem, 100vw" /></p>`,
		)
	})

	it('never takes a srcset from the input, and stores none', () => {
		const input = `<p><img src="${stored}/1200.webp" alt="x" srcset="https://evil.example/x.png 2x" sizes="1px"><img src="https://cdn.example/a.jpg" alt="y" srcset="https://evil.example/y.png 2x"></p>`
		expect(sanitizeRichText(input)).toBe(`<p><img src="${stored}/1200.webp" alt="x" loading="lazy" /><img src="https://cdn.example/a.jpg" alt="y" loading="lazy" /></p>`)
		const shown = sanitizeRichText(input, { markRunsOf: 'en' })
		expect(shown).not.toContain('evil.example')
		expect(shown).toContain('<img src="https://cdn.example/a.jpg" alt="y" loading="lazy" />')
	})
})
