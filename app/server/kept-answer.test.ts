import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CachedPage, PageCache, splitAtNonce } from '#app/lib/page-cache.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { logActivity } from './activity.server.ts'
import { currentContentVersion, forgetContentVersion } from './content-version.server.ts'
import { db } from './db/db.server.ts'
import { deflatePage } from './gzip-splice.server.ts'
import { answerKeptPage, noteEncodingChoice, noteKeptHeaders } from './kept-answer.server.ts'

const renderedNonce = 'R3nd3r3dN0nc3R3nd3r3dA=='
const body = (nonce: string) => `<!DOCTYPE html><html lang="en"><head><script nonce="${nonce}">1</script></head><body>${'<p>rice</p>'.repeat(400)}<script nonce="${nonce}" type="module"></script></body></html>`
/** The headers the pipeline gave the first answer of the kept copy (as `res.getHeaders()` has them). */
const firstAnswerHeaders = {
	'content-security-policy': `default-src 'self'; script-src 'nonce-${renderedNonce}' 'strict-dynamic'`,
	'x-content-type-options': 'nosniff',
	'content-type': 'text/html; charset=utf-8',
	'cache-control': 'public, max-age=0, s-maxage=60',
	vary: 'Accept-Encoding',
	'x-page-cache': 'hit',
	'content-length': '999',
	'content-encoding': 'gzip',
}

interface Answer {
	status: number
	headers: http.IncomingHttpHeaders
	text: string
	nonce: string
}

describe.each(testDialects)('a kept page answered before Express, on %s', (dialect) => {
	withTestDatabase(dialect)

	const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1 << 24, maxEntries: 10 })
	let server: http.Server
	let origin = ''
	/** Which requests the fast lane left to Express (here: a 404 that says so). */
	let leftToExpress = 0

	beforeAll(async () => {
		server = http.createServer((req, res) => {
			if (answerKeptPage(req, res, (key, version) => cache.get(key, version))) return
			leftToExpress++
			res.writeHead(404).end('express')
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
	beforeEach(() => {
		leftToExpress = 0
		cache.clear()
	})

	/**
	 * A GET as a browser sends it. The version read is refreshed first: the fast lane uses one read
	 * within its 100 ms reuse window, which a deflate in between could outlast on a busy machine.
	 */
	const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
		await currentContentVersion()
		return send(path, headers, method)
	}
	const send = (path: string, headers: Record<string, string>, method: string) =>
		new Promise<Answer>((resolve, reject) => {
			const request = http.request(origin + path, { method, headers }, (response) => {
				const parts: Buffer[] = []
				response.on('data', (part: Buffer) => parts.push(part))
				response.on('end', () => {
					const raw = Buffer.concat(parts)
					expect(raw.length, 'content-length').toBe(Number(response.headers['content-length'] ?? raw.length))
					const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
					const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? ''
					resolve({ status: response.statusCode ?? 0, headers: response.headers, text, nonce })
				})
			})
			request.on('error', reject).end()
		})

	/** A page kept at the current content version, as stage 3 keeps it. */
	async function keep(url: string, { noted = true, deflated = false } = {}): Promise<CachedPage> {
		const version = (await currentContentVersion())!
		const parts = splitAtNonce(body(renderedNonce), renderedNonce)
		const page = cache.set(`n ${url}`, { parts, nonce: renderedNonce, headers: {}, version })!
		if (deflated) page.deflated = (await deflatePage(parts, Buffer.byteLength(renderedNonce)))!
		if (noted) noteKeptHeaders(page, firstAnswerHeaders, renderedNonce)
		return page
	}

	it('answers with the headers the pipeline gave the copy, a fresh nonce in the policy and the page, each time', async () => {
		await keep('/en/search?q=rice')
		const answers = [await get('/en/search?q=rice'), await get('/en/search?q=rice')]
		expect(leftToExpress).toBe(0)
		for (const answer of answers) {
			expect(answer.status).toBe(200)
			expect(answer.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
			expect(answer.nonce).not.toBe(renderedNonce)
			expect(answer.text).toBe(body(answer.nonce))
			expect(answer.headers['content-security-policy']).toBe(firstAnswerHeaders['content-security-policy'].replace(renderedNonce, answer.nonce))
			for (const name of ['x-content-type-options', 'content-type', 'cache-control', 'vary', 'x-page-cache'] as const) expect(answer.headers[name], name).toBe(firstAnswerHeaders[name])
			// The first answer's length and encoding are not replayed.
			expect(answer.headers['content-encoding']).toBeUndefined()
			expect(answer.headers.date).toBeDefined()
		}
		expect(answers[0]!.nonce).not.toBe(answers[1]!.nonce)
	})

	it('gives a browser the gzip form, once Express negotiated its Accept-Encoding', async () => {
		await keep('/en', { deflated: true })
		// A value of its own for each database's run: the negotiated choices are kept per process.
		const browser = { 'accept-encoding': `gzip, deflate, br, zstd, x-${dialect}` }
		expect((await get('/en', browser)).status).toBe(404)
		noteEncodingChoice(browser['accept-encoding'], true)
		const answer = await get('/en', browser)
		expect(answer.status).toBe(200)
		expect(answer.headers['content-encoding']).toBe('gzip')
		expect(answer.text).toBe(body(answer.nonce))
		expect(leftToExpress).toBe(1)
	})

	it('leaves to Express what needs it: a copy not yet answered there, an encoding to make per answer, a gzip form not made, other methods, other visitors', async () => {
		await keep('/en/about', { noted: false })
		expect((await get('/en/about')).status).toBe(404)
		await keep('/en/products', { deflated: false })
		noteEncodingChoice('br', false)
		noteEncodingChoice('gzip', true)
		expect((await get('/en/products', { 'accept-encoding': 'br' })).status).toBe(404)
		expect((await get('/en/products', { 'accept-encoding': 'gzip' })).status).toBe(404)
		expect((await get('/en/products', {}, 'HEAD')).status).toBe(404)
		// A consenting visitor's page is another copy; staff never get one.
		expect((await get('/en/products', { cookie: 'consent=granted' })).status).toBe(404)
		expect((await get('/en/products', { cookie: 'tasdeer.session_token=abc' })).status).toBe(404)
		expect(leftToExpress).toBe(6)
		expect((await get('/en/products')).status).toBe(200)
	})

	it('leaves to Express once a staff write moved the content version: the kept copy is older than the data', async () => {
		await keep('/en/blog')
		expect((await get('/en/blog')).status).toBe(200)
		await db()
			.transaction()
			.execute((trx) => logActivity(trx, { action: 'update', entityType: 'settings', entityId: 'site', actor: { id: 'staff', email: 'staff@example.com' } }))
		// This instance forgets the version on its own staff writes (another's shows after the reuse
		// window): until it is read again, Express reads it; once read, the copy is older.
		forgetContentVersion()
		expect((await send('/en/blog', {}, 'GET')).status).toBe(404)
		expect((await get('/en/blog')).status).toBe(404)
		expect(leftToExpress).toBe(2)
	})
})
