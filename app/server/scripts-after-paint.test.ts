import { Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { heldScriptType, startScriptsAfterPaint } from './scripts-after-paint.server.ts'

async function run(chunks: Buffer[], nonce = 'n0nce==') {
	const out: Buffer[] = []
	for await (const piece of Readable.from(chunks).pipe(startScriptsAfterPaint(nonce))) out.push(Buffer.from(piece))
	return Buffer.concat(out).toString('utf8')
}

function inChunks(text: string, size: number) {
	const bytes = Buffer.from(text)
	const chunks: Buffer[] = []
	for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
	return chunks
}

const routeModules = '<script nonce="n0nce==" type="module" async="">;\nimport * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");</script>'
const page =
	'<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>تصدير — الرئيسية</title></head><body>' +
	'<p>نص عربي: type="module" in text stays</p><script nonce="n0nce==">window.__reactRouterContext = {};</script>' +
	routeModules +
	'<!--$--><script nonce="n0nce==">window.__reactRouterContext.streamController.enqueue("[]");</script>' +
	'<script type="module" src="/later.js"></script></body></html>'

describe('startScriptsAfterPaint', () => {
	test('holds the route-module script and puts the nonced starter right after it; nothing else changes', async () => {
		const out = await run([Buffer.from(page)])
		const held = routeModules.replace('type="module"', `type="${heldScriptType}"`)
		expect(out).toContain(held)
		const [before, after] = out.split(held) as [string, string]
		expect(before).toBe(page.slice(0, page.indexOf(routeModules)))
		const starter = after.slice(0, after.indexOf('</script>') + '</script>'.length)
		expect(starter).toMatch(/^<script nonce="n0nce==">\(function\(\)\{.*first-contentful-paint.*\}\)\(\)<\/script>$/)
		// The starter's own text never ends its script early, and the rest is the page as it was.
		expect(after.slice(starter.length)).toBe(page.slice(page.indexOf(routeModules) + routeModules.length))
		// Only the first module script (React Router's) is held.
		expect(out).toContain('<script type="module" src="/later.js"></script>')
	})

	test('the same whatever the chunk boundaries, inside tags, inside `</script>` and inside multi-byte characters', async () => {
		const whole = await run([Buffer.from(page)])
		for (const size of [1, 2, 3, 5, 7, 9, 16, 61, 200]) expect(await run(inChunks(page, size)), `chunks of ${size} bytes`).toBe(whole)
	})

	test('the starter carries the answer’s nonce', async () => {
		expect(await run([Buffer.from(page)], 'other+nonce/=')).toContain('<script nonce="other+nonce/=">(function(){')
	})

	test('a document without a module script comes out unchanged, whole', async () => {
		const plain = '<html><body><p>غير مكتمل <script nonce="x">1</script><span>ok</span></body></html>'
		for (const size of [1, 4, 1000]) expect(await run(inChunks(plain, size))).toBe(plain)
		const unfinished = '<p>partial <script nonce="x" type="modu'
		expect(await run([Buffer.from(unfinished)])).toBe(unfinished)
	})
})
