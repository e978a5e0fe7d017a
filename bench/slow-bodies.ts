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
 *   npm run bench:slow-bodies -- --addresses 1 --duration 15 --interleave 4
 *
 * `--interleave N` answers where a visitor's wait under the attack comes from: N rounds, each of
 * three phases in rotating order: no attack (the baseline), the same attack aimed at a decoy process
 * that closes every connection at once (the machine's share: the attacker's and the kernel's work on
 * the shared cores), and the attack aimed at the server (the server's share on top). Figures per
 * phase with ratios to the baseline of the same run.
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
import { ensureBuild, machineLine, onCleanup, percentile, ports, residentMb, runBench, serverProcessId, startServer } from './lib.ts'

const { values: args } = parseArgs({
	options: {
		connections: { type: 'string', default: '3000' },
		addresses: { type: 'string', default: '100' },
		duration: { type: 'string', default: '60' },
		'byte-every': { type: 'string', default: '10' },
		reconnect: { type: 'string', default: 'true' },
		interleave: { type: 'string', default: '0' },
	},
})
const connections = Number(args.connections)
const addresses = Math.max(1, Number(args.addresses))
const durationMs = Number(args.duration) * 1000
const byteEveryMs = Number(args['byte-every']) * 1000
const reconnect = args.reconnect !== 'false'
const rounds = Number(args.interleave)
if (!(connections > 0) || !(durationMs > 0) || !(byteEveryMs > 0)) throw new Error('--connections, --duration and --byte-every must be positive')

const visitorAddress = '127.1.0.1'

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
function attack(port: number, forMs = durationMs) {
	const child = spawn(process.execPath, [fileURLToPath(new URL('./slow-bodies-attack.mjs', import.meta.url)), String(port), String(connections), String(addresses), String(byteEveryMs), String(forMs), String(reconnect)], {
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

/** The kernel's count of connections dropped because a listening socket's queue was full (all sockets of this machine). */
function listenOverflows(): number {
	const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n').filter((line) => line.startsWith('TcpExt:'))
	const names = lines[0]?.split(/\s+/) ?? []
	const values = lines[1]?.split(/\s+/) ?? []
	return Number(values[names.indexOf('ListenOverflows')] ?? 0)
}

/** A process that accepts connections on `port` and closes each at once (the attack's decoy target). */
async function decoy(port: number) {
	const child = spawn(process.execPath, ['-e', `require('node:net').createServer((s) => s.destroy()).listen(${port}, '127.0.0.1', () => console.log('up'))`], { stdio: ['ignore', 'pipe', 'inherit'] })
	onCleanup(() => void child.kill('SIGKILL'))
	await new Promise((resolve) => child.stdout!.once('data', resolve))
}

/** The visitor's requests, one every 250 ms for `forMs`. */
async function visitFor(port: number, forMs: number, pages: string[]) {
	const samples: { status: number; ms: number }[] = []
	const until = Date.now() + forMs
	while (Date.now() < until) {
		const ticker = new Promise((r) => setTimeout(r, 250))
		samples.push(await visit(port, pages[samples.length % pages.length]!))
		await ticker
	}
	return samples
}

/** `--interleave`: no attack, the attack on a decoy, the attack on the server, in rotating order. */
async function interleaved(serverPort: number, decoyPort: number, pages: string[]) {
	const phases = ['no attack', 'attack on a decoy', 'attack on the server'] as const
	const samples = new Map<string, { status: number; ms: number }[]>(phases.map((phase) => [phase, []]))
	const overflows = new Map<string, number>(phases.map((phase) => [phase, 0]))
	for (let round = 0; round < rounds; round++) {
		for (let i = 0; i < phases.length; i++) {
			const phase = phases[(round + i) % phases.length]!
			const target = phase === 'attack on the server' ? serverPort : phase === 'attack on a decoy' ? decoyPort : null
			const overflowsBefore = listenOverflows()
			const attacker = target === null ? null : attack(target, durationMs + 3000)
			// As in the single run: the visitor starts once the attack is fully open.
			await new Promise((r) => setTimeout(r, 3000))
			samples.get(phase)!.push(...(await visitFor(serverPort, durationMs, pages)))
			await attacker?.exited
			overflows.set(phase, overflows.get(phase)! + listenOverflows() - overflowsBefore)
			// The server closes what the attack left (and Node's checks run) before the next phase.
			await new Promise((r) => setTimeout(r, 2000))
		}
	}
	const figures = (phase: string) => {
		const ms = samples.get(phase)!.map((s) => s.ms).sort((a, b) => a - b)
		return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) ?? 0 }
	}
	const baseline = figures('no attack')
	for (const phase of phases) {
		const f = figures(phase)
		const ratio = (value: number, base: number) => (phase === 'no attack' ? '' : ` (${(value / Math.max(base, 1)).toFixed(1)}×)`)
		console.log(
			`  ${phase.padEnd(22)} ${describe(samples.get(phase)!).line}; p50 ${f.p50.toFixed(0)} ms${ratio(f.p50, baseline.p50)}, p95 ${f.p95.toFixed(0)} ms${ratio(f.p95, baseline.p95)}, max ${f.max.toFixed(0)} ms${ratio(f.max, baseline.max)}; ${overflows.get(phase)} connections dropped by a full listen queue`,
		)
	}
	const worst = figures('attack on the server').max
	console.log(`${worst < 1000 ? 'PASS' : 'FAIL'}: the slowest visitor request under the attack on the server took ${worst.toFixed(0)} ms (bar 1,000 ms)`)
	return worst < 1000
}

runBench(async () => {
	ensureBuild()
	console.log(`Slow request bodies — ${machineLine()}`)
	console.log(
		`  attack: ${connections} connections from ${addresses} address(es), POST /contact Content-Length 5000, one byte every ${byteEveryMs / 1000} s, for ${durationMs / 1000} s${reconnect ? ', reopened 2 s after the server closes them' : ''}`,
	)
	const server = await startServer({ port: ports[0]!, name: 'slow-bodies', env: { SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'error' } })
	const pid = serverProcessId(server.process.pid!)
	const pages = ['/en', '/en/contact', '/en/search?q=rice']
	// Warm up: JIT, page cache, the database.
	for (let i = 0; i < 20; i++) for (const page of pages) await visit(server.port, page)
	const before: { status: number; ms: number }[] = []
	for (let i = 0; i < 30; i++) before.push(await visit(server.port, pages[i % pages.length]!))
	const rssBefore = residentMb(pid)
	console.log(`  before the attack: visitor ${describe(before).line}; server RSS ${rssBefore.toFixed(0)} MB`)
	if (rounds > 0) {
		await decoy(ports[1]!)
		console.log(`  ${rounds} rounds of ${durationMs / 1000} s per phase, the decoy on ${ports[1]}`)
		return interleaved(server.port, ports[1]!, pages)
	}

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
		rssMax = Math.max(rssMax, residentMb(pid))
		openMax = Math.max(openMax, attacker.latest().open)
		if (Date.now() - lastReport > 10_000) {
			lastReport = Date.now()
			console.log(`    ${Math.round((durationMs - (until - Date.now())) / 1000)} s: ${attacker.latest().open} attack connections open, RSS ${residentMb(pid).toFixed(0)} MB, visitor ${describe(during.slice(-40)).line}`)
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
