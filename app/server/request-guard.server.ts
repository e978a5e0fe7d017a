import type http from 'node:http'
import type net from 'node:net'
import type { AppConfig } from './config.server.ts'
import { maxFormBytes } from './forms.server.ts'

/**
 * What stands between the network and the app (decision 0026): Node's own timeouts, a cap on
 * connections per client address and in all, a Host header check, and request bodies received
 * before the app sees the request. A client that sends a body one byte at a time costs a socket
 * and a few kilobytes of buffer, never a request in progress in the app (which used to hold the
 * app's per-request state and CPU for each of thousands of them).
 */
export interface GuardOptions {
	/** The whole request (headers and body) must have arrived within this long (408 otherwise). */
	requestTimeoutMs: number
	/** The headers must have arrived within this long (Node answers 408). */
	headersTimeoutMs: number
	/** An idle keep-alive connection is closed after this long. */
	keepAliveTimeoutMs: number
	/** Open connections in all; beyond it, new connections are closed at once. */
	maxConnections: number
	/**
	 * Open connections per client address; beyond it, new ones are closed at once. Counted by socket
	 * address, so not when the server is behind a trusted proxy (every socket would be the proxy's):
	 * then bodies waiting to arrive are counted per forwarded client address instead.
	 */
	maxConnectionsPerAddress: number
	/** Bodies up to this size are received in full before the app sees the request. */
	bufferedBodyBytes: number
	trustProxy: boolean
	/** Called at most once per `reportEveryMs` with what was refused since the last call. */
	report?: (refused: Record<string, number>) => void
	reportEveryMs?: number
}

/** The guard as the configuration sets it (REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS…). */
export function guardOptionsFrom(config: AppConfig, report?: GuardOptions['report']): GuardOptions {
	return {
		requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
		headersTimeoutMs: 10_000,
		keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
		maxConnections: config.MAX_CONNECTIONS,
		maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
		// Every public form and analytics batch fits (forms.server.ts' maxFormBytes); larger bodies
		// (staff uploads) go to the app as they arrive, still within the request timeout.
		bufferedBodyBytes: maxFormBytes,
		trustProxy: config.TRUST_PROXY,
		report,
	}
}

/** Options for `http.createServer`: the timeouts, and buffers large enough to hold a buffered body. */
export function serverOptions(options: GuardOptions): http.ServerOptions {
	return {
		requestTimeout: options.requestTimeoutMs,
		headersTimeout: Math.min(options.headersTimeoutMs, options.requestTimeoutMs),
		keepAliveTimeout: options.keepAliveTimeoutMs,
		// Node checks the two timeouts above on this interval (30 s by default, which let a slow request live a minute).
		connectionsCheckingInterval: Math.min(1_000, options.requestTimeoutMs),
		// A request's body is buffered by its stream up to this many bytes before the socket is paused.
		highWaterMark: options.bufferedBodyBytes,
	}
}

/**
 * Where and how the server listens. The queue of connections the kernel has accepted for the
 * process is `LISTEN_BACKLOG` (4,096; the kernel caps it at net.core.somaxconn) deep instead of
 * Node's 511: one address reconnecting about 1,500 times a second overflowed 511 whenever the server
 * was busy a moment, and the kernel then dropped new connections' SYNs, a visitor's among them, who
 * waited for the 1 s (then 3 s) retransmission. A deeper queue rides out such bursts; the caps
 * close the attacker's connections once accepted.
 */
export function listenOptions(config: Pick<AppConfig, 'PORT' | 'HOST' | 'LISTEN_BACKLOG'>): net.ListenOptions {
	return { port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG }
}

/** A Host header as RFC 9110 allows it: a host name, IPv4 or [IPv6] literal, and an optional port. */
const validHost = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

export function isValidHost(value: string | undefined): boolean {
	return value !== undefined && value.length <= 255 && validHost.test(value)
}

/** The client's address: the socket's, or with a trusted proxy the left-most X-Forwarded-For entry (as Express reads it). */
export function clientAddress(req: http.IncomingMessage, trustProxy: boolean): string {
	if (trustProxy) {
		const forwarded = req.headers['x-forwarded-for']
		const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
		if (first) return first
	}
	return req.socket.remoteAddress ?? ''
}

function hasBody(req: http.IncomingMessage) {
	return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
}

/**
 * Installs the connection caps on `server` and answers the request wrapper to put in front of the
 * app: `guard(app)` is the server's request listener.
 */
export function guardServer(server: http.Server, options: GuardOptions) {
	const perAddress = new Map<string, number>()
	const waitingPerClient = new Map<string, number>()
	const refused: Record<string, number> = {}
	let lastReport = 0
	const refuse = (reason: string) => {
		refused[reason] = (refused[reason] ?? 0) + 1
		const now = Date.now()
		if (options.report && now - lastReport >= (options.reportEveryMs ?? 10_000)) {
			lastReport = now
			options.report({ ...refused })
			for (const key of Object.keys(refused)) delete refused[key]
		}
	}
	const count = (map: Map<string, number>, key: string, delta: number) => {
		const next = (map.get(key) ?? 0) + delta
		if (next > 0) map.set(key, next)
		else map.delete(key)
		return next
	}

	server.maxConnections = options.maxConnections
	server.on('drop', () => refuse('connections in all'))
	if (!options.trustProxy) {
		server.on('connection', (socket: net.Socket) => {
			const address = socket.remoteAddress ?? ''
			if (count(perAddress, address, 1) > options.maxConnectionsPerAddress) {
				count(perAddress, address, -1)
				refuse('connections per address')
				socket.destroy()
				return
			}
			socket.once('close', () => count(perAddress, address, -1))
		})
	}

	return (app: http.RequestListener): http.RequestListener =>
		(req, res) => {
			// Express and the router build the request's URL from the Host header: one they cannot parse
			// is the client's mistake (400), not a server error with a stack trace. HTTP/1.1 without a
			// Host is refused by Node itself; HTTP/1.0 may omit it.
			if (req.headers.host !== undefined && !isValidHost(req.headers.host)) {
				res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
				res.end('Bad Request: invalid Host header\n')
				return
			}
			const declared = Number(req.headers['content-length'] ?? 0)
			if (!hasBody(req) || declared > options.bufferedBodyBytes) return app(req, res)
			// Behind a proxy, one client may hold only a few slots of bodies still arriving.
			const client = options.trustProxy ? clientAddress(req, true) : ''
			if (options.trustProxy && count(waitingPerClient, client, 1) > options.maxConnectionsPerAddress) {
				count(waitingPerClient, client, -1)
				refuse('slow bodies per address')
				res.writeHead(429, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '10', connection: 'close' })
				res.end('Too Many Requests\n')
				return
			}
			let released = false
			const release = () => {
				if (released) return
				released = true
				if (options.trustProxy) count(waitingPerClient, client, -1)
				req.off('readable', check)
				req.off('close', release)
			}
			// The body stays in the request's own buffer (nothing is read from it): once the whole of
			// it has arrived, or more than fits, the app gets the request as if nothing had happened.
			const check = () => {
				if (released) return
				if (req.complete || req.readableLength >= options.bufferedBodyBytes || req.readableEnded) {
					release()
					app(req, res)
				}
			}
			req.on('readable', check)
			// A client that leaves (or is timed out by Node) before its body arrived is forgotten.
			req.once('close', release)
			check()
		}
}
