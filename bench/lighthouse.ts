/**
 * `npm run bench:lighthouse`: Lighthouse 12 (the npm package, default mobile preset: Moto G
 * Power-class emulation, simulated slow 4G and 4x CPU slowdown) on Debian's Chromium against the
 * production build, for the home page, a product page and a blog post in Arabic and English.
 *
 * Each page is audited BENCH_RUNS times (default 3, 1 with --quick) and the median performance run
 * is reported. The server's PUBLIC_URL is the address Lighthouse loads, so canonical and hreflang
 * links point at the audited host as they would in production.
 * Bar: performance >= 95, accessibility, best practices and SEO = 100; the audits that cost points
 * are printed for every category below 100.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {
	ensureBuild,
	firstLink,
	machineLine,
	ports,
	printTable,
	quick,
	runBench,
	startServer,
	verdict,
} from './lib.ts'

const runs = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 3))
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
	displayValue?: string
	scoreDisplayMode?: string
	details?: { items?: { node?: { snippet?: string; explanation?: string; selector?: string } }[] }
}
interface LighthouseResult {
	categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
	audits: Record<string, Audit>
	runtimeError?: { code: string; message: string }
}

/** One audit; a run whose trace recording failed (NO_NAVSTART and the like, on a busy machine) is repeated up to twice. */
async function audit(url: string, port: number, attempt = 1): Promise<LighthouseResult> {
	const result = await lighthouse(url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: [...categories],
	})
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

const score = (lhr: LighthouseResult, category: string) =>
	Math.round((lhr.categories[category]?.score ?? 0) * 100)

/** Audits that cost points: weighted in the category and scored below 1. */
function failing(lhr: LighthouseResult, category: string) {
	return (lhr.categories[category]?.auditRefs ?? [])
		.filter((ref) => ref.weight > 0)
		.map((ref) => lhr.audits[ref.id]!)
		.filter(
			(a) =>
				a.score !== null &&
				a.score < 1 &&
				a.scoreDisplayMode !== 'informative' &&
				a.scoreDisplayMode !== 'notApplicable',
		)
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

async function main() {
	console.log(`Lighthouse 12, mobile preset (${machineLine()}; ${runs} run(s) per page, median performance)`)
	ensureBuild()
	const port = ports[0]!
	const origin = `http://127.0.0.1:${port}`
	const server = await startServer({ port, name: 'lighthouse', env: { PUBLIC_URL: origin } })
	const product = await firstLink(server.url, '/products', '/products/')
	const post = await firstLink(server.url, '/blog', '/blog/')
	// BENCH_PAGES=/en,/contact audits only those paths (to look into one finding).
	const only = process.env.BENCH_PAGES?.split(',')
	const pages = (
		[
			['home', '/'],
			['home', '/en'],
			['product', product],
			['product', `/en${product}`],
			['blog post', post],
			['blog post', `/en${post}`],
		] as const
	).filter(([, p]) => !only || only.includes(p))

	const chrome = await chromeLauncher.launch({
		chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		chromeFlags,
	})
	const rows: Record<string, string | number>[] = []
	const problems: string[] = []
	let pass = true
	try {
		for (const [name, pagePath] of pages) {
			// The first load warms the server (caches, JIT) so that TTFB is the warm server's.
			await fetch(origin + pagePath)
			const results: LighthouseResult[] = []
			for (let i = 0; i < runs; i++) results.push(await audit(origin + pagePath, chrome.port))
			results.sort((a, b) => score(a, 'performance') - score(b, 'performance'))
			const lhr = results[Math.floor(results.length / 2)]!
			const row: Record<string, string | number> = { page: name, path: pagePath }
			for (const category of categories) row[category] = score(lhr, category)
			row['perf runs'] = results.map((r) => score(r, 'performance')).join(' ')
			row.LCP = lhr.audits['largest-contentful-paint']?.displayValue ?? ''
			row.TBT = lhr.audits['total-blocking-time']?.displayValue ?? ''
			row.CLS = lhr.audits['cumulative-layout-shift']?.displayValue ?? ''
			rows.push(row)
			for (const category of categories) {
				const value = score(lhr, category)
				const bar = category === 'performance' ? 95 : 100
				if (value < bar) pass = false
				if (value < 100)
					problems.push(
						`${pagePath} ${category} ${value}: ${failing(lhr, category).join('; ') || '(no single audit below 1)'}`,
					)
			}
			console.log(`  ${pagePath}: ${categories.map((c) => `${c} ${row[c]}`).join(', ')}`)
		}
	} finally {
		chrome.kill()
	}
	printTable(rows, 'Scores (median performance run per page)')
	if (problems.length) {
		console.log('\nAudits that cost points:')
		for (const line of problems) console.log(`  ${line}`)
	}
	const worst = (category: string) => Math.min(...rows.map((r) => Number(r[category])))
	return verdict(
		'lighthouse',
		pass,
		`lowest scores: performance ${worst('performance')} (bar 95), accessibility ${worst('accessibility')}, best practices ${worst('best-practices')}, SEO ${worst('seo')} (bar 100)`,
	)
}

runBench(main)
