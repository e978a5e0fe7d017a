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
