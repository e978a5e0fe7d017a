/**
 * Slow request bodies (a "slowloris" on POST): many connections each announce a contact form of
 * `Content-Length: 5000` and then send one byte every 10 seconds, while a visitor from another
 * address loads normal pages. Measures how fast the visitor is answered, how many attack
 * connections the server holds, and the server's resident memory, before and during the attack.
 * PASS when every visitor request is answered, the slowest in under a second, and memory grows by
 * less than 100 MB.
 *
 *   npm run bench:slow-bodies                               # 3,000 connections from 100 addresses, 60 s
 *   npm run bench:slow-bodies -- --connections 3000 --addresses 1 --duration 60
 *
 * Everything stays on this machine: the server listens on 127.0.0.1 (BENCH_PORTS' first port) on
 * a fresh SQLite data directory, the attack comes from loopback addresses 127.0.x.y (Linux routes
 * all of 127/8 to lo), the visitor from 127.1.0.1. The attack stops by itself after `--duration`
 * seconds and every socket is closed; a closed attack connection is reopened after 2 s, as an
 * attacker would (`--reconnect false` keeps the first wave only). The attack runs in a process of
 * its own (bench/slow-bodies-attack.mjs), so its thousands of sockets do not delay the visitor.
 */
import fs from 'node:fs'
import http from 'node:http'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ensureBuild, machineLine, onCleanup, percentile, ports, runBench, startServer } from './lib.ts'

const { values: args } = parseArgs({
	options: {
		connections: { type: 'string', default: '3000' },
		addresses: { type: 'string', default: '100' },
		duration: { type: 'string', default: '60' },
		'byte-every': { type: 'string', default: '10' },
		reconnect: { type: 'string', default: 'true' },
	},
})
const connections = Number(args.connections)
const addresses = Math.max(1, Number(args.addresses))
const durationMs = Number(args.duration) * 1000
const byteEveryMs = Number(args['byte-every']) * 1000
const reconnect = args.reconnect !== 'false'
if (!(connections > 0) || !(durationMs > 0) || !(byteEveryMs > 0)) throw new Error('--connections, --duration and --byte-every must be positive')

const visitorAddress = '127.1.0.1'

