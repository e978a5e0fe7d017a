/**
 * `npm run bench:lighthouse`: Lighthouse 12 (the npm package, default mobile preset: Moto G
 * Power-class emulation, simulated slow 4G and 4 × CPU slowdown) on Debian's Chromium (no
 * downloaded browser), against the production build and the framework floor (bench/floor.ts: a
 * one-route React Router app of the same React Router, React and Vite, served by Express with
 * compression), built and served by this script.
 *
 * The floor is audited between every two pages, round after round (BENCH_RUNS rounds, default 3,
 * 1 with --quick), so every page is compared with the floor measured on the same machine in the
 * same minutes (the machine's benchmark index moves a lot on a shared machine). Medians per page.
 * Bars (decision 0029), each page against the floor's medians: total blocking time at most
 * max(2 × floor, floor + 100 ms), performance at least floor − 3, LCP at most floor + 0.5 s,
 * CLS 0; accessibility, best practices and SEO 100.
 * BENCH_PAGES=/en,/contact audits only those paths. BENCH_COMPARE=before=http://127.0.0.1:3447
 * audits the same paths on another running server too (an older build), interleaved, as extra rows.
 * BENCH_REPORTS=dir keeps every run's Lighthouse report there as JSON (round, page), for diagnosis.
 * BENCH_BLOCK=*plex-arabic-*.woff2 refuses matching requests in every audit (the floor's too), to
 * see what a resource costs; such a run is a diagnosis, not a verdict.
 * After the table, each page's blocking time by what Lighthouse attributes its long tasks to (a
 * diagnosis: which tasks the bar counts, not only how much).
 */
import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { frameworkVersions, startFloor } from './floor.ts'
import { chunkName, ensureBuild, machineLine, onCleanup, ports, printTable, quick, median, pagesBesideTheFloor, runBench, startServer, verdict } from './lib.ts'

const rounds = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 3))
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const chromeFlags = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
]

interface Audit {
	id: string
	title: string
	score: number | null
	numericValue?: number
	displayValue?: string
	scoreDisplayMode?: string
	details?: { items?: { node?: { snippet?: string; explanation?: string; selector?: string }; url?: string; startTime?: number; duration?: number }[] }
}
interface LighthouseResult {
	categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
	audits: Record<string, Audit>
	environment: { benchmarkIndex: number }
	runtimeError?: { code: string; message: string }
}

/** BENCH_BLOCK: URL patterns the audited browser refuses (`*` matches anything), for diagnosis only. */
const blockedUrlPatterns = process.env.BENCH_BLOCK?.split(',').filter(Boolean) ?? []

/** One audit; a run whose trace recording failed (NO_NAVSTART and the like, on a busy machine) is repeated up to twice. */
async function audit(url: string, port: number, attempt = 1): Promise<LighthouseResult> {
	const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories], blockedUrlPatterns })
	if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
	const lhr = result.lhr as unknown as LighthouseResult
	if (lhr.runtimeError) {
		const problem = `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`
		if (attempt >= 3) throw new Error(problem)
		console.log(`  ${problem}; again`)
		return audit(url, port, attempt + 1)
	}
	return lhr
}

const reportsDir = process.env.BENCH_REPORTS
function keepReport(lhr: LighthouseResult, round: number, key: string) {
	if (!reportsDir) return
	fs.mkdirSync(reportsDir, { recursive: true })
	const name = `${round}-${key.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`
	let file = path.join(reportsDir, `${name}.json`)
	for (let n = 2; fs.existsSync(file); n++) file = path.join(reportsDir, `${name}-${n}.json`)
	fs.writeFileSync(file, JSON.stringify(lhr))
}

