/**
 * `npm run bench:analytics`: a year of a busy site, then the stats functions and the ingest rate.
 *
 * Generates BENCH_PAGE_VIEWS page views (default 1,000,000) and BENCH_EVENTS events (default
 * 300,000: four fifths tracking events, one fifth conversions) spread over the 365 days ending now,
 * in a scratch SQLite file (and in a scratch PostgreSQL schema when BENCH_DATABASE_URL is set),
 * then prints:
 *   - the first (cold) call of the 90-day overview, which aggregates the completed days once;
 *   - p50 / p95 of every stats function over BENCH_ITERATIONS warm calls (default 30) per range;
 *   - the ingest rate through ingestBatch with batches of 10 events (bar: 2,000 events/s on SQLite).
 * Nothing is left behind: the scratch file and schema are removed at the end.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import pg from 'pg'
import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { addDays, localDate, startOfLocalDay } from '#app/lib/time-zone.ts'
import { ingestBatch } from '#app/server/analytics.server.ts'
import * as stats from '#app/server/analytics-stats.server.ts'
import * as leads from '#app/server/lead-stats.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import { type DatabaseHandle, openPostgres, openSqlite } from '#app/server/db/connect.server.ts'
import { closeDatabase, installDatabase } from '#app/server/db/db.server.ts'
import { migrateToLatest } from '#app/server/db/migrations.server.ts'

const pageViews = Number(process.env.BENCH_PAGE_VIEWS ?? 1_000_000)
const eventCount = Number(process.env.BENCH_EVENTS ?? 300_000)
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30)
const ingestBatches = Number(process.env.BENCH_INGEST_BATCHES ?? 2_000)
const timeZone = getConfig().SITE_TIMEZONE
const now = new Date()

// ---------------------------------------------------------------------------------------------
// Data: a deterministic pseudo-random year

let seed = 42
const random = () => {
	seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
	return seed / 2 ** 31
}
/** Skewed towards the start of a list (a few pages get most views). */
const skewed = <T>(list: readonly T[]) => list[Math.floor(list.length * random() ** 2.5)]!

const products = Array.from({ length: 60 }, (_, i) => `/products/item-${i}`)
const posts = Array.from({ length: 40 }, (_, i) => `/blog/post-${i}`)
const categories = Array.from({ length: 20 }, (_, i) => `/products/category/cat-${i}`)
const base = [
	'/',
	'/products',
	'/about',
	'/contact',
	'/services',
	'/blog',
	...categories,
	...products,
	...posts,
	'/services/sea-freight',
	'/services/import',
]
const paths = [...base, ...base.map((p) => (p === '/' ? '/en' : `/en${p}`))]
const referrers = [
	'google.com',
	'bing.com',
	'l.facebook.com',
	'linkedin.com',
	't.co',
	'duckduckgo.com',
	'alibaba.com',
	'tradekey.com',
]
const devices = ['desktop', 'desktop', 'mobile', 'mobile', 'mobile', 'tablet'] as const
const eventNames = ['whatsapp_click', 'cta_click', 'category_click', 'nav_click', 'contact_page_view']
const conversionNames = ['ContactIntent', 'ContactIntent', 'ContactFormSubmit']

/** The 365 local days ending today, each with its [start, end) in epoch ms (today ends now). */
function yearOfDays() {
	const today = localDate(now, timeZone)
	return Array.from({ length: 365 }, (_, i) => {
		const day = addDays(today, i - 364)
		const start = startOfLocalDay(day, timeZone)
		return { day, start, end: Math.min(startOfLocalDay(addDays(day, 1), timeZone), now.getTime()) }
	})
}

interface Generated {
	views: (string | null)[][]
	events: (string | number | null)[][]
	conversions: (string | number | null)[][]
	/** created_at, landing page, referrer host, utm source, utm campaign, device, pages seen. */
	messages: (string | number | null)[][]
}

