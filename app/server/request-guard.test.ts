import http from 'node:http'
import net from 'node:net'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { type GuardOptions, guardServer, isValidHost, serverOptions } from './request-guard.server.ts'

/**
 * The guard on a real Node HTTP server on 127.0.0.1, driven by raw sockets: slow bodies, caps,
 * Host headers. The app behind it counts the requests it was handed and echoes the body length.
 */
interface Running {
	port: number
	seen: { method: string; url: string }[]
	close: () => Promise<void>
}

const running: Running[] = []
afterEach(async () => {
	for (const server of running.splice(0)) await server.close()
})

async function start(overrides: Partial<GuardOptions> = {}): Promise<Running> {
	const options: GuardOptions = {
		requestTimeoutMs: 1_500,
		headersTimeoutMs: 1_500,
		keepAliveTimeoutMs: 1_000,
		maxConnections: 1_000,
		maxConnectionsPerAddress: 100,
		bufferedBodyBytes: 64 * 1024,
		trustProxy: false,
		...overrides,
	}
	const seen: Running['seen'] = []
	const server = http.createServer(serverOptions(options))
	const app: http.RequestListener = (req, res) => {
		seen.push({ method: req.method!, url: req.url! })
		// What Express and the router do first: a URL from the Host header.
		new URL(req.url!, `http://${req.headers.host ?? 'localhost'}`)
		let size = 0
		req.on('data', (chunk: Buffer) => (size += chunk.length))
		req.on('end', () => res.end(`received ${size}`))
	}
	server.on('request', guardServer(server, options)(app))
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const sockets = new Set<net.Socket>()
	server.on('connection', (socket) => {
		sockets.add(socket)
		socket.on('close', () => sockets.delete(socket))
	})
	const result: Running = {
		port: (server.address() as net.AddressInfo).port,
		seen,
		close: () =>
			new Promise<void>((resolve) => {
				for (const socket of sockets) socket.destroy()
				server.close(() => resolve())
			}),
	}
	running.push(result)
	return result
}

/** A raw connection; `answer` resolves with everything the server sent once it closes. */
function connect(port: number, localAddress = '127.0.0.1') {
	const socket = net.connect({ host: '127.0.0.1', port, localAddress })
	let received = ''
	socket.on('data', (chunk) => (received += chunk.toString('latin1')))
	socket.on('error', () => {})
	const opened = Date.now()
	const closed = new Promise<{ text: string; afterMs: number }>((resolve) => socket.on('close', () => resolve({ text: received, afterMs: Date.now() - opened })))
	const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
	return { socket, closed, connected, received: () => received }
}

const slowPost = (port: number, length = 5000) =>
	`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`

