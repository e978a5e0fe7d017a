import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { createCodeInjector, withNonce } from './code-injection.server.ts'

const page = '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>x</title></head><body class="a"><div id="app">محتوى</div><script>boot()</script></body></html>'
const codes = {
	header: ['<meta name="verify" content="1">', '<script>gtm()</script>'],
	bodyStart: ['<noscript><iframe src="https://tags.example/ns"></iframe></noscript>'],
	bodyEnd: ['<script src="https://pixel.example/p.js"></script>'],
}

async function run(chunks: string[]) {
	return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(createCodeInjector(codes, 'N0NCE')))
}

describe('advertising code placement', () => {
	it('puts header codes at the end of head, body_start after <body>, body_end before </body>, in order', async () => {
		const html = await run([page])
		expect(html).toBe(
			'<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/><title>x</title><meta name="verify" content="1">\n<script nonce="N0NCE">gtm()</script>\n</head><body class="a"><noscript><iframe src="https://tags.example/ns"></iframe></noscript>\n<div id="app">محتوى</div><script>boot()</script><script nonce="N0NCE" src="https://pixel.example/p.js"></script>\n</body></html>',
		)
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
		const out = await text(Readable.from([Buffer.from(page)]).pipe(createCodeInjector({ header: [], bodyStart: [], bodyEnd: [] }, 'n')))
		expect(out).toBe(page)
	})

	it('adds the nonce to every script tag of a code, once', () => {
		expect(withNonce('<SCRIPT async src="a.js"></SCRIPT><script nonce="x">1</script>', 'abc')).toBe(
			'<script nonce="abc" async src="a.js"></SCRIPT><script nonce="x">1</script>',
		)
	})
})
