/**
 * `npm run bench:ingest`: analytics events per second through the real endpoint (POST
 * /api/analytics on the production server), in batches of 10 (6 page views, 3 click events,
 * 1 conversion, as the client sends them), on SQLite and PostgreSQL.
 *
 * Rate limit: the endpoint allows 120 batches a minute per client address, so one load generator
 * would measure the limiter, not ingestion. The servers run with TRUST_PROXY=true (the documented
 * setting for a deployment behind a reverse proxy) and every request carries a new client address
 * in X-Forwarded-For, as traffic from many visitors through a proxy does: each request pays for
 * its own rate-limit row and visitor hash, nothing is skipped. Every answer must be 202; afterwards
 * the stored rows are counted and must equal 10 x the accepted batches.
 *
 * Baseline, same run: the bare Node server (bench/bare-server.mjs) reading the same POST and
 * answering the endpoint's captured 202 reply: the HTTP ceiling of this machine for this traffic.
 * The server's CPU time during the run gives events per CPU-second, which a busy machine does not
 * distort (the wall-clock rate is the bar). Demo content is not loaded (SEED_DEMO_CONTENT=false): ingestion does not read it.
 * Bar: 2,000 events/s on SQLite (PostgreSQL printed too).
 */
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import path from 'node:path'
import pg from 'pg'
import {
	capture,
	cpuSeconds,
	int,
	ensureBuild,
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
const warmup = quick ? 1 : 5
const userAgent =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

function batchBody(): string {
	const occurred_at = new Date().toISOString()
	const paths = ['/', '/products', '/en/products', '/contact', '/blog', '/en']
	return JSON.stringify({
		session_id: 'bench-session-0001',
		events: [
			...paths.map((page_path) => ({
				kind: 'page_view',
				page_path,
				page_title: 'Bench',
				referrer: 'https://www.google.com/',
				occurred_at,
			})),
			...['whatsapp_click', 'cta_click', 'nav_click'].map((event_name) => ({
				kind: 'event',
				event_name,
				event_category: 'homepage',
				event_action: 'click',
				page_path: '/',
				occurred_at,
			})),
			{
				kind: 'conversion',
				conversion_name: 'ContactIntent',
				conversion_value: 1,
				page_path: '/',
				occurred_at,
			},
		],
	})
}

/** Every request from a client address never used before in this run (10.0.0.0/8). */
let clients = 0
const nextAddress = () => {
	const n = ++clients
	return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

async function post(url: string, seconds: number): Promise<Run> {
	const body = batchBody()
	return summarise(
		await autocannon({
			url,
			connections,
			duration: seconds,
			method: 'POST',
			requests: [
				{
					setupRequest: (request) => ({
						...request,
						method: 'POST',
						body,
						headers: {
							'content-type': 'application/json',
							'user-agent': userAgent,
							'x-forwarded-for': nextAddress(),
						},
					}),
				},
			],
		}),
	)
}

async function storedEvents(server: Server): Promise<number> {
	const query =
		'select (select count(*) from page_views) + (select count(*) from tracking_events) + (select count(*) from conversion_events) as n'
	if (server.dialect === 'sqlite') {
		const database = new SQLite(path.join(server.dataDir, 'tasdeer.db'), { readonly: true })
		try {
			return Number((database.prepare(query).get() as { n: number }).n)
		} finally {
			database.close()
		}
	}
	const client = new pg.Client({ connectionString: server.databaseUrl })
	await client.connect()
	try {
		return Number((await client.query<{ n: string }>(query)).rows[0]!.n)
	} finally {
		await client.end()
	}
}

/**
 * The stored count once the batches still in flight when autocannon stopped have landed: read
 * until two reads 200 ms apart agree (at most 5 s), so a warm-up's last batches are not counted
 * in the measured run.
 */
async function settledStoredEvents(server: Server): Promise<number> {
	let previous = await storedEvents(server)
	for (let waited = 0; waited < 5_000; waited += 200) {
		await new Promise((resolve) => setTimeout(resolve, 200))
		const current = await storedEvents(server)
		if (current === previous) return current
		previous = current
	}
	return previous
}

async function main() {
	console.log(
		`Analytics ingest (${machineLine()}; ${connections} connections, ${duration} s runs after ${warmup} s warm-up, batches of 10)`,
	)
	ensureBuild()
	const env = { TRUST_PROXY: 'true', SEED_DEMO_CONTENT: 'false' }
	const servers = [await startServer({ port: ports[0]!, name: 'ingest', env })]
	if (withPostgres) servers.push(await startServer({ port: ports[1]!, name: 'ingest', postgres: true, env }))

	const reply = await capture(servers[0]!.url, '/api/analytics', {
		method: 'POST',
		body: batchBody(),
		headers: {
			'content-type': 'application/json',
			'user-agent': userAgent,
			'x-forwarded-for': nextAddress(),
		},
	})
	const bare = await startBare(ports[2]!, { '/api/analytics': reply })
	await post(`${bare.url}/api/analytics`, warmup)
	const bareRun = await post(`${bare.url}/api/analytics`, duration)

	const rows: Record<string, string | number>[] = [
		{
			server: 'bare (same POST, captured 202)',
			'events/s': int(bareRun.rps * 10),
			'batches/s': int(bareRun.rps),
			'x bare': '1.00',
			'p50 ms': bareRun.p50.toFixed(1),
			'p99 ms': bareRun.p99.toFixed(1),
			errors: bareRun.errors,
			stored: '',
		},
	]
	const rates: Record<string, number> = {}
	let problems = 0
	for (const server of servers) {
		await post(`${server.url}/api/analytics`, warmup)
		const before = await settledStoredEvents(server)
		const cpuBefore = cpuSeconds(server.process.pid)
		const run = await post(`${server.url}/api/analytics`, duration)
		const cpu = cpuSeconds(server.process.pid) - cpuBefore
		const stored = (await settledStoredEvents(server)) - before
		const accepted = run.requests - run.errors
		// Autocannon stops counting at the deadline; the up to `connections` batches in flight then
		// are still stored by the server, so the count may exceed the answered ones by that much.
		const complete = stored >= accepted * 10 && stored <= (accepted + connections) * 10
		if (run.errors || !complete) problems++
		rates[server.dialect] = run.rps * 10
		rows.push({
			server: server.dialect,
			'events/s': int(run.rps * 10),
			'batches/s': int(run.rps),
			'x bare': (run.rps / bareRun.rps).toFixed(2),
			'p50 ms': run.p50.toFixed(1),
			'p99 ms': run.p99.toFixed(1),
			'events/CPU-s': int((run.requests * 10) / cpu),
			errors: run.errors,
			stored: `${int(stored)} for ${int(accepted * 10)} answered${complete ? '' : ' (MISSING)'}`,
		})
	}
	printTable(rows, 'POST /api/analytics, 10 events per batch, a new client address per request')
	const sqlite = rates.sqlite ?? 0
	return verdict(
		'ingest',
		sqlite >= 2000 && problems === 0,
		`SQLite ${int(sqlite)} events/s (bar 2,000)${rates.postgres ? `, PostgreSQL ${int(rates.postgres)} events/s` : ''}; ${problems ? `${problems} server(s) with errors or missing rows` : 'no errors, every accepted event stored'}`,
	)
}

runBench(main)