function get(port: number, path = '/', localAddress = '127.1.0.1', host?: string): Promise<{ status: number; body: string; ms: number }> {
	const started = Date.now()
	return new Promise((resolve, reject) => {
		const request = http.get({ host: '127.0.0.1', port, path, localAddress, agent: false, headers: host === undefined ? {} : { host } }, (response) => {
			let body = ''
			response.on('data', (chunk) => (body += chunk))
			response.on('end', () => resolve({ status: response.statusCode!, body, ms: Date.now() - started }))
		})
		request.on('error', reject)
	})
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('slow request bodies', () => {
	it('a body that does not arrive within the request timeout gets 408 and its connection is closed; the app never sees it', async () => {
		const server = await start({ requestTimeoutMs: 1_500 })
		const client = connect(server.port)
		await client.connected
		client.socket.write(slowPost(server.port))
		const drip = setInterval(() => client.socket.write('a'), 200)
		const { text, afterMs } = await client.closed
		clearInterval(drip)
		expect(text).toMatch(/^HTTP\/1\.1 408/)
		expect(afterMs).toBeLessThan(1_500 + 1_500)
		expect(server.seen).toEqual([])
	})

	it('hundreds of bodies trickling in hold no request in the app; a visitor is answered at once', async () => {
		const server = await start({ requestTimeoutMs: 10_000 })
		const attackers = Array.from({ length: 300 }, (_, i) => connect(server.port, `127.0.${1 + (i % 30)}.1`))
		await Promise.all(attackers.map((a) => a.connected))
		for (const attacker of attackers) attacker.socket.write(slowPost(server.port) + 'name=')
		await sleep(200)
		const visits = []
		for (let i = 0; i < 5; i++) visits.push(await get(server.port, `/page-${i}`))
		expect(visits.map((v) => v.status)).toEqual([200, 200, 200, 200, 200])
		expect(Math.max(...visits.map((v) => v.ms))).toBeLessThan(500)
		expect(server.seen.filter((r) => r.method === 'POST')).toEqual([])
		for (const attacker of attackers) attacker.socket.destroy()
	})

	it('a body sent in pieces within the timeout reaches the app whole: declared length, chunked, and larger than the buffer', async () => {
		const server = await start({ requestTimeoutMs: 5_000, bufferedBodyBytes: 1024 })
		const pieces = async (head: string, parts: string[]) => {
			const client = connect(server.port)
			await client.connected
			client.socket.write(head)
			for (const part of parts) {
				await sleep(100)
				client.socket.write(part)
			}
			await sleep(200)
			client.socket.end()
			return (await client.closed).text
		}
		const form = ['name=a&', 'email=b%40c.d&', 'message=hello!!']
		const declared = await pieces(slowPost(server.port, form.join('').length).replace('Content-Type', 'Connection: close\r\nContent-Type'), form)
		expect(declared).toMatch(/^HTTP\/1\.1 200[\s\S]*received 36$/)
		const chunked = await pieces(`POST /x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n`, ['5\r\nhello\r\n', '6\r\n world\r\n', '0\r\n\r\n'])
		expect(chunked).toMatch(/^HTTP\/1\.1 200[\s\S]*received 11$/)
		const big = 'x'.repeat(5000)
		const large = await pieces(`POST /upload HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: 5000\r\n\r\n`, [big.slice(0, 2500), big.slice(2500)])
		expect(large).toMatch(/^HTTP\/1\.1 200[\s\S]*received 5000$/)
	})
})

describe('connection caps', () => {
	it('one address gets at most its share of connections; other addresses still connect', async () => {
		const server = await start({ maxConnectionsPerAddress: 5 })
		const own = Array.from({ length: 8 }, () => connect(server.port, '127.0.9.1'))
		await Promise.all(own.map((c) => c.connected))
		await sleep(300)
		const closed = own.filter((c) => c.socket.destroyed || c.socket.readyState !== 'open')
		expect(closed.length).toBe(3)
		expect((await get(server.port, '/', '127.0.9.2')).status).toBe(200)
		for (const c of own) c.socket.destroy()
		await sleep(100)
		// Freed slots are usable again.
		expect((await get(server.port, '/', '127.0.9.1')).status).toBe(200)
	})

	it('behind a trusted proxy, one forwarded client holds at most its share of bodies still arriving', async () => {
		const server = await start({ trustProxy: true, maxConnectionsPerAddress: 3 })
		const held = Array.from({ length: 5 }, () => connect(server.port))
		await Promise.all(held.map((c) => c.connected))
		for (const c of held) c.socket.write(slowPost(server.port).replace('Content-Type', 'X-Forwarded-For: 203.0.113.9, 10.0.0.1\r\nContent-Type'))
		await sleep(300)
		const refused = held.filter((c) => /^HTTP\/1\.1 429/.test(c.received()))
		expect(refused.length).toBe(2)
		// Another visitor behind the same proxy is not affected.
		const other = connect(server.port)
		await other.connected
		other.socket.write(`POST /contact HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 198.51.100.4\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok`)
		expect((await other.closed).text).toMatch(/^HTTP\/1\.1 200/)
		for (const c of held) c.socket.destroy()
	})

	it('beyond the connections in all, new ones are closed', async () => {
		const server = await start({ maxConnections: 10 })
		const clients = Array.from({ length: 14 }, (_, i) => connect(server.port, `127.0.8.${i + 1}`))
		await Promise.all(clients.map((c) => c.connected))
		await sleep(300)
		expect(clients.filter((c) => c.socket.destroyed || c.socket.readyState !== 'open').length).toBe(4)
		for (const c of clients) c.socket.destroy()
	})
})

describe('Host header', () => {
	it('a Host no URL can be built from is a 400, never handed to the app', async () => {
		const server = await start()
		for (const host of ['a b', 'exa mple.com', 'foo/bar', 'a@b', '[::1', 'x:port', '..', 'a..b']) {
			expect((await get(server.port, '/', '127.1.0.1', host)).status, host).toBe(400)
		}
		for (const host of ['example.com', 'www.example.com:8080', '127.0.0.1:3000', '[::1]:3000', 'localhost', 'EXAMPLE.COM.']) {
			expect((await get(server.port, '/', '127.1.0.1', host)).status, host).toBe(200)
		}
		expect(server.seen.length).toBe(6)
	})

	it('whatever the Host, the guard refuses it or a URL can be built from it', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (host) => {
				if (!isValidHost(host)) return
				expect(() => new URL(`http://${host}/`)).not.toThrow()
			}),
			{ numRuns: 2_000 },
		)
	})
})