function generate(): Generated {
	const days = yearOfDays()
	const views: Generated['views'] = []
	const perDay = pageViews / days.length
	for (const [index, { day, start, end }] of days.entries()) {
		// Roughly three pages per visitor.
		const count = Math.round(perDay * ((end - start) / 86_400_000) * (0.7 + 0.6 * random()))
		const dayVisitors = Math.max(1, Math.round(count / 3))
		for (let i = 0; i < count; i++) {
			const at = new Date(start + Math.floor(random() * (end - start))).toISOString()
			const visitor = Math.floor(random() * dayVisitors)
			const page = skewed(paths)
			const landing = random() < 0.3
			views.push([
				page,
				'Page',
				at,
				`${day}:${visitor}`.padEnd(32, '0').slice(0, 32),
				landing && random() < 0.6 ? skewed(referrers) : null,
				landing && random() < 0.1 ? 'newsletter' : null,
				landing && random() < 0.1 ? 'email' : null,
				landing && random() < 0.1 ? `campaign-${index % 12}` : null,
				devices[Math.floor(random() * devices.length)]!,
				page === '/en' || page.startsWith('/en/') ? 'en' : 'ar',
				'Mozilla/5.0 (bench)',
				`s-${day}-${visitor}`,
			])
		}
	}
	const span = now.getTime() - days[0]!.start
	const at = () => new Date(days[0]!.start + Math.floor(random() * span)).toISOString()
	const events: Generated['events'] = []
	const conversions: Generated['conversions'] = []
	for (let i = 0; i < eventCount; i++) {
		if (i % 5 === 4) conversions.push([skewed(conversionNames), 1, skewed(paths), at()])
		else events.push([skewed(eventNames), 'homepage', 'click', skewed(paths), skewed(paths), at()])
	}
	// Enquiries with where they came from (decision 0038): a landing page for most, a source for some.
	const messages = Array.from({ length: 5000 }, () => {
		const browser = random() < 0.85
		const campaign = browser && random() < 0.2
		return [
			at(),
			browser ? skewed(paths) : null,
			browser && !campaign && random() < 0.5 ? skewed(referrers) : null,
			campaign ? 'newsletter' : null,
			campaign ? `campaign-${Math.floor(random() * 12)}` : null,
			devices[Math.floor(random() * devices.length)]!,
			browser ? 1 + Math.floor(random() * 12) : null,
		]
	})
	return { views, events, conversions, messages }
}

const viewColumns = [
	'page_path',
	'page_title',
	'created_at',
	'visitor_hash',
	'referrer_host',
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'device',
	'language',
	'user_agent',
	'session_id',
]
const eventColumns = [
	'event_name',
	'event_category',
	'event_action',
	'event_label',
	'page_path',
	'created_at',
]
const conversionColumns = ['conversion_name', 'conversion_value', 'page_path', 'created_at']
const messageColumns = [
	'name',
	'email',
	'service',
	'message',
	'created_at',
	'updated_at',
	'lead_landing_page',
	'lead_referrer_host',
	'lead_utm_source',
	'lead_utm_campaign',
	'lead_device',
	'lead_pages',
]
const messageRow = ([at, ...lead]: Generated['messages'][number]) => ['Bench', 'bench@example.com', 'other', 'hello', at, at, ...lead]

