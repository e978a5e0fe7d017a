/**
 * What the benchmarks share: the up-to-date production build, production servers on fresh data
 * directories under tmp/ (SQLite, or a PostgreSQL database created and dropped for the run),
 * percentiles, tables and the one-line verdict. See docs/decisions/0013-benchmark-baselines.md.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Result } from 'autocannon'
import pg from 'pg'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** `--quick`: short runs to check that a bench works (figures are indicative only). */
export const quick = process.argv.includes('--quick')

/** The pages the browser benches load: home, a product and a post, in both languages. */
export const demoPaths = [
	'/',
	'/en',
	'/products/basmati-rice-1121-steam',
	'/en/products/basmati-rice-1121-steam',
	'/blog/reading-a-basmati-rice-spec-sheet',
	'/en/blog/reading-a-basmati-rice-spec-sheet',
]

/** The middle value (the mean of the two middle ones for an even count). */
/** A built script's name without Vite's content hash: `/assets/framework-BLxjEekS.js` → `framework`. */
export function chunkName(url: string): string {
	return url.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '')
}

export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	const mid = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export interface Target {
	key: string
	url: string
	/** On this build's server (not the floor, not a compared server): the one the bars judge. */
	ours: boolean
}

/**
 * The browser benches' loads: every demo path (or BENCH_PAGES=/en,/contact) on this build and on
 * each server of BENCH_COMPARE=before=http://127.0.0.1:3447 (keys prefixed with its label), and the
 * framework floor between every two, so every page is measured beside the floor in the same minutes.
 */
export function pagesBesideTheFloor(origin: string, floorOrigin: string): { targets: Target[]; order: Target[] } {
	const only = process.env.BENCH_PAGES?.split(',')
	const paths = demoPaths.filter((p) => !only || only.includes(p))
	const compare = (process.env.BENCH_COMPARE ?? '')
		.split(',')
		.filter(Boolean)
		.map((item) => item.split('=') as [string, string])
	const targets: Target[] = []
	for (const p of paths) for (const [label, base] of [['', origin], ...compare] as const) targets.push({ key: `${label ? `${label} ` : ''}${p}`, url: base + p, ours: !label })
	const order: Target[] = []
	targets.forEach((target, i) => {
		if (i % 2 === 0) order.push({ key: 'floor', url: `${floorOrigin}/`, ours: false })
		order.push(target)
	})
	return { targets, order }
}

/** Ports the benches listen on (override with BENCH_PORTS=a,b,c,…). */
export const ports = (process.env.BENCH_PORTS ?? '3316,3317,3318,3319').split(',').map(Number)

/** A PostgreSQL server URL (any database on it): each bench creates and drops a database of its own. */
export const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** `--sqlite-only` (or BENCH_SKIP_POSTGRES=1) leaves PostgreSQL out. */
export const withPostgres = !process.argv.includes('--sqlite-only') && !process.env.BENCH_SKIP_POSTGRES

// ---------------------------------------------------------------------------------------------
// Cleanup: whatever a bench starts is stopped and removed, also on Ctrl-C and on failure.

const cleanups: (() => Promise<void> | void)[] = []
export function onCleanup(fn: () => Promise<void> | void) {
	cleanups.unshift(fn)
}
export async function cleanup() {
	while (cleanups.length) {
		const fn = cleanups.shift()!
		await Promise.resolve()
			.then(fn)
			.catch((error: unknown) => console.error('cleanup:', error instanceof Error ? error.message : error))
	}
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	process.once(signal, () => {
		void cleanup().finally(() => process.exit(130))
	})
}

/** Runs a bench's main, cleans up, and sets the exit code from its verdict (false = bar missed). */
export function runBench(main: () => Promise<boolean>) {
	main().then(
		async (pass) => {
			await cleanup()
			if (!pass) process.exitCode = 1
		},
		async (error: unknown) => {
			console.error(error)
			await cleanup()
			process.exitCode = 2
		},
	)
}

// ---------------------------------------------------------------------------------------------
// Build and servers

/** Builds when the sources are newer than the build (the same rule as `npm start`). */
export function ensureBuild() {
	const result = spawnSync(process.execPath, ['server/start.js', '--build-only'], {
		cwd: root,
		encoding: 'utf8',
	})
	if (result.status !== 0) throw new Error(`The production build failed:\n${result.stdout}\n${result.stderr}`)
	if (result.stdout.trim()) console.log('  (the sources had changed: rebuilt the production build)')
}

export function machineLine() {
	const load = os
		.loadavg()
		.map((n) => n.toFixed(2))
		.join(' ')
	return `${os.cpus().length} CPU (${os.cpus()[0]?.model.trim()}), load average ${load}, Node ${process.version}${quick ? ', --quick' : ''}`
}

