/**
 * Soak: mixed traffic against the production server for a while (5 minutes by default), printing
 * memory and latency at the start, every minute and at the end, and a verdict: no server errors,
 * and memory that levels off (the second half grows by at most 5 % or 10 MB).
 *
 *   npm run bench:soak                                  # 5 minutes on SQLite, port 3319
 *   npm run bench:soak -- --duration 60 --port 3319     # a short run
 *   npm run bench:soak -- --database postgres://postgres@127.0.0.1:5432/soak   # an existing, empty database
 *
 * Traffic (weighted, `--concurrency` loops, default 8): public pages in both languages (45 %),
 * search pages and suggestions (15 %), analytics batches of 10 events (30 %), and back-office
 * writes — a category created, listed and deleted by a signed-in administrator (10 %). The server
 * runs with TRUST_PROXY=true and each ingest batch comes from its own address, as real visitors
 * do, so the per-address limits stay on without deciding the run. The server is started from
 * server/start.js (which builds when the build is stale) on a data directory of its own, seeded
 * with the demo content on first use (about a minute; `--keep-data` reuses it next time).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { residentMb, serverProcessId } from './lib.ts'

const { values: args } = parseArgs({
	options: {
		duration: { type: 'string', default: '300' },
		port: { type: 'string', default: '3319' },
		concurrency: { type: 'string', default: '8' },
		database: { type: 'string' },
		'keep-data': { type: 'boolean', default: false },
	},
})
const durationMs = Number(args.duration) * 1000
const port = Number(args.port)
const concurrency = Number(args.concurrency)
if (!(durationMs > 0) || !(port > 0) || !(concurrency > 0)) throw new Error('--duration, --port and --concurrency must be positive numbers')
const base = `http://127.0.0.1:${port}`
const dataDir = path.resolve(`tmp/soak-data-${port}`)
/** Resident memory of the server, after the first start and through the run (issue: under 250 MB). */
const memoryBarMb = 250
const admin = { email: 'soak-admin@tasdeer.example', password: 'soak-admin-password-123' }

// ---------------------------------------------------------------------------------------------
// The server

function startServer(): ChildProcess {
	if (!args['keep-data']) fs.rmSync(dataDir, { recursive: true, force: true })
	const child = spawn(process.execPath, ['server/start.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATA_DIR: dataDir,
			TRUST_PROXY: 'true',
			LOG_LEVEL: 'error',
			// SQLite in the soak's own data directory unless --database is given, whatever the shell says.
			DATABASE_URL: args.database ?? '',
			...(args.database ? { AUTH_SECRET: process.env.AUTH_SECRET ?? 'soak-benchmark-secret-that-is-long-enough-0001' } : {}),
		},
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	child.on('exit', (code, signal) => {
		if (!stopping) {
			console.error(`The server stopped during the run (${signal ?? code}).`)
			process.exit(1)
		}
	})
	return child
}

async function waitForHealth(timeoutMs: number) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		try {
			if ((await fetch(`${base}/healthz`)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((r) => setTimeout(r, 500))
	}
	throw new Error('The server did not become healthy in time.')
}

/**
 * Resident memory of the server process, in MB (Linux /proc): the process running server/index.js,
 * which server/start.js starts as its child (decision 0050); the launcher is reported beside it.
 */
function rssMb(pid: number): number {
	return residentMb(serverProcessId(pid))
}

function createAdmin() {
	execFileSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', '--email', admin.email, '--name', 'Soak', '--password', admin.password, '--role', 'admin'], {
		env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: args.database ?? '' },
		stdio: 'pipe',
	})
}

async function signIn(): Promise<string> {
	try {
		createAdmin()
	} catch (error) {
		// --keep-data: the administrator of an earlier run is still there.
		if (!String((error as { stderr?: Buffer }).stderr ?? '').includes('already exists')) throw error
	}
	const response = await fetch(`${base}/login`, {
		method: 'POST',
		body: new URLSearchParams({ email: admin.email, password: admin.password, redirectTo: '/admin' }),
		headers: { origin: base },
		redirect: 'manual',
	})
	const cookie = response.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')
	if (response.status !== 302 || !cookie) throw new Error(`Sign-in failed (${response.status}).`)
	return cookie
}

// ---------------------------------------------------------------------------------------------
// Traffic

interface Sample {
	kind: string
	ms: number
	status: number
}

let window: Sample[] = []
let stopping = false