function loadSqlite(file: string, data: Generated) {
	const database = new SQLite(file)
	database.pragma('journal_mode = WAL')
	const insert = (table: string, columns: string[]) =>
		database.prepare(
			`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
		)
	const views = insert('page_views', viewColumns)
	const events = insert('tracking_events', eventColumns)
	const conversions = insert('conversion_events', conversionColumns)
	const messages = insert('contact_messages', messageColumns)
	database.transaction(() => {
		for (const row of data.views) views.run(row)
		for (const row of data.events) events.run(row)
		for (const row of data.conversions) conversions.run(row)
		for (const row of data.messages) messages.run(messageRow(row))
	})()
	database.pragma('optimize')
	database.close()
}

async function loadPostgres(handle: DatabaseHandle, data: Generated) {
	const types: Record<string, string> = {
		created_at: 'timestamptz',
		conversion_value: 'float8',
		lead_pages: 'int4',
		updated_at: 'timestamptz',
	}
	const bulk = async (table: string, columns: string[], rows: unknown[][]) => {
		for (let i = 0; i < rows.length; i += 20_000) {
			const chunk = rows.slice(i, i + 20_000)
			const arrays = columns.map(
				(column, c) => sql`${chunk.map((row) => row[c])}::${sql.raw(types[column] ?? 'text')}[]`,
			)
			await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) select * from unnest(${sql.join(arrays)})`.execute(
				handle.db,
			)
		}
	}
	await bulk('page_views', viewColumns, data.views)
	await bulk('tracking_events', eventColumns, data.events)
	await bulk('conversion_events', conversionColumns, data.conversions)
	await bulk('contact_messages', messageColumns, data.messages.map(messageRow))
	// Only the bench's own tables (a bare VACUUM would visit every schema of the database).
	await sql`vacuum analyze page_views, tracking_events, conversion_events, contact_messages`.execute(handle.db)
}

// ---------------------------------------------------------------------------------------------
// Measurements

