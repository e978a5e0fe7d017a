import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A proxy in front of the e2e server that sends each HTML page in two parts, a pause between them,
 * as a slow network delivers it (Chromium paints what it has parsed); everything else passes
 * through. `cut` gives the byte where a page's first part ends (-1: the page goes whole).
 */
export async function startSplittingProxy(upstream: string, options: { pauseMs: number; cut: (html: Buffer) => number }) {
	const errors: string[] = []
	/** What the proxy is still answering, with when it started: a page that never loads names them. */
	const inFlight = new Map<http.IncomingMessage, number>()
	// Once more after a failure: Node's fetch may send a request on a kept-alive connection the
	// server has just closed. A request that fails twice, or waits 15 s, is answered 502 and reported,
	// never left open (the page's load would wait for it until the journey's time ran out).
	const fetchUpstream = (request: http.IncomingMessage) => {
		const url = new URL(request.url!, upstream)
		const init = () => ({
			headers: { 'accept-encoding': 'identity', accept: request.headers.accept ?? '*/*', 'user-agent': request.headers['user-agent'] ?? '' },
			signal: AbortSignal.timeout(15_000),
		})
		return fetch(url, init()).catch(() => fetch(url, init()))
	}
	const server = http.createServer(async (request, response) => {
		inFlight.set(request, Date.now())
		try {
			const answer = await fetchUpstream(request)
			const body = Buffer.from(await answer.arrayBuffer())
			// The body is passed on decoded, whole or in two writes: its own framing, not the server's.
			const headers = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)))
			response.writeHead(answer.status, headers)
			const cut = answer.headers.get('content-type')?.startsWith('text/html') ? options.cut(body) : -1
			if (cut < 0) return response.end(body)
			response.write(body.subarray(0, cut))
			await new Promise((resolve) => setTimeout(resolve, options.pauseMs))
			response.end(body.subarray(cut))
		} catch (error) {
			errors.push(`${request.method} ${request.url}: ${String(error)}`)
			if (!response.headersSent) response.writeHead(502)
			response.end()
		} finally {
			inFlight.delete(request)
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return {
		origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		errors,
		inFlight: () => [...inFlight].map(([request, since]) => `${request.method} ${request.url} (${Date.now() - since} ms)`),
		// The browser's kept-alive connections would hold close() open.
		close: () => new Promise((resolve) => (server.close(resolve), server.closeAllConnections())),
	}
}