const score = (lhr: LighthouseResult, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** Audits that cost points: weighted in the category and scored below 1. */
function failing(lhr: LighthouseResult, category: string) {
	return (lhr.categories[category]?.auditRefs ?? [])
		.filter((ref) => ref.weight > 0)
		.map((ref) => lhr.audits[ref.id]!)
		.filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
		.map((a) => {
			// For element audits (contrast, names, targets), the first offending elements.
			const nodes = (a.details?.items ?? [])
				.map((item) => item.node)
				.filter((node) => node?.snippet)
				.slice(0, 3)
				.map(
					(node) =>
						`\n      ${node!.selector ?? ''} ${node!.snippet!.slice(0, 160)}${node!.explanation ? `\n        ${node!.explanation.split('\n').slice(0, 2).join(' ')}` : ''}`,
				)
			return `${a.id} (${Math.round(a.score! * 100)}${a.displayValue ? `, ${a.displayValue}` : ''})${nodes.join('')}`
		})
}

/**
 * A run's blocking time by what its long tasks are attributed to: the long-tasks audit's simulated
 * tasks, clipped to first contentful paint and interactive and less 50 ms each, as Lighthouse
 * counts total blocking time (Lantern's TBTUtils). The audit lists the longest 20 tasks and TBT
 * blends two simulations, so the sum is close to the reported TBT, not equal to it.
 */
function blockingBySource(lhr: LighthouseResult, pageUrl: string): Map<string, number> {
	const start = metric(lhr, 'first-contentful-paint')
	const end = metric(lhr, 'interactive')
	const bySource = new Map<string, number>()
	for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
		if (task.startTime === undefined || task.duration === undefined) continue
		const clipped = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, start)
		if (clipped < 50) continue
		const source = sourceName(task.url ?? '', pageUrl)
		bySource.set(source, (bySource.get(source) ?? 0) + clipped - 50)
	}
	return bySource
}

function sourceName(url: string, pageUrl: string): string {
	if (url === pageUrl) return 'document (parse, style, layout, inline scripts)'
	// Lighthouse wraps requestIdleCallback in the page with a script of its own, so the callbacks'
	// tasks are named after that script.
	if (url === '_lighthouse-eval.js') return 'idle callbacks'
	if (url === 'Unattributable') return 'unattributed (no script or document named)'
	return `${chunkName(url)}.js`
}

/** The medians of a page's runs. */
interface Summary {
	performance: number
	tbt: number
	fcp: number
	lcp: number
	cls: number
	others: Record<string, number>
	runs: LighthouseResult[]
}
function summarise(runs: LighthouseResult[]): Summary {
	const others: Record<string, number> = {}
	for (const c of categories.slice(1)) others[c] = Math.min(...runs.map((r) => score(r, c)))
	return {
		performance: median(runs.map((r) => score(r, 'performance'))),
		tbt: median(runs.map((r) => metric(r, 'total-blocking-time'))),
		fcp: median(runs.map((r) => metric(r, 'first-contentful-paint'))),
		lcp: median(runs.map((r) => metric(r, 'largest-contentful-paint'))),
		cls: Math.max(...runs.map((r) => metric(r, 'cumulative-layout-shift'))),
		others,
		runs,
	}
}

/** The bars of decision 0029: a page against the floor's medians. */
export function barsMissed(page: Omit<Summary, 'runs'>, floor: Omit<Summary, 'runs'>): string[] {
	const missed: string[] = []
	const tbtBar = Math.max(2 * floor.tbt, floor.tbt + 100)
	if (page.tbt > tbtBar) missed.push(`TBT ${Math.round(page.tbt)} ms > ${Math.round(tbtBar)}`)
	if (page.performance < floor.performance - 3) missed.push(`performance ${page.performance} < ${floor.performance - 3}`)
	if (page.lcp > floor.lcp + 500) missed.push(`LCP ${(page.lcp / 1000).toFixed(2)} s > ${((floor.lcp + 500) / 1000).toFixed(2)}`)
	if (page.cls > 0) missed.push(`CLS ${page.cls.toFixed(3)} > 0`)
	for (const [c, value] of Object.entries(page.others)) if (value < 100) missed.push(`${c} ${value} < 100`)
	return missed
}

const row = (name: string, s: Summary, extra: Record<string, string | number> = {}) => ({
	page: name,
	perf: s.performance,
	'perf runs': s.runs.map((r) => score(r, 'performance')).join(' '),
	'TBT ms': Math.round(s.tbt),
	'FCP s': (s.fcp / 1000).toFixed(1),
	'LCP s': (s.lcp / 1000).toFixed(2),
	CLS: s.cls.toFixed(3),
	'a11y/bp/seo': Object.values(s.others).join('/'),
	...extra,
})