const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`

async function time(fn: () => Promise<unknown>, runs: number) {
	const samples: number[] = []
	for (let i = 0; i < runs; i++) {
		const start = performance.now()
		await fn()
		samples.push(performance.now() - start)
	}
	samples.sort((a, b) => a - b)
	return { p50: percentile(samples, 50), p95: percentile(samples, 95) }
}

async function measureStats(label: string) {
	const coldStart = performance.now()
	await stats.getAnalyticsOverview({ days: 90, now })
	const cold = performance.now() - coldStart
	console.log(`\n${label}: first 90-day overview (aggregates 89 completed days once): ${ms(cold)}`)
	const rows: Record<string, Record<string, string>> = {}
	const fns: [string, (days: number) => Promise<unknown>][] = [
		['getAnalyticsTotals', () => stats.getAnalyticsTotals({ now })],
		['listRecentTrackingEvents', () => stats.listRecentTrackingEvents()],
		['getPageViewsByDay', (days) => stats.getPageViewsByDay({ days, now })],
		['getUniqueVisitors', (days) => stats.getUniqueVisitors({ days, now })],
		['getTopPages', (days) => stats.getTopPages({ days, now })],
		['getTopReferrers', (days) => stats.getTopReferrers({ days, now })],
		['getDevices', (days) => stats.getDevices({ days, now })],
		['getLanguages', (days) => stats.getLanguages({ days, now })],
		['getTopCampaigns', (days) => stats.getTopCampaigns({ days, now })],
		['getConversionsByName', (days) => stats.getConversionsByName({ days, now })],
		['getEventsByName', (days) => stats.getEventsByName({ days, now })],
		['getAnalyticsOverview', (days) => stats.getAnalyticsOverview({ days, now })],
		['getProductViewers', (days) => stats.getProductViewers({ days, now })],
		['getEnquiriesBySource', (days) => leads.getEnquiriesBySource({ days, now })],
		['getEnquiryOverview', (days) => leads.getEnquiryOverview({ days, now })],
		// What the analytics screen's loader awaits.
		['analytics screen', (days) => Promise.all([stats.getAnalyticsOverview({ days, now }), leads.getEnquiryOverview({ days, now })])],
	]
	for (const [name, fn] of fns) {
		const row: Record<string, string> = {}
		for (const days of stats.statsRanges) {
			const { p50, p95 } = await time(() => fn(days), iterations)
			row[`${days}d p50`] = ms(p50)
			row[`${days}d p95`] = ms(p95)
		}
		rows[name] = row
	}
	console.table(rows)
}

function batchOf(i: number): AnalyticsBatch {
	const occurred_at = new Date().toISOString()
	return {
		session_id: `ingest-${i % 500}`,
		events: [
			...Array.from({ length: 6 }, (_, j) => ({
				kind: 'page_view' as const,
				page_path: paths[(i + j) % paths.length]!,
				page_title: 'Bench',
				referrer: 'https://www.google.com/',
				occurred_at,
			})),
			...Array.from({ length: 3 }, (_, j) => ({
				kind: 'event' as const,
				event_name: eventNames[j]!,
				event_category: 'homepage',
				event_action: 'click',
				page_path: '/',
				occurred_at,
			})),
			{
				kind: 'conversion' as const,
				conversion_name: 'ContactIntent',
				conversion_value: 1,
				page_path: '/',
				occurred_at,
			},
		],
	}
}

async function measureIngest(label: string, concurrency: number) {
	const ua =
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
	await ingestBatch(batchOf(0), { userAgent: ua, clientIp: '192.0.2.1' })
	let next = 0
	const cpuStart = process.cpuUsage()
	const start = performance.now()
	await Promise.all(
		Array.from({ length: concurrency }, async () => {
			while (next < ingestBatches) {
				const i = next++
				await ingestBatch(batchOf(i), { userAgent: ua, clientIp: `192.0.2.${i % 250}` })
			}
		}),
	)
	const seconds = (performance.now() - start) / 1000
	const cpu = process.cpuUsage(cpuStart)
	const rate = (ingestBatches * 10) / seconds
	// On a shared machine the wall-clock rate includes waiting for the CPU; the CPU rate shows the cost.
	const cpuRate = (ingestBatches * 10) / ((cpu.user + cpu.system) / 1e6)
	const format = (n: number) => Math.round(n).toLocaleString('en-US')
	console.log(
		`${label}: ingest ${ingestBatches} batches of 10 events, ${concurrency} at a time: ${format(rate)} events/s (wall clock), ${format(cpuRate)} events per CPU-second of this process`,
	)
	return rate
}

async function run(label: string, handle: DatabaseHandle, load: () => Promise<void>, schema?: string) {
	installDatabase(handle)
	await migrateToLatest(handle.db, handle.dialect, schema)
	const started = performance.now()
	await load()
	const load1 = os.loadavg()[0]!.toFixed(1)
	console.log(
		`${label}: loaded ${pageViews.toLocaleString('en-US')} page views and ${eventCount.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s (time zone ${timeZone}; load average ${load1} on ${os.cpus().length} CPUs)`,
	)
	await measureStats(label)
	const rate = await measureIngest(label, 1)
	if (handle.dialect === 'postgres') await measureIngest(label, 8)
	return rate
}

async function main() {
	console.log(
		`Generating a year of data (${pageViews.toLocaleString('en-US')} page views, ${eventCount.toLocaleString('en-US')} events)…`,
	)
	const data = generate()

	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-bench-'))
	const file = path.join(dir, 'bench.db')
	let sqliteRate = 0
	try {
		const handle = openSqlite(file)
		sqliteRate = await run('SQLite', handle, async () => loadSqlite(file, data))
		await closeDatabase()
	} finally {
		fs.rmSync(dir, { recursive: true, force: true })
	}

	const url = process.env.BENCH_DATABASE_URL
	if (url) {
		const schema = `bench_${crypto.randomBytes(4).toString('hex')}`
		const admin = new pg.Client({ connectionString: url })
		await admin.connect()
		await admin.query(`create schema ${schema}`)
		try {
			const handle = openPostgres(url, { schema, max: 10 })
			await run('PostgreSQL', handle, () => loadPostgres(handle, data), schema)
			await closeDatabase()
		} finally {
			await admin.query(`drop schema if exists ${schema} cascade`)
			await admin.end()
		}
	} else {
		console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too)')
	}

	const bar = 2000
	console.log(
		`\nIngest on SQLite: ${Math.round(sqliteRate).toLocaleString('en-US')} events/s (bar ${bar.toLocaleString('en-US')}): ${sqliteRate >= bar ? 'PASS' : 'FAIL'}`,
	)
	if (sqliteRate < bar) process.exitCode = 1
}

main().catch((error: unknown) => {
	console.error(error)
	process.exit(1)
})
