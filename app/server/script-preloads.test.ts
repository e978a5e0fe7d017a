import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { moveScriptPreloads } from './script-preloads.server.ts'

async function run(chunks: Buffer[]) {
	const out: Buffer[] = []
	for await (const piece of Readable.from(chunks).pipe(moveScriptPreloads())) out.push(Buffer.from(piece))
	return Buffer.concat(out).toString('utf8')
}

const page =
	'<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>' +
	'<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
	'<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce=="/>' +
	'<title>تصدير — الرئيسية</title>' +
	'<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce=="/>' +
	'</head><body><p>نص عربي: rel="modulepreload" stays in the body</p>' +
	'<link rel="modulepreload" href="/assets/late.js"/>' +
	'<script type="module" async="" nonce="n0nce==">import * as r from "/assets/root.js";</script></body></html>'
const expected = page
	.replace('<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce=="/>', '')
	.replace('<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce=="/>', '')
	.replace(
		'</body>',
		'<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce==" fetchpriority="low"/>' +
			'<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce==" fetchpriority="low"/></body>',
	)

describe('moveScriptPreloads', () => {
	test('moves the script preloads of the head to just after the module script, at low priority, and keeps everything else byte for byte', async () => {
		expect(await run([Buffer.from(page)])).toBe(expected)
	})

	test('the same whatever the chunk boundaries, inside tags and inside multi-byte characters', async () => {
		const bytes = Buffer.from(page)
		for (const size of [1, 2, 3, 7, 16, 61, 200]) {
			const chunks: Buffer[] = []
			for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
			expect(await run(chunks), `chunks of ${size} bytes`).toBe(expected)
		}
	})

	test('a page without script preloads, and a document without a head end, come out unchanged', async () => {
		const plain = page.replace(/<link rel="modulepreload"[^>]*>/g, '')
		expect(await run([Buffer.from(plain)])).toBe(plain)
		const fragment = '<p>partial <link rel="modulepreload" href="/x.js"/>'
		expect(await run([Buffer.from(fragment)])).toBe(fragment)
	})

	test('puts them right after the module script, past other scripts and before what follows it, whatever the chunks', async () => {
		const streamed = page.replace(
			'</head><body>',
			'</head><body><script nonce="n0nce==">var a = \'<script type="module">\';</script><p>type="module" in words</p>',
		).replace('</script></body>', '</script><script nonce="n0nce==">window.__data = 1</script><div hidden id="S:0">late</div></body>')
		const want = streamed
			.replace('<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce=="/>', '')
			.replace('<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce=="/>', '')
			.replace(
				'import * as r from "/assets/root.js";</script>',
				'import * as r from "/assets/root.js";</script>' +
					'<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n0nce==" fetchpriority="low"/>' +
					'<link rel="modulepreload" href="/assets/framework-b.js" nonce="n0nce==" fetchpriority="low"/>',
			)
		const bytes = Buffer.from(streamed)
		for (const size of [1, 4, 9, 13, 50, bytes.length]) {
			const chunks: Buffer[] = []
			for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
			expect(await run(chunks), `chunks of ${size} bytes`).toBe(want)
		}
	})

	test('keeps a priority already given', async () => {
		const given = page.replace('href="/assets/framework-b.js"', 'href="/assets/framework-b.js" fetchpriority="high"')
		expect(await run([Buffer.from(given)])).toContain('href="/assets/framework-b.js" fetchpriority="high" nonce="n0nce=="/></body>')
		expect(await run([Buffer.from(given)])).toContain('href="/assets/entry.client-a.js" nonce="n0nce==" fetchpriority="low"/>')
	})
})
