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
