/**
 * `npm run bench:applied-load`: what a phone sees of a first visit, measured in the browser itself
 * rather than simulated. Debian's Chromium with Lighthouse's mobile screen, its 4 × CPU slowdown and
 * its slow 4G applied by Chromium (devtools throttling: 562.5 ms round trips, 1.6 Mbps down;
 * `--fast-network` leaves the network alone). Each load is a fresh context (empty cache); the page
 * reports its first contentful paint, its largest contentful paint, when it asked for its first
 * script and when `<main>` was hydrated (checked every 50 ms). The framework floor is loaded
 * between every two pages, round after round (BENCH_RUNS, default 5, 1 with --quick), medians.
 *
 * Lighthouse's bars (bench/lighthouse.ts) are simulated: Lantern replays the load on a model and
 * counts the requests that finished before the observed first paint, so what a fast or slow bench
 * machine happened to fetch first moves its figures (decision 0029). This bench is the check that
 * a change helps a real load too (decision 0060); it is a diagnosis, not a bar.
 * BENCH_PAGES=/en,/contact loads only those paths; BENCH_COMPARE=before=http://127.0.0.1:3447 loads
 * the same paths on another running server too, interleaved, as extra rows.
 */
import { startFloor } from './floor.ts'
import { ensureBuild, machineLine, onCleanup, ports, printTable, quick, median, pagesBesideTheFloor, runBench, startServer, verdict } from './lib.ts'
import { cpuSlowdown, launchChromium, phonePage } from './phone.ts'

const rounds = Number(process.env.BENCH_RUNS ?? (quick ? 1 : 5))
const slow4g = !process.argv.includes('--fast-network')

interface Load {
	fcp: number
	lcp: number
	firstScript: number
	hydrated: number
}

async function load(browser: Awaited<ReturnType<typeof launchChromium>>, url: string): Promise<Load> {
	const { context, page } = await phonePage(browser, { slow4g })
	try {
		await page.addInitScript(() => {
			const w = window as unknown as { __lcp: number }
			w.__lcp = 0
			new PerformanceObserver((list) => {
				for (const entry of list.getEntries()) w.__lcp = entry.startTime
			}).observe({ type: 'largest-contentful-paint', buffered: true })
		})
		await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
		await page.waitForFunction(
			() => {
				const main = document.querySelector('main')
				return Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber')))
			},
			null,
			{ timeout: 120_000, polling: 50 },
		)
		return await page.evaluate(() => ({
			hydrated: performance.now(),
			fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
			lcp: (window as unknown as { __lcp: number }).__lcp,
			firstScript: Math.min(
				...performance
					.getEntriesByType('resource')
					.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
					.map((entry) => entry.startTime),
			),
		}))
	} finally {
		await context.close()
	}
}

async function main() {
	const network = slow4g ? "Lighthouse's slow 4G applied" : 'no network throttling'
	console.log(`A phone's first visit in Chromium: ${cpuSlowdown} × CPU, ${network} (${machineLine()}; ${rounds} round(s))`)
	ensureBuild()
	const origin = `http://127.0.0.1:${ports[0]}`
	const floorOrigin = await startFloor(ports[1]!)
	await startServer({ port: ports[0]!, name: 'applied-load', env: { PUBLIC_URL: origin } })
	const { targets, order } = pagesBesideTheFloor(origin, floorOrigin)
	const browser = await launchChromium()
	onCleanup(() => browser.close())
	for (const { url } of order) await fetch(url) // warm each server
	const results = new Map<string, Load[]>()
	for (let round = 1; round <= rounds; round++) {
		for (const { key, url } of order) {
			const result = await load(browser, url)
			results.set(key, [...(results.get(key) ?? []), result])
			const f = (n: number) => Math.round(n)
			console.log(`  round ${round} ${key}: FCP ${f(result.fcp)} ms, LCP ${f(result.lcp)} ms, first script ${f(result.firstScript)} ms, hydrated by ${f(result.hydrated)} ms`)
		}
	}
	const medians = (key: string) => {
		const loads = results.get(key)!
		return {
			fcp: median(loads.map((l) => l.fcp)),
			lcp: median(loads.map((l) => l.lcp)),
			firstScript: median(loads.map((l) => l.firstScript)),
			hydrated: median(loads.map((l) => l.hydrated)),
		}
	}
	const floor = medians('floor')
	const row = (page: string, m: ReturnType<typeof medians>) => ({
		page,
		'FCP ms': Math.round(m.fcp),
		'LCP ms': Math.round(m.lcp),
		'LCP − floor ms': page === 'floor' ? '' : Math.round(m.lcp - floor.lcp),
		'first script ms': Math.round(m.firstScript),
		'script after FCP': m.firstScript >= m.fcp ? 'yes' : 'no',
		'hydrated by ms': Math.round(m.hydrated),
	})
	printTable([row('floor', floor), ...targets.map(({ key }) => row(key, medians(key)))], `Medians of ${rounds} round(s); the floor over ${results.get('floor')!.length} interleaved loads`)
	return verdict('applied-load', true, 'diagnosis only (the bars are bench:lighthouse)')
}

runBench(main)
