/**
 * `npx tsx bench/response-stages.ts`: what the stages of the response pipeline
 * (app/server/response-pipeline.server.ts, decision 0046) earn or cost, each against a baseline
 * measured in the same run, interleaved, on a shared machine (the load average is printed with the
 * figures). Four parts (`--only=splice|ahead|preloads|document` runs one):
 *
 * - splice: kept pages answered to a browser (Chromium's Accept-Encoding) by the production build
 *   with the gzip splice, and by the same build with it switched off (BENCH_SKIP_STAGES=gzip-splice:
 *   each hit compressed per answer by the compression stage), each beside a bare Node server
 *   answering the very bytes that server gave a browser. Rounds rotate the four targets; medians of
 *   requests/s and of requests per CPU-second of the server process (less moved by other load).
 * - ahead: kept pages (home, a product, a search) answered before Express with the headers their
 *   first answer got (this build), and through Express (BENCH_SKIP_STAGES=before-express), each
 *   beside a bare server answering the same bytes, asked with no Accept-Encoding and as a browser.
 * - preloads: Lighthouse (mobile) on the home page with the script preloads taken out of <head>
 *   (this build) and left in (BENCH_SKIP_STAGES=script-preloads), interleaved with the framework
 *   floor: bench/lighthouse.ts with BENCH_COMPARE.
 * - document: the cost per render of the document stages (script preloads out, codes placed) on
 *   the home page's real HTML in 16 KB chunks, against the same chunks through a bare PassThrough.
 *
 * BENCH_RUNS rounds (default 5; 1 with --quick), BENCH_DURATION seconds a run (default 5), BENCH_PORTS
 * (six ports: app, app without the stage, bare, app without preloads, and two for Lighthouse).
 */
import { spawnSync } from 'node:child_process'
import { PassThrough, Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import autocannon from 'autocannon'
import { createCodeInjector } from '#app/server/code-injection.server.ts'
import { dropScriptPreloads } from '#app/server/script-preloads.server.ts'
import {
	browserAcceptEncoding,
	capture,
	captureAsBrowser,
	cpuSeconds,
	ensureBuild,
	firstLink,
	int,
	machineLine,
	median,
	ports,
	printTable,
	quick,
	root,
	runBench,
	startBare,
	startServer,
	summarise,
	verdict,
} from './lib.ts'

const rounds = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 5))
const duration = Number(process.env.BENCH_DURATION ?? (quick ? 2 : 5))
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const runs = (part: string) => !only || only === part

async function measure(url: string, pid: number | undefined, headers: Record<string, string>) {
	await autocannon({ url, connections, duration: 2, headers })
	const before = cpuSeconds(pid)
	const run = summarise(await autocannon({ url, connections, duration, headers }))
	const cpu = cpuSeconds(pid) - before
	return { rps: run.rps, perCpu: cpu > 0 ? run.requests / cpu : 0, errors: run.errors }
}

interface StageComparison {
	/** BENCH_SKIP_STAGES of the server without the stage. */
	skip: string
	on: string
	off: string
	/** [name, path] of the pages measured, from the running server. */
	pages: (base: string) => Promise<Array<readonly [string, string]>>
	/** How the clients ask: as a browser (Chromium's Accept-Encoding) and/or with no Accept-Encoding. */
	clients: Array<'browser' | 'identity'>
	title: string
}

/**
 * Kept pages answered by the production build with a stage and by the same build without it, each
 * beside a bare Node server answering the very bytes that server gave that client. Rounds rotate the
 * four targets; medians of requests/s and of requests per CPU-second of the server process (less
 * moved by other load). Answers the worst ratio to bare (per CPU-second) with the stage.
 */
