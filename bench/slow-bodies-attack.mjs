/**
 * The attacking side of bench/slow-bodies.ts, in a process of its own so that its work (thousands
 * of sockets) does not delay the visitor it measures. Arguments: port, connections, addresses,
 * milliseconds between bytes, duration in milliseconds, reconnect (true/false). Prints one JSON
 * line of counts every second and a last one when done; stops by itself after the duration.
 */
import net from 'node:net'
import process from 'node:process'

const [port, connections, addresses, byteEveryMs, durationMs] = process.argv.slice(2, 7).map(Number)
const reconnect = process.argv[7] !== 'false'
const until = Date.now() + durationMs
const stats = { opened: 0, open: 0, closedByServer: 0, answers: {}, lifetimesMs: [] }
const sockets = new Set()
const timers = new Set()

/** Attack addresses 127.0.x.y (Linux routes all of 127/8 to lo); the visitor uses 127.1.0.1. */
const attackAddress = (i) => {
	const k = (i % addresses) + 1
	return `127.0.${(k >> 8) & 255}.${k & 255}`
}

function open(i) {
	if (Date.now() >= until) return
	const socket = net.connect({ host: '127.0.0.1', port, localAddress: attackAddress(i) })
	const openedAt = Date.now()
	let sent = 0
	let ended = false
	stats.opened++
	stats.open++
	sockets.add(socket)
	socket.setNoDelay(true)
	socket.on('connect', () => {
		socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n`)
		const drip = setInterval(() => {
			if (sent < 5000 && !socket.destroyed) {
				socket.write('a')
				sent++
			}
		}, byteEveryMs)
		timers.add(drip)
		socket.once('close', () => {
			clearInterval(drip)
			timers.delete(drip)
		})
	})
	socket.on('data', (chunk) => {
		const status = /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]
		if (status) stats.answers[status] = (stats.answers[status] ?? 0) + 1
	})
	socket.on('error', () => {})
	socket.on('close', () => {
		if (ended) return
		ended = true
		stats.open--
		sockets.delete(socket)
		if (Date.now() >= until) return
		stats.closedByServer++
		stats.lifetimesMs.push(Date.now() - openedAt)
		if (!reconnect) return
		const again = setTimeout(() => {
			timers.delete(again)
			open(i)
		}, 2000)
		timers.add(again)
	})
}

// Opened over about two seconds, as a botnet ramps up.
for (let i = 0; i < connections; i++) {
	const start = setTimeout(() => {
		timers.delete(start)
		open(i)
	}, (i / connections) * 2000)
	timers.add(start)
}
const report = (done) => process.stdout.write(`${JSON.stringify({ ...stats, done })}\n`)
const ticker = setInterval(() => report(false), 1000)
setTimeout(() => {
	clearInterval(ticker)
	for (const timer of timers) clearInterval(timer)
	for (const socket of sockets) socket.destroy()
	report(true)
	process.exit(0)
}, durationMs)