export interface Server {
	url: string
	port: number
	dialect: 'sqlite' | 'postgres'
	dataDir: string
	/** The PostgreSQL database's URL (postgres servers only). */
	databaseUrl?: string
	readonly process: ChildProcess
	restart: () => Promise<void>
	stop: () => Promise<void>
}

export interface ServerOptions {
	port: number
	/** Names the data directory: tmp/bench-<name>-<port>-<random>. */
	name: string
	postgres?: boolean
	env?: Record<string, string>
}

/** A PostgreSQL database of its own, dropped at cleanup; answers its URL. */
export async function createPostgresDatabase(name: string): Promise<string> {
	const database = `tasdeer_bench_${name.replace(/\W/g, '_')}_${crypto.randomBytes(3).toString('hex')}`
	const admin = new pg.Client({ connectionString: postgresUrl })
	await admin.connect()
	await admin.query(`create database ${database}`)
	await admin.end()
	onCleanup(async () => {
		const client = new pg.Client({ connectionString: postgresUrl })
		await client.connect()
		await client.query(`drop database if exists ${database} with (force)`)
		await client.end()
	})
	const url = new URL(postgresUrl)
	url.pathname = `/${database}`
	return url.toString()
}

/**
 * Starts `node server/start.js` in production on a fresh data directory and waits until it listens.
 * On SQLite the directory starts as a copy of the demo content exactly as the first start of this
 * build writes it (see `seededTemplate`); on PostgreSQL the first start loads it into the new
 * database. `restart()` starts a new process on the same data (cold caches, cold JIT). Stopped and
 * removed at cleanup.
 */