function rssMb(pid: number): number {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** One visitor request on a fresh connection from the visitor's address: status and milliseconds. */
function visit(port: number, pathname: string, timeoutMs = 15_000): Promise<{ status: number; ms: number }> {
	const started = performance.now()
	return new Promise((resolve) => {
		const request = http.get({ host: '127.0.0.1', port, path: pathname, localAddress: visitorAddress, agent: false, timeout: timeoutMs }, (response) => {
			response.resume()
			response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
			response.on('error', () => resolve({ status: -1, ms: performance.now() - started }))
		})
		request.on('timeout', () => request.destroy(new Error('timeout')))
		request.on('error', () => resolve({ status: -1, ms: performance.now() - started }))
	})
}

interface AttackStats {
	opened: number
	open: number
	/** Closed or reset by the server (answered 408/429, refused, or timed out). */
	closedByServer: number
	answers: Record<string, number>
	lifetimesMs: number[]
	done: boolean
}

/** The attack in a process of its own (bench/slow-bodies-attack.mjs); `latest()` is its newest count. */
function attack(port: number) {
	const child = spawn(process.execPath, [fileURLToPath(new URL('./slow-bodies-attack.mjs', import.meta.url)), String(port), String(connections), String(addresses), String(byteEveryMs), String(durationMs), String(reconnect)], {
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	onCleanup(() => void child.kill('SIGKILL'))
	let latest: AttackStats = { opened: 0, open: 0, closedByServer: 0, answers: {}, lifetimesMs: [], done: false }
	let buffered = ''
	child.stdout!.on('data', (chunk: Buffer) => {
		buffered += chunk.toString()
		const lines = buffered.split('\n')
		buffered = lines.pop()!
		for (const line of lines) if (line.trim()) latest = JSON.parse(line) as AttackStats
	})
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	return { latest: () => latest, exited }
}

function describe(samples: { status: number; ms: number }[]) {
	const ms = samples.map((s) => s.ms).sort((a, b) => a - b)
	const failed = samples.filter((s) => s.status !== 200).length
	return {
		line: `${samples.length} requests, ${failed} failed; p50 ${percentile(ms, 50).toFixed(0)} ms, p95 ${percentile(ms, 95).toFixed(0)} ms, max ${(ms.at(-1) ?? 0).toFixed(0)} ms`,
		failed,
		max: ms.at(-1) ?? 0,
	}
}

runBench(async () => {
	ensureBuild()
	console.log(`Slow request bodies — ${machineLine()}`)
	console.log(
		`  attack: ${connections} connections from ${addresses} address(es), POST /contact Content-Length 5000, one byte every ${byteEveryMs / 1000} s, for ${durationMs / 1000} s${reconnect ? ', reopened 2 s after the server closes them' : ''}`,
	)
	const server = await startServer({ port: ports[0]!, name: 'slow-bodies', env: { SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'error' } })
	const pid = server.process.pid!
	const pages = ['/en', '/en/contact', '/en/search?q=rice']
	// Warm up: JIT, page cache, the database.
	for (let i = 0; i < 20; i++) for (const page of pages) await visit(server.port, page)
	const before: { status: number; ms: number }[] = []
	for (let i = 0; i < 30; i++) before.push(await visit(server.port, pages[i % pages.length]!))
	const rssBefore = rssMb(pid)
	console.log(`  before the attack: visitor ${describe(before).line}; server RSS ${rssBefore.toFixed(0)} MB`)

	const until = Date.now() + durationMs
	const attacker = attack(server.port)
	const during: { status: number; ms: number }[] = []
	let rssMax = rssBefore
	let openMax = 0
	let lastReport = Date.now()
	// The visitor starts once the attack is fully open, and asks every 250 ms.
	await new Promise((r) => setTimeout(r, 3000))
	while (Date.now() < until) {
		const ticker = new Promise((r) => setTimeout(r, 250))
		const path = `${pages[during.length % pages.length]!}${during.length % pages.length === 2 ? during.length : ''}`
		during.push(await visit(server.port, path))
		rssMax = Math.max(rssMax, rssMb(pid))
		openMax = Math.max(openMax, attacker.latest().open)
		if (Date.now() - lastReport > 10_000) {
			lastReport = Date.now()
			console.log(`    ${Math.round((durationMs - (until - Date.now())) / 1000)} s: ${attacker.latest().open} attack connections open, RSS ${rssMb(pid).toFixed(0)} MB, visitor ${describe(during.slice(-40)).line}`)
		}
		await ticker
	}
	await attacker.exited
	const stats = attacker.latest()
	const result = describe(during)
	const lifetimes = stats.lifetimesMs.sort((a, b) => a - b)
	const answers = Object.entries(stats.answers).map(([status, n]) => `${n} × ${status}`).join(', ') || 'none'
	console.log(`  during the attack: visitor ${result.line}`)
	console.log(
		`  attack connections: ${stats.opened} opened, at most ${openMax} open at once; ${stats.closedByServer} closed by the server (answers: ${answers}; lifetime p50 ${percentile(lifetimes, 50).toFixed(0)} ms, max ${(lifetimes.at(-1) ?? 0).toFixed(0)} ms)`,
	)
	const growth = rssMax - rssBefore
	console.log(`  server RSS: ${rssBefore.toFixed(0)} MB before, at most ${rssMax.toFixed(0)} MB during (+${growth.toFixed(0)} MB)`)
	const pass = result.failed === 0 && result.max < 1000 && growth < 100
	console.log(`${pass ? 'PASS' : 'FAIL'}: the slowest visitor request took ${result.max.toFixed(0)} ms (bar 1,000 ms), ${result.failed} failed (bar 0), memory +${growth.toFixed(0)} MB (bar 100 MB)`)
	return pass
})