async function stageOnOff(comparison: StageComparison) {
	const on = await startServer({ port: ports[0]!, name: 'stages-on' })
	const off = await startServer({ port: ports[1]!, name: 'stages-off', env: { BENCH_SKIP_STAGES: comparison.skip } })
	const pages = await comparison.pages(on.url)
	/** The same path for the bare server, marked as the answer of the server without the stage. */
	const offPath = (p: string) => `${p}${p.includes('?') ? '&' : '?'}off`
	const captured: Record<string, Awaited<ReturnType<typeof captureAsBrowser>>> = {}
	for (const [, p] of pages) {
		for (const client of comparison.clients) {
			// Each asked three times, so the kept copy (and its gzip form) is what is captured.
			const ask = (base: string) => (client === 'browser' ? captureAsBrowser(base, p) : capture(base, p).then(() => capture(base, p)))
			const prefix = client === 'browser' ? 'compressed ' : ''
			captured[prefix + p] = await ask(on.url)
			captured[prefix + offPath(p)] = await ask(off.url)
		}
		// The bare server's uncompressed fallback when only browsers are measured (never asked for).
		captured[p] ??= captured[`compressed ${p}`]!
		captured[offPath(p)] ??= captured[`compressed ${offPath(p)}`]!
	}
	const bare = await startBare(ports[2]!, captured)
	const rows: Record<string, string | number>[] = []
	const ratios: number[] = []
	for (const [name, p] of pages) {
		for (const client of comparison.clients) {
			const headers: Record<string, string> = client === 'browser' ? { 'accept-encoding': browserAcceptEncoding } : {}
			const targets = [
				{ key: comparison.on, url: on.url + p, pid: on.process.pid },
				{ key: `bare (${comparison.on})`, url: bare.url + p, pid: bare.pid },
				{ key: comparison.off, url: off.url + p, pid: off.process.pid },
				{ key: `bare (${comparison.off})`, url: bare.url + offPath(p), pid: bare.pid },
			]
			const results = new Map<string, { rps: number; perCpu: number; errors: number }[]>()
			for (let round = 0; round < rounds; round++) {
				// Rotated each round, so no target always runs first or after the same neighbour.
				const order = targets.map((_, i) => targets[(i + round) % targets.length]!)
				for (const target of order) results.set(target.key, [...(results.get(target.key) ?? []), await measure(target.url, target.pid, headers)])
				console.log(`  ${name} (${client}) round ${round + 1}/${rounds} done (load ${machineLine().split('load average ')[1]?.split(',')[0]})`)
			}
			const med = (key: string, field: 'rps' | 'perCpu') => median(results.get(key)!.map((r) => r[field]))
			const size = (key: string) => `${(Buffer.from(captured[key]!.body, 'base64').length / 1024).toFixed(1)} KB ${captured[key]!.headers['content-encoding'] ?? 'identity'}`
			const prefix = client === 'browser' ? 'compressed ' : ''
			for (const [key, bytes] of [
				[comparison.on, prefix + p],
				[comparison.off, prefix + offPath(p)],
			] as const) {
				// Per CPU-second of each server process: on a loaded machine the wall-clock rate mostly says
				// how much of a core the scheduler gave it.
				const ratio = med(key, 'perCpu') / med(`bare (${key})`, 'perCpu')
				if (key === comparison.on) ratios.push(ratio)
				rows.push({
					page: `${name} (${client})`,
					server: key,
					bytes: size(bytes),
					'req/s': int(med(key, 'rps')),
					'bare req/s': int(med(`bare (${key})`, 'rps')),
					'req/CPU-s': int(med(key, 'perCpu')),
					'bare req/CPU-s': int(med(`bare (${key})`, 'perCpu')),
					'x bare (per CPU-s)': ratio.toFixed(2),
					errors: results.get(key)!.reduce((sum, r) => sum + r.errors, 0),
				})
			}
			rows.push({
				page: `${name} (${client})`,
				server: `${comparison.on} / ${comparison.off}`,
				'req/s': `${(med(comparison.on, 'rps') / med(comparison.off, 'rps')).toFixed(2)} x`,
				'req/CPU-s': `${(med(comparison.on, 'perCpu') / med(comparison.off, 'perCpu')).toFixed(2)} x`,
			})
		}
	}
	printTable(rows, `${comparison.title} (${rounds} interleaved rounds of ${duration} s, ${connections} connections; medians)`)
	await Promise.all([on.stop(), off.stop(), bare.stop()])
	return Math.min(...ratios)
}