export async function startServer(options: ServerOptions): Promise<Server> {
	const dataDir = path.join(
		root,
		'tmp',
		`bench-${options.name}-${options.port}-${crypto.randomBytes(3).toString('hex')}`,
	)
	fs.mkdirSync(dataDir, { recursive: true })
	onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }))
	const databaseUrl = options.postgres ? await createPostgresDatabase(options.name) : undefined
	const env: NodeJS.ProcessEnv = {
		...process.env,
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		PORT: String(options.port),
		DATA_DIR: dataDir,
		DATABASE_URL: databaseUrl ?? '',
		LOG_LEVEL: 'warn',
		// PostgreSQL in production requires a shared secret; a throwaway one per bench server.
		AUTH_SECRET: crypto.randomBytes(32).toString('base64'),
		...options.env,
	}
	const dialect = databaseUrl ? 'postgres' : 'sqlite'
	if (dialect === 'sqlite' && env.SEED_DEMO_CONTENT !== 'false') {
		fs.cpSync(await seededTemplate(options.port, env), dataDir, { recursive: true })
	}
	let child = await launch(options.port, env)
	const server: Server = {
		url: `http://127.0.0.1:${options.port}`,
		port: options.port,
		dialect,
		dataDir,
		databaseUrl,
		get process() {
			return child.process
		},
		async restart() {
			await child.stop()
			child = await launch(options.port, env)
		},
		async stop() {
			await child.stop()
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
	onCleanup(() => server.stop())
	console.log(
		`  started ${dialect} server on ${options.port} (pid ${child.process.pid}) in ${child.seconds.toFixed(0)} s`,
	)
	return server
}

/**
 * The demo content on SQLite as the first start of the current server build writes it (seeding
 * generates every image and takes a minute or more), made once per build under
 * tmp/bench-seed-<build hash> by a server started on an empty directory and stopped cleanly.
 * Benches copy it into their fresh data directories; templates of older builds are removed.
 */
async function seededTemplate(port: number, env: NodeJS.ProcessEnv): Promise<string> {
	const tmp = path.join(root, 'tmp')
	const build = crypto
		.createHash('sha256')
		.update(fs.readFileSync(path.join(root, 'build/server/index.js')))
		.digest('hex')
		.slice(0, 12)
	const name = `bench-seed-${build}`
	const dir = path.join(tmp, name)
	if (fs.existsSync(path.join(dir, 'tasdeer.db'))) return dir
	for (const old of fs.readdirSync(tmp)) {
		if (old.startsWith('bench-seed-') && !old.includes('.partial-'))
			fs.rmSync(path.join(tmp, old), { recursive: true, force: true })
	}
	const partial = `${dir}.partial-${process.pid}`
	fs.mkdirSync(partial, { recursive: true })
	onCleanup(() => fs.rmSync(partial, { recursive: true, force: true }))
	const seeding = await launch(port, { ...env, DATA_DIR: partial, DATABASE_URL: '' })
	// The demo pictures are made in the background after the first start (decision 0030): wait for them.
	await waitForPictures(port)
	await seeding.stop()
	console.log(
		`  seeded the demo content for this build in ${seeding.seconds.toFixed(0)} s (kept in tmp/${name} for the next benches)`,
	)
	if (!fs.existsSync(path.join(dir, 'tasdeer.db'))) fs.renameSync(partial, dir)
	return dir
}

/** Until `/readyz?pictures` says the demo pictures are made (10 minutes at most). */
export async function waitForPictures(port: number) {
	const deadline = Date.now() + 600_000
	while (Date.now() < deadline) {
		const ready = await fetch(`http://127.0.0.1:${port}/readyz?pictures`).then(
			(response) => response.ok,
			() => false,
		)
		if (ready) return
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	throw new Error(`the demo pictures of the server on ${port} were not made within 10 minutes`)
}

async function launch(port: number, env: NodeJS.ProcessEnv) {
	const started = Date.now()
	const child = spawn(process.execPath, ['server/start.js'], {
		cwd: root,
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	const collect = (chunk: Buffer) => {
		output = (output + chunk.toString()).slice(-20_000)
	}
	child.stdout!.on('data', collect)
	child.stderr!.on('data', collect)
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	const stop = async () => {
		if (child.exitCode !== null || child.signalCode !== null) return
		child.kill('SIGTERM')
		const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
		await exited
		clearTimeout(timer)
	}
	await new Promise<void>((resolve, reject) => {
		const timer = setTimeout(
			() => reject(new Error(`server on ${port} did not start in 10 minutes:\n${output}`)),
			600_000,
		)
		const check = () => {
			if (/is running at/.test(output)) {
				clearTimeout(timer)
				child.stdout!.off('data', check)
				resolve()
			}
		}
		child.stdout!.on('data', check)
		child.once('exit', (code) => {
			clearTimeout(timer)
			reject(new Error(`server on ${port} exited (${code}):\n${output}`))
		})
	}).catch(async (error: unknown) => {
		await stop()
		throw error
	})
	return { process: child, stop, seconds: (Date.now() - started) / 1000 }
}

// ---------------------------------------------------------------------------------------------
// The bare server

/** Headers a captured page keeps when the bare server replays it (hop-by-hop ones are Node's). */
const dropped = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

export interface Captured {
	status: number
	headers: Record<string, string>
	body: string
}

/** The status, headers and bytes the app answers for a request, for the bare server to replay. */
export async function capture(base: string, pagePath: string, init: RequestInit = {}): Promise<Captured> {
	// No Accept-Encoding, as autocannon sends none: both servers answer uncompressed bytes.
	const response = await fetch(base + pagePath, {
		...init,
		headers: { 'accept-encoding': 'identity', ...init.headers },
	})
	const body = Buffer.from(await response.arrayBuffer())
	if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`)
	return { status: response.status, headers: replayed(response.headers.entries()), body: body.toString('base64') }
}

/** The headers the bare server replays: all but the hop-by-hop ones Node sets itself. */
function replayed(entries: Iterable<[string, string | string[] | undefined]>): Record<string, string> {
	const headers: Record<string, string> = {}
	for (const [key, value] of entries) if (value !== undefined && !dropped.has(key)) headers[key] = Array.isArray(value) ? value.join(', ') : value
	return headers
}

/** What Chromium sends: the benches' "as a browser asks" runs send it too. */
export const browserAcceptEncoding = 'gzip, deflate, br, zstd'

/**
 * The answer to a GET sent as a browser sends it, bytes as they came (still compressed: fetch
 * would decode them). Asked three times, so a page the app keeps is captured as a kept page is answered.
 */
export async function captureAsBrowser(base: string, pagePath: string): Promise<Captured> {
	const once = () =>
		new Promise<Captured>((resolve, reject) => {
			http
				.get(base + pagePath, { headers: { 'accept-encoding': browserAcceptEncoding } }, (response) => {
					const chunks: Buffer[] = []
					response.on('data', (chunk: Buffer) => chunks.push(chunk))
					response.on('end', () =>
						resolve({ status: response.statusCode ?? 0, headers: replayed(Object.entries(response.headers)), body: Buffer.concat(chunks).toString('base64') }),
					)
					response.on('error', reject)
				})
				.on('error', reject)
		})
	await once()
	// The kept copy's compressed form is made off the event loop on its first hit (decision 0030).
	await once()
	await new Promise((resolve) => setTimeout(resolve, 200))
	const answer = await once()
	if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`)
	return answer
}

/**
 * The baseline of the HTTP benches: bench/bare-server.mjs in a process of its own, answering each
 * path with the captured status, headers and bytes (after reading any request body).
 */
export async function startBare(port: number, pages: Record<string, Captured>) {
	const file = path.join(root, 'tmp', `bench-bare-${port}.json`)
	fs.writeFileSync(file, JSON.stringify(pages))
	const child = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), file, String(port)], {
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) {
			const exited = new Promise((resolve) => child.once('exit', resolve))
			child.kill('SIGTERM')
			await exited
		}
		fs.rmSync(file, { force: true })
	}
	// Registered before the start, so a server that cannot listen leaves nothing behind either.
	onCleanup(stop)
	await new Promise<void>((resolve, reject) => {
		child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve())
		child.once('exit', (code) =>
			reject(new Error(`bare server on ${port} exited (${code}): is the port free?`)),
		)
	})
	return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop }
}