async function timed(kind: string, url: string, init?: RequestInit): Promise<Response | null> {
	const started = performance.now()
	try {
		const response = await fetch(`${base}${url}`, { redirect: 'manual', ...init })
		await response.arrayBuffer()
		window.push({ kind, ms: performance.now() - started, status: response.status })
		return response
	} catch {
		window.push({ kind, ms: performance.now() - started, status: -1 })
		return null
	}
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!

async function sitePaths(): Promise<string[]> {
	const xml = await (await fetch(`${base}/sitemap.xml`)).text()
	const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
	if (paths.length < 5) throw new Error('The sitemap lists too few pages: was the demo content seeded?')
	return paths
}

const terms = ['rice', 'أرز', 'dates', 'تمر', 'spice', 'oil', 'زيت', 'lentils', 'tea', 'packaging']

function analyticsBatch() {
	const now = new Date().toISOString()
	const session = `soak-${Math.random().toString(36).slice(2, 12)}`
	return JSON.stringify({
		session_id: session,
		events: Array.from({ length: 10 }, (_, i) =>
			i % 3 === 0
				? { kind: 'page_view', page_path: pick(['/', '/en', '/en/products', '/en/contact']), page_title: 'Soak', occurred_at: now }
				: { kind: 'event', event_name: 'whatsapp_click', event_category: 'contact', page_path: '/en', occurred_at: now },
		),
	})
}

async function adminWrite(cookie: string, n: number) {
	const slug = `soak-${process.pid}-${n}`
	const created = await timed('admin', '/admin/categories/new', {
		method: 'POST',
		body: new URLSearchParams({ nameAr: `فئة اختبار ${n}`, nameEn: `Soak category ${n}`, slug, isActive: 'on' }),
		headers: { origin: base, cookie },
	})
	const id = /saved=(\d+)/.exec(created?.headers.get('location') ?? '')?.[1]
	await timed('admin', '/admin/categories', { headers: { cookie } })
	if (id) {
		await timed('admin', '/admin/categories', {
			method: 'POST',
			body: new URLSearchParams({ intent: 'delete', id }),
			headers: { origin: base, cookie },
		})
	} else window.push({ kind: 'admin', ms: 0, status: -2 })
}

async function worker(paths: string[], cookie: string, until: number) {
	let n = 0
	while (Date.now() < until) {
		const roll = Math.random()
		if (roll < 0.45) await timed('page', pick(paths))
		else if (roll < 0.6) {
			const q = encodeURIComponent(pick(terms))
			await timed('search', Math.random() < 0.5 ? `/en/search?q=${q}` : `/api/search/suggest?q=${q}`)
		} else if (roll < 0.9) {
			await timed('ingest', '/api/analytics', {
				method: 'POST',
				body: analyticsBatch(),
				headers: { origin: base, 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Soak', 'x-forwarded-for': randomIp() },
			})
		} else await adminWrite(cookie, n++ * 1000 + Math.floor(Math.random() * 1000))
	}
}

// ---------------------------------------------------------------------------------------------
// Report

interface Row {
	label: string
	requests: number
	rps: number
	errors: number
	p50: number
	p95: number
	p99: number
	rss: number
}

function percentile(sorted: number[], p: number) {
	return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

function summarise(label: string, samples: Sample[], seconds: number, rss: number): Row {
	const ms = samples.map((s) => s.ms).sort((a, b) => a - b)
	return {
		label,
		requests: samples.length,
		rps: Math.round(samples.length / seconds),
		errors: samples.filter((s) => s.status < 0 || s.status >= 500 || s.status === 429).length,
		p50: Math.round(percentile(ms, 50)),
		p95: Math.round(percentile(ms, 95)),
		p99: Math.round(percentile(ms, 99)),
		rss: Math.round(rss),
	}
}

function printRow(row: Row) {
	const cells = [row.label.padEnd(10), String(row.requests).padStart(8), String(row.rps).padStart(6), String(row.errors).padStart(7), `${row.p50}`.padStart(6), `${row.p95}`.padStart(6), `${row.p99}`.padStart(6), `${row.rss}`.padStart(7)]
	console.log(cells.join(' '))
}

// ---------------------------------------------------------------------------------------------

const server = startServer()
const stop = () =>
	new Promise<void>((resolve) => {
		stopping = true
		if (server.exitCode !== null) return resolve()
		server.once('exit', () => resolve())
		server.kill('SIGTERM')
	})
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

try {
	console.log(`Starting the server on ${base} (${args.database ? 'PostgreSQL' : 'SQLite'}; first start seeds the demo content)…`)
	await waitForHealth(600_000)
	// The first start makes the demo pictures in a child process after the first page (decision 0030).
	const startedAt = Date.now()
	while (!(await fetch(`${base}/readyz?pictures`).then((r) => r.ok, () => false))) {
		if (Date.now() - startedAt > 600_000) throw new Error('The demo pictures were not made within 10 minutes.')
		await new Promise((r) => setTimeout(r, 1000))
	}
	const firstStartRss = rssMb(server.pid!)
	const launcherRss = serverProcessId(server.pid!) === server.pid ? 0 : residentMb(server.pid!)
	const launcherNote = launcherRss ? `; its launcher, server/start.js, ${Math.round(launcherRss)} MB` : ''
	console.log(`Server RSS after the first start (demo pictures made): ${Math.round(firstStartRss)} MB (bar ${memoryBarMb} MB)${launcherNote}`)
	const cookie = await signIn()
	const paths = await sitePaths()
	// Warm the caches and the JIT, so "start" measures the server, not its first seconds.
	for (const p of paths.slice(0, 20)) await timed('page', p)
	window = []

	const windowSeconds = Math.min(30, Math.max(5, Math.floor(durationMs / 10_000)))
	console.log(`Soak: ${durationMs / 1000} s, ${concurrency} concurrent loops, ${paths.length} pages from the sitemap; figures per ${windowSeconds} s window (ms, MB RSS)`)
	console.log(['window'.padEnd(10), 'requests'.padStart(8), 'req/s'.padStart(6), 'errors'.padStart(7), 'p50'.padStart(6), 'p95'.padStart(6), 'p99'.padStart(6), 'RSS'.padStart(7)].join(' '))
	const started = Date.now()
	const until = started + durationMs
	const rows: Row[] = []
	const all: Sample[] = []
	const loops = Array.from({ length: concurrency }, () => worker(paths, cookie, until))
	const firstRss = rssMb(server.pid!)
	printRow(summarise('idle', [], 1, firstRss))
	let windowStart = Date.now()
	let lastMinute = 0
	while (Date.now() < until) {
		await new Promise((r) => setTimeout(r, Math.min(windowSeconds * 1000, until - Date.now())))
		const seconds = (Date.now() - windowStart) / 1000
		const samples = window
		window = []
		windowStart = Date.now()
		all.push(...samples)
		const elapsed = Math.round((Date.now() - started) / 1000)
		const row = summarise(`${elapsed}s`, samples, seconds, rssMb(server.pid!))
		rows.push(row)
		// The first window (start), a row per minute, and the last window (end).
		const minute = Math.floor(elapsed / 60)
		if (rows.length === 1 || minute > lastMinute || Date.now() >= until) {
			if (rows.length === 1) row.label = `start ${row.label}`
			else if (Date.now() >= until) row.label = `end ${row.label}`
			printRow(row)
			lastMinute = minute
		}
	}
	await Promise.all(loops)
	all.push(...window)

	const byKind = new Map<string, Sample[]>()
	for (const sample of all) byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), sample])
	console.log('\nBy kind over the whole run (ms):')
	for (const [kind, samples] of byKind) printRow(summarise(kind, samples, durationMs / 1000, rssMb(server.pid!)))

	const mid = rows[Math.floor(rows.length / 2)]!
	const end = rows[rows.length - 1]!
	const growth = end.rss - mid.rss
	const allowed = Math.max(10, mid.rss * 0.05)
	const errors = rows.reduce((sum, r) => sum + r.errors, 0)
	// Under two minutes the caches and the JIT are still filling: memory cannot be judged yet.
	const judged = durationMs >= 120_000
	const underBar = firstStartRss < memoryBarMb && Math.max(...rows.map((r) => r.rss)) < memoryBarMb
	const ok = errors === 0 && underBar && (!judged || growth <= allowed)
	console.log(
		`\nVerdict: ${ok ? 'PASS' : 'FAIL'}${judged ? '' : ' (errors only: memory needs a run of 2 minutes or more)'} — ${all.length} requests, ${errors} errors (5xx, 429, refused); RSS ${Math.round(firstStartRss)} MB after the first start, ${Math.round(firstRss)} MB idle → ${mid.rss} MB mid-run → ${end.rss} MB at the end (second half ${growth >= 0 ? '+' : ''}${growth} MB, allowed ${Math.round(allowed)} MB; every figure under ${memoryBarMb} MB: ${underBar ? 'yes' : 'no'}); p99 ${rows[0]!.p99} ms at the start, ${end.p99} ms at the end`,
	)
	await stop()
	process.exit(ok ? 0 : 1)
} catch (error) {
	console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : error)
	await stop()
	process.exit(1)
}
