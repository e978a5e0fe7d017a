/**
 * `npm run bench:throughput`: requests per second of public pages on the production server, side by
 * side in the same run with a bare Node HTTP server (bench/bare-server.mjs) that answers the same
 * bytes (status, headers and body the app answered for that path, captured just before).
 *
 * - warm: after a warm-up run of the same page; the figure is requests / seconds of the measured run.
 * - cold: the server process restarted on the same data just before (empty in-process caches, JIT
 *   not warmed), then the first requests, each with a query string never seen before (`_=n`), so
 *   any URL-keyed cache misses.
 * - Both servers get the same autocannon settings (connections, duration) from this process, one
 *   at a time, so the load generator takes the same share of the CPU from each.
 * Requests per CPU-second of the server process are printed too: a busy machine distorts them less.
 * - as a browser: the same warm run with a browser's Accept-Encoding; the bare server answers the
 *   compressed bytes the app gave a browser for that page.
 * Pages: the Arabic home, a product page and a search results page; the app on SQLite and (unless
 * --sqlite-only) on PostgreSQL. Bar: warm pages >= 0.5 x the bare server's rps, no errors; p99 shown.
 */
import autocannon from 'autocannon'
import {
	browserAcceptEncoding,
	capture,
	captureAsBrowser,
	cpuSeconds,
	ensureBuild,
	firstLink,
	int,
	machineLine,
	ports,
	printTable,
	quick,
	runBench,
	type Run,
	type Server,
	startBare,
	startServer,
	summarise,
	verdict,
	withPostgres,
} from './lib.ts'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const duration = Number(process.env.BENCH_DURATION ?? (quick ? 3 : 20))
const warmup = quick ? 2 : 10
const coldRequests = quick ? 100 : 500

const warm = async (url: string, pid: number | undefined, headers: Record<string, string> = {}) => {
	await autocannon({ url, connections, duration: warmup, headers })
	const cpuBefore = cpuSeconds(pid)
	const run = summarise(await autocannon({ url, connections, duration, headers }))
	return { ...run, perCpu: run.requests / (cpuSeconds(pid) - cpuBefore) }
}

/**
 * The first `coldRequests` requests, each to a URL not requested before. The rate is the requests
 * over the time to the last answer: autocannon's own duration ends at its next one-second tick, so
 * 500 answers in 8.9 s read as 50 a second, and every cold figure was 500 over a whole number.
 */
const cold = async (url: string, pid: number | undefined) => {
	let n = 0
	let lastAnswer = 0
	const target = new URL(url)
	const separator = target.search ? '&' : '?'
	const cpuBefore = cpuSeconds(pid)
	const started = performance.now()
	const run = summarise(
		await autocannon({
			url: target.origin,
			connections,
			amount: coldRequests,
			requests: [
				{
					setupRequest: (request) => ({
						...request,
						path: `${target.pathname}${target.search}${separator}_=${Date.now()}-${n++}`,
					}),
					onResponse: () => {
						lastAnswer = performance.now()
					},
				},
			],
		}),
	)
	const seconds = (lastAnswer - started) / 1000
	return { ...run, rps: run.requests && seconds > 0 ? run.requests / seconds : 0, perCpu: run.requests / (cpuSeconds(pid) - cpuBefore) }
}

async function main() {
	console.log(
		`Throughput (${machineLine()}; ${connections} connections, ${duration} s runs after ${warmup} s warm-up; cold = first ${coldRequests} requests after a restart)`,
	)
	ensureBuild()
	const servers: Server[] = [await startServer({ port: ports[0]!, name: 'throughput' })]
	if (withPostgres) servers.push(await startServer({ port: ports[1]!, name: 'throughput', postgres: true }))
	const base = servers[0]!.url
	const product = await firstLink(base, '/products', '/products/')
	const pages = [
		['home', '/'],
		['product', product],
		['search', '/en/search?q=rice'],
	] as const

	const captured = Object.fromEntries(
		await Promise.all(pages.map(async ([, p]) => [p, await capture(base, p)] as const)),
	)
	for (const [, p] of pages) captured[`compressed ${p}`] = await captureAsBrowser(base, p)
	const bare = await startBare(ports[2]!, captured)

	const rows: Record<string, string | number>[] = []
	const ratios: { page: string; dialect: string; ratio: number; errors: number }[] = []
	const row = (
		page: string,
		server: string,
		mode: string,
		run: Run & { perCpu?: number },
		bareRps?: number,
	) => {
		rows.push({
			page,
			server,
			mode,
			'req/s': int(run.rps),
			'x bare': bareRps ? (run.rps / bareRps).toFixed(2) : '',
			'req/CPU-s': run.perCpu ? int(run.perCpu) : '',
			'p50 ms': run.p50.toFixed(1),
			'p99 ms': run.p99.toFixed(1),
			requests: int(run.requests),
			errors: run.errors,
		})
	}
	// "as a browser" sends a browser's Accept-Encoding: the bare server answers the same compressed
	// bytes the app gave a browser for that page (a kept page's gzip form).
	const browser = { 'accept-encoding': browserAcceptEncoding }
	for (const [name, pagePath] of pages) {
		const size = (key: string) => `${(Buffer.from(captured[key]!.body, 'base64').length / 1024).toFixed(0)} KB`
		const encoding = captured[`compressed ${pagePath}`]!.headers['content-encoding'] ?? 'identity'
		const bareWarm = await warm(bare.url + pagePath, bare.pid)
		row(name, `bare (${size(pagePath)})`, 'warm', bareWarm)
		const bareBrowser = await warm(bare.url + pagePath, bare.pid, browser)
		row(name, `bare (${size(`compressed ${pagePath}`)} ${encoding})`, 'warm, as a browser', bareBrowser)
		for (const server of servers) {
			await server.restart()
			row(name, server.dialect, 'cold', await cold(server.url + pagePath, server.process.pid), bareWarm.rps)
			const run = await warm(server.url + pagePath, server.process.pid)
			row(name, server.dialect, 'warm', run, bareWarm.rps)
			ratios.push({ page: name, dialect: server.dialect, ratio: run.rps / bareWarm.rps, errors: run.errors })
			const asBrowser = await warm(server.url + pagePath, server.process.pid, browser)
			row(name, server.dialect, 'warm, as a browser', asBrowser, bareBrowser.rps)
			ratios.push({ page: `${name} (as a browser)`, dialect: server.dialect, ratio: asBrowser.rps / bareBrowser.rps, errors: asBrowser.errors })
		}
	}
	printTable(
		rows,
		`Requests per second (loopback; uncompressed unless "as a browser"; ${pages.map(([n, p]) => `${n} = ${p}`).join(', ')})`,
	)

	const worst = ratios.reduce((a, b) => (b.ratio < a.ratio ? b : a))
	const errors = rows.reduce((sum, r) => sum + Number(r.errors), 0)
	return verdict(
		'throughput',
		worst.ratio >= 0.5 && errors === 0,
		`worst warm page ${worst.page} on ${worst.dialect} = ${worst.ratio.toFixed(2)} x bare (bar 0.50 x); ${errors} errors`,
	)
}

runBench(main)
