import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { codeBlocks, createCodeInjector, normaliseBodyCode, splitHeaderCode, withNonce } from './code-injection.server.ts'

const page = '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>x</title></head><body class="a"><div id="app">محتوى</div><script>boot()</script></body></html>'
const codes = {
	header: ['<meta name="verify" content="1">', '<script>gtm()</script>'],
	bodyStart: ['<noscript><iframe src="https://tags.example/ns"></iframe></noscript>', '<div class="bar">Sale</div>'],
	bodyEnd: ['<script src="https://pixel.example/p.js"></script>'],
}
const none = { header: [], bodyStart: [], bodyEnd: [] }

async function run(chunks: string[], placed = codes) {
	return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(createCodeInjector(placed, 'N0NCE')))
}

/** The direct children of <body> as the browser's parser would see them, roughly: the start tags at depth 0. */
function bodyTopLevel(html: string): string {
	return html.slice(html.indexOf('<body'), html.indexOf('</body>'))
}

describe('advertising code placement', () => {
	it('puts header codes at the end of head, body_start right after <body> and body_end before </body>, each body block in one container', async () => {
		const html = await run([page])
		expect(html).toBe(
			'<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>x</title>' +
				'<script nonce="N0NCE"></script><meta name="verify" content="1">\n<script nonce="N0NCE">gtm()</script></head>' +
				'<body class="a"><site-codes data-slot="body-start" style="display:contents"><noscript><iframe src="https://tags.example/ns"></iframe></noscript>\n<div class="bar">Sale</div></site-codes>' +
				'<div id="app">محتوى</div><script>boot()</script>' +
				'<site-codes data-slot="body-end" style="display:contents"><script nonce="N0NCE" src="https://pixel.example/p.js"></script></site-codes></body></html>',
		)
	})

	it('never leaves a text node or a bare code between <body> and the page (React would stop hydrating there)', async () => {
		for (const bodyStart of [
			['<div>bar</div>', '<div>second</div>'],
			['plain words'],
			['<script>x()</script>\n\n'],
			['\n<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X"></iframe></noscript>\n'],
			['<div class="unclosed">', '<span>'],
		]) {
			const html = bodyTopLevel(await run([page], { ...none, bodyStart }))
			expect(html).toMatch(/^<body class="a"><site-codes data-slot="body-start" style="display:contents">[\s\S]*<\/site-codes><div id="app">/)
		}
	})

	it('closes what a code leaves open inside that code', () => {
		expect(normaliseBodyCode('<div class="bar">Free samples <a href="/en/contact">Ask')).toBe(
			'<div class="bar">Free samples <a href="/en/contact">Ask</a></div>',
		)
		// A stray closing tag cannot close the page's elements either.
		expect(normaliseBodyCode('</div></main><p>x')).toBe('<p>x</p>')
	})

	it('keeps what the browser keeps in <head> there, and moves what would start the body to the body container', () => {
		const pixel =
			"<!-- Meta Pixel Code -->\n<script>fbq('init', '1');</script>\n<noscript><img height=\"1\" width=\"1\" style=\"display:none\" src=\"https://www.facebook.com/tr?id=1&ev=PageView&noscript=1\"/></noscript>\n<!-- End Meta Pixel Code -->"
		const split = splitHeaderCode(pixel)
		expect(split.body).toBe('')
		expect(split.head).toContain("<script>fbq('init', '1');</script>")
		expect(split.head).toContain('<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1&ev=PageView&noscript=1"/></noscript>')
		expect(split.head).toContain('<!-- End Meta Pixel Code -->')

		expect(splitHeaderCode('<script>a()</script><div class="bar">Sale</div><script>b()</script>')).toEqual({
			head: '<script>a()</script>',
			body: '<div class="bar">Sale</div><script>b()</script>',
		})
		const blocks = codeBlocks({ header: ['<script>a()</script><div>bar</div>'], bodyStart: ['<p>start</p>'], bodyEnd: [] })
		expect(blocks.head).toBe('<script></script><script>a()</script>')
		expect(blocks.bodyStart).toBe('<site-codes data-slot="body-start" style="display:contents"><div>bar</div>\n<p>start</p></site-codes>')
		expect(blocks.bodyEnd).toBe('')
	})

	it('keeps the text of scripts exactly as written', () => {
		const gtm = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-ABC1234');</script>`
		expect(splitHeaderCode(gtm).head).toBe(gtm)
		expect(normaliseBodyCode(gtm)).toBe(gtm)
	})

	it('opens the head block with a script of its own, so loaders never insert theirs inside the page', async () => {
		const html = await run([page], { ...none, bodyEnd: ['<script>var s0=document.getElementsByTagName("script")[0]</script>'] })
		expect(html.indexOf('<script')).toBe(html.indexOf('<script nonce="N0NCE"></script></head>'))
	})

	it('holds consent-gated codes inert in templates inside the same places', () => {
		const blocks = codeBlocks(none, { header: ['<script>p()</script>'], bodyStart: ['<div>bar</div>'], bodyEnd: ['<script src="https://chat.example/w.js"></script>'] })
		expect(blocks).toEqual({
			head: '<script></script><template data-consent-code="header"><script>p()</script></template>',
			bodyStart: '<site-codes data-slot="body-start" style="display:contents"><template data-consent-code="bodyStart"><div>bar</div></template></site-codes>',
			bodyEnd: '<site-codes data-slot="body-end" style="display:contents"><template data-consent-code="bodyEnd"><script src="https://chat.example/w.js"></script></template></site-codes>',
		})
	})

	it('finds markers split across chunks, whatever the split', async () => {
		const whole = await run([page])
		const bytes = Buffer.from(page)
		for (const size of [1, 3, 7, 16, 50]) {
			const chunks: string[] = []
			for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size).toString('latin1'))
			const out = await text(Readable.from(chunks.map((c) => Buffer.from(c, 'latin1'))).pipe(createCodeInjector(codes, 'N0NCE')))
			expect(out).toBe(whole)
		}
	})

	it('leaves a page untouched when no code is enabled', async () => {
		const out = await text(Readable.from([Buffer.from(page)]).pipe(createCodeInjector(none, 'n')))
		expect(out).toBe(page)
	})

	it('adds the nonce to every script tag of a code, once', () => {
		expect(withNonce('<SCRIPT async src="a.js"></SCRIPT><script nonce="x">1</script>', 'abc')).toBe(
			'<script nonce="abc" async src="a.js"></SCRIPT><script nonce="x">1</script>',
		)
	})
})
