/**
 * `npm run bench:datasheet`: how long a buyer waits for a product datasheet (decision 0036), beside
 * a bare Node server (bench/bare-server.mjs) answering the same PDF bytes, measured in the same run
 * with the requests interleaved (bare, app, bare, app…) so both see the same machine.
 *
 * - warm: a sheet already kept (the common case: asked for before, nothing it shows changed).
 * - cold: the first request for each product's sheet in each language, on a server that has drawn
 *   other sheets already (fonts loaded, code warm): the drawing itself, with its queries.
 * - first after a restart: a new process's first sheet (fonts unpacked, code cold).
 * One request at a time over a kept-alive connection; the time is until the last byte. The app on
 * SQLite and (unless --sqlite-only) PostgreSQL. Bar: warm p95 under 300 ms, no errors.
 */
import {
	capture,
	type Captured,
	ensureBuild,
	kb,
	machineLine,
	ms,
	percentile,
	ports,
	printTable,
	quick,
	runBench,
	type Server,
	startBare,
	startServer,
	verdict,
	withPostgres,
} from './lib.ts'

const warmRounds = quick ? 20 : 200
const barMs = 300

/** The product paths of the listing's first page, in both languages. */
async function datasheetPaths(base: string): Promise<string[]> {
	const html = await (await fetch(`${base}/products`)).text()
	const slugs = [...new Set([...html.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].filter((slug) => slug !== 'category')
	if (!slugs.length) throw new Error('no product on /products')
	return slugs.flatMap((slug) => [`/products/${slug}/datasheet.pdf`, `/en/products/${slug}/datasheet.pdf`])
}

/** One request, timed until its last byte; throws on any answer but 200 with a PDF. */
async function timed(url: string): Promise<{ ms: number; bytes: number }> {
	const started = performance.now()
	const response = await fetch(url)
	const body = Buffer.from(await response.arrayBuffer())
	const elapsed = performance.now() - started
	if (response.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${url} answered ${response.status}`)
	return { ms: elapsed, bytes: body.length }
}

const stats = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b)
	return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN, n: sorted.length }
}

async function main() {
	console.log(`Datasheet latency (${machineLine()}; one request at a time; warm = ${warmRounds} rounds of the Arabic and English sheet)`)
	ensureBuild()
	const servers: Server[] = [await startServer({ port: ports[0]!, name: 'datasheet' })]
	if (withPostgres) servers.push(await startServer({ port: ports[1]!, name: 'datasheet', postgres: true }))
	const paths = await datasheetPaths(servers[0]!.url)
	const [warmAr, warmEn] = [paths[0]!, paths[1]!]

	const rows: Record<string, string | number>[] = []
	const row = (server: string, mode: string, values: number[], bare?: number[]) => {
		const s = stats(values)
		const b = bare ? stats(bare) : null
		rows.push({
			server,
			mode,
			requests: s.n,
			p50: ms(s.p50),
			p95: ms(s.p95),
			max: ms(s.max),
			'bare p50': b ? ms(b.p50) : '',
			'bare p95': b ? ms(b.p95) : '',
		})
		return s
	}
	const sizes: number[] = []
	let worstWarm = 0
	let bare: Awaited<ReturnType<typeof startBare>> | null = null
	for (const server of servers) {
		// First after a restart: a fresh process, nothing kept, nothing loaded.
		await server.restart()
		const first = await timed(server.url + warmAr)
		// The bare server answers the bytes this app answered (captured once, from the first server).
		if (!bare) {
			const captured: Record<string, Captured> = {}
			for (const p of paths) captured[p] = await capture(server.url, p)
			sizes.push(...[warmAr, warmEn].map((p) => Buffer.from(captured[p]!.body, 'base64').length))
			bare = await startBare(ports[2]!, captured)
		}
		const bareUrl = bare.url
		const firstBare = await timed(bareUrl + warmAr)
		row(server.dialect, 'first after a restart', [first.ms], [firstBare.ms])

		// Cold: each other sheet's first request (the bare server's answer to the same path between).
		await server.restart()
		await timed(server.url + warmAr)
		const cold: number[] = []
		const coldBare: number[] = []
		for (const p of paths.slice(1)) {
			coldBare.push((await timed(bareUrl + p)).ms)
			cold.push((await timed(server.url + p)).ms)
		}
		row(server.dialect, `cold (${cold.length} sheets drawn)`, cold, coldBare)

		// Warm: kept sheets, interleaved with the bare server.
		const warm: number[] = []
		const warmBare: number[] = []
		for (let round = 0; round < warmRounds; round++) {
			for (const p of [warmAr, warmEn]) {
				warmBare.push((await timed(bareUrl + p)).ms)
				warm.push((await timed(server.url + p)).ms)
			}
		}
		const s = row(server.dialect, 'warm (kept sheet)', warm, warmBare)
		worstWarm = Math.max(worstWarm, s.p95)
	}
	printTable(rows, `Time to the last byte (warm: ${warmAr} and ${warmEn}, ${kb(sizes[0]!)} and ${kb(sizes[1]!)}; ${paths.length} sheets in all)`)
	return verdict('datasheet', worstWarm < barMs, `warm p95 ${ms(worstWarm)} (bar ${barMs} ms)`)
}

runBench(main)