/** A path that exists in the demo content: the first link on `listPath` that starts with `prefix`. */
export async function firstLink(base: string, listPath: string, prefix: string): Promise<string> {
	const html = await (await fetch(base + listPath)).text()
	const escaped = prefix.replace(/[/]/g, '\\/')
	const pattern = new RegExp(`href="(${escaped}[a-z0-9-]+)"`, 'g')
	for (const match of html.matchAll(pattern)) {
		if (!match[1]!.startsWith(`${prefix}category/`)) return match[1]!
	}
	throw new Error(`no link starting with ${prefix} on ${listPath}`)
}

// ---------------------------------------------------------------------------------------------
// Figures

/** An autocannon run in a few numbers: every non-2xx answer, mismatch and timeout is an error. */
export interface Run {
	rps: number
	p50: number
	p99: number
	errors: number
	requests: number
}

export function summarise(result: Result): Run {
	const requests = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + Number(s.count), 0)
	return {
		rps: requests / result.duration,
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
		requests,
	}
}

export function percentile(sorted: readonly number[], p: number): number {
	if (!sorted.length) return Number.NaN
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/**
 * CPU seconds a process has used so far (user + system, from /proc on Linux; NaN elsewhere). On a
 * shared machine, work per CPU-second does not drop when other processes take the cores, so it
 * is printed beside the wall-clock rates.
 */
export function cpuSeconds(pid: number | undefined): number {
	if (pid === undefined) return Number.NaN
	try {
		// The process and those below it: server/start.js runs the server as its child (decision 0050).
		let ticks = 0
		for (const each of processTree(pid)) {
			const fields = fs.readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]!.split(' ')
			// Fields 14 and 15 of stat (utime, stime) in clock ticks of 1/100 s.
			ticks += Number(fields[11]) + Number(fields[12])
		}
		return ticks / 100
	} catch {
		return Number.NaN
	}
}

/** `pid` and every process below it (Linux /proc; just `pid` elsewhere). */
export function processTree(pid: number): number[] {
	const all = [pid]
	for (let i = 0; i < all.length; i++) {
		try {
			for (const task of fs.readdirSync(`/proc/${all[i]}/task`)) {
				const children = fs.readFileSync(`/proc/${all[i]}/task/${task}/children`, 'utf8').trim()
				if (children) all.push(...children.split(' ').map(Number))
			}
		} catch {
			// ended meanwhile, or no /proc
		}
	}
	return all
}

/**
 * The process that runs server/index.js: `pid` itself, or the child server/start.js starts it as
 * (with the memory settings only a process's start can take, decision 0050).
 */
export function serverProcessId(pid: number): number {
	const runsServer = (each: number) => {
		try {
			return /server\/index\.js/.test(fs.readFileSync(`/proc/${each}/cmdline`, 'utf8'))
		} catch {
			return false
		}
	}
	return processTree(pid).find(runsServer) ?? pid
}

/** Resident memory of one process in MB (VmRSS from Linux /proc; 0 when it is gone). */
export function residentMb(pid: number): number {
	try {
		return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
	} catch {
		return 0
	}
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
export const int = (n: number) => Math.round(n).toLocaleString('en-US')

/** A table with aligned columns (console.table adds index noise and quotes). */
export function printTable(rows: Record<string, string | number>[], title?: string) {
	if (title) console.log(`\n${title}`)
	if (!rows.length) return console.log('  (no rows)')
	const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
	const cell = (row: Record<string, string | number>, column: string) => String(row[column] ?? '')
	const widths = columns.map((column) =>
		Math.max(column.length, ...rows.map((row) => cell(row, column).length)),
	)
	const line = (values: string[]) =>
		`  ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ')}`
	console.log(line(columns))
	console.log(line(widths.map((w) => '-'.repeat(w))))
	for (const row of rows) console.log(line(columns.map((column) => cell(row, column))))
}

/** The one-line verdict every bench ends with. */
export function verdict(name: string, pass: boolean, detail: string): boolean {
	console.log(
		`\n${pass ? 'PASS' : 'FAIL'} ${name}: ${detail}${quick ? ' (--quick run: indicative only)' : ''}`,
	)
	return pass
}
