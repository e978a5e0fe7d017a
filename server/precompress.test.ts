import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { precompressAssets, precompressedAssets } from './precompress.js'

let dir: string
let base: string
let close: () => void
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))}\n`

beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
	fs.writeFileSync(path.join(dir, 'app-abc.js'), script)
	fs.writeFileSync(path.join(dir, 'tiny-abc.js'), 'export {}\n')
	fs.writeFileSync(path.join(dir, 'font-abc.woff2'), Buffer.alloc(4096, 7))
	expect(await precompressAssets(dir)).toBe(1)
	const app = express()
	app.use('/assets', precompressedAssets(dir), express.static(dir))
	const server = app.listen(0)
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`
	close = () => server.close()
})
afterAll(() => {
	close()
	fs.rmSync(dir, { recursive: true, force: true })
})

async function get(file: string, acceptEncoding: string) {
	// Node's fetch would decode the body; a raw request keeps the bytes as sent.
	const { request } = await import('node:http')
	return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
		request(`${base}/${file}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
			const parts: Buffer[] = []
			res.on('data', (part: Buffer) => parts.push(part))
			res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }))
		})
			.on('error', reject)
			.end()
	})
}

describe('precompressed build assets', () => {
	test('only compressible files of 1 KB or more get .br and .gz, each smaller than the original', () => {
		const names = fs.readdirSync(dir).sort()
		expect(names).toEqual(['app-abc.js', 'app-abc.js.br', 'app-abc.js.gz', 'font-abc.woff2', 'tiny-abc.js'])
		expect(fs.statSync(path.join(dir, 'app-abc.js.br')).size).toBeLessThan(script.length / 5)
	})

	test('brotli is preferred whatever order the browser lists encodings in', async () => {
		const answer = await get('app-abc.js', 'gzip, deflate, br, zstd')
		expect(answer.headers['content-encoding']).toBe('br')
		expect(answer.headers['content-type']).toMatch(/^text\/javascript/)
		expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
		expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
	})

	test('gzip when brotli is not accepted; the plain file when nothing is', async () => {
		const gzipped = await get('app-abc.js', 'gzip, br;q=0')
		expect(gzipped.headers['content-encoding']).toBe('gzip')
		expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script)
		const plain = await get('app-abc.js', 'identity')
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.toString()).toBe(script)
	})

	test('files without a compressed twin pass on to the static server', async () => {
		const tiny = await get('tiny-abc.js', 'br')
		expect(tiny.headers['content-encoding']).toBeUndefined()
		expect(tiny.body.toString()).toBe('export {}\n')
		const missing = await get('nothing-here.js', 'br')
		expect(missing.body.toString()).not.toContain('export')
	})
})