const homeAndProduct = async (base: string) => [['home', '/'] as const, ['product', await firstLink(base, '/en/products', '/en/products/')] as const]

/** Kept pages to a browser, gzip spliced around the nonce or compressed per answer. */
const splice = () =>
	stageOnOff({ skip: 'gzip-splice', on: 'splice', off: 'no splice', pages: homeAndProduct, clients: ['browser'], title: 'Kept pages as a browser asks' })

/** Kept pages answered before Express with the headers their first answer got, or through it. */
const aheadOfExpress = () =>
	stageOnOff({
		skip: 'before-express',
		on: 'ahead of Express',
		off: 'through Express',
		pages: async (base) => [...(await homeAndProduct(base)), ['search', '/en/search?q=rice'] as const],
		clients: ['identity', 'browser'],
		title: 'Kept pages before Express and through it',
	})

async function preloads() {
	const kept = await startServer({ port: ports[3]!, name: 'stages-preloads', env: { BENCH_SKIP_STAGES: 'script-preloads' } })
	console.log('\n  Lighthouse: this build against the same build keeping the script preloads, with the floor between')
	const result = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lighthouse.ts'], {
		cwd: root,
		stdio: 'inherit',
		env: {
			...process.env,
			BENCH_PORTS: `${ports[4]},${ports[5]}`,
			BENCH_PAGES: process.env.BENCH_PAGES ?? '/',
			BENCH_RUNS: String(rounds),
			BENCH_COMPARE: `with-preloads=${kept.url}`,
		},
	})
	await kept.stop()
	return result.status === 0
}

async function documentStagesCost() {
	const server = await startServer({ port: ports[0]!, name: 'stages-document' })
	const html = Buffer.from(await (await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
	await server.stop()
	const chunks: Buffer[] = []
	for (let at = 0; at < html.length; at += 16 * 1024) chunks.push(html.subarray(at, at + 16 * 1024))
	const codes = { header: ['<script>window.dataLayer=[]</script>'], bodyStart: ['<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X"></iframe></noscript>'], bodyEnd: [] }
	const once = async (withStages: boolean) => {
		const started = process.hrtime.bigint()
		const sink = new PassThrough()
		sink.resume()
		const source = Readable.from(chunks)
		await (withStages ? pipeline(source, dropScriptPreloads(), createCodeInjector(codes, 'N0NCE', undefined), sink) : pipeline(source, new PassThrough(), sink))
		return Number(process.hrtime.bigint() - started) / 1e6
	}
	const times = { bare: [] as number[], stages: [] as number[] }
	for (let i = 0; i < 50; i++) await Promise.all([once(false), once(true)])
	for (let i = 0; i < 400; i++) {
		times.bare.push(await once(false))
		times.stages.push(await once(true))
	}
	const bare = median(times.bare)
	const stages = median(times.stages)
	printTable(
		[
			{ stream: `home page (${(html.length / 1024).toFixed(0)} KB in ${chunks.length} chunks) through a PassThrough`, 'median ms': bare.toFixed(3) },
			{ stream: 'through the document stages (preloads out, one header and one body code placed)', 'median ms': stages.toFixed(3), 'x bare': (stages / bare).toFixed(1) },
		],
		'Document stages, cost per render (400 interleaved runs)',
	)
}

async function main() {
	console.log(`Response pipeline stages (${machineLine()})`)
	ensureBuild()
	let pass = true
	let detail = ''
	if (runs('document')) await documentStagesCost()
	if (runs('splice')) {
		const worst = await splice()
		pass &&= worst >= 0.5
		detail += `kept pages with the splice: worst ${worst.toFixed(2)} x bare per CPU-second (bar 0.50 x)`
	}
	if (runs('ahead')) {
		const worst = await aheadOfExpress()
		pass &&= worst >= 0.5
		detail += `${detail ? '; ' : ''}kept pages ahead of Express: worst ${worst.toFixed(2)} x bare per CPU-second (bar 0.50 x)`
	}
	if (runs('preloads')) pass = (await preloads()) && pass
	console.log(`\n  load after the run: ${machineLine()}`)
	return verdict('response stages', pass, detail || 'see the tables')
}

runBench(main)