async function main() {
	console.log(`Lighthouse 12, mobile preset, against the framework floor (${machineLine()}; ${rounds} round(s))`)
	console.log(`  ${frameworkVersions()}`)
	if (blockedUrlPatterns.length) console.log(`  refusing ${blockedUrlPatterns.join(', ')} (BENCH_BLOCK): a diagnosis, not a verdict`)
	ensureBuild()
	const origin = `http://127.0.0.1:${ports[0]}`
	const floorOrigin = await startFloor(ports[1]!)
	await startServer({ port: ports[0]!, name: 'lighthouse', env: { PUBLIC_URL: origin } })
	const { targets, order } = pagesBesideTheFloor(origin, floorOrigin)
	const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags })
	onCleanup(() => chrome.kill())
	// The first load warms each server (caches, JIT) so that TTFB is the warm server's.
	for (const { url } of order) await fetch(url)
	const results = new Map<string, LighthouseResult[]>()
	const indexes: number[] = []
	for (let round = 1; round <= rounds; round++) {
		for (const { key, url } of order) {
			const lhr = await audit(url, chrome.port)
			results.set(key, [...(results.get(key) ?? []), lhr])
			keepReport(lhr, round, key)
			indexes.push(lhr.environment.benchmarkIndex)
			console.log(
				`  round ${round} ${key}: performance ${score(lhr, 'performance')}, TBT ${Math.round(metric(lhr, 'total-blocking-time'))} ms, LCP ${(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(2)} s, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
			)
		}
	}
	const floor = summarise(results.get('floor')!)
	const rows: Record<string, string | number>[] = []
	const problems: string[] = []
	let pass = true
	for (const { key, ours } of targets) {
		const page = summarise(results.get(key)!)
		const missed = barsMissed(page, floor)
		if (ours && missed.length) pass = false
		rows.push(row('  floor', floor))
		rows.push(row(key, page, { 'TBT / floor': (page.tbt / Math.max(floor.tbt, 1)).toFixed(1), verdict: missed.length ? `FAIL: ${missed.join(', ')}` : 'pass' }))
		const lhr = page.runs[0]!
		for (const category of categories.slice(1))
			if (score(lhr, category) < 100) problems.push(`${key} ${category} ${score(lhr, category)}: ${failing(lhr, category).join('; ') || '(no single audit below 1)'}`)
	}
	printTable(
		rows,
		`Medians of ${rounds} round(s); the floor's row (its medians over ${floor.runs.length} interleaved runs) beside each page; benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(median(indexes))})`,
	)
	console.log("\nWhere each page's blocking time goes (Lighthouse's long tasks after first contentful paint, mean of rounds, ms):")
	for (const { key, url } of [{ key: 'floor', url: `${floorOrigin}/` }, ...targets]) {
		const runs = results.get(key)!
		const total = new Map<string, number>()
		for (const run of runs) for (const [source, ms] of blockingBySource(run, url)) total.set(source, (total.get(source) ?? 0) + ms / runs.length)
		const parts = [...total].sort((a, b) => b[1] - a[1]).map(([source, ms]) => `${source} ${Math.round(ms)}`)
		const sum = [...total.values()].reduce((a, b) => a + b, 0)
		console.log(`  ${key} (sum ${Math.round(sum)}, TBT ${Math.round(runs.reduce((a, r) => a + metric(r, 'total-blocking-time'), 0) / runs.length)}): ${parts.join(', ') || 'none'}`)
	}
	if (problems.length) {
		console.log('\nAudits that cost points:')
		for (const line of problems) console.log(`  ${line}`)
	}
	return verdict(
		'lighthouse',
		pass && !blockedUrlPatterns.length,
		`every page against the floor (TBT ${Math.round(floor.tbt)} ms, performance ${floor.performance}, LCP ${(floor.lcp / 1000).toFixed(2)} s): TBT ≤ max(2 × floor, floor + 100 ms), performance ≥ floor − 3, LCP ≤ floor + 0.5 s, CLS 0; accessibility, best practices, SEO 100`,
	)
}

runBench(main)
