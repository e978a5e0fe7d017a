import { gzipSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { splitAtNonce } from '#app/lib/page-cache.ts'
import { deflatePage, gzipJoined } from './gzip-splice.server.ts'

const kept = 'A1b2C3d4E5f6G7h8I9j0KA'
const page = (nonce: string) =>
	`<!DOCTYPE html><html lang="ar" dir="rtl"><head><script nonce="${nonce}">window.x=1</script></head><body>${Array.from({ length: 1500 }, (_, i) => `<p>أرز ${i} وتوابل ${(i * 7919) % 1009}</p>`).join('')}<script nonce="${nonce}" type="module">import('/a.js')</script>${'<li>rice, spices, dates</li>'.repeat(50)}<script nonce="${nonce}"></script></body></html>`
const splice = async (body: string, nonce: string, glue: string) => {
	const parts = splitAtNonce(body, nonce)
	const deflated = await deflatePage(parts, Buffer.byteLength(glue))
	return Buffer.concat(gzipJoined(parts, deflated!, Buffer.from(glue))!)
}

describe('gzipJoined', () => {
	it('gives a gzip body that decodes to the page with the new nonce', async () => {
		for (const nonce of ['Zz9Yy8Xx7Ww6Vv5Uu4Tt3S', kept]) expect(gunzipSync(await splice(page(kept), kept, nonce)).toString('utf8')).toBe(page(nonce))
	})

	it('compresses about as well as gzipping the whole page', async () => {
		const spliced = await splice(page(kept), kept, 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3S')
		const whole = gzipSync(page('Zz9Yy8Xx7Ww6Vv5Uu4Tt3S'), { level: 9 })
		expect(spliced.length).toBeLessThan(whole.length * 1.1)
	})

	it('handles a page without a nonce, and a nonce at either end', async () => {
		for (const body of ['no nonce here', 'NONCE at the start', 'at the end NONCE', 'NONCE', 'NONCENONCE']) {
			expect(gunzipSync(await splice(body, 'NONCE', 'xyzzy')).toString()).toBe(body.split('NONCE').join('xyzzy'))
		}
	})

	it('keeps the segments in one buffer of their exact size (zlib answers views into 16 KB ones)', async () => {
		const parts = splitAtNonce(page(kept), kept)
		const { segments } = (await deflatePage(parts, kept.length))!
		const total = segments.reduce((sum, segment) => sum + segment.length, 0)
		for (const segment of segments) expect(segment.buffer.byteLength).toBe(total)
	})

	it('refuses a nonce of another length, and a page holding a NUL byte', async () => {
		const parts = splitAtNonce('a NONCE b', 'NONCE')
		const deflated = (await deflatePage(parts, 5))!
		expect(gzipJoined(parts, deflated, Buffer.from('abcdef'))).toBeNull()
		expect(await deflatePage(splitAtNonce('a\0 NONCE b', 'NONCE'), 5)).toBeNull()
	})

	it('checks the whole body: a wrong trailer is refused by the decoder', async () => {
		const out = await splice('a NONCE b', 'NONCE', 'nnnnn')
		out[out.length - 8] = out[out.length - 8]! ^ 0xff
		expect(() => gunzipSync(out)).toThrow()
	})
})
