import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { dropScriptPreloads } from './script-preloads.server.ts'

async function run(chunks: Buffer[]) {
	const out: Buffer[] = []
	for await (const piece of Readable.from(chunks).pipe(dropScriptPreloads())) out.push(Buffer.from(piece))
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

describe('dropScriptPreloads', () => {
	test('removes the script preloads of the head and keeps everything else byte for byte', async () => {
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

	test('a document without a head end comes out unchanged', async () => {
		const fragment = '<p>partial <link rel="modulepreload" href="/x.js"/>'
		expect(await run([Buffer.from(fragment)])).toBe(fragment)
	})
})
